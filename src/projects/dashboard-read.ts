import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { keepPage, pageKey, userEntry } from "./dashboard-cache";
import { exportTotal, projectsMark, statsUnderMark } from "./dashboard-stats";
import { preparedPerDatabase } from "./prepared";
import { listProjectPage, type ProjectPage, type ProjectPageQuery } from "./project-page";
import {
  readerParams,
  readersSession,
  type SessionReader,
  sessionsVerifiedUser,
} from "./reader-session";
import type { DashboardStats } from "./views";

/** What the dashboard shows of its user: read on every request, as credits move with each lead. */
const dashboardUser = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
  creditsLeft: users.creditsLeft,
  creditsMonthlyLimit: users.creditsMonthlyLimit,
  nextCreditRefreshDate: users.nextCreditRefreshDate,
};

/**
 * The session, the user and what the page's numbers and cards are a function of, in one round
 * trip: a row only while the reader's session stands (the session middleware may have taken it
 * from its short-lived memory for this page: auth/session-cache.ts).
 */
const ownDashboard = preparedPerDatabase((db) =>
  db
    .select({ ...dashboardUser, mark: projectsMark, exports: exportTotal })
    .from(sessions)
    .innerJoin(users, sessionsVerifiedUser)
    .where(readersSession)
    .prepare("own_dashboard"),
);

export interface DashboardRead {
  user: Pick<typeof users.$inferSelect, keyof typeof dashboardUser>;
  stats: DashboardStats;
  page: ProjectPage;
}

/**
 * Everything the dashboard shows, for the reader; undefined when their session no longer stands
 * (gone, expired, no longer verified): the caller looks it up afresh to answer as it would have.
 * The user is read each time; the lead counts and the page of projects are kept per user while
 * the mark of their projects is unchanged (dashboard-stats.ts), so a request that finds the mark
 * unchanged costs this one statement. `focus`: a card opened for rename or delete, shown even
 * when not on the page (the no-script path; read afresh, not kept).
 */
export async function readDashboard(
  db: Database,
  reader: SessionReader,
  query: ProjectPageQuery,
  focus?: number,
): Promise<DashboardRead | undefined> {
  const [row] = await ownDashboard(db).execute(readerParams(reader));
  if (!row) return undefined;
  const { mark, exports, ...user } = row;
  const [stats, page] = await Promise.all([
    statsUnderMark(db, reader.userId, mark, exports),
    focus === undefined
      ? keptPage(db, reader.userId, mark, query)
      : listProjectPage(db, reader.userId, query, focus),
  ]);
  return { user, stats, page };
}

function keptPage(db: Database, userId: number, mark: string, query: ProjectPageQuery) {
  const entry = userEntry(db, userId, mark);
  const key = pageKey(query.page, query.q);
  let page = entry.pages.get(key);
  if (!page) {
    page = listProjectPage(db, userId, query);
    keepPage(db, entry, key, page);
  }
  return page;
}
