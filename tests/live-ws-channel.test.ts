import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { revokeSession } from "../src/auth/sessions";
import type { LiveEvent } from "../src/live/events";
import { parseClientFrame } from "../src/live/frames";
import { liveServeOptions } from "../src/live/ws-hub";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import {
  accepted,
  browserHeaders,
  handshake,
  LiveClient,
  type LiveServer,
  pumpsInBavaria,
  startLiveServer,
} from "./helpers/live";
import { signedInUser } from "./helpers/session";

// See projects-api-create.test.ts: the preload's default timeout reaches only the first file of a run.
setDefaultTimeout(60_000);

describe("client frames", () => {
  test("accepts exactly {action, projectId} and explains anything else", () => {
    expect(parseClientFrame('{"action":"subscribe","projectId":7}')).toEqual({
      ok: true,
      frame: { action: "subscribe", projectId: 7 },
    });
    for (const bad of [
      "not json",
      '{"action":"shout","projectId":7}',
      '{"action":"subscribe","projectId":"7"}',
      '{"action":"subscribe","projectId":-1}',
      '{"action":"subscribe"}',
      `{"action":"subscribe","projectId":7,"pad":"${"x".repeat(2000)}"}`,
      new Uint8Array([1, 2, 3]),
    ]) {
      expect(parseClientFrame(bad).ok).toBe(false);
    }
  });
});

describeEachDatabase("live channel /ws", ({ handle }) => {
  let live: LiveServer;
  let owner: { id: number; cookie: string; projectId: number; otherProjectId: number };
  let stranger: { cookie: string; projectId: number };
  const connect = (cookie = owner.cookie): Promise<LiveClient> => live.connect(cookie);

  beforeAll(async () => {
    // The tests below keep their sockets open until the end: room for all of them.
    live = startLiveServer(handle(), { maxSubscriptionsPerSocket: 3, maxSocketsPerUser: 100 });
    const a = await signedInUser(handle());
    const b = await signedInUser(handle());
    owner = {
      id: a.user.id,
      cookie: a.cookie,
      projectId: await pumpsInBavaria(handle(), a.user.id),
      otherProjectId: await pumpsInBavaria(handle(), a.user.id),
    };
    stranger = { cookie: b.cookie, projectId: await pumpsInBavaria(handle(), b.user.id) };
  });

  afterAll(async () => {
    await live?.stop();
  });

  test("the owner subscribes and gets every event of the project in the exact LiveEvent shape", async () => {
    const client = await connect();
    expect(await client.subscribe(owner.projectId)).toEqual({
      type: "subscribed",
      projectId: owner.projectId,
    });
    const chat: LiveEvent = {
      type: "CHAT_MESSAGE",
      projectId: owner.projectId,
      data: {
        message: {
          id: 41,
          content: "Searching for pump makers in Bavaria",
          role: "assistant",
          createdAt: "2026-01-02T03:04:05.000Z",
          status: null,
        },
      },
    };
    const progress: LiveEvent = {
      type: "PROGRESS_UPDATE",
      projectId: owner.projectId,
      data: { acceptedCount: 3, rejectedCount: 5, progressPercentage: 30 },
    };
    live.events.publish(accepted(owner.projectId, 1));
    live.events.publish(chat);
    live.events.publish(progress);
    expect(await client.nextText()).toBe(JSON.stringify(accepted(owner.projectId, 1)));
    expect(await client.next()).toEqual(chat);
    expect(await client.next()).toEqual(progress);
    // Another project of the same owner, not subscribed: nothing.
    live.events.publish(accepted(owner.otherProjectId, 1));
    expect(await client.drain(150)).toEqual([]);
  });

  test("a publisher's extra fields never reach the wire", async () => {
    const client = await connect();
    await client.subscribe(owner.projectId);
    const withExtras = { ...accepted(owner.projectId, 2), internal: "secret" } as LiveEvent;
    live.events.publish(withExtras);
    expect(await client.next()).toEqual(accepted(owner.projectId, 2));
  });

  test("another user's project and an unknown id get an error frame and no events", async () => {
    const client = await connect();
    for (const projectId of [stranger.projectId, 999_999]) {
      expect(await client.subscribe(projectId)).toEqual({
        type: "error",
        message: "Research project not found",
      });
      live.events.publish(accepted(projectId, 1));
    }
    expect(await client.drain(150)).toEqual([]);
  });

  test("anonymous and unverified handshakes are refused with 401 and never upgrade", async () => {
    const unverified = await signedInUser(handle(), {}, { verified: false });
    for (const cookie of ["", "sid=not-a-real-session-token-at-all", unverified.cookie]) {
      const res = await live.handshakeAs(cookie);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "unauthorized" });
    }
    await expect(LiveClient.open(live.wsUrl, { origin: live.origin })).rejects.toThrow();
  });

  test("a cross-site Origin is refused even with a valid session cookie", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "http://evil.example", cookie: owner.cookie },
      { origin: "http://evil.example", cookie: owner.cookie, "sec-fetch-site": "cross-site" },
      { origin: "null", cookie: owner.cookie },
    ];
    for (const headers of crossSite) {
      const res = await handshake(live.wsUrl, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "csrf" });
    }
    await expect(
      LiveClient.open(live.wsUrl, browserHeaders("http://evil.example", owner.cookie)),
    ).rejects.toThrow();
    // The app's own public origin (behind a proxy the request URL differs) is trusted.
    const trusted = await handshake(
      live.wsUrl,
      browserHeaders("http://127.0.0.1:3999", owner.cookie),
    );
    expect(trusted.status).toBe(101);
  });

  test("plain HTTP and other methods on /ws are answered, not upgraded", async () => {
    expect((await fetch(`${live.origin}/ws`)).status).toBe(426);
    const post = await fetch(`${live.origin}/ws`, { method: "POST" });
    expect(post.status).toBe(405);
    // The rest of the app is served as before.
    expect((await fetch(`${live.origin}/healthz`)).status).toBe(200);
  });

  test("malformed frames get an error frame and the socket keeps working", async () => {
    const client = await connect();
    for (const bad of [
      "{not json",
      { action: "shout", projectId: owner.projectId },
      { action: "subscribe", projectId: "x" },
      new Uint8Array([0, 1, 2]),
    ]) {
      if (bad instanceof Uint8Array) client.socket.send(bad);
      else client.send(bad);
      const frame = await client.next();
      expect(frame.type).toBe("error");
      expect(frame.message).toEqual(expect.any(String));
      expect(Object.keys(frame)).toEqual(["type", "message"]);
    }
    expect(await client.subscribe(owner.projectId)).toMatchObject({ type: "subscribed" });
    live.events.publish(accepted(owner.projectId, 3));
    expect(await client.next()).toEqual(accepted(owner.projectId, 3));
  });

  test("unsubscribe stops delivery to that socket only", async () => {
    const leaving = await connect();
    const staying = await connect();
    await leaving.subscribe(owner.projectId);
    await staying.subscribe(owner.projectId);
    leaving.send({ action: "unsubscribe", projectId: owner.projectId });
    expect(await leaving.next()).toEqual({ type: "unsubscribed", projectId: owner.projectId });
    live.events.publish(accepted(owner.projectId, 4));
    expect(await staying.next()).toEqual(accepted(owner.projectId, 4));
    expect(await leaving.drain(150)).toEqual([]);
  });

  test("subscribe then unsubscribe sent back to back end unsubscribed", async () => {
    const client = await connect();
    client.send({ action: "subscribe", projectId: owner.projectId });
    client.send({ action: "unsubscribe", projectId: owner.projectId });
    expect(await client.next()).toMatchObject({ type: "subscribed" });
    expect(await client.next()).toMatchObject({ type: "unsubscribed" });
    live.events.publish(accepted(owner.projectId, 5));
    expect(await client.drain(150)).toEqual([]);
  });

  test("a socket may watch only a few projects at once", async () => {
    const client = await connect();
    const third = await pumpsInBavaria(handle(), owner.id);
    for (const id of [owner.projectId, owner.otherProjectId, third]) {
      expect(await client.subscribe(id)).toMatchObject({ type: "subscribed" });
    }
    const fourth = await pumpsInBavaria(handle(), owner.id);
    expect(await client.subscribe(fourth)).toEqual({
      type: "error",
      message: "A connection can watch at most 3 projects.",
    });
    // Subscribing again to a watched project is not a new subscription.
    expect(await client.subscribe(owner.projectId)).toMatchObject({ type: "subscribed" });
  });

  test("a revoked session cannot subscribe any more and is closed", async () => {
    const user = await signedInUser(handle());
    const projectId = await pumpsInBavaria(handle(), user.user.id);
    const client = await connect(user.cookie);
    expect(await client.subscribe(projectId)).toMatchObject({ type: "subscribed" });
    await revokeSession(handle().db, user.token);
    client.send({ action: "subscribe", projectId: owner.projectId });
    expect(await client.next()).toMatchObject({ type: "error" });
    expect((await client.closed).code).toBe(1008);
  });

  test("a hot reload keeps open sockets and their subscriptions", async () => {
    const client = await connect();
    await client.subscribe(owner.projectId);
    const { app } = createTestApp(handle(), { events: live.events });
    live.server.reload(liveServeOptions(live.hub, app.fetch));
    live.events.publish(accepted(owner.projectId, 6));
    expect(await client.next()).toEqual(accepted(owner.projectId, 6));
    const fresh = await connect();
    expect(await fresh.subscribe(owner.projectId)).toMatchObject({ type: "subscribed" });
  });
});
