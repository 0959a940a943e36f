import { createEventBus, type EventBus } from "../../src/live/event-bus";
import type { LiveEvent } from "../../src/live/events";
import { createLogger } from "../../src/logger";
import { researchRuleHandlers } from "../../src/research/llm/rule-handlers";
import { createRulesModel } from "../../src/research/llm/rules-model";
import type { LanguageModel } from "../../src/research/ports";
import {
  createResearchService,
  directScheduler,
  type ResearchService,
} from "../../src/research/research-service";
import { DEFAULT_SEARCH_LIMIT, type ResearchEngine } from "../../src/research/run/engine";
import type { RunEnd } from "../../src/research/run/research-run";
import { RunRegistry } from "../../src/research/run/run-registry";
import { createTestApp } from "./app";
import type { TestDatabase } from "./database";

/*
 * The research engine as the API tests drive it: the app over a test database, with a research
 * service whose runs go straight to a RunRegistry in this process, every live event recorded, and
 * the sandbox web's ground truth read independently of the engine's own extractor.
 */

export const ORIGIN = "http://127.0.0.1:3999";

export type Json = Record<string, unknown>;

/** The parts of an engine that reach the (sandbox) web. */
export type WebParts = Pick<ResearchEngine, "search" | "fetcher" | "extractor" | "emailCheck">;

/** One run the scheduler started: when it began and ended and how. */
export interface RecordedRun {
  projectId: number;
  startedAt: number;
  endedAt?: number;
  end?: RunEnd | "already-running";
}

export interface ResearchHarness {
  app: ReturnType<typeof createTestApp>["app"];
  engine: ResearchEngine;
  registry: RunRegistry;
  service: ResearchService;
  events: EventBus;
  /** Every event published on the bus, in order. */
  seen: LiveEvent[];
  runs: RecordedRun[];
  /** Resolves when every run started so far has ended, its last company reads included. */
  settled(): Promise<void>;
}

/** The app with a research service whose runs are real, in this process, over `web`. */
export function researchHarness(
  database: TestDatabase,
  web: WebParts,
  options: { candidateConcurrency?: number; model?: LanguageModel } = {},
): ResearchHarness {
  const events = createEventBus();
  const seen: LiveEvent[] = [];
  events.subscribeAll((event) => seen.push(event));
  const logger = createLogger("silent");
  const model = options.model ?? createRulesModel(researchRuleHandlers);
  const engine: ResearchEngine = {
    db: database.db,
    events,
    logger,
    model,
    candidateConcurrency: options.candidateConcurrency ?? 12,
    searchLimit: DEFAULT_SEARCH_LIMIT,
    ...web,
  };
  const registry = new RunRegistry(engine);
  const runs: RecordedRun[] = [];
  const scheduler = directScheduler({
    run: async (projectId) => {
      const record: RecordedRun = { projectId, startedAt: performance.now() };
      runs.push(record);
      const end = await registry.run(projectId);
      record.endedAt = performance.now();
      record.end = end;
      return end;
    },
    abort: (projectId) => registry.abort(projectId),
  });
  const service = createResearchService({ db: database.db, events, logger, model, scheduler });
  const { app } = createTestApp(database, { research: service, events });
  // Runs end before the companies they were still reading are done; waiting for those too
  // means nothing writes to the database after a test has looked at it (or closed it).
  const settled = async () => {
    await scheduler.settled();
    await registry.stopAll();
  };
  return { app, engine, registry, service, events, seen, runs, settled };
}

/** A JSON API client for one signed-in user, as a browser on the app's origin calls it. */
export function apiClient(app: ResearchHarness["app"], cookie: string) {
  async function call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { cookie, origin: ORIGIN };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json: json as Json & Json[] };
  }
  return {
    call,
    get: (path: string) => call("GET", path),
    post: (path: string, body?: unknown) => call("POST", path, body),
    patch: (path: string, body?: unknown) => call("PATCH", path, body),
    /** POST a chat message; the exchange of spec §7. */
    say: (projectId: number, content: string) =>
      call("POST", `/api/research-projects/${projectId}/messages`, { content }),
  };
}

/**
 * What the chat does from a new project to a finished run: the form is posted, "Start research"
 * said and the plan confirmed; resolves with the project's id once the run and its reads ended.
 */
export async function researchRun(
  h: ResearchHarness,
  api: ReturnType<typeof apiClient>,
  form: Record<string, unknown>,
): Promise<number> {
  const id = (await api.post("/api/research-projects", form)).json.id as number;
  await api.say(id, "Start research");
  await api.post(`/api/research-projects/${id}/confirm`);
  await h.settled();
  return id;
}

/** A project's leads and rejected companies, as the results and rejected lists serve them. */
export async function outcomesOf(api: ReturnType<typeof apiClient>, id: number) {
  const leads = (await api.get(`/api/research-projects/${id}/results`)).json as Json[];
  const rejected = (await api.get(`/api/research-projects/${id}/rejected-companies`))
    .json as Json[];
  return { leads, rejected };
}

/** Polls until `check` is truthy or the time is up (then throws with `what`). */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs: number,
  intervalMs = 50,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await Bun.sleep(intervalMs);
  }
}

/** Prints a measured figure with the test output (benchmark-style, never asserted here). */
export function report(line: string): void {
  process.stdout.write(`  ${line}\n`);
}
