import { type Criterion, reasoningOf } from "../verify/verdict.ts";
import type { Candidate } from "./candidates.ts";
import { type CachedCompany, readCachedCompany } from "./company-cache.ts";
import { leadContact } from "./company-reader.ts";
import { notify } from "./engine.ts";
import { failureReason, isUnavailable } from "./failures.ts";
import { contactWithModelPeople, type PeopleToRead } from "./model-contact.ts";
import { acceptCompany, rejectCompany, storedEmailStatus } from "./outcomes.ts";
import { currentStatus, type Tx } from "./project-state.ts";
import type { RunState } from "./run-state.ts";
import { readSiteOnce } from "./shared-reading.ts";
import { unlessAborted } from "./unless-aborted.ts";

/*
 * One candidate's work within a run: read the company (or take it from the cache, or from the
 * reading another run makes or made of it: shared-reading.ts), verify it, and accept or reject
 * it, counting on the run's state and telling the user as it goes.
 */

export type CandidateEnd = "accepted" | "rejected" | "skipped";

/**
 * What a list run writes with a candidate's outcome, in the outcome's own transaction, so that a
 * row's state and its lead (or rejection) commit together (list-row-work.ts). `unreachable`: the
 * site could not be read, or is no company site (parked).
 */
export interface OutcomeHooks {
  accepted(tx: Tx, leadId: number, criteria: Criterion[]): Promise<void>;
  rejected(tx: Tx, rejection: Rejected & { reason: string }): Promise<void>;
}

type Rejected = { criteria: Criterion[]; unreachable: boolean };

/** A candidate, and for a list row, what its outcome writes beside it. */
type Work = Candidate & { hooks?: OutcomeHooks };

/**
 * Failures in a row that no candidate explains (the model unreachable, the database refusing
 * the record of a failure) after which a run stops and says so. A failure of one company's own
 * (its page broke the reader, the verifier or the store) is that company's rejection, and the
 * run goes on.
 */
const MAX_FAILURES = 5;

/** A company read from its site or from the cache, ready for a verdict. */
type CompanyToJudge = Omit<CachedCompany, "contactId"> & {
  /** The cached contact a cache hit reuses. */
  contactId?: number | null;
  isFromCache: boolean;
  /** A fresh reading's facts and people lines, for the model to read when the rules found no one. */
  reading?: PeopleToRead;
};

export async function processCandidate(
  run: RunState,
  candidate: Work,
): Promise<CandidateEnd | undefined> {
  if (run.signal?.aborted || (await currentStatus(run.engine.db, run.projectId)) !== "processing") {
    run.stopReason ??= "stopped";
    return undefined;
  }
  run.publish("PROCESSING_WEBSITE", {
    websiteBeingProcessed: candidate.url,
    companyName: candidate.title.slice(0, 255),
  });
  const cached = await readCachedCompany(
    run.engine.db,
    candidate.domain,
    run.profile.decisionMaker,
  );
  if (cached) return judge(run, candidate, { ...cached, isFromCache: true });
  const reading = await unlessAborted(
    readSiteOnce(run.engine, candidate.url, candidate.domain, run.countryCode),
    run.signal,
  );
  if (!reading) {
    run.stopReason ??= "stopped";
    return undefined;
  }
  if (!reading.ok) {
    const unreached = { criteria: [], unreachable: true, hooks: candidate.hooks };
    return reject(
      run,
      candidate.domain,
      candidate.domain,
      reading.website,
      reading.reason,
      unreached,
    );
  }
  const facts = reading.facts;
  return judge(run, candidate, {
    website: reading.website,
    companyName: facts.companyName?.value ?? candidate.domain,
    ...(facts.industry ? { industry: facts.industry.value } : {}),
    ...(facts.description ? { description: facts.description.value } : {}),
    evidence: reading.evidence,
    contact: leadContact(facts, run.profile.decisionMaker),
    scrapedPages: reading.pageUrls,
    isFromCache: false,
    reading: { facts, ...(reading.people ? { people: reading.people } : {}) },
  });
}

async function judge(
  run: RunState,
  candidate: Work,
  company: CompanyToJudge,
): Promise<CandidateEnd | undefined> {
  if (run.stopReason) return undefined;
  const { verdict } = await run.verifier.verify(run.profile, company.evidence);
  if (!verdict.accept) {
    return reject(
      run,
      candidate.domain,
      company.companyName,
      company.website,
      reasoningOf(verdict),
      // No company site to judge (parked, nothing readable): for a list, it was not reached.
      {
        criteria: verdict.criteria,
        unreachable: verdict.criteria.some((c) => c.criterion === "site" && !c.met),
        hooks: candidate.hooks,
      },
    );
  }
  if (run.stopReason) return undefined;
  const contact = await contactWithModelPeople(run, company.contact, company.reading);
  const email = contact.person?.email?.value;
  const emailStatus = email
    ? storedEmailStatus(await run.engine.emailCheck.check(email))
    : undefined;
  const hooks = candidate.hooks;
  // A project deleted meanwhile ends as "stopped": acceptCompany finds no row to lock.
  const outcome = await acceptCompany(
    run.engine.db,
    {
      projectId: run.projectId,
      userId: run.userId,
      domain: candidate.domain,
      website: company.website,
      companyName: company.companyName,
      ...(company.industry || verdict.industry
        ? { industry: company.industry ?? verdict.industry }
        : {}),
      ...(company.description ? { description: company.description } : {}),
      contact,
      ...(emailStatus ? { contactEmailStatus: emailStatus } : {}),
      decisionMaker: run.profile.decisionMaker,
      reasoning: reasoningOf(verdict),
      criteria: verdict.criteria,
      isFromCache: company.isFromCache,
      ...(company.isFromCache ? { cachedContactId: company.contactId ?? null } : {}),
      scrapedPages: company.scrapedPages,
      rawScrapedContent: JSON.stringify(company.evidence),
    },
    hooks && ((tx, leadId) => hooks.accepted(tx, leadId, verdict.criteria)),
  );
  switch (outcome.kind) {
    case "accepted": {
      run.countAccepted(outcome.acceptedCount);
      const lead = { userId: run.userId, projectId: run.projectId, leadId: outcome.leadId };
      notify(run.engine, run.projectId, (n) => n.leadAccepted(lead));
      run.publish("COMPANY_ACCEPTED", {
        companyName: company.companyName.slice(0, 255),
        currentActivity: `Accepted: ${company.companyName}`.slice(0, 500),
        ...run.counts(),
      });
      if (run.accepted >= run.target) run.stopReason ??= "target";
      return "accepted";
    }
    case "target-reached":
      run.stopReason ??= "target";
      return undefined;
    case "out-of-credits":
      run.stopReason ??= "credits";
      return undefined;
    case "stopped":
      run.stopReason ??= "stopped";
      return undefined;
    case "duplicate":
      return "skipped";
  }
}

async function reject(
  run: RunState,
  domain: string,
  companyName: string,
  website: string,
  reasoning: string,
  { hooks, ...rejected }: Rejected & { hooks?: OutcomeHooks } = {
    criteria: [],
    unreachable: false,
  },
): Promise<CandidateEnd> {
  const stored = await rejectCompany(
    run.engine.db,
    {
      projectId: run.projectId,
      domain,
      companyName,
      website,
      reasoning,
      criteria: rejected.criteria,
    },
    hooks && ((tx) => hooks.rejected(tx, { reason: reasoning, ...rejected })),
  );
  if (!stored) return "skipped";
  run.rejected++;
  run.publish("COMPANY_REJECTED", {
    companyName: companyName.slice(0, 255),
    currentActivity: `Rejected: ${companyName}`.slice(0, 500),
    ...run.counts(),
  });
  return "rejected";
}

/**
 * A candidate that threw: stored as rejected with the reason, so the user sees it and the run
 * goes on. Whether it was rejected (true) or could not even be recorded.
 */
export async function recordFailure(
  run: RunState,
  candidate: Candidate,
  error: unknown,
): Promise<boolean> {
  run.engine.logger.warn(
    { err: error, projectId: run.projectId, domain: candidate.domain },
    "candidate failed",
  );
  let stored = false;
  if (!isUnavailable(error)) {
    try {
      stored =
        (await reject(
          run,
          candidate.domain,
          candidate.title.slice(0, 255) || candidate.domain,
          candidate.url,
          failureReason(error),
        )) === "rejected";
      run.failures = 0;
      return stored;
    } catch (storeError) {
      run.engine.logger.warn({ err: storeError, domain: candidate.domain }, "failure not stored");
    }
  }
  // Only what no single company explains counts towards stopping the run.
  run.failures++;
  if (run.failures >= MAX_FAILURES) run.stopReason ??= "error";
  return stored;
}
