import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../errors";

/*
 * A run charges one credit per accepted lead; with none left it could only start and pause at
 * once (the API answered 200 "processing" and the project paused with no reason given). So every
 * start, confirm and resume is refused up front, with the numbers, the same in the UI and the API.
 */

/** What a refused start says: the user's credits and what the project still asks for. */
export function creditsRefusal(creditsLeft: number, leadsWanted: number): AppError {
  const leads = `${leadsWanted} lead${leadsWanted === 1 ? "" : "s"}`;
  return new AppError(
    "insufficient_credits",
    402,
    `You have ${creditsLeft} credits left, and this research needs up to ${leadsWanted} (one per accepted lead, ${leads} to go). Upgrade your plan or wait for next month's credits.`,
  );
}

/** The user's credits left now. */
export async function creditsLeftOf(db: Database, userId: number): Promise<number> {
  const [user] = await db
    .select({ creditsLeft: users.creditsLeft })
    .from(users)
    .where(eq(users.id, userId));
  return user?.creditsLeft ?? 0;
}

/** Throws the 402 refusal when the user has no credit left for a run that still wants leads. */
export async function assertCreditsToRun(
  db: Database,
  userId: number,
  leadsWanted: number,
): Promise<void> {
  const creditsLeft = await creditsLeftOf(db, userId);
  if (creditsLeft <= 0) throw creditsRefusal(creditsLeft, Math.max(1, leadsWanted));
}

/** What a list larger than the user's credits is told, before any row is worked (issue 30). */
export function listCreditsRefusal(creditsLeft: number, rows: number): AppError {
  const companies = rows === 1 ? "1 company" : `${rows} companies`;
  const cost = rows === 1 ? "1 credit" : `${rows} credits`;
  const advice =
    creditsLeft > 0
      ? `Shorten the list to ${creditsLeft} companies or fewer, or upgrade your plan.`
      : "Upgrade your plan or wait for next month's credits.";
  return new AppError(
    "insufficient_credits",
    402,
    `This list has ${companies} to research and could cost up to ${cost} (one per accepted lead), but you have ${creditsLeft} credits left. ${advice}`,
  );
}

/**
 * Throws the 402 refusal when a list's rows still to research could cost more than the user's
 * credits: a list is all-or-nothing, so it never stops half-way for want of credits.
 */
export async function assertCreditsForList(
  db: Database,
  userId: number,
  rowsToResearch: number,
): Promise<void> {
  const creditsLeft = await creditsLeftOf(db, userId);
  if (!listAffordable(creditsLeft, rowsToResearch)) {
    throw listCreditsRefusal(creditsLeft, rowsToResearch);
  }
}

/** Whether a list with these rows to research may start: every row paid for, and a credit left. */
export function listAffordable(creditsLeft: number, rowsToResearch: number): boolean {
  return creditsLeft >= rowsToResearch && creditsLeft > 0;
}
