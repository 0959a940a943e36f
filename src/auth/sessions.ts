import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type SessionRow, sessions, users } from "../../db/schema";
import { preparedPerDatabase } from "../projects/prepared";
import type { UserRow } from "./auth-state";

/** Cookie name: the `__Host-` prefix (Secure, Path=/, no Domain) whenever we are served over https. */
export function sessionCookieName(https: boolean): string {
  return https ? "__Host-sid" : "sid";
}

/** The stored form of a cookie token: sessions are found by it and the token itself is never kept. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Starts a session; the returned token goes in the cookie and is never stored. */
export async function createSession(
  db: Database,
  input: { userId: number; verified: boolean; ttlDays: number; userAgent?: string },
): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + input.ttlDays * 86_400_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    verified: input.verified,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 255),
  });
  return { token, expiresAt };
}

/** The live session behind a cookie token, with its user; expired or revoked: undefined. */
export async function findSession(
  db: Database,
  token: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  const [row] = await sessionByHash(db).execute({
    hash: hashToken(token),
    // As text: the driver maps a Date only for a bound column, not for a placeholder.
    now: new Date().toISOString(),
  });
  return row;
}

// Runs before every signed-in request: built once, prepared once.
const sessionByHash = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("hash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("session_by_hash"),
);

/** Ends one session by its cookie token (logout); returns its user's id, if it existed. */
export async function revokeSession(db: Database, token: string): Promise<number | undefined> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ userId: sessions.userId });
  return ended?.userId;
}

/** Ends every session of a user (account disabled, password changed elsewhere). */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Housekeeping: drops expired sessions. */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
