import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  chatMessages,
  companyResearchResults,
  creditUsageLogs,
  processedDomains,
  rejectedCompanies,
  researchProjects,
  userStats,
  users,
} from "../../db/schema";

/* What a research run left in the database, read back for the tests' asserts. */

export async function creditsLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ credits: users.creditsLeft })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.credits;
}

export async function leadRows(db: Database, projectId: number) {
  return db
    .select()
    .from(companyResearchResults)
    .where(eq(companyResearchResults.projectId, projectId));
}

export async function leadTotal(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyResearchResults)
    .where(eq(companyResearchResults.projectId, projectId));
  return row?.n ?? 0;
}

export async function usageLogs(db: Database, userId: number) {
  return db.select().from(creditUsageLogs).where(eq(creditUsageLogs.userId, userId));
}

export async function statsOf(db: Database, userId: number) {
  const [row] = await db.select().from(userStats).where(eq(userStats.userId, userId));
  return row;
}

export async function projectRow(db: Database, projectId: number) {
  const [row] = await db.select().from(researchProjects).where(eq(researchProjects.id, projectId));
  if (!row) throw new Error(`no project ${projectId}`);
  return row;
}

export async function rejectedRows(db: Database, projectId: number) {
  return db.select().from(rejectedCompanies).where(eq(rejectedCompanies.projectId, projectId));
}

export async function processedRows(db: Database, projectId: number) {
  return db.select().from(processedDomains).where(eq(processedDomains.projectId, projectId));
}

export async function messageCount(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.projectId, projectId)));
  return row?.n ?? 0;
}
