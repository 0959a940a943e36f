import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { creditUsageLogs } from "../../db/schema";

/** Credits the user's ledger charged to this project. */
export async function creditsSpentOn(
  db: Database,
  userId: number,
  projectId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${creditUsageLogs.creditsUsed}), 0)`.mapWith(Number) })
    .from(creditUsageLogs)
    .where(and(eq(creditUsageLogs.userId, userId), eq(creditUsageLogs.projectId, projectId)));
  return row?.n ?? 0;
}
