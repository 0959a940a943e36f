import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  companyResearchResults,
  contacts,
  researchProjects,
  userStats,
  users,
} from "../../db/schema";
import { type LeadCounts, userEntry } from "./dashboard-cache";
import { preparedPerDatabase } from "./prepared";
import type { DashboardStats } from "./views";

// Qualified by hand throughout: drizzle leaves columns bare in a one-table select, which is
// ambiguous in the subqueries below.
const userId = sql.placeholder("userId");

/**
 * What the dashboard's cards and its lead tiles are a function of: the user's projects, each
 * with its row version (`xmin`: the transaction that wrote the row's current version, another one
 * after every update). Every lead inserted or deleted writes its project's row (`lead_count`, kept
 * by a trigger, migration 0007), as does a rename, a status change or the run's bookkeeping, and
 * a project created or deleted changes the list; contacts are only ever inserted and a lead's
 * contact never changes. So counts and cards change only when this does. It reads the user's
 * project rows and no lead (issue 19): 0.1 ms for 200 projects, where probing each project for its
 * newest lead took 0.6 ms. "count:digest"; the count is the Total Projects tile. The rows are
 * digested in the order the scan finds them (sorting them was a third of the cost): a different
 * order only makes a different mark, which costs a count, never a stale page.
 */
export const projectsMark = sql<string>`(select count(*) || ':' ||
    coalesce(md5(string_agg(p.id || '.' || p.xmin, ',')), '')
  from ${researchProjects} p where p.user_id = ${userId})`;

/** The Exports tile: exports leave no other trace, so this one is a running total. */
export const exportTotal = sql<number>`coalesce((select ${userStats}.total_exports
  from ${userStats} where ${userStats}.user_id = ${userId}), 0)`.mapWith(Number);

const ownLeads = sql`from ${companyResearchResults}
    join ${researchProjects} on ${researchProjects}.id = ${companyResearchResults}.project_id
      and ${researchProjects}.user_id = ${userId}
    left join ${contacts} on ${contacts}.id = ${companyResearchResults}.contact_id`;
// A decision maker counts when both a name and an email were found (spec §2 progress panel).
const isDecisionMaker = sql`nullif(trim(${contacts}.contact_name), '') is not null
  and nullif(trim(${contacts}.contact_email), '') is not null`;

const statsNow = preparedPerDatabase((db) =>
  db
    .select({ mark: projectsMark, exports: exportTotal })
    .from(users)
    .where(eq(users.id, userId))
    .prepare("dashboard_stats_mark"),
);

// Leads and decision makers in one pass over the user's leads.
const countedLeads = preparedPerDatabase((db) =>
  db
    .select({
      leads: sql<string>`(select count(*) || ':' || count(*) filter (where ${isDecisionMaker})
        ${ownLeads})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare("dashboard_lead_counts"),
);

async function countLeads(db: Database, user: number): Promise<LeadCounts> {
  const [row] = await countedLeads(db).execute({ userId: user });
  const [companiesFound = 0, decisionMakers = 0] = (row?.leads ?? "").split(":").map(Number);
  return { companiesFound, decisionMakers };
}

/**
 * The four tiles for a user whose `projectsMark` and export total were just read. The tiles are
 * counted live from the user's projects rather than taken from the running totals in user_stats:
 * deleting a project must lower them, and a count cannot drift. The lead counts are kept per user
 * under the mark and counted again only when it moved; a count taken after its mark was read is
 * never older than the mark, so an answer is never stale.
 */
export async function statsUnderMark(
  db: Database,
  user: number,
  mark: string,
  exports: number,
): Promise<DashboardStats> {
  const entry = userEntry(db, user, mark);
  if (!entry.leads) {
    const counting = countLeads(db, user);
    entry.leads = counting;
    // A failed count is not kept: the next request counts again.
    counting.catch(() => {
      if (entry.leads === counting) entry.leads = undefined;
    });
  }
  const leads = await entry.leads;
  return { totalProjects: Number.parseInt(mark, 10), ...leads, exports };
}

/** The dashboard's four tiles (GET /api/dashboard/stats): the mark, then the counts if it moved. */
export async function dashboardStats(db: Database, user: number): Promise<DashboardStats> {
  const [now] = await statsNow(db).execute({ userId: user });
  if (!now) return { totalProjects: 0, companiesFound: 0, decisionMakers: 0, exports: 0 };
  return statsUnderMark(db, user, now.mark, now.exports);
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
