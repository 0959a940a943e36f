import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { describeEachDatabase } from "./helpers/database";
import {
  accepted,
  browserHeaders,
  LiveClient,
  type LiveServer,
  pumpsInBavaria,
  startLiveServer,
} from "./helpers/live";
import { signedInUser } from "./helpers/session";

// See projects-api-create.test.ts: the preload's default timeout reaches only the first file of a run.
setDefaultTimeout(60_000);

describeEachDatabase("live channel heartbeat and shutdown", ({ handle }) => {
  let live: LiveServer;
  let cookie: string;
  let projectId: number;

  beforeAll(async () => {
    live = startLiveServer(handle(), { heartbeatIntervalMs: 100 });
    const user = await signedInUser(handle());
    cookie = user.cookie;
    projectId = await pumpsInBavaria(handle(), user.user.id);
  });

  afterAll(async () => {
    await live?.stop();
  });

  test("a socket that never answers pings is closed; one that answers stays", async () => {
    const healthy = await LiveClient.open(live.wsUrl, browserHeaders(live.origin, cookie));
    await healthy.subscribe(projectId);
    const deaf = await deafSocket(live.port, cookie);
    await expect(deaf.upgraded).resolves.toBe(true);
    expect(live.hub.stats().sockets).toBe(2);
    const closedWithin = await Promise.race([deaf.closed.then(() => "closed"), Bun.sleep(2000)]);
    expect(closedWithin).toBe("closed");
    expect(deaf.pings()).toBeGreaterThan(0);
    expect(live.hub.stats().sockets).toBe(1);
    // The client that answers every ping is still connected and subscribed.
    live.events.publish(accepted(projectId, 1));
    expect(await healthy.next()).toEqual(accepted(projectId, 1));
    healthy.close();
  });

  test("stop closes sockets with 1001 and refuses new handshakes", async () => {
    const client = await LiveClient.open(live.wsUrl, browserHeaders(live.origin, cookie));
    await client.subscribe(projectId);
    await live.hub.stop();
    expect((await client.closed).code).toBe(1001);
    const res = await live.handshakeAs(cookie);
    expect(res.status).toBe(503);
    expect(live.hub.stats()).toEqual({ sockets: 0, projects: 0 });
  });
});

/**
 * A websocket peer that completes the handshake and then never answers anything, as a vanished
 * laptop would; Bun's own WebSocket client always answers pings, so this speaks raw TCP.
 */
async function deafSocket(port: number, cookie: string) {
  let pings = 0;
  let header = "";
  let upgradeSeen = false;
  let resolveUpgraded: (ok: boolean) => void = () => {};
  let resolveClosed: () => void = () => {};
  const upgraded = new Promise<boolean>((resolve) => {
    resolveUpgraded = resolve;
  });
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  await Bun.connect({
    hostname: "127.0.0.1",
    port,
    socket: {
      open(socket) {
        socket.write(
          [
            "GET /ws HTTP/1.1",
            `Host: 127.0.0.1:${port}`,
            "Upgrade: websocket",
            "Connection: Upgrade",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version: 13",
            `Cookie: ${cookie}`,
            "",
            "",
          ].join("\r\n"),
        );
      },
      data(_socket, chunk) {
        let frames = chunk;
        if (!upgradeSeen) {
          header += chunk.toString("latin1");
          const end = header.indexOf("\r\n\r\n");
          if (end < 0) return;
          upgradeSeen = true;
          resolveUpgraded(header.startsWith("HTTP/1.1 101"));
          frames = Buffer.from(header.slice(end + 4), "latin1");
        }
        // Pings are tiny, so each starts its own chunk: byte 0 is FIN + opcode, 0x89 a ping.
        if (frames[0] === 0x89) pings += 1;
      },
      close() {
        resolveUpgraded(false);
        resolveClosed();
      },
    },
  });
  return { upgraded, closed, pings: () => pings };
}
