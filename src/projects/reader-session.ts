import { and, eq, gt, sql } from "drizzle-orm";
import { sessions, users } from "../../db/schema";

/*
 * The reader's own session, checked inside a read's statement (issue 19): reads the session
 * middleware may serve from its short-lived memory (auth/session-cache.ts, `confirmsSession`)
 * join the session by its hash here, so that a session deleted, expired or no longer verified
 * anywhere returns no row, and the caller looks it up afresh to answer as if it had never been kept.
 */

/** Who reads: the signed-in user and the stored hash of the session they read with. */
export interface SessionReader {
  userId: number;
  sessionHash: string;
}

/** The session row of the reader, still standing: placeholders `sessionHash`, `userId`, `now`. */
export const readersSession = and(
  eq(sessions.tokenHash, sql.placeholder("sessionHash")),
  eq(sessions.userId, sql.placeholder("userId")),
  eq(sessions.verified, true),
  gt(sessions.expiresAt, sql.placeholder("now")),
);

/** Its user, whose email must still be verified (the middleware's "verified" state). */
export const sessionsVerifiedUser = and(
  eq(users.id, sessions.userId),
  eq(users.emailVerified, true),
);

/** The placeholders' values for a reader, now. */
export function readerParams({ userId, sessionHash }: SessionReader) {
  // As text: the driver maps a Date only for a bound column, not for a placeholder.
  return { userId, sessionHash, now: new Date().toISOString() };
}
