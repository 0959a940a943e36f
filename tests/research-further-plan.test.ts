import { afterAll, beforeAll, expect, test } from "bun:test";
import { createEventBus } from "../src/live/event-bus";
import type { LiveEvent } from "../src/live/events";
import { createLogger } from "../src/logger";
import { createEmailCheck } from "../src/research/email/email-check.ts";
import { createExtractor } from "../src/research/extractor/index.ts";
import { researchRuleHandlers } from "../src/research/llm/rule-handlers";
import { createRulesModel } from "../src/research/llm/rules-model";
import type { Fetcher, FetchResult, WebSearch } from "../src/research/ports.ts";
import type { ResearchEngine } from "../src/research/run/engine.ts";
import { furtherPlanDue, ResearchRun } from "../src/research/run/research-run.ts";
import { createTestDatabase, type TestDatabase } from "./helpers/database";
import { processingProject } from "./helpers/projects";
import { signedInUser } from "./helpers/session";

/*
 * The further plan is asked for while the first plan's last companies are still being read,
 * when they are unlikely to bring the project to its target: a slow site (a long Crawl-delay)
 * no longer holds the whole run idle (issue 19, point 4).
 */

test.each([
  // accepted, rejected, target, being read → due
  [0, 0, 10, 3, true], // nothing judged yet: counted as if all were accepted, 3 < 10
  [0, 0, 2, 3, false],
  [9, 51, 10, 2, true], // 15% accepted: 2 being read would bring 0.3 of the 1 still wanted
  [9, 51, 10, 6, true],
  [9, 51, 10, 8, false], // 1.2 expected: they may well bring it there
  [6, 2, 10, 6, false], // 75% accepted: 4.5 of the 4 still wanted
  [6, 2, 10, 5, true],
  [10, 3, 10, 1, false], // the target is reached
])(
  "%i accepted, %i rejected, target %i, %i being read: further plan now %p",
  (accepted, rejected, target, beingRead, due) => {
    expect(furtherPlanDue({ accepted, rejected, target }, beingRead)).toBe(due);
  },
);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const page = (url: string, body: string): FetchResult => ({
  ok: true,
  page: { url, finalUrl: url, status: 200, contentType: "text/html", body, truncated: false },
});

test("a slow site of the first plan does not hold back the further plan", async () => {
  let releaseSlow = () => {};
  const slowRead = new Promise<void>((resolve) => (releaseSlow = resolve));
  let slowDone = false;
  const fetcher: Fetcher = {
    async fetch(url) {
      const { hostname } = new URL(url);
      if (hostname === "langsam-pumpen.de") {
        await slowRead;
        slowDone = true;
      }
      // A bakery, whatever the query: every company is rejected.
      return page(
        url,
        `<html><body><h1>Bäckerei ${hostname}</h1><p>Brot und Brötchen.</p></body></html>`,
      );
    },
  };
  // Every query finds the same three sites: after the first query, nothing new.
  const search: WebSearch = {
    async search() {
      return ["langsam-pumpen.de", "baeckerei-eins.de", "baeckerei-zwei.de"].map((host) => ({
        url: `https://${host}/`,
        title: host,
        snippet: "",
      }));
    },
  };
  const events = createEventBus();
  const engine: ResearchEngine = {
    db: database.db,
    events,
    logger: createLogger("silent"),
    model: createRulesModel(researchRuleHandlers),
    search,
    fetcher,
    extractor: createExtractor(),
    emailCheck: createEmailCheck({ mx: { resolveMx: async () => [] } }),
    candidateConcurrency: 24,
    searchLimit: 20,
  };
  const { user } = await signedInUser(database, { creditsLeft: 100 });
  const projectId = await processingProject(database.db, user.id, { companyCount: 10 });
  const totals: number[] = [];
  let furtherPlanWhileSlow = false;
  events.subscribe(projectId, (event: LiveEvent) => {
    if (event.type !== "QUERY_STARTED") return;
    const total = Number((event.data as { totalQueries?: number }).totalQueries);
    if (totals.length > 0 && total > (totals[0] as number) && !slowDone) {
      furtherPlanWhileSlow = true;
      releaseSlow();
    }
    totals.push(total);
  });
  // The old loop waited for every company before it asked again: the slow site would never end.
  const giveUp = setTimeout(releaseSlow, 20_000);
  const end = await new ResearchRun(engine, projectId).run();
  clearTimeout(giveUp);
  expect(furtherPlanWhileSlow).toBe(true);
  expect(end).toBe("exhausted");
}, 60_000);
