import { type Context, Hono } from "hono";
import { z } from "zod";
import { API_PLAN_MESSAGE, hasApiAccess } from "../../api-keys/access";
import { createApiKey, listApiKeys, revokeApiKey } from "../../api-keys/key-store";
import type { AppEnv } from "../../app-env";
import type { UserRow } from "../../auth/auth-state";
import { stripeSettings } from "../../billing/billing-config";
import { AppError } from "../../errors";
import { typedText } from "../../text-input";
import { ApiKeysPanel } from "../../views/api-keys-panel";
import { WebhooksPanel } from "../../views/webhooks-panel";
import { queueDelivery } from "../../webhooks/emit";
import { vetWebhookUrl } from "../../webhooks/url-guard";
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  ownedEndpoint,
  recentDeliveries,
  WEBHOOK_EVENTS,
} from "../../webhooks/webhook-store";
import { notFoundOnInvalid, validated } from "../validation";
import { ApiAccessPage } from "./api-access-page";

type Ctx = Context<AppEnv>;

const keyForm = z.object({
  name: typedText({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
});
const eventName = z.enum(WEBHOOK_EVENTS);
const webhookForm = z.object({
  url: z.string().trim().min(1, "URL is required").max(2048, "URL is too long"),
  events: z
    .union([eventName, z.array(eventName).max(WEBHOOK_EVENTS.length)], {
      error: "Choose at least one event",
    })
    .transform((v) => [...new Set([v].flat())]),
});
const idParam = (what: string) =>
  validated(
    "param",
    z.object({ id: z.string().regex(/^\d{1,9}$/) }).transform(({ id }) => ({ id: Number(id) })),
    notFoundOnInvalid(`${what} not found`),
  );

/** The verified user with API access; page-access has sent visitors to /auth already. */
function apiUser(c: Ctx): UserRow {
  const auth = c.get("auth");
  if (auth.state !== "verified") throw new AppError("unauthenticated", 401, "Please sign in.");
  if (!hasApiAccess(auth.user, stripeSettings(c.get("deps").config) !== undefined)) {
    throw new AppError("plan_required", 403, API_PLAN_MESSAGE);
  }
  return auth.user;
}

async function renderPage(
  c: Ctx,
  shown: { newKey?: string; newSecret?: string; error?: string } = {},
  status: 200 | 201 | 400 = 200,
) {
  const auth = c.get("auth");
  if (auth.state !== "verified") throw new AppError("unauthenticated", 401, "Please sign in.");
  const { database, config } = c.get("deps");
  const allowed = hasApiAccess(auth.user, stripeSettings(config) !== undefined);
  const db = database.db;
  const [keys, endpoints, deliveries] = allowed
    ? await Promise.all([
        listApiKeys(db, auth.user.id),
        listEndpoints(db, auth.user.id),
        recentDeliveries(db, auth.user.id),
      ])
    : [[], [], []];
  c.status(status);
  return c.render(
    <ApiAccessPage user={auth.user} allowed={allowed}>
      <ApiKeysPanel keys={keys} newKey={shown.newKey} />
      <WebhooksPanel
        endpoints={endpoints}
        deliveries={deliveries}
        newSecret={shown.newSecret}
        error={shown.error}
      />
    </ApiAccessPage>,
    { title: "API and webhooks - Export Discovery" },
  );
}

const backToPage = (c: Ctx) => c.redirect("/account/api", 303);

/**
 * The account's API page and its form posts. Cookie-authenticated mutations: the app-wide CSRF
 * guard refuses them cross-site. A new key or secret is rendered in the POST's own answer (never
 * in a URL or a flash cookie), so it is shown exactly once.
 */
export const apiAccessPageRoutes = new Hono<AppEnv>()
  .get("/account/api", (c) => renderPage(c))
  .post("/account/api/keys", validated("form", keyForm), async (c) => {
    const user = apiUser(c);
    const { key } = await createApiKey(
      c.get("deps").database.db,
      user.id,
      c.req.valid("form").name,
    );
    c.header("Cache-Control", "no-store");
    return renderPage(c, { newKey: key }, 201);
  })
  .post("/account/api/keys/:id/revoke", idParam("API key"), async (c) => {
    await revokeApiKey(c.get("deps").database.db, apiUser(c).id, c.req.valid("param").id);
    return backToPage(c);
  })
  .post("/account/api/webhooks", validated("form", webhookForm), async (c) => {
    const user = apiUser(c);
    const { config, database } = c.get("deps");
    const { url, events } = c.req.valid("form");
    const vetted = await vetWebhookUrl(url, {
      allowLoopbackHttp: config.WEBHOOK_ALLOW_LOOPBACK_HTTP,
    });
    if (!vetted.ok) {
      const error = "The URL must be https and reach a public address (not a private network).";
      return renderPage(c, { error }, 400);
    }
    const { secret } = await createEndpoint(database.db, user.id, vetted.target.url.href, events);
    c.header("Cache-Control", "no-store");
    return renderPage(c, { newSecret: secret }, 201);
  })
  .post("/account/api/webhooks/:id/delete", idParam("Webhook endpoint"), async (c) => {
    await deleteEndpoint(c.get("deps").database.db, apiUser(c).id, c.req.valid("param").id);
    return backToPage(c);
  })
  .post("/account/api/webhooks/:id/test", idParam("Webhook endpoint"), async (c) => {
    const { database, webhookQueue } = c.get("deps");
    const endpoint = await ownedEndpoint(database.db, apiUser(c).id, c.req.valid("param").id);
    if (!webhookQueue) throw new AppError("unavailable", 503, "Webhooks are not running here.");
    const data = { message: "A test event from Export Discovery." };
    await queueDelivery(database.db, webhookQueue, endpoint, "webhook.test", data);
    return backToPage(c);
  });
