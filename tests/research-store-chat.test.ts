import { describe, expect, test } from "bun:test";
import { ApiError } from "../src/client/research/api";
import { flushPromises } from "./helpers/fake-timers";
import { msg, setup } from "./helpers/research-store";

// The research page's store (src/client/research/project-store.ts) against a fake API, a fake live
// channel and a fake clock: what it fetches when, what events and chat replies do to its state,
// and the toasts and redirects of spec §8.

describe("research store: chat actions", () => {
  test("send: shown at once, 'thinking' until the reply, which is queued", async () => {
    const { store, timers, server } = setup();
    const user = msg("user", "Start research");
    const reply = msg("assistant", "Here is my plan. Are you ready to start the research?");
    server.reply = {
      messages: [user, reply],
      project: { id: 1, name: "Boxes", status: "preparing", companyCount: 10 },
    };
    const sent = store.send("  Start research  ");
    expect(store.getState().sending).toBe(true);
    expect(store.getState().messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "Start research"],
    ]);
    expect(await sent).toBe(true);
    expect(store.getState().sending).toBe(false);
    expect(store.getState().project.status).toBe("preparing");
    await timers.advance(500);
    expect(store.getState().messages.map((m) => m.id)).toEqual([user.id, reply.id]);
  });

  test("send refused: the message goes, 'Message Failed'; a 401 is 'Session Expired'", async () => {
    const { store, server, toasts, redirects } = setup();
    server.reply = new ApiError(500, "boom");
    expect(await store.send("hello")).toBe(false);
    expect(store.getState().messages).toEqual([]);
    expect(toasts.at(-1)).toEqual({
      title: "Message Failed",
      description: "Could not send message. Please try again.",
      variant: "destructive",
    });
    server.reply = new ApiError(401, "Authentication required");
    expect(await store.send("hello")).toBe(false);
    expect(toasts.at(-1)).toEqual({
      title: "Session Expired",
      description: "Please login to continue. Redirecting...",
      variant: "destructive",
    });
    expect(redirects).toEqual([["/auth", 1_500]]);
  });

  test("empty text and a send while one is pending do nothing", async () => {
    const { store, calls, server } = setup();
    server.reply = { messages: [], project: server.project };
    expect(await store.send("   ")).toBe(false);
    const first = store.send("one");
    expect(await store.send("two")).toBe(false);
    await first;
    expect(calls).toEqual(["send:one"]);
  });

  test("confirm: 'Research Confirmed', or 'Failed to confirm research: {message}'", async () => {
    const { store, server, toasts } = setup();
    server.reply = {
      messages: [msg("assistant", "Searching now.")],
      project: { ...server.project, status: "processing" },
    };
    await store.confirm();
    expect(toasts.at(-1)).toEqual({
      title: "Research Confirmed",
      description: "Research has started using the confirmed keywords",
    });
    server.reply = new ApiError(409, "Research is already running.");
    await store.confirm();
    expect(toasts.at(-1)).toEqual({
      title: "Error",
      description: "Failed to confirm research: Research is already running.",
      variant: "destructive",
    });
  });

  test("'Request More Leads' sends its message and refetches the project", async () => {
    const { store, server, calls, toasts } = setup();
    server.reply = new ApiError(500, "boom");
    await store.requestMoreLeads();
    expect(calls).toEqual(["send:Add more leads to the research", "project"]);
    expect(toasts.at(-1)).toEqual({
      title: "Error",
      description: "Failed to send request. Please try again.",
      variant: "destructive",
    });
    await store.cancelResearch();
    expect(calls.at(-1)).toBe("send:Cancel research");
  });

  test("a chat without server messages loads them, shown at once", async () => {
    const { store, timers } = setup({ messages: null }, [
      msg("user", "hi"),
      msg("assistant", "Hi!"),
    ]);
    // The server drew no messages; the first render says so.
    expect(store.initialState.messagesLoaded).toBe(false);
    await flushPromises();
    await timers.advance(0);
    expect(store.getState().messagesLoaded).toBe(true);
    expect(store.getState().messages.map((m) => m.content)).toEqual(["hi", "Hi!"]);
  });
});
