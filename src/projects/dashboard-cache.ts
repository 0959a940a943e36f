import type { Database } from "../../db/client";
import type { ProjectPage } from "./project-page";

/** The two tiles that read leads. */
export interface LeadCounts {
  companiesFound: number;
  decisionMakers: number;
}

/**
 * What the dashboard keeps of one user while the mark of their projects is unchanged
 * (dashboard-stats.ts `projectsMark`): the lead counts and the pages of the project list asked
 * for. Promises, so that requests arriving together while the mark is new read once.
 */
export interface UserEntry {
  mark: string;
  leads?: Promise<LeadCounts>;
  /** By `pageKey`. */
  pages: Map<string, Promise<ProjectPage>>;
}

// Per database handle, as the prepared queries: a test's databases never share entries. The
// bounds keep a long-lived process with very many users from growing without end: an entry
// without pages is a few numbers, a page 24 rows (about 7 KB).
const MAX_USERS = 10_000;
const MAX_PAGES = 2_000;
// Searches make new keys: a user's oldest pages go first.
const MAX_PAGES_PER_USER = 8;
type Cache = { users: Map<number, UserEntry>; pages: number };
const caches = new WeakMap<Database, Cache>();

function cacheOf(db: Database): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { users: new Map(), pages: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The user's entry for `mark`: the kept one while the mark is the same, else a new, empty one
 * (what was kept under an older mark is dropped). Used last, it goes to the back of the order
 * in which entries are dropped.
 */
export function userEntry(db: Database, userId: number, mark: string): UserEntry {
  const cache = cacheOf(db);
  let entry = cache.users.get(userId);
  cache.users.delete(userId);
  if (entry?.mark !== mark) {
    if (entry) dropPages(cache, entry);
    entry = { mark, pages: new Map() };
  }
  cache.users.set(userId, entry);
  if (cache.users.size > MAX_USERS) {
    const [oldest, dropped] = cache.users.entries().next().value as [number, UserEntry];
    dropPages(cache, dropped);
    cache.users.delete(oldest);
  }
  return entry;
}

export const pageKey = (page: number, q: string) => `${page}\n${q}`;

/**
 * Keeps a page of the project list, being read, in the entry just returned by `userEntry`; the
 * pages of the users seen longest ago go first when there are too many.
 */
export function keepPage(db: Database, entry: UserEntry, key: string, page: Promise<ProjectPage>) {
  const cache = cacheOf(db);
  if (!entry.pages.delete(key)) cache.pages += 1;
  entry.pages.set(key, page);
  // A failed read is not kept: the next request reads again.
  page.catch(() => {
    if (entry.pages.get(key) !== page) return;
    entry.pages.delete(key);
    cache.pages -= 1;
  });
  if (entry.pages.size > MAX_PAGES_PER_USER) {
    entry.pages.delete(entry.pages.keys().next().value as string);
    cache.pages -= 1;
  }
  for (const other of cache.users.values()) {
    if (cache.pages <= MAX_PAGES) break;
    if (other !== entry) dropPages(cache, other);
  }
}

function dropPages(cache: Cache, entry: UserEntry): void {
  cache.pages -= entry.pages.size;
  entry.pages.clear();
}
