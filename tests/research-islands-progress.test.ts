import { describe, expect, test } from "bun:test";
import {
  afterStateChange,
  displayedProgress,
  initialLiveProgress,
  type LiveProgress,
  reduceLiveProgress,
  statusFromEvent,
  withListCounts,
} from "../src/client/research/live-progress";
import {
  isStale,
  pollPlan,
  rejectedRetryDelay,
  resourceOfTab,
  STALE_TIME_MS,
} from "../src/client/research/polling";
import type { LiveEvent, LiveEventType } from "../src/live/events";
import { message } from "./helpers/chat-message";

// The pure rules of the research page's islands (spec §4, §7, §9): the display queue, the
// running flag, the confirmation block, the live connection's reconnects, the live progress
// reducer and the polling plan.

const event = (type: LiveEventType, data: LiveEvent["data"] = {}): LiveEvent => ({
  type,
  projectId: 1,
  data,
});

describe("live progress (spec §4 table)", () => {
  const project = (status: string, over: Record<string, unknown> = {}) => ({
    status,
    companyCount: 10,
    processingStartedAt: "2026-06-01T00:00:00Z",
    ...over,
  });
  const start = initialLiveProgress({ accepted: 0, rejected: 0, project: project("processing") });

  test("initial load: counts from the lists, 'Found {n} companies' or 'Ready to start research'", () => {
    expect(start.currentActivity).toBe("Ready to start research");
    expect(start.isProcessing).toBe(true);
    const found = initialLiveProgress({ accepted: 3, rejected: 2, project: project("processing") });
    expect(found).toMatchObject({
      acceptedCount: 3,
      rejectedCount: 2,
      currentActivity: "Found 3 companies",
      isProcessing: true,
    });
    // Progress at load is found / target, capped at 100.
    const shown = (accepted: number, target: number) =>
      displayedProgress({
        connected: true,
        live: initialLiveProgress({ accepted, rejected: 0, project: project("paused") }),
        resultCount: accepted,
        rejectedCount: 0,
        target,
      }).percent;
    expect(shown(3, 10)).toBe(30);
    expect(shown(12, 10)).toBe(100);
  });

  test("every event type", () => {
    // A progress update carries the whole progress: all of it is taken as it comes.
    const progress = {
      acceptedCount: 5,
      rejectedCount: 3,
      progressPercentage: 50,
      currentActivity: "Checking sites",
      queriesCompleted: 2,
      totalQueries: 6,
    };
    const cases: [LiveEvent, Partial<LiveProgress>][] = [
      [
        event("COMPANY_ACCEPTED", { companyName: "Acme GmbH", acceptedCount: 4 }),
        { currentActivity: "Accepted: Acme GmbH", acceptedCount: 4 },
      ],
      [
        event("COMPANY_REJECTED", { companyName: "Shady Ltd", rejectedCount: 2 }),
        { currentActivity: "Rejected: Shady Ltd", rejectedCount: 2 },
      ],
      [event("PROGRESS_UPDATE", progress), progress],
      [event("RESEARCH_STATUS", { status: "paused" }), { isProcessing: false }],
      [
        event("QUERY_STARTED", { currentQuery: "box makers munich" }),
        { currentActivity: "Searching: box makers munich", currentQuery: "box makers munich" },
      ],
      [
        event("QUERY_COMPLETED", { queriesCompleted: 1 }),
        { currentActivity: "Query completed, processing results...", queriesCompleted: 1 },
      ],
      [
        event("PROCESSING_WEBSITE", { websiteBeingProcessed: "acme.example" }),
        { websiteBeingProcessed: "acme.example", currentActivity: "Ready to start research" },
      ],
      [
        event("BATCH_PROGRESS", { companiesProcessedInBatch: 3, totalCompaniesInBatch: 8 }),
        { currentActivity: "Processing batch: 3/8", batch: { done: 3, total: 8 } },
      ],
      [
        event("TARGET_REACHED", {}),
        { currentActivity: "Target reached! Research completed.", isProcessing: false },
      ],
      [
        event("RESEARCH_COMPLETED", {}),
        { currentActivity: "Research completed successfully!", isProcessing: false },
      ],
      [event("CHAT_MESSAGE", { message: message("assistant", "hi") }), start],
    ];
    for (const [e, expected] of cases) {
      expect({ type: e.type, ...reduceLiveProgress(start, e) }).toMatchObject({
        type: e.type,
        ...expected,
      });
    }
    expect(reduceLiveProgress(start, event("RESEARCH_STATUS", { status: "processing" }))).toEqual(
      start,
    );
  });

  test("on load the activity says the state: never 'Ready to start research' for a plan awaiting confirmation or a finished run (issue 29)", () => {
    const line = (p: ReturnType<typeof project>, accepted = 0) =>
      initialLiveProgress({ accepted, rejected: 0, project: p }).currentActivity;
    expect(line(project("paused", { processingStartedAt: null }))).toBe("Ready to start research");
    expect(line(project("preparing", { processingStartedAt: null }))).toBe(
      "Waiting for your confirmation in the chat",
    );
    expect(line(project("completed"))).toBe(
      "Found 0 of 10 companies: the search ran out of matching sites.",
    );
    expect(line(project("completed"), 10)).toBe("Research completed! All 10 companies found.");
    expect(line(project("paused", { pauseReason: "user" }), 1)).toBe(
      "Paused: 1 company found so far",
    );
    expect(line(project("paused", { pauseReason: "credits" }), 4)).toBe(
      "Paused, out of credits: 4 companies found so far",
    );
    expect(line(project("paused", { pauseReason: "error" }), 0)).toBe(
      "Paused, the run failed: 0 companies found so far",
    );
    for (const status of ["preparing", "completed"]) {
      for (const accepted of [0, 3]) {
        expect(line(project(status), accepted)).not.toBe("Ready to start research");
      }
    }
  });

  test("a finished run's last reads never show batch figures; a new state resets the line", () => {
    const batch = event("BATCH_PROGRESS", {
      companiesProcessedInBatch: 5,
      totalCompaniesInBatch: 8,
    });
    const reading = reduceLiveProgress(start, batch, project("processing"));
    expect(reading.currentActivity).toBe("Processing batch: 5/8");
    const done = reduceLiveProgress(
      afterStateChange(reading, project("completed")),
      event("TARGET_REACHED", { acceptedCount: 10 }),
      project("completed"),
    );
    expect(done).toMatchObject({ batch: null, isProcessing: false });
    // Stragglers after the end: their counts are taken, their activity is not.
    for (const late of [
      batch,
      event("QUERY_STARTED", { currentQuery: "more" }),
      event("PROCESSING_WEBSITE", { websiteBeingProcessed: "late.example" }),
      event("COMPANY_REJECTED", { companyName: "Late GmbH", rejectedCount: 4 }),
      event("PROGRESS_UPDATE", { currentActivity: "Checking sites" }),
    ]) {
      const after = reduceLiveProgress(done, late, project("completed"));
      expect(after.currentActivity).toBe("Target reached! Research completed.");
      expect(after.batch).toBeNull();
    }
    expect(
      reduceLiveProgress(
        done,
        event("COMPANY_REJECTED", { rejectedCount: 4 }),
        project("completed"),
      ).rejectedCount,
    ).toBe(4);
    // A pause for want of credits mid-batch: the line says so, the batch is gone.
    const paused = afterStateChange(reading, project("paused", { pauseReason: "credits" }));
    expect(paused).toMatchObject({
      batch: null,
      isProcessing: false,
      currentActivity: "Paused, out of credits: 0 companies found so far",
    });
    expect(afterStateChange(paused, project("processing")).currentActivity).toBe(
      "Ready to start research",
    );
  });

  test("status effects: a status event sets it; target reached and completed set completed", () => {
    expect(statusFromEvent(event("RESEARCH_STATUS", { status: "paused" }))).toBe("paused");
    expect(statusFromEvent(event("TARGET_REACHED"))).toBe("completed");
    expect(statusFromEvent(event("RESEARCH_COMPLETED"))).toBe("completed");
    expect(statusFromEvent(event("COMPANY_ACCEPTED"))).toBeNull();
  });

  test("displayed figures: live while connected, the lists otherwise", () => {
    const live = reduceLiveProgress(
      start,
      event("PROGRESS_UPDATE", { acceptedCount: 7, rejectedCount: 4, progressPercentage: 70 }),
    );
    const input = { live, resultCount: 6, rejectedCount: 3, target: 10 };
    expect(displayedProgress({ ...input, connected: true })).toEqual({
      found: 7,
      rejected: 4,
      percent: 70,
    });
    // Disconnected: the lists, but never below what the connection last said (they lag it).
    expect(displayedProgress({ ...input, connected: false })).toEqual({
      found: 7,
      rejected: 4,
      percent: 70,
    });
    expect(
      displayedProgress({ ...input, resultCount: 8, rejectedCount: 5, connected: false }),
    ).toEqual({ found: 8, rejected: 5, percent: 80 });
    // Connected but no percentage given yet: found / target.
    const counted = reduceLiveProgress(start, event("COMPANY_ACCEPTED", { acceptedCount: 2 }));
    expect(
      displayedProgress({ ...input, live: counted, resultCount: 0, connected: true }).percent,
    ).toBe(20);
    // Connected again after a list read while it was down: the rows shown are a floor.
    expect(
      displayedProgress({ ...input, resultCount: 9, rejectedCount: 3, connected: true }),
    ).toEqual({ found: 9, rejected: 4, percent: 90 });
  });

  test("an event counted earlier never lowers the counts shown", () => {
    const live = { ...start, acceptedCount: 20, rejectedCount: 5 };
    const older = event("PROGRESS_UPDATE", { acceptedCount: 18, rejectedCount: 4 });
    expect(reduceLiveProgress(live, older)).toMatchObject({ acceptedCount: 20, rejectedCount: 5 });
    const newer = event("COMPANY_ACCEPTED", { acceptedCount: 21 });
    expect(reduceLiveProgress(live, newer)).toMatchObject({ acceptedCount: 21, rejectedCount: 5 });
  });

  test("refetched lists never lower the live counts", () => {
    const live = { ...start, acceptedCount: 5, rejectedCount: 1 };
    expect(withListCounts(live, { accepted: 4 })).toMatchObject({ acceptedCount: 5 });
    expect(withListCounts(live, { accepted: 6, rejected: 3 })).toMatchObject({
      acceptedCount: 6,
      rejectedCount: 3,
    });
  });
});

describe("polling and stale times (spec §7)", () => {
  test("no polling while connected; otherwise by tab", () => {
    for (const tab of ["chat", "results", "rejected", "icp"] as const) {
      expect(pollPlan(true, tab)).toBeNull();
    }
    expect(pollPlan(false, "results")).toEqual({
      results: 3_000,
      rejected: 30_000,
      project: 30_000,
      messages: 30_000,
    });
    expect(pollPlan(false, "chat")?.results).toBe(5_000);
    expect(pollPlan(false, "rejected")?.results).toBe(30_000);
    expect(pollPlan(false, "icp")?.results).toBe(30_000);
  });

  test("30 s stale time", () => {
    expect(STALE_TIME_MS).toBe(30_000);
    expect(isStale(undefined, 0)).toBe(true);
    expect(isStale(1_000, 30_999)).toBe(false);
    expect(isStale(1_000, 31_000)).toBe(true);
    expect(resourceOfTab("results")).toBe("results");
    expect(resourceOfTab("rejected")).toBe("rejected");
    expect(resourceOfTab("chat")).toBe("messages");
    expect(resourceOfTab("icp")).toBeNull();
  });

  test("rejected list retries: 3 after a 401, 5 otherwise, 1 s doubling to 30 s", () => {
    const delays = (status: number) => {
      const out: number[] = [];
      for (let failures = 1; ; failures++) {
        const d = rejectedRetryDelay(failures, status);
        if (d === null) return out;
        out.push(d);
      }
    };
    expect(delays(401)).toEqual([1_000, 2_000, 4_000]);
    expect(delays(500)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(rejectedRetryDelay(6, undefined)).toBeNull();
  });
});
