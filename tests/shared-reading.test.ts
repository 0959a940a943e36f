import { beforeEach, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { siteReadings } from "../db/schema";
import { createLogger } from "../src/logger";
import { createExtractor } from "../src/research/extractor/index.ts";
import type { Fetcher, FetchResult } from "../src/research/ports.ts";
import { type ReadingDeps, readSiteOnce } from "../src/research/run/shared-reading.ts";
import { unlessAborted } from "../src/research/run/unless-aborted.ts";
import { describeEachDatabase, describeTwoInstances } from "./helpers/database";

/*
 * One reading of a site for the runs that want it at about the same time (issue 19, point 4):
 * in one process and across instances on one database, a site is read once, and a later run
 * within the hour takes that reading, while a claim whose reader died or failed holds no one up.
 */

const DOMAIN = "pumpen-muster.example";
const URL_OF = `https://${DOMAIN}/`;
const PAGES: Record<string, string> = {
  "/": `<html><body><h1>Pumpen Muster GmbH</h1><a href="/impressum">Impressum</a></body></html>`,
  "/impressum":
    "<p>Pumpen Muster GmbH, Hafenstraße 1, 20457 Hamburg. Geschäftsführerin: Anna Weber. Tel. 040 1234567</p>",
};

/** The site, answering after `delayMs`; counts the homepage reads. */
function countingSite(delayMs = 100, down = false) {
  const counted = { homepages: 0 };
  const fetcher: Fetcher = {
    async fetch(url: string): Promise<FetchResult> {
      const path = new URL(url).pathname;
      if (path === "/") counted.homepages++;
      await Bun.sleep(delayMs);
      const body = PAGES[path];
      if (down || body === undefined) return { ok: false, reason: "http-error" };
      return {
        ok: true,
        page: { url, finalUrl: url, status: 200, contentType: "text/html", body, truncated: false },
      };
    },
  };
  return { fetcher, counted };
}

const extractor = createExtractor();
const logger = createLogger("silent");

describeEachDatabase("a site read once for the runs that want it", (suite) => {
  const deps = (fetcher: Fetcher, reader?: string): ReadingDeps => ({
    db: suite.handle().db,
    fetcher,
    extractor,
    logger,
    ...(reader ? { reader } : {}),
  });
  beforeEach(async () => {
    await suite.handle().db.delete(siteReadings);
  });

  test("runs of one process that want it at once share one reading", async () => {
    const site = countingSite();
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => readSiteOnce(deps(site.fetcher), URL_OF, DOMAIN, "DE")),
    );
    expect(site.counted.homepages).toBe(1);
    expect(a?.ok).toBe(true);
    expect(b).toEqual(a as NonNullable<typeof a>);
    expect(c).toEqual(a as NonNullable<typeof a>);
    if (!a?.ok) throw new Error("not read");
    expect(a.pageUrls).toEqual([URL_OF, `https://${DOMAIN}/impressum`]);
    expect(a.facts.phones.map((p) => p.value)).toEqual(["+49401234567"]);
  });

  test("a run that comes later within the hour takes the kept reading, as JSON", async () => {
    const first = countingSite();
    const read = await readSiteOnce(deps(first.fetcher), URL_OF, DOMAIN, "DE");
    // Another engine (another process's fetcher): nothing in flight, the row is what it finds.
    const later = countingSite();
    const kept = await readSiteOnce(deps(later.fetcher), URL_OF, DOMAIN, "DE");
    expect(later.counted.homepages).toBe(0);
    expect(JSON.parse(JSON.stringify(kept))).toEqual(JSON.parse(JSON.stringify(read)));
    // Read for another country, the phone numbers mean something else: a reading of its own.
    await readSiteOnce(deps(later.fetcher), URL_OF, DOMAIN, "AT");
    expect(later.counted.homepages).toBe(1);
  });

  test("an expired reading is read again", async () => {
    await readSiteOnce(deps(countingSite().fetcher), URL_OF, DOMAIN, "DE");
    await suite
      .handle()
      .db.update(siteReadings)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const again = countingSite();
    await readSiteOnce(deps(again.fetcher), URL_OF, DOMAIN, "DE");
    expect(again.counted.homepages).toBe(1);
  });

  test("a site that could not be read is shared as a failure, with its reason", async () => {
    const down = countingSite(50, true);
    const failed = await readSiteOnce(deps(down.fetcher), URL_OF, DOMAIN, "DE");
    expect(failed.ok).toBe(false);
    const other = countingSite();
    const same = await readSiteOnce(deps(other.fetcher), URL_OF, DOMAIN, "DE");
    expect(other.counted.homepages).toBe(0);
    expect(same).toEqual(failed);
  });

  test("a claim whose reader died is taken once its lease lapses", async () => {
    await suite.handle().db.insert(siteReadings).values({
      domain: DOMAIN,
      countryCode: "DE",
      reader: "a process that died",
      leaseUntil: sql`now() + interval '600 milliseconds'`,
    });
    const site = countingSite(10);
    const started = performance.now();
    const reading = await readSiteOnce(deps(site.fetcher), URL_OF, DOMAIN, "DE");
    expect(reading.ok).toBe(true);
    expect(site.counted.homepages).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    const [row] = await suite.handle().db.select().from(siteReadings);
    expect(row?.reader).not.toBe("a process that died");
    expect(row?.reading).not.toBeNull();
  });

  test("a reader that throws lets go of the site at once", async () => {
    const broken: Fetcher = {
      async fetch() {
        throw new Error("reader broke");
      },
    };
    await expect(readSiteOnce(deps(broken), URL_OF, DOMAIN, "DE")).rejects.toThrow("reader broke");
    const rows = await suite
      .handle()
      .db.select()
      .from(siteReadings)
      .where(eq(siteReadings.domain, DOMAIN));
    expect(rows).toEqual([]);
  });
});

await describeTwoInstances("a site read once across app instances", (instances) => {
  test("an instance that wants a site another is reading waits for that reading", async () => {
    const a = countingSite(300);
    const b = countingSite(300);
    const [fromA, fromB] = await Promise.all([
      readSiteOnce(
        { db: instances.first().db, fetcher: a.fetcher, extractor, logger, reader: "instance A" },
        URL_OF,
        DOMAIN,
        "DE",
      ),
      Bun.sleep(50).then(() =>
        readSiteOnce(
          {
            db: instances.second().db,
            fetcher: b.fetcher,
            extractor,
            logger,
            reader: "instance B",
          },
          URL_OF,
          DOMAIN,
          "DE",
        ),
      ),
    ]);
    expect(a.counted.homepages + b.counted.homepages).toBe(1);
    expect(JSON.parse(JSON.stringify(fromB))).toEqual(JSON.parse(JSON.stringify(fromA)));
  });
});

test("a stopped run stops waiting for a shared reading, which goes on for the others", async () => {
  let finish = (_: string) => {};
  const reading = new Promise<string>((resolve) => (finish = resolve));
  const controller = new AbortController();
  const waiting = unlessAborted(reading, controller.signal);
  const other = unlessAborted(reading, new AbortController().signal);
  controller.abort();
  expect(await waiting).toBeUndefined();
  finish("read");
  expect(await other).toBe("read");
  expect(await unlessAborted(Promise.resolve("no signal"), undefined)).toBe("no signal");
  expect(await unlessAborted(reading, AbortSignal.abort())).toBeUndefined();
  await expect(unlessAborted(Promise.reject(new Error("broke")), undefined)).rejects.toThrow();
});
