import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { fullBucket, SocketCounter, takeFrame } from "../src/live/frame-limits";
import { describeEachDatabase } from "./helpers/database";
import { type LiveServer, startLiveServer } from "./helpers/live";
import { insertProject } from "./helpers/projects";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(60_000);

test("the frame bucket allows a burst, then the average rate", () => {
  const limits = { framesPerSecond: 10, burst: 3 };
  const bucket = fullBucket(limits, 0);
  expect([1, 2, 3, 4].map(() => takeFrame(bucket, limits, 0))).toEqual([true, true, true, false]);
  expect(takeFrame(bucket, limits, 50)).toBe(false); // half a frame refilled
  expect(takeFrame(bucket, limits, 100)).toBe(true);
  expect(takeFrame(bucket, limits, 10_000)).toBe(true); // refills, capped at the burst
  expect(bucket.tokens).toBe(2);
});

test("the socket counter caps each user on their own", () => {
  const counter = new SocketCounter(2);
  expect([counter.tryAdd(1), counter.tryAdd(1), counter.tryAdd(1)]).toEqual([true, true, false]);
  expect(counter.tryAdd(2)).toBe(true);
  counter.remove(1);
  expect(counter.tryAdd(1)).toBe(true);
});

describeEachDatabase("websocket limits", ({ handle }) => {
  let live: LiveServer;
  let owner: { cookie: string; projectId: number };
  let other: { cookie: string; projectId: number };
  const connect = (cookie: string) => live.connect(cookie);

  beforeAll(async () => {
    live = startLiveServer(handle(), {
      maxSocketsPerUser: 2,
      frameLimits: { framesPerSecond: 5, burst: 10 },
    });
    const project = async (userId: number) =>
      (await insertProject(handle().db, userId, { name: "P" })).id;
    const a = await signedInUser(handle());
    const b = await signedInUser(handle());
    owner = { cookie: a.cookie, projectId: await project(a.user.id) };
    other = { cookie: b.cookie, projectId: await project(b.user.id) };
  });

  afterAll(async () => {
    await live?.stop();
  });

  test("a flood of frames closes that connection with 1008; another user is unaffected", async () => {
    const attacker = await signedInUser(handle());
    const flooder = await connect(attacker.cookie);
    const bystander = await connect(other.cookie);
    const frame = JSON.stringify({ action: "subscribe", projectId: 1 });
    for (let i = 0; i < 2000; i++) flooder.socket.send(frame);
    expect((await flooder.closed).code).toBe(1008);
    expect(await bystander.subscribe(other.projectId)).toMatchObject({ type: "subscribed" });
    // Reconnecting at once is refused for a while: a reconnect loop gets no fresh allowance.
    const again = await live.handshakeAs(attacker.cookie);
    expect(again.status).toBe(429);
  });

  test("a frame over the size limit closes the connection with 1008", async () => {
    const sender = await signedInUser(handle());
    const client = await connect(sender.cookie);
    client.send({ action: "subscribe", projectId: 1, pad: "x".repeat(5000) });
    expect((await client.closed).code).toBe(1008);
  });

  test("a user holds at most the cap of sockets; closing one frees a place", async () => {
    await Bun.sleep(50); // the closes above are counted
    const first = await connect(owner.cookie);
    const second = await connect(owner.cookie);
    const refused = await live.handshakeAs(owner.cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "too_many_connections" });
    // Another user's sockets do not count against this one.
    const others = await connect(other.cookie);
    expect(await others.subscribe(other.projectId)).toMatchObject({ type: "subscribed" });
    first.close();
    await first.closed;
    await Bun.sleep(50);
    const third = await connect(owner.cookie);
    expect(await third.subscribe(owner.projectId)).toMatchObject({ type: "subscribed" });
    second.close();
  });
});
