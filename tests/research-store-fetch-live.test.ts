import { describe, expect, test } from "bun:test";
import { ApiError } from "../src/client/research/api";
import type { LiveChatMessage } from "../src/live/events";
import { projectStateKey } from "../src/projects/project-status";
import { lead, msg, setup } from "./helpers/research-store";

// The research page's store (src/client/research/project-store.ts) against a fake API, a fake live
// channel and a fake clock: what it fetches when, what events and chat replies do to its state,
// and the toasts and redirects of spec §8.

describe("research store: fetching", () => {
  test("polls while not connected: results 5 s on the chat tab, 3 s on the results tab", async () => {
    const { store, timers, count } = setup();
    await timers.advance(4_999);
    expect(count("results")).toBe(0);
    await timers.advance(1);
    expect(count("results")).toBe(1);
    await timers.advance(5_000);
    expect(count("results")).toBe(2);
    store.setTab("results");
    await timers.advance(3_000);
    expect(count("results")).toBe(3);
    await timers.advance(3_000);
    expect(count("results")).toBe(4);
    // The rest every 30 s.
    await timers.advance(30_000 - 11_000);
    expect(count("rejected")).toBe(1);
    expect(count("project")).toBe(1);
    expect(count("messages")).toBe(1);
  });

  test("once subscribed it stops polling and fetches everything (nothing is lost)", async () => {
    const { store, timers, calls, channel } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    expect(calls.sort()).toEqual(["messages", "project", "rejected", "results"]);
    expect(store.getState().connected).toBe(true);
    await timers.advance(120_000);
    expect(calls).toHaveLength(4);
    // Lost again: polling resumes.
    channel().onLost();
    expect(store.getState().connected).toBe(false);
    await timers.advance(5_000);
    expect(calls.filter((c) => c === "results")).toHaveLength(2);
  });

  test("a tab switch refetches its list only when it is older than 30 s", async () => {
    const { store, timers, count, channel } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    store.setTab("rejected");
    await timers.advance(0);
    expect(count("rejected")).toBe(1);
    store.setTab("chat");
    await timers.advance(30_000);
    store.setTab("rejected");
    await timers.advance(0);
    expect(count("rejected")).toBe(2);
  });

  test("the rejected list retries 5 times, then is only logged", async () => {
    const { timers, count, warnings, toasts, server, channel } = setup();
    server.rejectedFailures = Array.from({ length: 6 }, () => new ApiError(500, "boom"));
    // Subscribing fetches the list (and stops polling, which would add fetches of its own).
    channel().onSubscribed();
    await timers.advance(1_000 + 2_000 + 4_000 + 8_000 + 15_999);
    expect(count("rejected")).toBe(5);
    await timers.advance(1);
    expect(count("rejected")).toBe(6);
    expect(warnings).toEqual(["rejected companies could not be loaded"]);
    expect(toasts).toEqual([]);
  });

  test("a 401 while loading: 'Unauthorized' and /auth after 500 ms, once; polling stops", async () => {
    const { store, timers, toasts, redirects, calls, server } = setup();
    server.projectFailure = new ApiError(401, "Authentication required");
    await store.refetch("project");
    await store.refetch("project");
    expect(toasts).toEqual([
      {
        title: "Unauthorized",
        description: "You are logged out. Logging in again...",
        variant: "destructive",
      },
    ]);
    expect(redirects).toEqual([["/auth", 500]]);
    const before = calls.length;
    await timers.advance(60_000);
    expect(calls.length).toBe(before);
  });
});

describe("research store: live events", () => {
  test("accepted companies update the activity and refetch the results once per burst", async () => {
    const { store, timers, count, emit, channel, server } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    server.leads = [lead(1), lead(2), lead(3)];
    emit("COMPANY_ACCEPTED", { companyName: "Acme", acceptedCount: 2 });
    emit("COMPANY_ACCEPTED", { companyName: "Beta", acceptedCount: 3 });
    expect(store.getState().live).toMatchObject({
      currentActivity: "Accepted: Beta",
      acceptedCount: 3,
    });
    await timers.advance(1_000);
    expect(count("results")).toBe(2);
    expect(store.getState().leads.map((l) => l.id)).toEqual([1, 2, 3]);
  });

  test("a steady stream of accepts refetches the table at least every 1.5 s, not only when it pauses", async () => {
    const { timers, count, emit, channel } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    const before = count("results");
    // One accept every 300 ms for 6 s: never a 400 ms pause.
    for (let i = 1; i <= 20; i++) {
      emit("COMPANY_ACCEPTED", { companyName: `Company ${i}`, acceptedCount: i });
      await timers.advance(300);
    }
    expect(count("results") - before).toBeGreaterThanOrEqual(3);
  });

  test("completion sets the status, clears the flags and refetches", async () => {
    const { store, timers, count, emit, channel, server } = setup({
      messages: [msg("assistant", "Searching for box makers...")],
    });
    channel().onSubscribed();
    await timers.advance(0);
    expect(store.getState().running).toBe(true);
    server.project.status = "completed";
    emit("RESEARCH_COMPLETED");
    expect(store.getState().project.status).toBe("completed");
    expect(store.getState().running).toBe(false);
    expect(store.getState().live.currentActivity).toBe("Research completed successfully!");
    await timers.advance(0);
    expect(count("results")).toBe(2);
    emit("RESEARCH_STATUS", { status: "paused" });
    expect(store.getState().project.status).toBe("paused");
  });

  test("a new project is 'Not started' until it first processes, then 'Paused' (issue 15)", () => {
    const { store, emit } = setup({
      project: {
        id: 1,
        name: "Boxes",
        status: "paused",
        companyCount: 10,
        processingStartedAt: null,
      },
    });
    const shown = () => projectStateKey(store.getState().project);
    expect(shown()).toBe("not_started");
    emit("RESEARCH_STATUS", { status: "preparing" });
    expect(shown()).toBe("awaiting_confirmation");
    emit("RESEARCH_STATUS", { status: "paused" });
    expect(shown()).toBe("not_started");
    emit("RESEARCH_STATUS", { status: "processing" });
    emit("RESEARCH_STATUS", { status: "paused" });
    expect(shown()).toBe("paused");
  });

  test("chat messages join the queue, and the assistant's words set the running flag", async () => {
    const { store, timers, emit, count } = setup({ messages: [] });
    emit("CHAT_MESSAGE", { message: msg("assistant", "Searching: box makers") });
    emit("CHAT_MESSAGE", { message: msg("assistant", "Research complete! 3 companies found.") });
    await timers.advance(0);
    expect(store.getState().messages.map((m) => m.content)).toEqual(["Searching: box makers"]);
    expect(store.getState().running).toBe(true);
    expect(store.getState().messages[0]?.reveal).toBe(true);
    await timers.advance(500);
    expect(store.getState().messages).toHaveLength(2);
    expect(store.getState().running).toBe(false);
    await timers.advance(0);
    expect(count("results")).toBe(1);
    expect(count("project")).toBe(1);
    // A malformed message is not shown.
    emit("CHAT_MESSAGE", { message: { id: 1 } as unknown as LiveChatMessage });
    await timers.advance(1_000);
    expect(store.getState().messages).toHaveLength(2);
  });
});

describe("research store: one state (issue 29)", () => {
  const stateOf = (store: ReturnType<typeof setup>["store"]) =>
    projectStateKey(store.getState().project);

  test("a live pause for want of credits reads 'out of credits' at once, and says so in the panel", async () => {
    const { store, emit, channel, timers } = setup({ leads: [lead(1), lead(2)] });
    channel().onSubscribed();
    await timers.advance(0);
    emit("BATCH_PROGRESS", { companiesProcessedInBatch: 5, totalCompaniesInBatch: 8 });
    expect(store.getState().live.currentActivity).toBe("Processing batch: 5/8");
    // The event's count is newer than the lists' (a last accept it reports).
    emit("RESEARCH_STATUS", { status: "paused", pauseReason: "credits", acceptedCount: 3 });
    expect(store.getState().project.pauseReason).toBe("credits");
    expect(stateOf(store)).toBe("out_of_credits");
    expect(store.getState().live).toMatchObject({
      batch: null,
      acceptedCount: 3,
      currentActivity: "Paused, out of credits: 3 companies found so far",
    });
    // A resume clears the reason; a pause from an older sender is the user's.
    emit("RESEARCH_STATUS", { status: "processing" });
    expect(store.getState().project.pauseReason).toBeNull();
    emit("RESEARCH_STATUS", { status: "paused" });
    expect(stateOf(store)).toBe("paused");
  });

  test("a project read that a status event overtook never undoes it, and is read again", async () => {
    const { store, emit, channel, timers, server, count } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    const before = count("project");
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().project.status));
    // Asked while the run was on; the run ends before the answer arrives.
    const read = store.refetch("project");
    server.project.status = "completed";
    emit("TARGET_REACHED", { acceptedCount: 10 });
    await read;
    await timers.advance(0);
    // Never back to processing, not even for a moment (the header would refresh to it).
    expect(seen.slice(seen.indexOf("completed"))).not.toContain("processing");
    expect(store.getState().project.status).toBe("completed");
    expect(count("project") - before).toBeGreaterThanOrEqual(2);
    expect(stateOf(store)).toBe("done");
  });

  test("a chat reply computed while the run was on does not bring back 'Researching...'", async () => {
    const { store, emit, channel, timers, server } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    server.reply = {
      messages: [msg("user", "How is it going?"), msg("assistant", "Still searching.")],
      project: { id: 1, name: "Boxes", status: "processing", companyCount: 10 },
    };
    const sent = store.send("How is it going?");
    server.project.status = "completed";
    emit("RESEARCH_COMPLETED", { acceptedCount: 4 });
    expect(await sent).toBe(true);
    await timers.advance(0);
    expect(store.getState().project.status).toBe("completed");
    expect(store.getState().live.currentActivity).toBe("Research completed successfully!");
  });

  test("without an overtaking event, a read's status is taken as it is", async () => {
    const { store, channel, timers, server } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    server.project = { ...server.project, status: "paused" };
    await store.refetch("project");
    expect(store.getState().project.status).toBe("paused");
  });
});
