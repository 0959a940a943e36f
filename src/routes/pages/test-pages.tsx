import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  chatMessages,
  companies,
  companyResearchResults,
  contacts,
  rejectedCompanies,
  users,
} from "../../../db/schema";
import IslandProbe from "../../../islands/island-probe";
import type { AppEnv } from "../../app-env";
import { AppError } from "../../errors";
import { toLiveMessage } from "../../live/chat-message";
import { type LiveChatMessage, liveEventSchema } from "../../live/events";
import { pauseReasons, projectStatuses } from "../../projects/project-status";
import { getProject } from "../../projects/project-store";
import { forceProjectStatus } from "../../projects/status-store";
import { Island } from "../../views/island";
import { validated } from "../validation";

/** Checks the project is the signed-in user's (401 signed out, 404 someone else's). */
async function ownProject(c: Context<AppEnv>, projectId: number): Promise<void> {
  const auth = c.get("auth");
  if (auth.state !== "verified") throw new AppError("unauthenticated", 401, "Sign in first.");
  await getProject(c.get("deps").database.db, auth.user.id, projectId);
}

/** The row seeders' body: one of the caller's projects and how many rows (at most 50). */
const seedBody = validated(
  "json",
  z.object({ projectId: z.number().int().positive(), count: z.number().int().min(1).max(50) }),
);

const seedMessagesInput = z.object({
  projectId: z.number().int().positive(),
  messages: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"]),
        content: z.string().min(1).max(4000),
        status: z.string().max(20).nullable().default("displayed"),
      }),
    )
    .min(1)
    .max(50),
  /** Also publish each one as a CHAT_MESSAGE event, as the engine does. */
  publish: z.boolean().default(false),
});

/**
 * Pages that exist only for automated tests (ENABLE_TEST_ROUTES): an island to hydrate, a
 * slow response to prove a graceful stop lets in-flight requests finish, a switch of the
 * signed-in user's category, and data for one of the user's own projects (the e2e app's PGlite
 * is out of the browser test's reach, and the research pipeline needs the internet): leads,
 * rejected companies, chat messages, a status the UI cannot set, and live events on the bus.
 */
export const testPageRoutes = new Hono<AppEnv>()
  .get("/__test/island", (c) =>
    c.render(
      <main className="p-8">
        <h1 className="mb-4 text-xl font-semibold">Island probe</h1>
        <Island
          name="island-probe"
          component={IslandProbe}
          props={{ label: "Clicked", start: 0 }}
        />
      </main>,
      { title: "Island probe" },
    ),
  )
  .get("/__test/slow", async (c) => {
    const ms = Math.min(Number(c.req.query("ms") ?? 500) || 0, 10_000);
    await Bun.sleep(ms);
    return c.json({ slept: ms });
  })
  .post(
    "/__test/category",
    validated("json", z.object({ category: z.enum(["Regular", "Power", "Admin"]) })),
    async (c) => {
      const auth = c.get("auth");
      if (auth.state !== "verified") throw new AppError("unauthenticated", 401, "Sign in first.");
      const { category } = c.req.valid("json");
      await c
        .get("deps")
        .database.db.update(users)
        .set({ category })
        .where(eq(users.id, auth.user.id));
      return c.json({ category });
    },
  )
  .post("/__test/seed-leads", seedBody, async (c) => {
    const { projectId, count } = c.req.valid("json");
    await ownProject(c, projectId);
    const db = c.get("deps").database.db;
    // Even leads are complete; odd ones have only a name and a website (the '-' cells).
    const stamp = `${projectId}-${Date.now().toString(36)}`;
    for (let i = 1; i <= count; i++) {
      const full = i % 2 === 1;
      const domain = `seed-${i}-${stamp}.example.com`;
      const [company] = await db
        .insert(companies)
        .values({
          domain,
          companyName: `Seeded Company ${i}`,
          website: domain,
          industry: full ? "Packaging" : null,
          companyDescription: full ? `Makes folding boxes (${i}).` : null,
          companyEmail: full ? `info@${domain}` : null,
          companyPhone: full ? `+49 89 1000 ${i}` : null,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error("company insert returned no row");
      const [contact] = full
        ? await db
            .insert(contacts)
            .values({
              companyId: company.id,
              contactName: `Dana Seed ${i}`,
              contactTitle: "CEO",
              contactEmail: `dana@${domain}`,
              contactPhone: `+49 89 2000 ${i}`,
            })
            .returning({ id: contacts.id })
        : [];
      await db.insert(companyResearchResults).values({
        projectId,
        companyId: company.id,
        contactId: contact?.id ?? null,
        verificationStatus: "verified",
      });
    }
    return c.json({ seeded: count });
  })
  .post("/__test/seed-rejected", seedBody, async (c) => {
    const { projectId, count } = c.req.valid("json");
    await ownProject(c, projectId);
    const stamp = Date.now().toString(36);
    await c
      .get("deps")
      .database.db.insert(rejectedCompanies)
      .values(
        Array.from({ length: count }, (_, i) => ({
          projectId,
          companyName: `Rejected Company ${i + 1}`,
          website: `rejected-${i + 1}-${stamp}.example.com`,
          reasoning: "Sells packaging but does not make it.",
        })),
      );
    return c.json({ seeded: count });
  })
  .post("/__test/seed-messages", validated("json", seedMessagesInput), async (c) => {
    const { projectId, messages, publish } = c.req.valid("json");
    await ownProject(c, projectId);
    const { database, events } = c.get("deps");
    const stored: LiveChatMessage[] = [];
    // One at a time, so createdAt (and the order the chat shows) follows the list.
    for (const m of messages) {
      const [row] = await database.db
        .insert(chatMessages)
        .values({ projectId, ...m })
        .returning();
      if (!row) throw new Error("message insert returned no row");
      stored.push(toLiveMessage(row));
    }
    if (publish) {
      for (const message of stored) {
        events.publish({ type: "CHAT_MESSAGE", projectId, data: { message } });
      }
    }
    return c.json(stored);
  })
  .post(
    "/__test/project-status",
    validated(
      "json",
      z.object({
        projectId: z.number().int().positive(),
        status: z.enum(projectStatuses),
        /** Why it is paused, as the engine or the user would have left it. */
        pauseReason: z.enum(pauseReasons).optional(),
        /** Stamp the first run, so a paused project reads "Paused", not "Not started". */
        started: z.boolean().optional(),
      }),
    ),
    async (c) => {
      const { projectId, status, ...extra } = c.req.valid("json");
      await ownProject(c, projectId);
      await forceProjectStatus(c.get("deps").database.db, projectId, status, extra);
      return c.json({ status });
    },
  )
  // What the research engine publishes after a commit, published by hand (spec §4 events).
  .post("/__test/live-event", validated("json", liveEventSchema), async (c) => {
    const event = c.req.valid("json");
    await ownProject(c, event.projectId);
    c.get("deps").events.publish(event);
    return c.json({ published: event.type });
  });
