import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  companyResearchResults,
  contacts,
  rejectedCompanies,
  researchProjects,
  searchQueries,
} from "../../../db/schema";
import type { QueryPlan } from "../plan/query-plan.ts";
import type { TokenUsage } from "../ports.ts";

/*
 * The run's reads and writes of the project itself: status, plan queries and their counters,
 * token usage. Status changes go through projects/status-store.ts (the state machine).
 */

export type ProjectRecord = typeof researchProjects.$inferSelect;
export type QueryRecord = typeof searchQueries.$inferSelect;

export async function loadProject(db: Database, projectId: number) {
  const [project] = await db
    .select()
    .from(researchProjects)
    .where(eq(researchProjects.id, projectId));
  return project;
}

export async function currentStatus(db: Database, projectId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: researchProjects.status })
    .from(researchProjects)
    .where(eq(researchProjects.id, projectId));
  return row?.status;
}

/** Stores a plan: its keywords on the project and each query once (a repeat is ignored). */
export async function savePlan(db: Database, projectId: number, plan: QueryPlan): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = plan.queries.length
      ? await tx
          .insert(searchQueries)
          .values(
            plan.queries.map((q) => ({
              projectId,
              query: q.query,
              translatedQuery: q.translatedQuery ?? null,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: searchQueries.id })
      : [];
    const all = await tx
      .select({ query: searchQueries.query, translated: searchQueries.translatedQuery })
      .from(searchQueries)
      .where(eq(searchQueries.projectId, projectId))
      .orderBy(asc(searchQueries.id));
    const [project] = await tx
      .select({ aiKeywords: researchProjects.aiGeneratedKeywords })
      .from(researchProjects)
      .where(eq(researchProjects.id, projectId));
    const keywords = [...new Set([...(project?.aiKeywords ?? []), ...plan.aiKeywords])].slice(
      0,
      30,
    );
    await tx
      .update(researchProjects)
      .set({
        aiGeneratedKeywords: keywords,
        searchQueries: all.map((q) => q.query),
        translatedQueries: all.flatMap((q) => (q.translated ? [q.translated] : [])),
        queriesInEnglish: all.every((q) => !q.translated),
        updatedAt: new Date(),
      })
      .where(eq(researchProjects.id, projectId));
    return inserted.length;
  });
}

export async function activeQueries(db: Database, projectId: number): Promise<QueryRecord[]> {
  return db
    .select()
    .from(searchQueries)
    .where(and(eq(searchQueries.projectId, projectId), eq(searchQueries.active, true)))
    .orderBy(asc(searchQueries.timesUsed), asc(searchQueries.id));
}

export async function allQueries(db: Database, projectId: number): Promise<QueryRecord[]> {
  return db
    .select()
    .from(searchQueries)
    .where(eq(searchQueries.projectId, projectId))
    .orderBy(asc(searchQueries.id));
}

/**
 * Books one use of a query. A query whose hits are all processed is retired: search engines
 * answer the same query with the same hits, so using it again would find nothing new.
 */
export async function recordQueryUse(
  db: Database,
  queryId: number,
  rejected: number,
  exhausted: boolean,
): Promise<void> {
  await db
    .update(searchQueries)
    .set({
      timesUsed: sql`${searchQueries.timesUsed} + 1`,
      rejectedCompanyAmount: sql`${searchQueries.rejectedCompanyAmount} + ${rejected}`,
      ...(exhausted ? { active: false } : {}),
    })
    .where(eq(searchQueries.id, queryId));
}

/** Reactivates a project's queries, for a request for more leads. */
export async function reactivateQueries(db: Database, projectId: number): Promise<void> {
  await db
    .update(searchQueries)
    .set({ active: true })
    .where(eq(searchQueries.projectId, projectId));
}

/** A transaction handle, for the reads that also run inside one. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Leads a project has now. */
export async function leadCount(tx: Tx | Database, projectId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(companyResearchResults)
    .where(eq(companyResearchResults.projectId, projectId));
  return row?.n ?? 0;
}

export async function rejectedCount(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rejectedCompanies)
    .where(eq(rejectedCompanies.projectId, projectId));
  return row?.n ?? 0;
}

export async function addTokenUsage(db: Database, projectId: number, usage: TokenUsage) {
  if (usage.promptTokens === 0 && usage.completionTokens === 0) return;
  await db
    .update(researchProjects)
    .set({
      modelPromptTokens: sql`${researchProjects.modelPromptTokens} + ${usage.promptTokens}`,
      modelCompletionTokens: sql`${researchProjects.modelCompletionTokens} + ${usage.completionTokens}`,
    })
    .where(eq(researchProjects.id, projectId));
}

/** How many of a project's leads name the wanted person, and how many reach them directly. */
export async function contactTally(
  db: Database,
  projectId: number,
): Promise<{ named: number; direct: number }> {
  const [row] = await db
    .select({
      named: count(contacts.id),
      direct: sql<number>`count(*) filter (where ${contacts.contactEmail} is not null or ${contacts.contactPhone} is not null)`,
    })
    .from(companyResearchResults)
    .leftJoin(contacts, eq(contacts.id, companyResearchResults.contactId))
    .where(eq(companyResearchResults.projectId, projectId));
  return { named: Number(row?.named ?? 0), direct: Number(row?.direct ?? 0) };
}
