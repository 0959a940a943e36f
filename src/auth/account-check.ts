import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type SessionRow, sessions } from "../../db/schema";
import { type Clock, systemClock } from "../billing/clock";
import type { Logger } from "../logger";
import type { UserRow } from "./auth-state";
import type { AccountStatus, IdentityVerifier } from "./identity";
import type { SessionEnds } from "./session-ends";

/**
 * How long an account's standing is trusted before the identity service is asked again. Our
 * sessions last days while Firebase can disable or delete an account, or revoke its tokens, at
 * any time; the issue allows 5 minutes, and the live hub's sweep (each minute) comes on top.
 */
export const ACCOUNT_RECHECK_MS = 4 * 60_000;
/** When the identity service cannot be asked, sessions stand and the next try waits this long. */
const RETRY_AFTER_FAILURE_MS = 30_000;
// Firebase keeps tokensValidAfterTime in whole seconds and sets it when the account is created
// too, so a session begun in that same second must stand (a new account signs in at once). As in
// firebase-admin's own token check, only a session begun in an earlier second is revoked.

export interface AccountCheck {
  /**
   * Whether a session found by its cookie may still be used. When its account is disabled,
   * deleted, or its tokens were revoked after the session began, the revoked sessions are
   * deleted, the user's live connections are told, and the answer is false.
   */
  sessionStands(found: { session: SessionRow; user: UserRow }): Promise<boolean>;
}

export interface AccountCheckOptions {
  db: Database;
  identity: Pick<IdentityVerifier, "accountStatus">;
  sessionEnds: SessionEnds;
  logger: Logger;
  /** Injected so tests can move past the recheck interval without waiting for it. */
  clock?: Clock;
  recheckMs?: number;
}

/** An active account as last seen, by user id (disabled and deleted ones have no sessions left). */
interface Seen {
  at: number;
  tokensValidAfter: number | undefined;
}

/** The revocation check, shared by the HTTP session middleware and the live hub's sweep. */
export function createAccountCheck(options: AccountCheckOptions): AccountCheck {
  const { db, identity, sessionEnds, logger } = options;
  const clock = options.clock ?? systemClock;
  const recheckMs = options.recheckMs ?? ACCOUNT_RECHECK_MS;
  const seen = new Map<number, Seen>();
  // One lookup per account at a time, however many of its requests arrive together.
  const lookups = new Map<number, Promise<AccountStatus | undefined>>();
  let prunedAt = 0;

  function lookup(userId: number, uid: string): Promise<AccountStatus | undefined> {
    const running = lookups.get(userId);
    if (running) return running;
    const next = identity
      .accountStatus(uid)
      .catch((err) => {
        logger.warn({ err, userId }, "account check failed; sessions stand until the next try");
        return undefined;
      })
      .finally(() => lookups.delete(userId));
    lookups.set(userId, next);
    return next;
  }

  function prune(now: number): void {
    if (now - prunedAt < recheckMs) return;
    prunedAt = now;
    for (const [userId, entry] of seen) if (now - entry.at > recheckMs) seen.delete(userId);
  }

  async function revoke(userId: number, reason: string, validAfter?: number): Promise<void> {
    await db
      .delete(sessions)
      .where(
        validAfter === undefined
          ? eq(sessions.userId, userId)
          : and(eq(sessions.userId, userId), lt(sessions.createdAt, new Date(validAfter))),
      );
    logger.info({ userId, reason }, "sessions revoked by the account check");
    sessionEnds.announce(userId);
  }

  return {
    async sessionStands({ session, user }) {
      // An account from before Firebase has nobody to ask.
      if (!user.firebaseUid) return true;
      const now = clock.now().getTime();
      let entry = seen.get(user.id);
      // Signing in verified the token with revocation checking: that counts as a check.
      const checkedAt = Math.max(entry?.at ?? 0, session.createdAt.getTime());
      if (now - checkedAt > recheckMs) {
        const status = await lookup(user.id, user.firebaseUid);
        if (!status) {
          seen.set(user.id, {
            at: now - recheckMs + RETRY_AFTER_FAILURE_MS,
            tokensValidAfter: entry?.tokensValidAfter,
          });
          return true;
        }
        if (status.state !== "active") {
          seen.delete(user.id);
          await revoke(user.id, `account ${status.state}`);
          return false;
        }
        entry = { at: now, tokensValidAfter: status.tokensValidAfter?.getTime() };
        seen.set(user.id, entry);
        prune(now);
      }
      const validAfter = entry?.tokensValidAfter;
      if (validAfter !== undefined && session.createdAt.getTime() < validAfter) {
        await revoke(user.id, "tokens revoked", validAfter);
        return false;
      }
      return true;
    },
  };
}
