import { expect, test } from "bun:test";
import { createEventBus } from "../src/live/event-bus.ts";
import type { LiveEvent } from "../src/live/events.ts";
import { createRulesModel } from "../src/research/llm/rules-model.ts";
import type { ResearchEngine } from "../src/research/run/engine.ts";
import { RunState } from "../src/research/run/run-state.ts";

/*
 * Companies are accepted concurrently: the acceptance that committed the 18th lead can resume
 * after the one that committed the 19th. The run's count and the live figures it sends must not
 * go back (the research page's header showed 19, 18, 19 in a CI run).
 */
test("an acceptance that resumes late does not lower the run's count or its live figures", () => {
  const events = createEventBus();
  const seen: LiveEvent[] = [];
  events.subscribeAll((event) => seen.push(event));
  const engine = { events, model: createRulesModel({}) } as unknown as ResearchEngine;
  const run = new RunState(engine, 1);
  run.target = 20;
  for (const committed of [17, 19, 18, 20]) {
    run.countAccepted(committed);
    run.publish("COMPANY_ACCEPTED", { companyName: `lead ${committed}`, ...run.counts() });
  }
  expect(run.accepted).toBe(20);
  expect(seen.map((e) => e.data.acceptedCount)).toEqual([17, 19, 19, 20]);
  expect(seen.map((e) => e.data.progressPercentage)).toEqual([85, 95, 95, 100]);
});
