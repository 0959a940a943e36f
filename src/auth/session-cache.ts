import type { Database } from "../../db/client";
import type { SessionRow } from "../../db/schema";
import type { UserRow } from "./auth-state";
import { findSession, hashToken } from "./sessions";

type Found = { session: SessionRow; user: UserRow };

/**
 * Reads that check the session themselves, in the same statement as their data (issue 19): for
 * these the session middleware may take a verified session it looked up a moment ago instead of
 * asking the database again. Each must answer as if the session had been looked up when its own
 * check finds it gone, expired or no longer verified: the results list the research page polls
 * every few seconds (401, 403: projects/results-json.ts) and the dashboard (the page a fresh
 * lookup gives: projects/dashboard-read.ts, routes/pages/account-pages.tsx).
 */
const CONFIRMING_READS = [/^\/api\/research-projects\/\d{1,9}\/results$/, /^\/$/];

export function confirmsSession(method: string, path: string): boolean {
  return method === "GET" && CONFIRMING_READS.some((re) => re.test(path));
}

/**
 * How long a looked-up session may stand in for a lookup. The entry is never trusted for the
 * session's validity (the read confirms it); only the user's id, Firebase uid and the session's
 * start time, which the account check reads, come from it, and those do not change.
 */
const KEEP_MS = 60_000;
// Entries are two rows; the bound only keeps very many sessions from growing the process.
const MAX_KEPT = 10_000;
const kept = new WeakMap<Database, Map<string, { found: Found; at: number }>>();

function keptOf(db: Database) {
  let byHash = kept.get(db);
  if (!byHash) {
    byHash = new Map();
    kept.set(db, byHash);
  }
  return byHash;
}

/**
 * The session behind a cookie token, as `findSession` answers it; for a read that confirms the
 * session itself, a verified session looked up in the last minute is reused.
 */
export async function lookUpSession(
  db: Database,
  token: string,
  confirmedByRead: boolean,
): Promise<Found | undefined> {
  const byHash = keptOf(db);
  const hash = hashToken(token);
  const entry = confirmedByRead ? byHash.get(hash) : undefined;
  if (entry && Date.now() - entry.at < KEEP_MS) return entry.found;
  const found = await findSession(db, token);
  byHash.delete(hash);
  if (found?.session.verified && found.user.emailVerified) {
    if (byHash.size >= MAX_KEPT) byHash.delete(byHash.keys().next().value as string);
    byHash.set(hash, { found, at: Date.now() });
  }
  return found;
}

/** Drops a kept session (its account check refused it, or a read found it gone). */
export function forgetSession(db: Database, tokenHash: string): void {
  keptOf(db).delete(tokenHash);
}
