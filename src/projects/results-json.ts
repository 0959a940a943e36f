import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  companies,
  companyResearchResults,
  researchProjects,
  sessions,
  users,
} from "../../db/schema";
import { listLeads } from "./lead-store";
import { preparedPerDatabase } from "./prepared";
import {
  readerParams,
  readersSession,
  type SessionReader,
  sessionsVerifiedUser,
} from "./reader-session";

/**
 * What a project's results are a function of, cheap to read (issue 19): its leads' count and
 * newest id, and the versions of their companies. A project's leads are only ever inserted, one
 * accept at a time under the project's row lock (research/run/outcomes.ts), so in id order; a
 * lead row and its contact are never updated. Its company is shared by every project that found
 * the same domain and is rewritten when another project reads the site afresh, so each company
 * row's `xmin` (the transaction that wrote its current version, new on every update) is summed
 * in. Reading this costs the project's index entries and its companies' primary-key probes, where
 * the lead list also joins every contact and is serialised: a fifth of the database's work and
 * none of the 40 KB transfer.
 */
const resultsMark = sql<string>`(select count(*) || ':' || coalesce(max(r.id), 0) || ':' ||
    coalesce(sum(c.xmin::text::bigint), 0)
  from ${companyResearchResults} r join ${companies} c on c.id = r.company_id
  where r.project_id = ${researchProjects}.id)`;

/**
 * The session, the owner check and the mark in one round trip: a row only for a project of the
 * user whose verified session this still is (the session middleware may have taken the session
 * from its short-lived memory for this read: auth/session-cache.ts).
 */
const ownedResultsMark = preparedPerDatabase((db) =>
  db
    .select({ mark: resultsMark })
    .from(researchProjects)
    .innerJoin(sessions, and(readersSession, eq(sessions.userId, researchProjects.userId)))
    .innerJoin(users, sessionsVerifiedUser)
    .where(eq(researchProjects.id, sql.placeholder("projectId")))
    .prepare("owned_results_mark"),
);

/**
 * A project's leads as the results API sends them: the JSON as UTF-8 bytes, and those bytes
 * gzip-compressed. Each is made once per mark and sent as often as the page polls: a browser
 * asks for gzip, and the bench's 50 leads (39 KB) go out as 2.1 KB.
 */
export interface LeadsBody {
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** Compressed on the first call, then kept with the body. */
  gzipped(): Uint8Array<ArrayBuffer>;
}

interface CachedBody {
  mark: string;
  body: LeadsBody;
}

function leadsBody(json: string): LeadsBody {
  const bytes = new TextEncoder().encode(json);
  let gzip: Uint8Array<ArrayBuffer> | undefined;
  return {
    bytes,
    gzipped: () => {
      gzip ??= Bun.gzipSync(bytes);
      return gzip;
    },
  };
}

const NO_LEADS = leadsBody("[]");

// Per database handle, as the prepared queries: a test's databases never share entries. The
// bound keeps many projects' bodies (40 KB for 50 leads) from growing the process without end;
// the oldest used go first.
const MAX_CACHED_BYTES = 16_000_000;
const caches = new WeakMap<Database, { bodies: Map<number, CachedBody>; bytes: number }>();

function cacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    cache = { bodies: new Map(), bytes: 0 };
    caches.set(db, cache);
  }
  return cache;
}

function remember(db: Database, projectId: number, body: CachedBody): void {
  const cache = cacheOf(db);
  forget(cache, projectId);
  if (body.body.bytes.length > MAX_CACHED_BYTES) return;
  cache.bodies.set(projectId, body);
  cache.bytes += body.body.bytes.length;
  for (const [id] of cache.bodies) {
    if (cache.bytes <= MAX_CACHED_BYTES) break;
    forget(cache, id);
  }
}

function forget(cache: ReturnType<typeof cacheOf>, projectId: number): void {
  const old = cache.bodies.get(projectId);
  if (!old) return;
  cache.bodies.delete(projectId);
  cache.bytes -= old.body.bytes.length;
}

/**
 * The project's leads as the body the results API sends (`listLeads`, serialised); undefined
 * unless the reader's session is still verified and the user owns the project (the caller tells
 * which of the two failed). The research page polls this every few seconds while the body changes
 * only when a lead is accepted: each call reads the owner check and the mark, and the body is read
 * and serialised again only when the mark moved. A body is stored under a mark read before it, so
 * it is never older than its mark: a lead that commits in between only makes the next call read
 * again.
 */
export async function readLeadsBody(
  db: Database,
  reader: SessionReader,
  projectId: number,
): Promise<LeadsBody | undefined> {
  const [owned] = await ownedResultsMark(db).execute({ ...readerParams(reader), projectId });
  if (!owned) return undefined;
  if (owned.mark.startsWith("0:")) return NO_LEADS;
  const hit = cacheOf(db).bodies.get(projectId);
  if (hit?.mark === owned.mark) {
    // Used again: to the back of the eviction order.
    remember(db, projectId, hit);
    return hit.body;
  }
  const body = leadsBody(JSON.stringify(await listLeads(db, reader.userId, projectId)));
  remember(db, projectId, { mark: owned.mark, body });
  return body;
}
