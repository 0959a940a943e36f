import { describe, expect, test } from "bun:test";
import {
  LiveConnection,
  liveUrl,
  parseServerFrame,
  reconnectDelay,
  type SocketLike,
} from "../src/client/research/live-connection";
import { FakeTimers } from "./helpers/fake-timers";

// The pure rules of the research page's islands (spec §4, §7, §9): the display queue, the
// running flag, the confirmation block, the live connection's reconnects, the live progress
// reducer and the polling plan.

/** A WebSocket stand-in the test opens, feeds and closes by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike["onopen"] = null;
  onclose: SocketLike["onclose"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onerror: SocketLike["onerror"] = null;
  sent: unknown[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event("open"));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, new Event("close") as CloseEvent);
  }
  receive(frame: unknown) {
    this.onmessage?.call(
      this as unknown as WebSocket,
      new MessageEvent("message", { data: JSON.stringify(frame) }),
    );
  }
}

function connectionWithFakes() {
  const timers = new FakeTimers();
  const sockets: FakeSocket[] = [];
  const connection = new LiveConnection(
    "ws://test/ws",
    () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    timers,
  );
  const heard: string[] = [];
  connection.watch(7, {
    onEvent: (e) => heard.push(e.type),
    onSubscribed: () => heard.push("subscribed"),
    onLost: () => heard.push("lost"),
  });
  const last = () => {
    const s = sockets.at(-1);
    if (!s) throw new Error("no socket opened");
    return s;
  };
  return { timers, sockets, connection, heard, last };
}

describe("live connection (spec §4: 5 reconnects, 1 s doubling, then give up)", () => {
  test("the schedule is 1, 2, 4, 8, 16 s, then nothing", () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      null,
    ]);
  });

  test("the address is /ws on the page's host, wss on https", () => {
    expect(liveUrl({ protocol: "http:", host: "127.0.0.1:3000" })).toBe("ws://127.0.0.1:3000/ws");
    expect(liveUrl({ protocol: "https:", host: "app.example" })).toBe("wss://app.example/ws");
  });

  test("subscribes on open and passes events and control frames to the project's watchers", () => {
    const { last, heard } = connectionWithFakes();
    const socket = last();
    socket.open();
    expect(socket.sent).toEqual([{ action: "subscribe", projectId: 7 }]);
    socket.receive({ type: "subscribed", projectId: 7 });
    socket.receive({ type: "COMPANY_ACCEPTED", projectId: 7, data: { companyName: "Acme" } });
    socket.receive({ type: "COMPANY_ACCEPTED", projectId: 8, data: {} });
    socket.receive({ type: "error", message: "nope" });
    expect(heard).toEqual(["subscribed", "COMPANY_ACCEPTED"]);
  });

  test("a lost connection retries at 1, 2, 4, 8, 16 s and then gives up", async () => {
    const { timers, sockets, connection, last } = connectionWithFakes();
    last().drop();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      waits.push(...timers.delays);
      const before = sockets.length;
      await timers.advance(timers.delays[0] ?? 0);
      expect(sockets.length).toBe(before + 1);
      last().drop();
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(timers.delays).toEqual([]);
    expect(connection.gaveUp).toBe(true);
  });

  test("a reconnect resubscribes every project and starts the count afresh", async () => {
    const { timers, sockets, connection, last, heard } = connectionWithFakes();
    connection.watch(9, { onEvent() {}, onSubscribed() {}, onLost() {} });
    last().open();
    last().drop();
    expect(heard).toEqual(["lost"]);
    await timers.advance(1_000);
    last().drop();
    await timers.advance(2_000);
    last().open();
    expect(last().sent).toEqual([
      { action: "subscribe", projectId: 7 },
      { action: "subscribe", projectId: 9 },
    ]);
    last().drop();
    // Opened again, so the next drop waits 1 s, not 4 s.
    expect(timers.delays).toEqual([1_000]);
    expect(sockets).toHaveLength(3);
  });

  test("the last watcher of a project unsubscribes", () => {
    const { last, connection } = connectionWithFakes();
    last().open();
    const stop = connection.watch(9, { onEvent() {}, onSubscribed() {}, onLost() {} });
    stop();
    expect(last().sent).toEqual([
      { action: "subscribe", projectId: 7 },
      { action: "subscribe", projectId: 9 },
      { action: "unsubscribe", projectId: 9 },
    ]);
  });

  test("frames that are not JSON objects of the protocol are ignored", () => {
    expect(parseServerFrame("not json")).toBeNull();
    expect(parseServerFrame(JSON.stringify([1]))).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: "COMPANY_ACCEPTED", projectId: 1 }))).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: "x", projectId: "1", data: {} }))).toBeNull();
    expect(parseServerFrame(new ArrayBuffer(2))).toBeNull();
  });
});
