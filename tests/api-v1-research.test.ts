import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { chatMessages, webhookEndpoints } from "../db/schema";
import { sandboxEngineParts } from "../src/research-setup";
import { generateCorpus } from "../src/sandbox/generator";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server";
import { attemptDelivery } from "../src/webhooks/deliver";
import { webhookRunNotices } from "../src/webhooks/run-notices";
import { WEBHOOK_EVENTS } from "../src/webhooks/webhook-store";
import { startWebhookReceiver } from "./fakes/webhook-receiver";
import { bearer, createKeyOnPage } from "./helpers/api-v1";
import { describeEachDatabase } from "./helpers/database";
import { openApiValidator } from "./helpers/openapi";
import { DUTCH_PRINTERS as dutchPrinters } from "./helpers/projects";
import {
  creditsLeft,
  type Json,
  type ResearchHarness,
  researchHarness,
  usageLogs,
  waitFor,
} from "./helpers/research";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(120_000);

/*
 * Research driven from the public API alone, over the sandbox web: the same engine, the same
 * credit charging as the chat, and the run's webhooks delivered to a receiver on loopback.
 */

const corpus = generateCorpus({ seed: 1 });
describeEachDatabase("research over the public API", ({ handle }) => {
  let sandbox: RunningSandbox;
  let h: ResearchHarness;
  const receiver = startWebhookReceiver();
  const SECRET = "whsec_research_test_secret_0123456789";

  beforeAll(() => {
    receiver.useSecret(SECRET);
    sandbox = startSandbox({ corpus });
    h = researchHarness(handle(), sandboxEngineParts(sandbox));
    // The queue sends at once: retries are the job queue's, tested in webhooks.test.ts.
    const queue = {
      enqueue: async (id: number) => {
        await attemptDelivery(handle().db, id, { allowLoopbackHttp: true, finalAttempt: true });
      },
    };
    h.engine.notices = webhookRunNotices(handle().db, queue);
  });

  afterAll(async () => {
    await h?.settled();
    await sandbox?.stop();
    receiver.stop();
  }, 60_000);

  async function apiUser(credits: number) {
    const { user, cookie } = await signedInUser(handle(), {
      creditsLeft: credits,
      creditsMonthlyLimit: credits,
    });
    await handle()
      .db.insert(webhookEndpoints)
      .values({ userId: user.id, url: receiver.url, secret: SECRET, events: [...WEBHOOK_EVENTS] });
    const key = await createKeyOnPage(h.app, cookie);
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await bearer(h.app, key, method, path, body);
      return { status: res.status, json: (await res.json()) as Json };
    };
    return { user, call };
  }

  const eventsFor = (projectId: number, type: string) =>
    receiver.received.filter((r) => r.json.type === type && r.json.data.projectId === projectId);

  test("create and start from the API: runs to the target, one credit per lead, lead.accepted and research.completed webhooks", async () => {
    const { user, call } = await apiUser(40);
    const created = await call("POST", "/api/v1/projects", dutchPrinters);
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const started = await call("POST", `/api/v1/projects/${id}/start`);
    expect(started.json).toMatchObject({ status: "processing", state: "researching" });
    await h.settled();

    const project = await call("GET", `/api/v1/projects/${id}`);
    expect(project.json).toMatchObject({
      status: "completed",
      state: "done",
      progress: { acceptedCount: 8, targetCount: 8, progressPercentage: 100 },
    });
    const leads = (await call("GET", `/api/v1/projects/${id}/leads?limit=100`)).json.data as Json[];
    expect(leads.length).toBe(8);
    // Charged as the chat's run charges: one credit and one usage log per accepted lead.
    expect(await creditsLeft(handle().db, user.id)).toBe(40 - 8);
    expect((await usageLogs(handle().db, user.id)).length).toBe(8);

    await waitFor("every webhook", () => eventsFor(id, "research.completed").length === 1, 10_000);
    const accepted = eventsFor(id, "lead.accepted");
    expect(accepted.length).toBe(8);
    expect(accepted.map((r) => (r.json.data.lead as Json).id).sort()).toEqual(
      leads.map((l) => l.id).sort(),
    );
    expect(eventsFor(id, "research.completed")[0]?.json.data).toMatchObject({
      reason: "target",
      acceptedCount: 8,
    });
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    // Each payload is the one the OpenAPI document's `webhooks` section describes.
    const doc = await (await h.app.request("/api/v1/openapi.json")).json();
    const api = openApiValidator(doc);
    for (const r of [...accepted, ...eventsFor(id, "research.completed")]) {
      api.webhookConforms(r.json.type, r.json);
    }
  });

  test("starting with 0 credits: 402 with the numbers, the project stays as it was, no plan made", async () => {
    const { call } = await apiUser(0);
    const id = (await call("POST", "/api/v1/projects", dutchPrinters)).json.id as number;
    const refused = await call("POST", `/api/v1/projects/${id}/start`);
    expect(refused.status).toBe(402);
    expect(refused.json.message).toBe(
      "You have 0 credits left, and this research needs up to 8 (one per accepted lead, 8 leads to go). Upgrade your plan or wait for next month's credits.",
    );
    const project = await call("GET", `/api/v1/projects/${id}`);
    expect(project.json).toMatchObject({
      status: "paused",
      pauseReason: null,
      state: "not_started",
    });
    const messages = await handle().db.select().from(chatMessages);
    expect(messages.filter((m) => m.projectId === id)).toEqual([]);
  });

  test("out of credits: the run pauses after the last credit and research.failed says why", async () => {
    const { user, call } = await apiUser(2);
    const id = (await call("POST", "/api/v1/projects", dutchPrinters)).json.id as number;
    await call("POST", `/api/v1/projects/${id}/start`);
    await h.settled();
    const project = await call("GET", `/api/v1/projects/${id}`);
    // The API says why it paused, in the same words for every client.
    expect(project.json).toMatchObject({
      status: "paused",
      pauseReason: "credits",
      state: "out_of_credits",
      progress: { acceptedCount: 2 },
    });
    expect(await creditsLeft(handle().db, user.id)).toBe(0);
    // Starting again with no credit left is refused up front, with the numbers, and changes nothing.
    const again = await call("POST", `/api/v1/projects/${id}/resume`);
    expect(again.status).toBe(402);
    expect(again.json).toMatchObject({ code: "insufficient_credits" });
    expect(again.json.message).toContain("You have 0 credits left");
    expect(again.json.message).toContain("needs up to 6");
    expect((await call("GET", `/api/v1/projects/${id}`)).json).toMatchObject({
      status: "paused",
      pauseReason: "credits",
    });
    await waitFor("research.failed", () => eventsFor(id, "research.failed").length === 1, 10_000);
    expect(eventsFor(id, "research.failed")[0]?.json.data).toMatchObject({
      reason: "credits",
      acceptedCount: 2,
    });
    expect(eventsFor(id, "lead.accepted").length).toBe(2);
    expect(eventsFor(id, "research.completed").length).toBe(0);
    const doc = await (await h.app.request("/api/v1/openapi.json")).json();
    openApiValidator(doc).webhookConforms(
      "research.failed",
      eventsFor(id, "research.failed")[0]?.json,
    );
  });
});
