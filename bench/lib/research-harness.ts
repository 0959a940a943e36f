import { eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../db/client";
import { openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { companies, companyResearchResults, researchProjects, users } from "../../db/schema";
import { seedPlans } from "../../db/seed";
import { companyDomain } from "../../src/company-domain.ts";
import { createEventBus } from "../../src/live/event-bus";
import { createLogger } from "../../src/logger";
import { listLeads, listRejected } from "../../src/projects/lead-store";
import { createProject } from "../../src/projects/project-store";
import type { CreateProjectInput } from "../../src/projects/schemas";
import { moveProjectStatus } from "../../src/projects/status-store";
import type { LeadView, RejectedView } from "../../src/projects/views";
import type { HttpFetcherOptions } from "../../src/research/fetcher/http-fetcher.ts";
import type { LanguageModel } from "../../src/research/ports.ts";
import {
  DEFAULT_CANDIDATE_CONCURRENCY,
  DEFAULT_SEARCH_LIMIT,
  type ResearchEngine,
} from "../../src/research/run/engine.ts";
import { ResearchRun, type RunEnd } from "../../src/research/run/research-run.ts";
import { sandboxEngineParts } from "../../src/research-setup.ts";
import type { RunningSandbox } from "../../src/sandbox/server.ts";

/*
 * Runs research profiles through the real engine over a sandbox web, on a throwaway database,
 * and reads back what a user would see: the leads with every value's source, the rejections and
 * the tokens spent. Shared by the research benchmarks and the corpus test.
 */

/** A fresh in-memory PGlite, migrated and seeded (about 2 s; the first in a process takes longer). */
export async function openThrowawayDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(handle);
  await seedPlans(handle.db);
  return handle;
}

/** A user with credits enough that a run never stops for want of them. */
export async function createResearchUser(db: Database): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      email: `research-bench-${crypto.randomUUID()}@example.com`,
      emailVerified: true,
      creditsLeft: 1_000_000,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned no row");
  return user.id;
}

export interface SandboxEngineOptions {
  candidateConcurrency?: number;
  fetcher?: HttpFetcherOptions;
}

/** The engine as the app builds it over the sandbox web, with silent logs and no listeners. */
export function sandboxResearchEngine(
  db: Database,
  sandbox: RunningSandbox,
  model: LanguageModel,
  options: SandboxEngineOptions = {},
): ResearchEngine {
  return {
    db,
    events: createEventBus(),
    logger: createLogger("silent"),
    model,
    ...sandboxEngineParts(sandbox, options.fetcher),
    candidateConcurrency: options.candidateConcurrency ?? DEFAULT_CANDIDATE_CONCURRENCY,
    searchLimit: DEFAULT_SEARCH_LIMIT,
  };
}

export interface ProfileRun {
  projectId: number;
  end: RunEnd;
  /** Until the run ended, as the user sees it (status and chat message). */
  wallMs: number;
  /** Until the companies still being read at the end were done too. */
  settledMs: number;
}

/**
 * Creates the project, sets it processing and runs it to its end, as the job runner would, then
 * waits for the companies still being read, so that their tokens are booked and the database is
 * idle when the caller reads or closes it.
 */
export async function runProfile(
  engine: ResearchEngine,
  userId: number,
  profile: CreateProjectInput,
  signal?: AbortSignal,
): Promise<ProfileRun> {
  const project = await createProject(engine.db, userId, profile);
  if (!(await moveProjectStatus(engine.db, project.id, "processing", { from: ["paused"] }))) {
    throw new Error(`project ${project.id} could not be set processing`);
  }
  const started = performance.now();
  const run = new ResearchRun(engine, project.id, signal);
  const end = await run.run();
  const wallMs = performance.now() - started;
  await run.settled();
  return { projectId: project.id, end, wallMs, settledMs: performance.now() - started };
}

/** A lead as the results table shows it, with the domain it was accepted under. */
export type BenchLead = LeadView & { domain: string };

/** A rejection with the domain it was rejected under (from its website). */
export type BenchRejection = RejectedView & { domain: string };

export interface RunResults {
  leads: BenchLead[];
  rejected: BenchRejection[];
  promptTokens: number;
  completionTokens: number;
}

/** What the run left in the database, as the results and rejected tabs show it. */
export async function readRunResults(
  db: Database,
  userId: number,
  projectId: number,
): Promise<RunResults> {
  const leads = await listLeads(db, userId, projectId);
  // The lead view has the website after redirects; the domain it was processed under is exact.
  const domains = new Map(
    (
      await db
        .select({ id: companyResearchResults.id, domain: companies.domain })
        .from(companyResearchResults)
        .innerJoin(companies, eq(companies.id, companyResearchResults.companyId))
        .where(eq(companyResearchResults.projectId, projectId))
    ).map((row) => [row.id, row.domain]),
  );
  const rejected = await listRejected(db, userId, projectId);
  const [tokens] = await db
    .select({
      prompt: researchProjects.modelPromptTokens,
      completion: researchProjects.modelCompletionTokens,
    })
    .from(researchProjects)
    .where(eq(researchProjects.id, projectId));
  return {
    leads: leads.map((lead) => ({ ...lead, domain: domains.get(lead.id) ?? "" })),
    rejected: rejected.map((r) => ({ ...r, domain: companyDomain(r.website) ?? r.website })),
    promptTokens: tokens?.prompt ?? 0,
    completionTokens: tokens?.completion ?? 0,
  };
}
