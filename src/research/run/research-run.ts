import { isConnectionLost } from "../../../db/lost-connection.ts";
import { completionHeadline, type SearchScope } from "../../projects/completion-note";
import { moveProjectStatus } from "../../projects/status-store";
import { postMessage } from "../chat/message-store.ts";
import {
  exhaustedReply,
  failedReply,
  outOfCreditsReply,
  runStartedReply,
  targetReachedReply,
} from "../chat/replies.ts";
import { countryCodeOf, languageOf } from "../knowledge/countries.ts";
import { isOfflineModel } from "../llm/rules-model.ts";
import { termsOfPlan } from "../plan/plan-terms.ts";
import { planQueries, planRequest } from "../plan/query-plan.ts";
import { profileOf, type ResearchProfile } from "../profile.ts";
import { type Criterion, reasoningOf } from "../verify/verdict.ts";
import { createModelVerifier, type Verifier } from "../verify/verifier.ts";
import { type Candidate, newCandidates } from "./candidates.ts";
import { type CachedCompany, readCachedCompany } from "./company-cache.ts";
import { leadContact, readCompany } from "./company-reader.ts";
import { notify, type ResearchEngine } from "./engine.ts";
import { DatabaseLost, failureReason, isUnavailable } from "./failures.ts";
import { meteredModel, UsageMeter } from "./metered-model.ts";
import { acceptCompany, rejectCompany, skipDomain, storedEmailStatus } from "./outcomes.ts";
import {
  activeQueries,
  addTokenUsage,
  allQueries,
  currentStatus,
  leadCount,
  loadProject,
  type ProjectRecord,
  type QueryRecord,
  recordQueryUse,
  rejectedCount,
  savePlan,
} from "./project-state.ts";
import { WorkPool } from "./run-pool.ts";

/*
 * One research run of one project: search with the plan's queries, read and verify each new
 * company, accept or reject it, until the target is reached, the queries run out, credits run
 * out or the user pauses. Everything it has done is in the database, so a run that dies is
 * simply started again and continues (DESIGN.md "Idempotent and resumable").
 */

export type RunEnd = "target" | "exhausted" | "credits" | "stopped" | "error";

type CandidateEnd = "accepted" | "rejected" | "skipped";

/**
 * Failures in a row that no candidate explains (the model unreachable, the database refusing
 * the record of a failure) after which a run stops and says so. A failure of one company's own
 * (its page broke the reader, the verifier or the store) is that company's rejection, and the
 * run goes on.
 */
const MAX_FAILURES = 5;

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

/** A company read from its site or from the cache, ready for a verdict. */
type CompanyToJudge = Omit<CachedCompany, "contactId"> & {
  /** The cached contact a cache hit reuses. */
  contactId?: number | null;
  isFromCache: boolean;
};

export class ResearchRun {
  private readonly meter = new UsageMeter();
  private readonly verifier: Verifier;
  private readonly model;
  private stopReason: RunEnd | undefined;
  /** Set when a statement failed for want of a connection; the run then ends with DatabaseLost. */
  private lostConnection: unknown;
  private stragglers: Promise<void> = Promise.resolve();
  private failures = 0;
  /** Domains this run has taken up, so two queries in flight never read one twice. */
  private readonly claimed = new Set<string>();
  private accepted = 0;
  private rejected = 0;
  private target = 0;
  private userId = 0;
  private profile!: ResearchProfile;
  private countryCode: string | undefined;
  private language = "en";

  constructor(
    private readonly engine: ResearchEngine,
    private readonly projectId: number,
    private readonly signal?: AbortSignal,
  ) {
    this.model = meteredModel(engine.model, this.meter);
    // A paid model is asked only what the rules cannot settle, and sent excerpts.
    this.verifier = createModelVerifier(this.model, {
      economical: !isOfflineModel(engine.model),
    });
  }

  /** Runs until it ends; the project's status and chat say how it ended. */
  /** Resolves when the companies still being read at the end of the run are done too. */
  async settled(): Promise<void> {
    await this.stragglers;
    await addTokenUsage(this.engine.db, this.projectId, this.meter.take());
  }

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
    const project = await loadProject(this.engine.db, this.projectId);
    if (project?.status !== "processing") return "stopped";
    try {
      await this.prepare(project);
      if (this.accepted >= this.target) return await this.finish("target");
      await this.say(runStartedReply(this.accepted, this.target));
      this.publish("RESEARCH_STATUS", { status: "processing", ...this.counts() });
      const end = await this.searchUntilDone();
      if (this.lostConnection) throw new DatabaseLost(this.lostConnection);
      return await this.finish(end);
    } catch (error) {
      if (isConnectionLost(error)) throw error;
      this.engine.logger.error({ err: error, projectId: this.projectId }, "research run failed");
      return await this.finish("error");
    } finally {
      // With the database gone, the usage of this attempt is lost rather than the run's resume.
      await addTokenUsage(this.engine.db, this.projectId, this.meter.take()).catch((error) => {
        if (!isConnectionLost(error)) throw error;
      });
    }
  }

  private async prepare(project: ProjectRecord): Promise<void> {
    this.profile = profileOf(project);
    this.userId = project.userId;
    this.target = project.companyCount;
    this.countryCode = countryCodeOf(project.country);
    this.language = this.countryCode ? languageOf(this.countryCode) : "en";
    this.accepted = await leadCount(this.engine.db, this.projectId);
    this.rejected = await rejectedCount(this.engine.db, this.projectId);
    if ((await allQueries(this.engine.db, this.projectId)).length === 0) await this.extendPlan();
  }

  /**
   * The query loop, pipelined: while workers read and verify one query's companies, the next
   * query is searched. One further plan is asked for when the first one is spent.
   */
  private async searchUntilDone(): Promise<RunEnd> {
    const pool = new WorkPool<QueuedCandidate>(this.engine.candidateConcurrency, (item) =>
      this.work(item),
    );
    try {
      return await this.queryLoop(pool);
    } finally {
      // Companies still being read finish on their own (their accepts are refused once the
      // status changes); the user hears how the run ended without waiting for a slow site. On
      // an error the stop reason tells them to end too.
      this.stopReason ??= "stopped";
      pool.clear();
      this.stragglers = pool.idle();
    }
  }

  private async queryLoop(pool: WorkPool<QueuedCandidate>): Promise<RunEnd> {
    const inFlight = new Set<number>();
    let extended = false;
    while (!this.stopReason) {
      await pool.room(this.engine.candidateConcurrency * 2);
      if (this.signal?.aborted) this.stopReason ??= "stopped";
      if (this.stopReason) break;
      const queries = await activeQueries(this.engine.db, this.projectId);
      const query = queries.find((q) => !inFlight.has(q.id));
      if (!query) {
        if (pool.size > 0) {
          await pool.idle();
          continue;
        }
        if (extended || (await this.extendPlan()) === 0) {
          this.stopReason = "exhausted";
          break;
        }
        extended = true;
        continue;
      }
      const total = (await allQueries(this.engine.db, this.projectId)).length;
      inFlight.add(query.id);
      const batch = await this.searchQuery(query, total - queries.length, total);
      if (batch.candidates.length === 0) {
        await recordQueryUse(this.engine.db, query.id, 0, true);
        continue;
      }
      for (const candidate of batch.candidates) pool.add({ candidate, batch });
    }
    return this.stopReason ?? "stopped";
  }

  private async extendPlan(): Promise<number> {
    const used = (await allQueries(this.engine.db, this.projectId)).map((q) => q.query);
    const { plan } = await planQueries(this.model, planRequest(this.profile, used));
    // The verifier accepts what the plan searched for, in the country's language.
    const terms = [...(this.profile.terms ?? []), ...termsOfPlan(plan, this.profile)];
    this.profile = { ...this.profile, terms: [...new Set(terms)] };
    return savePlan(this.engine.db, this.projectId, plan);
  }

  /** Searches one query (in English and the country's language) for new candidates. */
  private async searchQuery(query: QueryRecord, completed: number, total: number): Promise<Batch> {
    this.publish("QUERY_STARTED", {
      currentQuery: query.query,
      queriesCompleted: completed,
      totalQueries: total,
      currentActivity: `Searching: ${query.query}`,
    });
    const texts = [query.query, ...(query.translatedQuery ? [query.translatedQuery] : [])];
    const results = await Promise.all(
      texts.map((text) =>
        this.engine.search.search({
          query: text,
          ...(this.countryCode ? { country: this.countryCode } : {}),
          language: text === query.query ? "en" : this.language,
          limit: this.engine.searchLimit,
        }),
      ),
    );
    const { candidates, ruledOut } = await newCandidates(
      this.engine.db,
      this.projectId,
      this.profile,
      results.flat(),
    );
    for (const domain of ruledOut) await skipDomain(this.engine.db, this.projectId, domain);
    this.publish("QUERY_COMPLETED", {
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
    if (!this.stopReason) {
      try {
        const end = await this.processCandidate(candidate);
        if (end === "rejected") batch.rejected++;
      } catch (error) {
        if (isConnectionLost(error)) {
          // Not the company's fault: nothing is recorded for it, and the query stays active
          // (the stop below), so the retried run reads it again.
          this.lostConnection ??= error;
          this.stopReason ??= "stopped";
        } else if (await this.recordFailure(candidate, error)) batch.rejected++;
      }
    }
    batch.done++;
    this.publish("BATCH_PROGRESS", {
      companiesProcessedInBatch: batch.done,
      totalCompaniesInBatch: batch.candidates.length,
      currentActivity: `Processing batch: ${batch.done}/${batch.candidates.length}`,
    });
    if (batch.done === batch.candidates.length) {
      // Interrupted batches keep their query active, so a resumed run finishes them.
      await recordQueryUse(this.engine.db, batch.query.id, batch.rejected, !this.stopReason);
      await addTokenUsage(this.engine.db, this.projectId, this.meter.take());
    }
  }

  private async processCandidate(candidate: Candidate): Promise<CandidateEnd | undefined> {
    if (
      this.signal?.aborted ||
      (await currentStatus(this.engine.db, this.projectId)) !== "processing"
    ) {
      this.stopReason ??= "stopped";
      return undefined;
    }
    this.publish("PROCESSING_WEBSITE", {
      websiteBeingProcessed: candidate.url,
      companyName: candidate.title.slice(0, 255),
    });
    const cached = await readCachedCompany(
      this.engine.db,
      candidate.domain,
      this.profile.decisionMaker,
    );
    if (cached) return this.judge(candidate, { ...cached, isFromCache: true });
    const reading = await readCompany(
      this.engine,
      candidate.url,
      candidate.domain,
      this.countryCode,
    );
    if (!reading.ok) {
      return this.reject(candidate.domain, candidate.domain, reading.website, reading.reason);
    }
    const facts = reading.facts;
    return this.judge(candidate, {
      website: reading.website,
      companyName: facts.companyName?.value ?? candidate.domain,
      ...(facts.industry ? { industry: facts.industry.value } : {}),
      ...(facts.description ? { description: facts.description.value } : {}),
      evidence: reading.evidence,
      contact: leadContact(facts, this.profile.decisionMaker),
      scrapedPages: reading.pages.map((p) => p.finalUrl),
      isFromCache: false,
    });
  }

  private async judge(
    candidate: Candidate,
    company: CompanyToJudge,
  ): Promise<CandidateEnd | undefined> {
    if (this.stopReason) return undefined;
    const { verdict } = await this.verifier.verify(this.profile, company.evidence);
    if (!verdict.accept) {
      return this.reject(
        candidate.domain,
        company.companyName,
        company.website,
        reasoningOf(verdict),
        verdict.criteria,
      );
    }
    if (this.stopReason) return undefined;
    const email = company.contact.person?.email?.value;
    const emailStatus = email
      ? storedEmailStatus(await this.engine.emailCheck.check(email))
      : undefined;
    // A project deleted meanwhile ends as "stopped": acceptCompany finds no row to lock.
    const outcome = await acceptCompany(this.engine.db, {
      projectId: this.projectId,
      userId: this.userId,
      domain: candidate.domain,
      website: company.website,
      companyName: company.companyName,
      ...(company.industry || verdict.industry
        ? { industry: company.industry ?? verdict.industry }
        : {}),
      ...(company.description ? { description: company.description } : {}),
      contact: company.contact,
      ...(emailStatus ? { contactEmailStatus: emailStatus } : {}),
      decisionMaker: this.profile.decisionMaker,
      reasoning: reasoningOf(verdict),
      criteria: verdict.criteria,
      isFromCache: company.isFromCache,
      ...(company.isFromCache ? { cachedContactId: company.contactId ?? null } : {}),
      scrapedPages: company.scrapedPages,
      rawScrapedContent: JSON.stringify(company.evidence),
    });
    switch (outcome.kind) {
      case "accepted": {
        this.accepted = outcome.acceptedCount;
        const lead = { userId: this.userId, projectId: this.projectId, leadId: outcome.leadId };
        notify(this.engine, this.projectId, (n) => n.leadAccepted(lead));
        this.publish("COMPANY_ACCEPTED", {
          companyName: company.companyName.slice(0, 255),
          currentActivity: `Accepted: ${company.companyName}`.slice(0, 500),
          ...this.counts(),
        });
        if (this.accepted >= this.target) this.stopReason ??= "target";
        return "accepted";
      }
      case "target-reached":
        this.stopReason ??= "target";
        return undefined;
      case "out-of-credits":
        this.stopReason ??= "credits";
        return undefined;
      case "stopped":
        this.stopReason ??= "stopped";
        return undefined;
      case "duplicate":
        return "skipped";
    }
  }

  private async reject(
    domain: string,
    companyName: string,
    website: string,
    reasoning: string,
    criteria: Criterion[] = [],
  ): Promise<CandidateEnd> {
    const stored = await rejectCompany(this.engine.db, {
      projectId: this.projectId,
      domain,
      companyName,
      website,
      reasoning,
      criteria,
    });
    if (!stored) return "skipped";
    this.rejected++;
    this.publish("COMPANY_REJECTED", {
      companyName: companyName.slice(0, 255),
      currentActivity: `Rejected: ${companyName}`.slice(0, 500),
      ...this.counts(),
    });
    return "rejected";
  }

  /**
   * A candidate that threw: stored as rejected with the reason, so the user sees it and the run
   * goes on. Whether it was rejected (true) or could not even be recorded.
   */
  private async recordFailure(candidate: Candidate, error: unknown): Promise<boolean> {
    this.engine.logger.warn(
      { err: error, projectId: this.projectId, domain: candidate.domain },
      "candidate failed",
    );
    let stored = false;
    if (!isUnavailable(error)) {
      try {
        stored =
          (await this.reject(
            candidate.domain,
            candidate.title.slice(0, 255) || candidate.domain,
            candidate.url,
            failureReason(error),
          )) === "rejected";
        this.failures = 0;
        return stored;
      } catch (storeError) {
        this.engine.logger.warn(
          { err: storeError, domain: candidate.domain },
          "failure not stored",
        );
      }
    }
    // Only what no single company explains counts towards stopping the run.
    this.failures++;
    if (this.failures >= MAX_FAILURES) this.stopReason ??= "error";
    return stored;
  }

  /** Ends the run: status and chat message for how it ended (a user's pause says its own). */
  private async finish(end: RunEnd): Promise<RunEnd> {
    const db = this.engine.db;
    const found = await leadCount(db, this.projectId);
    switch (end) {
      case "target":
      case "exhausted": {
        if (!(await moveProjectStatus(db, this.projectId, "completed", { from: ["processing"] })))
          return "stopped";
        await this.say(
          end === "target"
            ? targetReachedReply(found)
            : exhaustedReply(found, this.target, await this.scopeNow()),
        );
        this.publish(end === "target" ? "TARGET_REACHED" : "RESEARCH_COMPLETED", {
          status: "completed",
          currentActivity:
            end === "target"
              ? "Target reached! Research completed."
              : completionHeadline(found, this.target),
          ...this.counts(found),
        });
        this.publish("RESEARCH_STATUS", { status: "completed", ...this.counts(found) });
        const ended = { userId: this.userId, projectId: this.projectId, acceptedCount: found };
        notify(this.engine, this.projectId, (n) =>
          n.runEnded({ ...ended, outcome: "completed", reason: end }),
        );
        return end;
      }
      case "credits":
      case "error": {
        if (!(await moveProjectStatus(db, this.projectId, "paused", { from: ["processing"] })))
          return "stopped";
        await this.say(end === "credits" ? outOfCreditsReply(found, this.target) : failedReply());
        this.publish("RESEARCH_STATUS", { status: "paused", ...this.counts(found) });
        const ended = { userId: this.userId, projectId: this.projectId, acceptedCount: found };
        notify(this.engine, this.projectId, (n) =>
          n.runEnded({ ...ended, outcome: "failed", reason: end }),
        );
        return end;
      }
      case "stopped":
        return end;
    }
  }

  /**
   * Where and with which words the project searches, as the completion advice reads it. From the
   * row again: the chat may have edited keywords or exclusions during the run, and the advice
   * names the ones in force now.
   */
  private async scopeNow(): Promise<SearchScope> {
    const project = await loadProject(this.engine.db, this.projectId);
    if (project) return project;
    const { country, city, keywords, exclusions } = this.profile;
    return { country, city, keywords: keywords.join(", "), exclusions: exclusions.join(", ") };
  }

  private counts(found = this.accepted) {
    return {
      acceptedCount: found,
      rejectedCount: this.rejected,
      progressPercentage:
        this.target > 0 ? Math.min(100, Math.round((found / this.target) * 100)) : 0,
    };
  }

  private say(content: string) {
    return postMessage(this.engine, this.projectId, "assistant", content);
  }

  private publish(
    type: Parameters<ResearchEngine["events"]["publish"]>[0]["type"],
    data: Parameters<ResearchEngine["events"]["publish"]>[0]["data"],
  ): void {
    this.engine.events.publish({ type, projectId: this.projectId, data });
  }
}
