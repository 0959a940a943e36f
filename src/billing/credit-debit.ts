import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { creditUsageLogs, users } from "../../db/schema";

/*
 * Every credit a user spends leaves through here, as every credit granted arrives through
 * credits.ts (renewals): billing owns the balance. The caller passes its own transaction, so a
 * lead and its credit commit together or not at all (research/run/outcomes.ts).
 */

/** A database or an open transaction: the debit joins whichever it is given. */
export type Ledger = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface LeadDebit {
  userId: number;
  projectId: number;
  /** Named in the usage log the Plan Overview lists. */
  companyName: string;
}

/**
 * Charges one credit for an accepted lead and logs it; false, with nothing written, when the user
 * has none left. The decrement is conditional, so two runs racing for the last credit cannot both
 * get it and the balance never goes below zero.
 */
export async function debitLeadCredit(ledger: Ledger, debit: LeadDebit): Promise<boolean> {
  const charged = await ledger
    .update(users)
    .set({ creditsLeft: sql`${users.creditsLeft} - 1` })
    .where(and(eq(users.id, debit.userId), gte(users.creditsLeft, 1)))
    .returning({ creditsLeft: users.creditsLeft });
  if (charged.length === 0) return false;
  await ledger.insert(creditUsageLogs).values({
    userId: debit.userId,
    projectId: debit.projectId,
    creditsUsed: 1,
    actionType: "lead",
    description: `Lead: ${debit.companyName}`.slice(0, 500),
  });
  return true;
}
