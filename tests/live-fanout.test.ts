import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chatMessages } from "../db/schema";
import { createEventBus, type EventBus } from "../src/live/event-bus";
import type { LiveEvent } from "../src/live/events";
import {
  decodeNotification,
  encodeNotification,
  NOTIFY_PAYLOAD_MAX_BYTES,
} from "../src/live/fanout-payload";
import { LIVE_CHANNEL, type PgFanout, startPgFanout } from "../src/live/pg-fanout";
import { createLogger } from "../src/logger";
import { createTestDatabase, isPostgresReachable, type TestDatabase } from "./helpers/database";
import { browserHeaders, LiveClient } from "./helpers/live";
import { type PgInstances, pgInstances } from "./helpers/pg-instances";
import { printedUrl, type ServerProcess, spawnProductionServer } from "./helpers/production-server";
import { insertProject } from "./helpers/projects";
import { signedInUser } from "./helpers/session";

// See projects-api-create.test.ts: the preload's default timeout reaches only the first file of a run.
setDefaultTimeout(60_000);

const logger = createLogger("silent");

/** A user's project with one chat message row, as the engine would have stored them. */
async function projectWithMessage(database: TestDatabase) {
  const { user, cookie } = await signedInUser(database);
  const project = await insertProject(database.db, user.id, {
    name: "Valves in Lyon",
    country: "France",
    productsServices: "Valves",
  });
  const [message] = await database.db
    .insert(chatMessages)
    .values({
      projectId: project.id,
      role: "assistant",
      content: "Searching: fabricant de vannes Lyon",
      status: "searching",
    })
    .returning();
  if (!message) throw new Error("message insert failed");
  const liveMessage = {
    id: message.id,
    content: message.content,
    role: message.role,
    createdAt: message.createdAt.toISOString(),
    status: message.status,
  };
  return { cookie, projectId: project.id, message: liveMessage };
}

/** Collects a bus's events and waits for the next one. */
function recorder(bus: EventBus) {
  const seen: LiveEvent[] = [];
  bus.subscribeAll((event) => seen.push(event));
  return {
    seen,
    async waitFor(count: number, timeoutMs = 3000): Promise<LiveEvent[]> {
      const deadline = Date.now() + timeoutMs;
      while (seen.length < count && Date.now() < deadline) await Bun.sleep(10);
      return seen;
    },
  };
}

describe("fan-out payload", () => {
  test("a chat message travels as its id, not its row", () => {
    const event: LiveEvent = {
      type: "CHAT_MESSAGE",
      projectId: 3,
      data: {
        message: {
          id: 77,
          content: "x".repeat(20_000),
          role: "assistant",
          createdAt: "",
          status: null,
        },
      },
    };
    const { payload, dropped } = encodeNotification("a", event);
    expect(dropped).toEqual([]);
    expect(payload.length).toBeLessThan(200);
    expect(decodeNotification(payload)).toEqual({
      from: "a",
      event: { type: "CHAT_MESSAGE", projectId: 3, data: {} },
      messageId: 77,
    });
  });

  test("an event over the NOTIFY limit loses its longest texts and keeps its counters", () => {
    const event: LiveEvent = {
      type: "PROCESSING_WEBSITE",
      projectId: 3,
      data: {
        websiteBeingProcessed: "€".repeat(2048),
        currentActivity: "€".repeat(500),
        currentQuery: "€".repeat(500),
        companyName: "€".repeat(255),
        acceptedCount: 4,
        rejectedCount: 9,
      },
    };
    const { payload, dropped } = encodeNotification("a", event);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
    expect(dropped).toEqual(["websiteBeingProcessed"]);
    expect(decodeNotification(payload)?.event.data).toEqual({
      currentActivity: "€".repeat(500),
      currentQuery: "€".repeat(500),
      companyName: "€".repeat(255),
      acceptedCount: 4,
      rejectedCount: 9,
    });
    // The publisher's own event is untouched: local subscribers still get all of it.
    expect(event.data.websiteBeingProcessed).toHaveLength(2048);
  });

  test("a field the receivers would refuse is left out, not the whole event", () => {
    const event = {
      type: "QUERY_STARTED",
      projectId: 3,
      data: { currentQuery: "q".repeat(600), queriesCompleted: 2 },
    } as LiveEvent;
    const { payload, dropped } = encodeNotification("a", event);
    expect(dropped).toEqual(["currentQuery"]);
    expect(decodeNotification(payload)?.event.data).toEqual({ queriesCompleted: 2 });
  });

  test("foreign or malformed payloads are ignored", () => {
    for (const payload of ["", "hello", "{}", '{"from":"a","event":{"type":"NOPE"}}']) {
      expect(decodeNotification(payload)).toBeUndefined();
    }
  });
});

const postgresUp = await isPostgresReachable();

describe.skipIf(!postgresUp)("fan-out between instances [postgres]", () => {
  let instances: PgInstances;
  const busA = createEventBus();
  const busB = createEventBus();

  beforeAll(async () => {
    // Two instances in this process, each with its own bus and its own connections.
    instances = await pgInstances(LIVE_CHANNEL, () => [{ events: busA }, { events: busB }]);
  }, 120_000);

  afterAll(async () => {
    await instances?.stop();
  }, 60_000);

  test("an event reaches the other instance once, and is NOTIFYed only by its publisher", async () => {
    const onA = recorder(busA);
    const onB = recorder(busB);
    instances.observer.payloads.length = 0;
    const event: LiveEvent = {
      type: "PROGRESS_UPDATE",
      projectId: 12,
      data: { acceptedCount: 2, rejectedCount: 1, progressPercentage: 20 },
    };
    busA.publish(event);
    expect(await onB.waitFor(1)).toEqual([event]);
    await Bun.sleep(300);
    // No echo on A, no second delivery on B, and B did not NOTIFY it back.
    expect(onA.seen).toEqual([event]);
    expect(onB.seen).toEqual([event]);
    expect(instances.observer.payloads.map((p) => decodeNotification(p)?.from)).toEqual(["a"]);
  });

  test("a CHAT_MESSAGE is read from chat_messages on the receiving side, in order", async () => {
    const { projectId, message } = await projectWithMessage(instances.database);
    const onB = recorder(busB);
    instances.observer.payloads.length = 0;
    const chat: LiveEvent = { type: "CHAT_MESSAGE", projectId, data: { message } };
    const missing: LiveEvent = {
      type: "CHAT_MESSAGE",
      projectId,
      data: { message: { ...message, id: message.id + 1000 } },
    };
    const completed: LiveEvent = { type: "RESEARCH_COMPLETED", projectId, data: {} };
    busA.publish(chat);
    busA.publish(missing);
    busA.publish(completed);
    // The message that has no row (deleted meanwhile) is skipped; the order of the rest holds.
    expect(await onB.waitFor(2)).toEqual([chat, completed]);
    expect(instances.observer.payloads[0]).not.toContain(message.content);
  });
});

describe.skipIf(!postgresUp)("two app processes on one Postgres [postgres]", () => {
  let database: TestDatabase;
  let fanoutA: PgFanout | undefined;
  let busA: EventBus;
  let processB: ServerProcess | undefined;
  let urlB = "";
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    if (!database.url) throw new Error("no Postgres URL");
    busA = createEventBus();
    // Instance A: this process's bus, joined to the database's channel.
    fanoutA = await startPgFanout({ database, events: busA, logger });
    // Instance B: the real entry point in its own process, over the same database.
    dataDir = mkdtempSync(join(tmpdir(), "exd-fanout-"));
    processB = spawnProductionServer(dataDir, { DATABASE_URL: database.url });
    urlB = await printedUrl(processB, 60_000);
  }, 120_000);

  afterAll(async () => {
    processB?.kill("SIGKILL");
    await fanoutA?.stop();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  test("events published in process A reach a websocket subscriber of process B", async () => {
    const { cookie, projectId, message } = await projectWithMessage(database);
    const client = await LiveClient.open(
      `${urlB.replace(/^http/, "ws")}/ws`,
      browserHeaders(urlB, cookie),
    );
    expect(await client.subscribe(projectId)).toEqual({ type: "subscribed", projectId });
    const accepted: LiveEvent = {
      type: "COMPANY_ACCEPTED",
      projectId,
      data: { acceptedCount: 1, companyName: "Vannes Rhône SA" },
    };
    const chat: LiveEvent = { type: "CHAT_MESSAGE", projectId, data: { message } };
    busA.publish(accepted);
    busA.publish(chat);
    expect(await client.next(5000)).toEqual(accepted);
    expect(await client.next(5000)).toEqual(chat);

    // B's graceful stop closes the socket at once (1001) instead of waiting out the grace period.
    processB?.kill("SIGTERM");
    expect((await client.closed).code).toBe(1001);
    expect(await processB?.exited).toBe(0);
  });
});
