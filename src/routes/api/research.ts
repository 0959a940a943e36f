import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { enforceLimit } from "../../auth/rate-limit";
import type { ChatExchange } from "../../research/research-service";
import { typedText } from "../../text-input";
import { validated } from "../validation";
import { currentUserId, projectDetailOf, projectIdFromPath } from "./projects";

/** Longest chat message accepted; a research request is a sentence or two. */
export const MAX_MESSAGE_CHARS = 4000;

const messageInput = z.object({
  content: typedText({ multiline: true, error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(MAX_MESSAGE_CHARS, `Message must be at most ${MAX_MESSAGE_CHARS} characters`),
});

/** The exchange with the project as GET /api/research-projects/{id} shows it. */
async function withDetail(c: Context<AppEnv>, exchange: ChatExchange) {
  return { messages: exchange.messages, project: await projectDetailOf(c, exchange.project) };
}

/** Chat messages a user may send per minute and per hour, whatever the project. */
export const CHAT_LIMITS = { perMinute: 10, perHour: 100 } as const;
export const CHAT_RATE_MESSAGE =
  "You are sending messages faster than the assistant can answer. Please wait a minute and try again.";

/**
 * Each message may cost a model call: a per-user budget keeps one user (or a script) from
 * running up model costs or crowding the model out for others. Counted after validation, so a
 * rejected message costs nothing, and before the model is asked.
 */
function meterChat(c: Context<AppEnv>) {
  const { rateLimiter } = c.get("deps");
  const user = currentUserId(c);
  enforceLimit(rateLimiter, `chat:min:${user}`, CHAT_LIMITS.perMinute, 60_000, CHAT_RATE_MESSAGE);
  enforceLimit(rateLimiter, `chat:hour:${user}`, CHAT_LIMITS.perHour, 3_600_000, CHAT_RATE_MESSAGE);
}

/** The chat calls of spec §7: messages (list, send) and confirm. */
export const researchApiRoutes = new Hono<AppEnv>()
  .get("/api/research-projects/:id/messages", projectIdFromPath, async (c) => {
    const research = c.get("deps").research;
    return c.json(await research.listMessages(currentUserId(c), c.req.valid("param").id));
  })
  .post(
    "/api/research-projects/:id/messages",
    projectIdFromPath,
    validated("json", messageInput),
    async (c) => {
      const { id } = c.req.valid("param");
      const { content } = c.req.valid("json");
      meterChat(c);
      const exchange = await c.get("deps").research.sendMessage(currentUserId(c), id, content);
      return c.json(await withDetail(c, exchange), 201);
    },
  )
  .post("/api/research-projects/:id/confirm", projectIdFromPath, async (c) => {
    const research = c.get("deps").research;
    const exchange = await research.confirm(currentUserId(c), c.req.valid("param").id);
    return c.json(await withDetail(c, exchange));
  });
