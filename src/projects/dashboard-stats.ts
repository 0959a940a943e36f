import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  companyResearchResults,
  contacts,
  researchProjects,
  userStats,
  users,
} from "../../db/schema";
import type { DashboardStats } from "./views";

/**
 * The dashboard's four tiles, counted live from the user's projects rather than read from the
 * running totals in user_stats: deleting a project must lower them, and a count cannot drift.
 * Only exports, which leave no other trace, come from user_stats.
 */
export async function dashboardStats(db: Database, userId: number): Promise<DashboardStats> {
  // Qualified by hand: drizzle leaves columns bare in a one-table select, which is ambiguous in
  // the subqueries below.
  const ownLeads = sql`from ${companyResearchResults}
    join ${researchProjects} on ${researchProjects}.id = ${companyResearchResults}.project_id
      and ${researchProjects}.user_id = ${userId}
    left join ${contacts} on ${contacts}.id = ${companyResearchResults}.contact_id`;
  // One round trip for the four tiles: scalar subqueries beside the user's row.
  const [row] = await db
    .select({
      totalProjects: sql<number>`(select count(*) from ${researchProjects}
        where ${researchProjects}.user_id = ${userId})`.mapWith(Number),
      companiesFound: sql<number>`(select count(*) ${ownLeads})`.mapWith(Number),
      // A decision maker counts when both a name and an email were found (spec §2 progress panel).
      decisionMakers: sql<number>`(select count(*) ${ownLeads}
        where nullif(trim(${contacts}.contact_name), '') is not null
          and nullif(trim(${contacts}.contact_email), '') is not null)`.mapWith(Number),
      exports: sql<number>`coalesce((select ${userStats}.total_exports from ${userStats}
        where ${userStats}.user_id = ${userId}), 0)`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    totalProjects: row?.totalProjects ?? 0,
    companiesFound: row?.companiesFound ?? 0,
    decisionMakers: row?.decisionMakers ?? 0,
    exports: row?.exports ?? 0,
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
