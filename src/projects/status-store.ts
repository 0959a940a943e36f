import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { researchProjects } from "../../db/schema";
import { AppError } from "../errors";
import { canMove, type PauseReason, type ProjectStatus, sourcesOf } from "./project-status";

/*
 * The only writer of research_projects.status. Every move is checked against the state machine
 * (project-status.ts) and made as a conditional update on the statuses it may come from, so a
 * user's pause that lands first always wins over the engine's own move.
 */

type ProjectRow = typeof researchProjects.$inferSelect;

/** The spec's answer to a refused status change (§8 "Failed to update research status."). */
export const statusChangeRefused = () =>
  new AppError("invalid_status_change", 409, "Failed to update research status.");

export interface StatusMove {
  /** The statuses the caller expects to leave; each must be allowed to reach `to`. */
  from?: readonly ProjectStatus[];
  /** Only the owner's project moves (route calls); the engine leaves this out. */
  userId?: number;
  /** A new target that comes with the move (a request for more leads). */
  companyCount?: number;
  /** Why a move to paused is made; a pause is the user's unless the engine says otherwise. */
  pauseReason?: PauseReason;
}

/**
 * Moves a project to `to` when it is in one of the allowed `from` statuses; the updated row, or
 * undefined when it was elsewhere (or gone). Asking for a move the machine forbids is a bug and
 * throws before anything is written.
 */
export async function moveProjectStatus(
  db: Database,
  projectId: number,
  to: ProjectStatus,
  move: StatusMove = {},
): Promise<ProjectRow | undefined> {
  const from = move.from ?? sourcesOf(to);
  const illegal = from.filter((status) => !canMove(status, to));
  if (illegal.length > 0) throw new Error(`Illegal project status move ${illegal} → ${to}`);
  const now = new Date();
  const [row] = await db
    .update(researchProjects)
    .set({
      status: to,
      updatedAt: now,
      lastActivityAt: now,
      ...(to === "processing" ? { processingStartedAt: now } : {}),
      ...(move.companyCount !== undefined ? { companyCount: move.companyCount } : {}),
      // Only a paused project has a reason to be paused; any other move clears it.
      pauseReason: to === "paused" ? (move.pauseReason ?? "user") : null,
    })
    .where(
      and(
        eq(researchProjects.id, projectId),
        inArray(researchProjects.status, [...from]),
        move.userId !== undefined ? eq(researchProjects.userId, move.userId) : undefined,
      ),
    )
    .returning();
  return row;
}

/**
 * Sets a status regardless of the machine: only for the `/__test` fixture routes, which are
 * never mounted in production, to put a project in a state a test starts from.
 */
export async function forceProjectStatus(
  db: Database,
  projectId: number,
  status: ProjectStatus,
  extra: { pauseReason?: PauseReason; started?: boolean } = {},
): Promise<void> {
  const now = new Date();
  await db
    .update(researchProjects)
    .set({
      status,
      updatedAt: now,
      // As a real move would leave it: a reason only on a paused project.
      pauseReason: status === "paused" ? (extra.pauseReason ?? null) : null,
      ...(extra.started ? { processingStartedAt: now } : {}),
    })
    .where(eq(researchProjects.id, projectId));
}
