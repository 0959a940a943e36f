import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { createSessionEnds } from "../src/auth/session-ends";
import { createEventBus } from "../src/live/event-bus";
import { SESSION_ENDS_CHANNEL } from "../src/live/pg-session-ends";
import { createTestApp } from "./helpers/app";
import { isPostgresReachable } from "./helpers/database";
import { browserHeaders, LiveClient, type LiveServer, startLiveServer } from "./helpers/live";
import { type PgInstances, pgInstances } from "./helpers/pg-instances";
import { signedInUser } from "./helpers/session";

// Issue 16, point 4 with two instances on one Postgres: a logout served by instance A closes the
// websocket that instance B holds on that session at once, not at B's next session sweep.

setDefaultTimeout(60_000);

const postgresUp = await isPostgresReachable();

describe.skipIf(!postgresUp)("session ends between instances [postgres]", () => {
  let instances: PgInstances;
  const endsA = createSessionEnds();
  const endsB = createSessionEnds();
  let liveB: LiveServer;

  beforeAll(async () => {
    instances = await pgInstances(SESSION_ENDS_CHANNEL, (db) => {
      // Instance B holds the websockets; its sweep timer is out of the way.
      liveB = startLiveServer(db, { sessionSweepMs: 3_600_000 }, { sessionEnds: endsB });
      return [
        { events: createEventBus(), sessionEnds: endsA },
        { events: liveB.events, sessionEnds: endsB },
      ];
    });
  }, 120_000);

  afterAll(async () => {
    await liveB?.stop();
    await instances?.stop();
  });

  test("a logout on instance A closes the session's websocket on instance B at once", async () => {
    const { app } = createTestApp(instances.database, { sessionEnds: endsA });
    const user = await signedInUser(instances.database);
    const client = await LiveClient.open(liveB.wsUrl, browserHeaders(liveB.origin, user.cookie));
    const heardOnB: number[] = [];
    endsB.listen((userId) => heardOnB.push(userId));
    instances.observer.payloads.length = 0;

    const out = await app.request("/api/firebase/auth/logout", {
      method: "POST",
      headers: { cookie: user.cookie, origin: "http://127.0.0.1:3999" },
    });
    expect(out.status).toBe(200);
    const closed = await Promise.race([
      client.closed.then((c) => c.code),
      Bun.sleep(3000).then(() => "open" as const),
    ]);
    expect(closed).toBe(1008);
    expect(heardOnB).toEqual([user.user.id]);
    // One NOTIFY, from A: B announced it locally without sending it back.
    await Bun.sleep(200);
    expect(instances.observer.payloads.map((p) => JSON.parse(p))).toEqual([
      { from: "a", userId: user.user.id },
    ]);
  });

  test("malformed notifications are ignored", async () => {
    const heard: number[] = [];
    endsB.listen((userId) => heard.push(userId));
    for (const payload of ["", "nope", "{}", '{"from":"z","userId":-1}']) {
      await instances.observer.sql.notify(SESSION_ENDS_CHANNEL, payload);
    }
    await Bun.sleep(300);
    expect(heard).toEqual([]);
  });
});
