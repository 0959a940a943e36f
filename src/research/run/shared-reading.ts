import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { siteReadings } from "../../../db/schema";
import type { Logger } from "../../logger";
import { type PeoplePage, peopleExcerpt } from "../extractor/people-excerpt.ts";
import { isOfflineModel } from "../llm/rules-model.ts";
import type { CompanyFacts, Extractor, Fetcher, LanguageModel } from "../ports.ts";
import type { CompanyEvidence } from "../verify/evidence.ts";
import { type ReadFailure, readCompany } from "./company-reader.ts";

/*
 * One reading of a site for every run that wants it at about the same time (issue 19). Two
 * users researching the same profile meet the same companies at once, and under the per-host
 * spacing that every instance keeps (fetcher/host-gate.ts) two runs reading one site each read
 * it at half speed: bench/research-speed.ts --projects showed those projects taking twice as
 * long as the rest, and a second app instance could not help. Now the first run claims the site
 * in the database and reads it; a run that wants it meanwhile, in this process or another,
 * waits for that reading, and one that comes later within READING_TTL takes it as it is, a
 * rejected company's included (the company cache keeps only accepted ones, for a month).
 */

/** What a run needs of a reading: the pages' addresses, not their HTML. */
export type SiteReading =
  | {
      ok: true;
      domain: string;
      website: string;
      pageUrls: string[];
      facts: CompanyFacts;
      evidence: CompanyEvidence;
      /** The lines that name people, kept when a paid model may be asked to read them. */
      people?: PeoplePage[];
    }
  | ReadFailure;

export interface ReadingDeps {
  db: Database;
  fetcher: Fetcher;
  extractor: Extractor;
  logger: Logger;
  pageBudget?: number;
  /** The run's model: a paid one may read the people, so their lines are kept for it. */
  model?: LanguageModel;
  /** Who holds this process's claims: the process itself, unless a test plays two. */
  reader?: string;
}

/** How long a finished reading is reused: long enough for runs started together, short of a site changing. */
export const READING_TTL_MS = 60 * 60_000;
/** A site that could not be read may be back soon. */
export const FAILED_READING_TTL_MS = 5 * 60_000;
/** A claim lapses this long after its last renewal, so a reader that died holds no one up for long. */
export const CLAIM_LEASE_MS = 8_000;
const RENEW_EVERY_MS = 2_000;
const POLL_MS = 250;
/** A claim renewed for longer than this (a reader that hangs) is read past. */
const MAX_WAIT_MS = 60_000;
const PRUNE_EVERY_MS = 60_000;

/** This process, as the holder of its claims. */
const PROCESS_READER = `${process.pid}-${randomUUID()}`.slice(0, 64);

const readerOf = (deps: ReadingDeps) => deps.reader ?? PROCESS_READER;

type Key = { domain: string; countryCode: string };

// Runs of one process (and one engine: tests run several side by side) share a promise.
const inFlight = new WeakMap<Fetcher, Map<string, Promise<SiteReading>>>();
let lastPruneAt = 0;

/** The site's reading: this process's reading in progress, another's, a recent one, or a new one. */
export function readSiteOnce(
  deps: ReadingDeps,
  candidateUrl: string,
  domain: string,
  countryCode: string | undefined,
): Promise<SiteReading> {
  const key = { domain, countryCode: countryCode ?? "" };
  let mine = inFlight.get(deps.fetcher);
  if (!mine) {
    mine = new Map();
    inFlight.set(deps.fetcher, mine);
  }
  const id = `${key.domain}|${key.countryCode}`;
  const running = mine.get(id);
  if (running) return running;
  const reading = claimOrWait(deps, candidateUrl, key).finally(() => mine.delete(id));
  mine.set(id, reading);
  return reading;
}

async function claimOrWait(
  deps: ReadingDeps,
  candidateUrl: string,
  key: Key,
): Promise<SiteReading> {
  const giveUpAt = Date.now() + MAX_WAIT_MS;
  for (;;) {
    if (await claim(deps.db, key, readerOf(deps))) return readAndShare(deps, candidateUrl, key);
    const kept = await keptReading(deps.db, key);
    if (kept) return kept;
    if (Date.now() >= giveUpAt) return readFromSite(deps, candidateUrl, key);
    await Bun.sleep(POLL_MS);
  }
}

/** Takes the site for this process unless a live claim or a fresh reading holds it. */
async function claim(db: Database, key: Key, reader: string): Promise<boolean> {
  const rows = await db
    .insert(siteReadings)
    .values({ ...key, reader, leaseUntil: nowPlus(CLAIM_LEASE_MS) })
    .onConflictDoUpdate({
      target: [siteReadings.domain, siteReadings.countryCode],
      set: {
        reader,
        leaseUntil: nowPlus(CLAIM_LEASE_MS),
        reading: null,
        expiresAt: null,
      },
      setWhere: sql`(${siteReadings.reading} is null and ${siteReadings.leaseUntil} < now())
        or (${siteReadings.reading} is not null and ${siteReadings.expiresAt} < now())`,
    })
    .returning({ reader: siteReadings.reader });
  return rows.length > 0;
}

/** `now()` plus a span, in SQL: on the database's clock, which every instance shares. */
const nowPlus = (ms: number) => sql`now() + ${sql.raw(`interval '${ms} milliseconds'`)}`;

async function keptReading(db: Database, key: Key): Promise<SiteReading | undefined> {
  const [row] = await db
    .select({ reading: siteReadings.reading })
    .from(siteReadings)
    .where(
      and(
        eq(siteReadings.domain, key.domain),
        eq(siteReadings.countryCode, key.countryCode),
        sql`${siteReadings.expiresAt} > now()`,
      ),
    );
  return (row?.reading as SiteReading | null | undefined) ?? undefined;
}

async function readAndShare(
  deps: ReadingDeps,
  candidateUrl: string,
  key: Key,
): Promise<SiteReading> {
  const held = and(
    eq(siteReadings.domain, key.domain),
    eq(siteReadings.countryCode, key.countryCode),
    eq(siteReadings.reader, readerOf(deps)),
    isNull(siteReadings.reading),
  );
  const renewal = setInterval(() => {
    deps.db
      .update(siteReadings)
      .set({ leaseUntil: nowPlus(CLAIM_LEASE_MS) })
      .where(held)
      .catch((err: unknown) => deps.logger.warn({ err, domain: key.domain }, "claim not renewed"));
  }, RENEW_EVERY_MS);
  let reading: SiteReading;
  try {
    reading = await readFromSite(deps, candidateUrl, key);
  } catch (error) {
    // Released at once: the waiters read it themselves rather than wait out the lease.
    await deps.db
      .delete(siteReadings)
      .where(held)
      .catch(() => {});
    throw error;
  } finally {
    clearInterval(renewal);
  }
  const ttl = reading.ok ? READING_TTL_MS : FAILED_READING_TTL_MS;
  try {
    // A claim that lapsed and was taken meanwhile (the database out of reach) is the taker's.
    await deps.db
      .update(siteReadings)
      .set({ reading, expiresAt: nowPlus(ttl) })
      .where(held);
    await pruneExpired(deps.db);
  } catch (err) {
    // The run has its reading; the others read the site themselves once the claim lapses.
    deps.logger.warn({ err, domain: key.domain }, "site reading not shared");
  }
  return reading;
}

/** Reads the site itself, keeping of its pages only their addresses. */
async function readFromSite(
  deps: ReadingDeps,
  candidateUrl: string,
  key: Key,
): Promise<SiteReading> {
  const reading = await readCompany(deps, candidateUrl, key.domain, key.countryCode || undefined);
  if (!reading.ok) return reading;
  return {
    ok: true,
    domain: reading.domain,
    website: reading.website,
    pageUrls: reading.pages.map((page) => page.finalUrl),
    facts: reading.facts,
    evidence: reading.evidence,
    ...(deps.model && !isOfflineModel(deps.model) ? { people: peopleExcerpt(reading.pages) } : {}),
  };
}

/** Expired readings go, at most once a minute per process: the table holds about an hour's sites. */
async function pruneExpired(db: Database): Promise<void> {
  if (Date.now() - lastPruneAt < PRUNE_EVERY_MS) return;
  lastPruneAt = Date.now();
  await db.delete(siteReadings).where(lt(siteReadings.expiresAt, sql`now()`));
}
