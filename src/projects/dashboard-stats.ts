import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  companyResearchResults,
  contacts,
  researchProjects,
  userStats,
  users,
} from "../../db/schema";
import { preparedPerDatabase } from "./prepared";
import type { DashboardStats } from "./views";

// Qualified by hand throughout: drizzle leaves columns bare in a one-table select, which is
// ambiguous in the subqueries below.
const userId = sql.placeholder("userId");

/**
 * What the four tiles are a function of, cheap to read: the user's projects, each with its
 * newest lead id, and the export total. Leads are only ever inserted (a project's accepts one at
 * a time, under its row lock, so in id order) and removed with their project; contacts are only
 * ever inserted. So the tiles change exactly when this does, and reading it costs one index probe
 * per project, where counting reads every lead (11 ms for 10,000 on Postgres, issue 19).
 */
const mark = sql<string>`(select count(*) || ':' || coalesce(md5(string_agg(p.id || '.' ||
    coalesce((select max(r.id) from ${companyResearchResults} r where r.project_id = p.id), 0),
    ',' order by p.id)), '')
  from ${researchProjects} p where p.user_id = ${userId})
  || ':' || coalesce((select ${userStats}.total_exports from ${userStats}
    where ${userStats}.user_id = ${userId}), 0)`;

const ownLeads = sql`from ${companyResearchResults}
    join ${researchProjects} on ${researchProjects}.id = ${companyResearchResults}.project_id
      and ${researchProjects}.user_id = ${userId}
    left join ${contacts} on ${contacts}.id = ${companyResearchResults}.contact_id`;
// A decision maker counts when both a name and an email were found (spec §2 progress panel).
const isDecisionMaker = sql`nullif(trim(${contacts}.contact_name), '') is not null
  and nullif(trim(${contacts}.contact_email), '') is not null`;

const statsMark = preparedPerDatabase((db) =>
  db.select({ mark }).from(users).where(eq(users.id, userId)).prepare("dashboard_stats_mark"),
);

// The counts and their mark in one statement, so both come from the same snapshot.
const countedStats = preparedPerDatabase((db) =>
  db
    .select({
      mark,
      totalProjects: sql<number>`(select count(*) from ${researchProjects}
        where ${researchProjects}.user_id = ${userId})`.mapWith(Number),
      // Leads and decision makers in one pass over the user's leads.
      leads: sql<string>`(select count(*) || ':' || count(*) filter (where ${isDecisionMaker})
        ${ownLeads})`,
      exports: sql<number>`coalesce((select ${userStats}.total_exports from ${userStats}
        where ${userStats}.user_id = ${userId}), 0)`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare("dashboard_stats_counted"),
);

// Per database handle: a test's databases never share entries. Entries are a few numbers; the
// bound only keeps a long-lived process with very many users from growing without end.
const MAX_CACHED_USERS = 10_000;
const cached = new WeakMap<Database, Map<number, { mark: string; stats: DashboardStats }>>();

/**
 * The dashboard's four tiles, counted live from the user's projects rather than read from the
 * running totals in user_stats: deleting a project must lower them, and a count cannot drift.
 * Only exports, which leave no other trace, come from user_stats. The counts are kept per user
 * with the mark they were taken at and reused while the mark is unchanged, which every instance
 * reads from the database, so an answer is never stale.
 */
export async function dashboardStats(db: Database, user: number): Promise<DashboardStats> {
  let byUser = cached.get(db);
  if (!byUser) {
    byUser = new Map();
    cached.set(db, byUser);
  }
  const [now] = await statsMark(db).execute({ userId: user });
  const hit = byUser.get(user);
  if (now && hit && hit.mark === now.mark) return hit.stats;
  const [row] = await countedStats(db).execute({ userId: user });
  if (!row) return { totalProjects: 0, companiesFound: 0, decisionMakers: 0, exports: 0 };
  const [companiesFound, decisionMakers] = row.leads.split(":").map(Number);
  const stats = {
    totalProjects: row.totalProjects,
    companiesFound: companiesFound ?? 0,
    decisionMakers: decisionMakers ?? 0,
    exports: row.exports,
  };
  byUser.delete(user);
  if (byUser.size >= MAX_CACHED_USERS) byUser.delete(byUser.keys().next().value as number);
  byUser.set(user, { mark: row.mark, stats });
  return stats;
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
