import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { systemClock } from "../src/billing/clock";
import { type JobRunner, startJobs } from "../src/jobs/job-runner";
import { createLogger } from "../src/logger";
import { attemptDelivery } from "../src/webhooks/deliver";
import { queueDelivery } from "../src/webhooks/emit";
import { signatureHeader, verifySignature } from "../src/webhooks/signature";
import { vetWebhookUrl } from "../src/webhooks/url-guard";
import { startWebhookReceiver } from "./fakes/webhook-receiver";
import { pagePost } from "./helpers/api-v1";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { openApiValidator } from "./helpers/openapi";
import { waitFor } from "./helpers/research";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(60_000);

const SECRET_PATTERN = /whsec_[A-Za-z0-9_-]{32}/;

test("signature: Stripe's scheme over 't.body'; a changed body, secret or old timestamp fails", () => {
  const body = '{"id":"evt_1","type":"webhook.test"}';
  const header = signatureHeader("whsec_a", 1_800_000_000, body);
  expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
  const now = 1_800_000_010;
  expect(verifySignature(header, body, "whsec_a", { now })).toBe(true);
  expect(verifySignature(header, `${body} `, "whsec_a", { now })).toBe(false);
  expect(verifySignature(header, body, "whsec_b", { now })).toBe(false);
  expect(verifySignature(header, body, "whsec_a", { now: now + 3600 })).toBe(false);
  expect(verifySignature("t=1800000000,v1=zz", body, "whsec_a", { now })).toBe(false);
  expect(verifySignature(null, body, "whsec_a", { now })).toBe(false);
});

test("endpoint URLs: https on public addresses only; loopback http only with the test setting", async () => {
  const publicHost = async () => [{ address: "93.184.216.34" }];
  const privateHost = async () => [{ address: "10.0.0.7" }];
  const strict = { allowLoopbackHttp: false, resolveHost: publicHost };
  expect((await vetWebhookUrl("https://hooks.example.com/x", strict)).ok).toBe(true);
  expect((await vetWebhookUrl("http://hooks.example.com/x", strict)).ok).toBe(false);
  const rebinding = { allowLoopbackHttp: false, resolveHost: privateHost };
  expect((await vetWebhookUrl("https://hooks.example.com/x", rebinding)).ok).toBe(false);
  for (const url of [
    "https://10.1.2.3/x",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/x",
    "https://localhost/x",
    "https://user:pw@hooks.example.com/x",
    "https://hooks.example.com:8443/x",
    "http://127.0.0.1:9000/x",
    "ftp://hooks.example.com/x",
  ]) {
    expect(`${url} ${(await vetWebhookUrl(url, strict)).ok}`).toBe(`${url} false`);
  }
  const dev = { allowLoopbackHttp: true, resolveHost: privateHost };
  expect((await vetWebhookUrl("http://127.0.0.1:9000/x", dev)).ok).toBe(true);
  expect((await vetWebhookUrl("http://[::1]:9000/x", dev)).ok).toBe(true);
  // The setting opens loopback literals only, not private networks or names.
  expect((await vetWebhookUrl("http://10.0.0.7:9000/x", dev)).ok).toBe(false);
  expect((await vetWebhookUrl("http://localhost:9000/x", dev)).ok).toBe(false);
});

describeEachDatabase("webhooks", ({ handle }) => {
  let jobs: JobRunner;
  let app: ReturnType<typeof createTestApp>["app"];
  const receiver = startWebhookReceiver();

  beforeAll(async () => {
    jobs = await startJobs({
      database: handle(),
      logger: createLogger("silent"),
      clock: systemClock,
      pollingIntervalSeconds: 0.5,
      webhooks: { allowLoopbackHttp: true, retryDelaySeconds: 1 },
    });
    const config = testConfig({ WEBHOOK_ALLOW_LOOPBACK_HTTP: "true" });
    app = createTestApp(handle(), { config, webhookQueue: jobs }).app;
  }, 120_000);

  afterAll(async () => {
    await jobs?.stop();
    receiver.stop();
  }, 60_000);

  /** Registers an endpoint through the account page's form (on `to`, the suite's app unless told). */
  async function register(
    cookie: string,
    url = receiver.url,
    events = ["lead.accepted"],
    to: typeof app = app,
  ) {
    const form = new URLSearchParams({ url });
    for (const e of events) form.append("events", e);
    return to.request("/account/api/webhooks", {
      method: "POST",
      headers: {
        cookie,
        origin: "http://127.0.0.1:3999",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: form.toString(),
    });
  }

  test("test event: signed, retried through the queue after a 500, logged as succeeded on the page", async () => {
    const { user, cookie } = await signedInUser(handle());
    const created = await register(cookie);
    expect(created.status).toBe(201);
    const secret = SECRET_PATTERN.exec(await created.text())?.[0];
    if (!secret) throw new Error("no secret shown");
    receiver.useSecret(secret);
    const [endpoint] = await handle()
      .db.select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, user.id));
    // Shown once: the page does not show it again.
    const page = await (await app.request("/account/api", { headers: { cookie } })).text();
    expect(page).not.toContain(secret);
    expect(page).toContain(receiver.url);

    const before = receiver.received.length;
    receiver.answer(500);
    const sent = await pagePost(app, `/account/api/webhooks/${endpoint?.id}/test`, cookie);
    expect(sent.status).toBe(303);
    await waitFor("a retry that succeeds", () => receiver.received.length >= before + 2, 30_000);
    const [first, retry] = receiver.received.slice(before);
    expect(first?.answered).toBe(500);
    expect(retry?.answered).toBe(200);
    for (const delivery of [first, retry]) {
      expect(delivery?.verified).toBe(true);
      expect(delivery?.json.type).toBe("webhook.test");
    }
    const doc = await (await app.request("/api/v1/openapi.json")).json();
    openApiValidator(doc).webhookConforms("webhook.test", retry?.json);
    // One event, delivered twice: receivers deduplicate on its id.
    expect(retry?.json.id).toBe(first?.json.id ?? "");
    const [row] = await waitFor(
      "the delivery marked succeeded",
      async () => {
        const rows = await handle()
          .db.select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint?.id ?? 0));
        return rows[0]?.status === "succeeded" ? rows : undefined;
      },
      10_000,
    );
    expect(row).toMatchObject({ attempts: 2, lastStatusCode: 200, eventType: "webhook.test" });
    const log = await (await app.request("/account/api", { headers: { cookie } })).text();
    expect(log).toContain('data-testid="delivery-log"');
    expect(log).toContain("succeeded");
  });

  test("registration refuses private and plain-http URLs; another user's endpoint is a 404", async () => {
    const { user, cookie } = await signedInUser(handle());
    const strictApp = createTestApp(handle(), { webhookQueue: jobs }).app;
    for (const url of ["https://10.0.0.1/hook", "http://hooks.example.com/x", receiver.url]) {
      const res = await register(cookie, url, ["lead.accepted"], strictApp);
      expect(`${url} ${res.status}`).toBe(`${url} 400`);
    }
    const none = await handle()
      .db.select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, user.id));
    expect(none.length).toBe(0);

    expect((await register(cookie)).status).toBe(201);
    const [mine] = await handle()
      .db.select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, user.id));
    const other = await signedInUser(handle());
    for (const action of ["test", "delete"]) {
      const res = await pagePost(app, `/account/api/webhooks/${mine?.id}/${action}`, other.cookie);
      expect(`${action} ${res.status}`).toBe(`${action} 404`);
    }
    const evil = await app.request(`/account/api/webhooks/${mine?.id}/delete`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);
    expect((await pagePost(app, `/account/api/webhooks/${mine?.id}/delete`, cookie)).status).toBe(
      303,
    );
  });

  test("each attempt vets the URL again; the last failed attempt marks the delivery failed", async () => {
    const { user } = await signedInUser(handle());
    const [endpoint] = await handle()
      .db.insert(webhookEndpoints)
      .values({ userId: user.id, url: receiver.url, secret: "whsec_x", events: ["lead.accepted"] })
      .returning();
    if (!endpoint) throw new Error("no endpoint");
    const queued: number[] = [];
    const queue = { enqueue: async (id: number) => void queued.push(id) };
    const id = await queueDelivery(handle().db, queue, endpoint, "lead.accepted", { n: 1 });
    expect(queued).toEqual([id]);

    const before = receiver.received.length;
    const refused = await attemptDelivery(handle().db, id, {
      allowLoopbackHttp: false,
      finalAttempt: false,
    });
    expect(refused.ok).toBe(false);
    expect(receiver.received.length).toBe(before);

    receiver.answer(503);
    const last = await attemptDelivery(handle().db, id, {
      allowLoopbackHttp: true,
      finalAttempt: true,
    });
    expect(last).toMatchObject({ ok: false, status: 503 });
    const [row] = await handle()
      .db.select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: 2, lastStatusCode: 503 });
  });
});
