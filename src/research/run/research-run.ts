import { isConnectionLost } from "../../../db/lost-connection.ts";
import { runStartedReply } from "../chat/replies.ts";
import { countryCodeOf, languageOf } from "../knowledge/countries.ts";
import { termsOfPlan } from "../plan/plan-terms.ts";
import { planQueries, planRequest } from "../plan/query-plan.ts";
import { profileOf } from "../profile.ts";
import { processCandidate, recordFailure } from "./candidate-work.ts";
import { type Candidate, newCandidates } from "./candidates.ts";
import type { ResearchEngine } from "./engine.ts";
import { DatabaseLost } from "./failures.ts";
import { finishList, prepareListRun, workList } from "./list-run.ts";
import { skipDomain } from "./outcomes.ts";
import {
  activeQueries,
  addTokenUsage,
  allQueries,
  leadCount,
  loadProject,
  type ProjectRecord,
  type QueryRecord,
  recordQueryUse,
  rejectedCount,
  savePlan,
} from "./project-state.ts";
import { finishRun } from "./run-finish.ts";
import { WorkPool } from "./run-pool.ts";
import { type RunEnd, RunState } from "./run-state.ts";

export type { RunEnd } from "./run-state.ts";

/*
 * One research run of one project: search with the plan's queries, read and verify each new
 * company, accept or reject it, until the target is reached, the queries run out, credits run
 * out or the user pauses. Everything it has done is in the database, so a run that dies is
 * simply started again and continues (DESIGN.md "Idempotent and resumable").
 */

/** One query's candidates and how many of them are done. */
interface Batch {
  query: QueryRecord;
  candidates: Candidate[];
  done: number;
  rejected: number;
}

interface QueuedCandidate {
  candidate: Candidate;
  batch: Batch;
}

export class ResearchRun {
  private readonly state: RunState;
  private stragglers: Promise<void> = Promise.resolve();
  /** Domains this run has taken up, so two queries in flight never read one twice. */
  private readonly claimed = new Set<string>();

  constructor(engine: ResearchEngine, projectId: number, signal?: AbortSignal) {
    this.state = new RunState(engine, projectId, signal);
  }

  /** Resolves when the companies still being read at the end of the run are done too. */
  async settled(): Promise<void> {
    await this.stragglers;
    await addTokenUsage(this.state.engine.db, this.state.projectId, this.state.meter.take());
  }

  /** Runs until it ends; the project's status and chat say how it ended. */
  async run(): Promise<RunEnd> {
    try {
      return await this.runFromDatabase();
    } catch (error) {
      throw isConnectionLost(error) && !(error instanceof DatabaseLost)
        ? new DatabaseLost(error)
        : error;
    }
  }

  private async runFromDatabase(): Promise<RunEnd> {
    const project = await loadProject(this.state.engine.db, this.state.projectId);
    if (project?.status !== "processing") return "stopped";
    try {
      await this.prepare(project);
      if (this.state.accepted >= this.state.target) return await finishRun(this.state, "target");
      await this.state.say(runStartedReply(this.state.accepted, this.state.target));
      this.state.publish("RESEARCH_STATUS", { status: "processing", ...this.state.counts() });
      const list = project.sourceKind === "list";
      const end = list
        ? await workList(this.state, (stragglers) => {
            this.stragglers = stragglers;
          })
        : await this.searchUntilDone();
      if (this.state.lostConnection) throw new DatabaseLost(this.state.lostConnection);
      // A list is done when its rows are, however many became leads.
      if (list && (end === "exhausted" || end === "target")) return await finishList(this.state);
      return await finishRun(this.state, end);
    } catch (error) {
      if (isConnectionLost(error)) throw error;
      this.state.engine.logger.error(
        { err: error, projectId: this.state.projectId },
        "research run failed",
      );
      return await finishRun(this.state, "error");
    } finally {
      // With the database gone, the usage of this attempt is lost rather than the run's resume.
      await addTokenUsage(
        this.state.engine.db,
        this.state.projectId,
        this.state.meter.take(),
      ).catch((error) => {
        if (!isConnectionLost(error)) throw error;
      });
    }
  }

  private async prepare(project: ProjectRecord): Promise<void> {
    this.state.profile = profileOf(project);
    this.state.userId = project.userId;
    this.state.target = project.companyCount;
    this.state.countryCode = countryCodeOf(project.country);
    this.state.language = this.state.countryCode ? languageOf(this.state.countryCode) : "en";
    this.state.accepted = await leadCount(this.state.engine.db, this.state.projectId);
    this.state.rejected = await rejectedCount(this.state.engine.db, this.state.projectId);
    if (project.sourceKind === "list") return prepareListRun(this.state);
    if ((await allQueries(this.state.engine.db, this.state.projectId)).length === 0)
      await this.extendPlan();
  }

  /**
   * The query loop, pipelined: while workers read and verify one query's companies, the next
   * query is searched. One further plan is asked for when the first one is spent.
   */
  private async searchUntilDone(): Promise<RunEnd> {
    const pool = new WorkPool<QueuedCandidate>(this.state.engine.candidateConcurrency, (item) =>
      this.work(item),
    );
    try {
      return await this.queryLoop(pool);
    } finally {
      // Companies still being read finish on their own (their accepts are refused once the
      // status changes); the user hears how the run ended without waiting for a slow site. On
      // an error the stop reason tells them to end too.
      this.state.stopReason ??= "stopped";
      pool.clear();
      this.stragglers = pool.idle();
    }
  }

  private async queryLoop(pool: WorkPool<QueuedCandidate>): Promise<RunEnd> {
    const inFlight = new Set<number>();
    let extended = false;
    while (!this.state.stopReason) {
      await pool.room(this.state.engine.candidateConcurrency * 2);
      if (this.state.signal?.aborted) this.state.stopReason ??= "stopped";
      if (this.state.stopReason) break;
      const queries = await activeQueries(this.state.engine.db, this.state.projectId);
      const query = queries.find((q) => !inFlight.has(q.id));
      if (!query) {
        if (pool.size > 0 && (extended || !furtherPlanDue(this.state, pool.size))) {
          await pool.room(pool.size); // one company done: look again
          continue;
        }
        if (extended) {
          this.state.stopReason = "exhausted";
          break;
        }
        extended = true;
        if ((await this.extendPlan()) === 0 && pool.size === 0) {
          this.state.stopReason = "exhausted";
          break;
        }
        continue;
      }
      const total = (await allQueries(this.state.engine.db, this.state.projectId)).length;
      inFlight.add(query.id);
      const batch = await this.searchQuery(query, total - queries.length, total);
      if (batch.candidates.length === 0) {
        await recordQueryUse(this.state.engine.db, query.id, 0, true);
        continue;
      }
      for (const candidate of batch.candidates) pool.add({ candidate, batch });
    }
    return this.state.stopReason ?? "stopped";
  }

  private async extendPlan(): Promise<number> {
    const used = (await allQueries(this.state.engine.db, this.state.projectId)).map((q) => q.query);
    const { value: plan } = await planQueries(
      this.state.model,
      planRequest(this.state.profile, used),
    );
    // The verifier accepts what the plan searched for, in the country's language.
    const terms = [...(this.state.profile.terms ?? []), ...termsOfPlan(plan, this.state.profile)];
    this.state.profile = { ...this.state.profile, terms: [...new Set(terms)] };
    return savePlan(this.state.engine.db, this.state.projectId, plan);
  }

  /** Searches one query (in English and the country's language) for new candidates. */
  private async searchQuery(query: QueryRecord, completed: number, total: number): Promise<Batch> {
    this.state.publish("QUERY_STARTED", {
      currentQuery: query.query,
      queriesCompleted: completed,
      totalQueries: total,
      currentActivity: `Searching: ${query.query}`,
    });
    const texts = [query.query, ...(query.translatedQuery ? [query.translatedQuery] : [])];
    const results = await Promise.all(
      texts.map((text) =>
        this.state.engine.search.search({
          query: text,
          ...(this.state.countryCode ? { country: this.state.countryCode } : {}),
          language: text === query.query ? "en" : this.state.language,
          limit: this.state.engine.searchLimit,
        }),
      ),
    );
    const { candidates, ruledOut } = await newCandidates(
      this.state.engine.db,
      this.state.projectId,
      this.state.profile,
      results.flat(),
    );
    for (const domain of ruledOut)
      await skipDomain(this.state.engine.db, this.state.projectId, domain);
    this.state.publish("QUERY_COMPLETED", {
      currentQuery: query.query,
      queriesCompleted: completed + 1,
      totalQueries: total,
      currentActivity: "Query completed, processing results...",
    });
    // Two queries in flight may find the same company: it is read once.
    const fresh = candidates.filter((c) => !this.claimed.has(c.domain));
    for (const c of fresh) this.claimed.add(c.domain);
    return { query, candidates: fresh, done: 0, rejected: 0 };
  }

  /** One worker's turn: a candidate, then the batch's bookkeeping. Never throws. */
  private async work({ candidate, batch }: QueuedCandidate): Promise<void> {
    if (!this.state.stopReason) {
      try {
        const end = await processCandidate(this.state, candidate);
        if (end === "rejected") batch.rejected++;
      } catch (error) {
        if (isConnectionLost(error)) {
          // Not the company's fault: nothing is recorded for it, and the query stays active
          // (the stop below), so the retried run reads it again.
          this.state.lostConnection ??= error;
          this.state.stopReason ??= "stopped";
        } else if (await recordFailure(this.state, candidate, error)) batch.rejected++;
      }
    }
    batch.done++;
    // Companies still being read when the run ended finish after its last word: their batch
    // figures would tell the page a finished run is still reading (issue 29).
    if (!this.state.stopReason) {
      this.state.publish("BATCH_PROGRESS", {
        companiesProcessedInBatch: batch.done,
        totalCompaniesInBatch: batch.candidates.length,
        currentActivity: `Processing batch: ${batch.done}/${batch.candidates.length}`,
      });
    }
    if (batch.done === batch.candidates.length) {
      // Interrupted batches keep their query active, so a resumed run finishes them.
      await recordQueryUse(
        this.state.engine.db,
        batch.query.id,
        batch.rejected,
        !this.state.stopReason,
      );
      await addTokenUsage(this.state.engine.db, this.state.projectId, this.state.meter.take());
    }
  }
}

/**
 * Whether to ask for the further plan while companies of the first are still being read: when,
 * at the rate this project has accepted so far, they are unlikely to bring it to its target.
 * The last of them are often sites with a long Crawl-delay (3 s a page), and waiting for them
 * left the run idle for up to 15 s before it searched again (bench/research-speed.ts
 * --projects: a project whose segment holds fewer matches than asked set "all done"). When they
 * could well bring it there, it waits for them: a further plan costs a model call and more sites
 * read.
 */
export function furtherPlanDue(
  project: { accepted: number; rejected: number; target: number },
  beingRead: number,
): boolean {
  const judged = project.accepted + project.rejected;
  const rate = judged === 0 ? 1 : project.accepted / judged;
  return beingRead * rate < project.target - project.accepted;
}
