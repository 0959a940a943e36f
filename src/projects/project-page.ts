import { and, desc, eq, ilike, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { researchProjects } from "../../db/schema";
import { preparedPerDatabase } from "./prepared";
import type { ProjectSummary } from "./views";

/** Cards per dashboard page: a page stays light however many projects the user has. */
export const PROJECTS_PER_PAGE = 24;
// Longer searches are cut: a project name is at most 200 characters.
const MAX_SEARCH_CHARS = 200;

/**
 * `?page` and `?q` of the dashboard. A page that is not a positive whole number reads as page 1
 * (a hand-edited URL is not worth an error page); one past the end is clamped by the query.
 */
export const projectPageQuery = z.object({
  page: z
    .string()
    .optional()
    .transform((v) => (v && /^\d{1,6}$/.test(v) ? Math.max(1, Number(v)) : 1)),
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, MAX_SEARCH_CHARS)),
});
export type ProjectPageQuery = z.output<typeof projectPageQuery>;

export interface ProjectPage {
  projects: ProjectSummary[];
  /** The page shown (after clamping), 1-based. */
  page: number;
  pageCount: number;
  /** Projects matching the search (all of the user's without one). */
  matching: number;
  q: string;
}

/** What a project's card shows (ProjectSummary). */
const cardColumns = {
  id: researchProjects.id,
  name: researchProjects.name,
  status: researchProjects.status,
  createdAt: researchProjects.createdAt,
  // The card's badge: a paused project that never ran is "Not started" (projectState).
  processingStartedAt: researchProjects.processingStartedAt,
  // And why a paused one is paused: out of credits is not the user's pause (issue 29).
  pauseReason: researchProjects.pauseReason,
  // Kept on the project row by the database (migration 0007): the page reads its 24 rows and no
  // lead, where counting read each card's index entries.
  resultCount: researchProjects.leadCount,
};

/** `%` and `_` typed in the box are searched for, not wildcards (backslash is ILIKE's escape). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const own = eq(researchProjects.userId, sql.placeholder("userId"));
const named = ilike(researchProjects.name, sql.placeholder("pattern"));

/** The page's rows, built and prepared once per database: with a search and without. */
function pageQuery(db: Database, search: boolean) {
  return db
    .select({
      ...cardColumns,
      // How many match, on every row: the pager needs it and it saves a second round trip.
      matching: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(researchProjects)
    .where(search ? and(own, named) : own)
    .orderBy(desc(researchProjects.createdAt), desc(researchProjects.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(search ? "project_page_search" : "project_page");
}
const allPage = preparedPerDatabase((db) => pageQuery(db, false));
const searchPage = preparedPerDatabase((db) => pageQuery(db, true));

function matches(userId: number, q: string) {
  const mine = eq(researchProjects.userId, userId);
  return q === "" ? mine : and(mine, ilike(researchProjects.name, containsPattern(q)));
}

function pageRows(db: Database, userId: number, q: string, page: number) {
  const query = q === "" ? allPage(db) : searchPage(db);
  return query.execute({
    userId,
    pattern: containsPattern(q),
    limit: PROJECTS_PER_PAGE,
    offset: (page - 1) * PROJECTS_PER_PAGE,
  });
}

/**
 * One page of the user's projects, newest first, each with its accepted-lead count, in one
 * query. Only a page past the end (an old link after deletions) costs a second one, for the last.
 * `focus`: a card opened for rename or delete (the no-script path, or a refused rename), added
 * when it is not on the page, so that it is always shown (one more query, only then).
 */
export async function listProjectPage(
  db: Database,
  userId: number,
  { page, q }: ProjectPageQuery,
  focus?: number,
): Promise<ProjectPage> {
  let shown = page;
  let rows = await pageRows(db, userId, q, shown);
  if (rows.length === 0 && shown > 1) {
    const [first] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(researchProjects)
      .where(matches(userId, q));
    shown = Math.max(1, Math.ceil((first?.n ?? 0) / PROJECTS_PER_PAGE));
    rows = await pageRows(db, userId, q, shown);
  }
  const matching = rows[0]?.matching ?? 0;
  const projects: ProjectSummary[] = rows.map(({ matching: _, ...summary }) => summary);
  if (focus !== undefined && !projects.some((p) => p.id === focus)) {
    const extra = await projectSummary(db, userId, focus);
    if (extra) projects.push(extra);
  }
  return {
    projects,
    page: shown,
    pageCount: Math.max(1, Math.ceil(matching / PROJECTS_PER_PAGE)),
    matching,
    q,
  };
}

/** One project's card data, for a card opened (rename/delete) that is not on the page shown. */
export async function projectSummary(
  db: Database,
  userId: number,
  projectId: number,
): Promise<ProjectSummary | undefined> {
  const [row] = await db
    .select(cardColumns)
    .from(researchProjects)
    .where(and(eq(researchProjects.id, projectId), eq(researchProjects.userId, userId)));
  return row;
}
