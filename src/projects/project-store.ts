import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyResearchResults, researchProjects } from "../../db/schema";
import { AppError } from "../errors";
import type { CreateProjectInput } from "./schemas";
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
      createdAt: researchProjects.createdAt,
      resultCount: count(companyResearchResults.id),
    })
    .from(researchProjects)
    .leftJoin(companyResearchResults, eq(companyResearchResults.projectId, researchProjects.id))
    .where(eq(researchProjects.userId, userId))
    .groupBy(researchProjects.id)
    .orderBy(desc(researchProjects.createdAt), desc(researchProjects.id));
}

/** Stores a new project from the creation form; it starts paused (the stored default). */
export async function createProject(
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
  const [row] = await db.select().from(researchProjects).where(ownedBy(userId, projectId));
  if (!row) throw projectNotFound();
  return row;
}

/** Renames the user's project (the name is already trimmed and non-blank). */
export async function renameProject(
  db: Database,
  userId: number,
  projectId: number,
  name: string,
): Promise<ProjectRow> {
  return updateOwned(db, userId, projectId, { name });
}

/** Pauses or resumes the user's project; resuming stamps when processing started. */
export async function setProjectStatus(
  db: Database,
  userId: number,
  projectId: number,
  status: "paused" | "processing",
): Promise<ProjectRow> {
  const changes: Partial<typeof researchProjects.$inferInsert> = { status };
  if (status === "processing") changes.processingStartedAt = new Date();
  return updateOwned(db, userId, projectId, changes);
}

/** Deletes the user's project and, through the cascading foreign keys, everything under it. */
export async function deleteProject(
  db: Database,
  userId: number,
  projectId: number,
): Promise<void> {
  const deleted = await db
    .delete(researchProjects)
    .where(ownedBy(userId, projectId))
    .returning({ id: researchProjects.id });
  if (deleted.length === 0) throw projectNotFound();
}

async function updateOwned(
  db: Database,
  userId: number,
  projectId: number,
  changes: Partial<typeof researchProjects.$inferInsert>,
): Promise<ProjectRow> {
  const [row] = await db
    .update(researchProjects)
    .set(changes)
    .where(ownedBy(userId, projectId))
    .returning();
  if (!row) throw projectNotFound();
  return row;
}
