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

/** Throws the 402 refusal when the user has no credit left for a run that still wants leads. */
export async function assertCreditsToRun(
  db: Database,
  userId: number,
  leadsWanted: number,
): Promise<void> {
  const [user] = await db
    .select({ creditsLeft: users.creditsLeft })
    .from(users)
    .where(eq(users.id, userId));
  const creditsLeft = user?.creditsLeft ?? 0;
  if (creditsLeft <= 0) throw creditsRefusal(creditsLeft, Math.max(1, leadsWanted));
}
