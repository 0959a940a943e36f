import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyResearchResults, contacts, researchProjects, userStats } from "../../db/schema";
import type { DashboardStats } from "./views";

/**
 * The dashboard's four tiles, counted live from the user's projects rather than read from the
 * running totals in user_stats: deleting a project must lower them, and a count cannot drift.
 * Only exports, which leave no other trace, come from user_stats.
 */
export async function dashboardStats(db: Database, userId: number): Promise<DashboardStats> {
  const ownLeads = and(
    eq(researchProjects.userId, userId),
    eq(companyResearchResults.projectId, researchProjects.id),
  );
  const [projects, leads, exports] = await Promise.all([
    db.select({ n: count() }).from(researchProjects).where(eq(researchProjects.userId, userId)),
    db
      .select({
        companiesFound: count(),
        // A decision maker counts when both a name and an email were found (spec §2 progress panel).
        decisionMakers: sql<number>`count(*) filter (where
          nullif(trim(${contacts.contactName}), '') is not null
          and nullif(trim(${contacts.contactEmail}), '') is not null)`.mapWith(Number),
      })
      .from(companyResearchResults)
      .innerJoin(researchProjects, ownLeads)
      .leftJoin(contacts, eq(contacts.id, companyResearchResults.contactId)),
    db.select({ n: userStats.totalExports }).from(userStats).where(eq(userStats.userId, userId)),
  ]);
  return {
    totalProjects: projects[0]?.n ?? 0,
    companiesFound: leads[0]?.companiesFound ?? 0,
    decisionMakers: leads[0]?.decisionMakers ?? 0,
    exports: exports[0]?.n ?? 0,
  };
}

/** Counts one finished export for the user (creates the user_stats row if it is missing). */
export async function recordExport(db: Database, userId: number): Promise<void> {
  await db
    .insert(userStats)
    .values({ userId, totalExports: 1 })
    .onConflictDoUpdate({
      target: userStats.userId,
      set: { totalExports: sql`${userStats.totalExports} + 1` },
    });
}
