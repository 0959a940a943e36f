import type { Database } from "../../../db/client";
import type { EventBus } from "../../live/event-bus";
import type { Logger } from "../../logger";
import type { EmailCheck, Extractor, Fetcher, LanguageModel, WebSearch } from "../ports.ts";

/**
 * What a run tells the outside world beyond live events: an accepted lead, and how the run
 * ended (webhooks listen here). Called after the commit; a failure is logged, never fatal.
 */
export interface RunNotices {
  leadAccepted(lead: { userId: number; projectId: number; leadId: number }): Promise<void>;
  runEnded(run: {
    userId: number;
    projectId: number;
    /** completed: target reached or queries exhausted; failed: errors or out of credits. */
    outcome: "completed" | "failed";
    reason: "target" | "exhausted" | "error" | "credits";
    acceptedCount: number;
  }): Promise<void>;
}

/** Everything a research run works with; each part is a port with a real and a local adapter. */
export interface ResearchEngine {
  db: Database;
  events: EventBus;
  logger: Logger;
  model: LanguageModel;
  search: WebSearch;
  fetcher: Fetcher;
  extractor: Extractor;
  emailCheck: EmailCheck;
  /** Companies read and verified at once. */
  candidateConcurrency: number;
  /** Hits asked of the search engine per query. */
  searchLimit: number;
  /** Listeners for accepted leads and run ends (webhooks); none in tests that need none. */
  notices?: RunNotices;
  /** Linked pages read per company besides the homepage; company-reader's default when unset. */
  pageBudget?: number;
}

/**
 * Companies read at once. Each is a different site, and the fetcher's per-host limit and delay
 * keep every site's load low whatever this is; 24 keeps 2 cores busy without queueing on them.
 */
export const DEFAULT_CANDIDATE_CONCURRENCY = 24;
export const DEFAULT_SEARCH_LIMIT = 20;

/** Tells the engine's notices, fire and forget: a slow or failing listener never holds a run. */
export function notify(
  engine: Pick<ResearchEngine, "notices" | "logger">,
  projectId: number,
  call: (notices: RunNotices) => Promise<void>,
): void {
  if (!engine.notices) return;
  call(engine.notices).catch((err) => engine.logger.error({ err, projectId }, "run notice failed"));
}
