import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyResearchResults, researchProjects, users } from "../../db/schema";
import { AppError } from "../errors";
import { OTHER_DECISION_MAKER } from "../research/decision-makers";
import { canMove, isProjectStatus } from "./project-status";
import type { CreateProjectInput } from "./schemas";
import { moveProjectStatus, statusChangeRefused } from "./status-store";
import type { ProjectSummary } from "./views";

export type ProjectRow = typeof researchProjects.$inferSelect;

/** The one answer for a missing project and for someone else's: never reveal which it was. */
export const projectNotFound = () => new AppError("not_found", 404, "Research project not found");

const ownedBy = (userId: number, projectId: number) =>
  and(eq(researchProjects.id, projectId), eq(researchProjects.userId, userId));

/** The user's projects for the list view, newest first, each with its accepted-lead count. */
export async function listProjects(db: Database, userId: number): Promise<ProjectSummary[]> {
  // One grouped join rather than a count per project: the list is one query however long it is.
  return db
    .select({
      id: researchProjects.id,
      name: researchProjects.name,
      status: researchProjects.status,
      processingStartedAt: researchProjects.processingStartedAt,
      createdAt: researchProjects.createdAt,
      resultCount: count(companyResearchResults.id),
    })
    .from(researchProjects)
    .leftJoin(companyResearchResults, eq(companyResearchResults.projectId, researchProjects.id))
    .where(eq(researchProjects.userId, userId))
    .groupBy(researchProjects.id)
    .orderBy(desc(researchProjects.createdAt), desc(researchProjects.id));
}

export const PROJECT_LIMIT_CODE = "project_limit";

/** The refusal once a user holds `max` projects. */
export const projectLimitReached = (max: number) =>
  new AppError(
    PROJECT_LIMIT_CODE,
    409,
    `You have reached the limit of ${max} research projects. Delete a project you no longer need to create a new one.`,
  );

/**
 * Stores a new project from the creation form; it starts paused (the stored default). A user
 * holds at most `maxProjects` (one account must not grow the dashboard and the database without
 * bound); the user's row is locked while counting so parallel creates cannot pass the cap.
 * Without a cap (seeds, benchmarks) the project is simply stored.
 */
export async function createProject(
  db: Database,
  userId: number,
  input: CreateProjectInput,
  maxProjects?: number,
): Promise<ProjectRow> {
  return withinProjectCap(db, userId, maxProjects, (tx) => insertProject(tx, userId, input));
}

/** Runs `insert` once the user holds fewer than `maxProjects` projects (no cap: at once). */
export async function withinProjectCap<T>(
  db: Database,
  userId: number,
  maxProjects: number | undefined,
  insert: (tx: Database) => Promise<T>,
): Promise<T> {
  if (maxProjects === undefined) return insert(db);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(researchProjects)
      .where(eq(researchProjects.userId, userId));
    if ((held?.n ?? 0) >= maxProjects) throw projectLimitReached(maxProjects);
    return insert(tx);
  });
}

async function insertProject(
  db: Database,
  userId: number,
  input: CreateProjectInput,
): Promise<ProjectRow> {
  const [row] = await db
    .insert(researchProjects)
    .values({
      userId,
      name: input.name,
      country: input.country,
      city: input.city ?? null,
      companyType: input.companyType,
      productsServices: input.productsServices,
      keywords: input.keywords ?? null,
      decisionMaker: input.decisionMaker,
      // A catalogue title says it all; a title typed before choosing it does not travel along.
      decisionMakerTitle:
        input.decisionMaker === OTHER_DECISION_MAKER ? (input.decisionMakerTitle ?? null) : null,
      companyCount: input.companyCount,
      exclusions: input.exclusions ?? null,
      existingCompanies: input.existingCompanies,
    })
    .returning();
  if (!row) throw new Error("project insert returned no row");
  return row;
}

/** The user's project; 404 'Research project not found' when missing or owned by someone else. */
export async function getProject(
  db: Database,
  userId: number,
  projectId: number,
): Promise<ProjectRow> {
  return ownedRow(await db.select().from(researchProjects).where(ownedBy(userId, projectId)));
}

/** The one row a statement on the user's project returned; none is the 404. */
function ownedRow<T>([row]: T[]): T {
  if (!row) throw projectNotFound();
  return row;
}

/** Renames the user's project (the name is already trimmed and non-blank). */
export const renameProject = (db: Database, userId: number, projectId: number, name: string) =>
  updateOwned(db, userId, projectId, { name });

/**
 * Pauses or resumes the user's project (the status control) through the state machine: asking
 * for the status it already has changes nothing; a move the machine forbids (pausing a completed
 * project), or one a concurrent move got to first, is refused with the spec's failure message.
 */
export async function setProjectStatus(
  db: Database,
  userId: number,
  projectId: number,
  status: "paused" | "processing",
): Promise<ProjectRow> {
  const current = await getProject(db, userId, projectId);
  if (current.status === status) return current;
  if (!isProjectStatus(current.status) || !canMove(current.status, status)) {
    throw statusChangeRefused();
  }
  const moved = await moveProjectStatus(db, projectId, status, { from: [current.status], userId });
  if (!moved) throw statusChangeRefused();
  return moved;
}

/** Deletes the user's project and, through the cascading foreign keys, everything under it. */
export async function deleteProject(
  db: Database,
  userId: number,
  projectId: number,
): Promise<void> {
  ownedRow(
    await db
      .delete(researchProjects)
      .where(ownedBy(userId, projectId))
      .returning({ id: researchProjects.id }),
  );
}

async function updateOwned(
  db: Database,
  userId: number,
  projectId: number,
  changes: Partial<typeof researchProjects.$inferInsert>,
): Promise<ProjectRow> {
  return ownedRow(
    await db.update(researchProjects).set(changes).where(ownedBy(userId, projectId)).returning(),
  );
}

/** The user's projects as stored, newest first (the public API's list). */
export async function listProjectRows(db: Database, userId: number): Promise<ProjectRow[]> {
  return db
    .select()
    .from(researchProjects)
    .where(eq(researchProjects.userId, userId))
    .orderBy(desc(researchProjects.createdAt), desc(researchProjects.id));
}
