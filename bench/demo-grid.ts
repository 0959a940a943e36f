import { parseArgs } from "node:util";
import { parseConfig } from "../src/env.ts";
import { createProjectInput } from "../src/projects/schemas.ts";
import { researchRuleHandlers } from "../src/research/llm/rule-handlers.ts";
import { createRulesModel } from "../src/research/llm/rules-model.ts";
import { type CompanyType, companyTypes } from "../src/sandbox/corpus.ts";
import { countryByCode } from "../src/sandbox/countries.ts";
import { generateCorpus } from "../src/sandbox/generator.ts";
import { matchesProfile } from "../src/sandbox/ground-truth.ts";
import { fabricated } from "./lib/profile-score.ts";
import { runAndScore, startScoring } from "./lib/score-run.ts";

/**
 * `bun bench/demo-grid.ts [--count 20] [--countries GB,US,...] [--types manufacturer,...]
 * [--families pumps,valves,...]`: the demo web a fresh clone serves (the app's default seed, size
 * and per-segment top-up), asked what new users ask: every country × company type × product
 * family given, each a project of --count leads with a CEO, run through the real engine with the
 * offline rules model. Prints per project the matches the web holds, the leads accepted, those
 * with a named decision maker (DM), those whose site names one on a readable page (DMsite) and
 * those showing that very person (DMok), those with an email or phone (reach), wrong and fabricated values, and the
 * run's time (and of it the sandbox search's); then the totals. Prints figures; never fails on them.
 */
const print = (line = "") => process.stdout.write(`${line}\n`);
const { values } = parseArgs({
  options: {
    count: { type: "string", default: "20" },
    countries: { type: "string", default: "GB,US,DE,IT,CH,FR,ES,NL,PL,SE,PT" },
    types: { type: "string", default: companyTypes.join(",") },
    families: { type: "string", default: "pumps,valves,food,furniture" },
  },
});
const list = (value: string) =>
  value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const count = Number(values.count);
const countries = list(values.countries).map((code) => {
  const country = countryByCode(code);
  if (!country) throw new Error(`unknown country ${code}`);
  return country;
});
const types = list(values.types) as CompanyType[];
const families = list(values.families);

const config = parseConfig({ NODE_ENV: "test" });
let started = performance.now();
const corpus = generateCorpus({
  seed: config.SANDBOX_SEED,
  companies: config.SANDBOX_COMPANIES,
  minPerSegment: config.SANDBOX_SEGMENT_MIN,
});
const pages = corpus.sites.reduce((n, s) => n + s.documents.length, 0);
print(
  `demo web: ${corpus.companies.length} companies, ${pages} searchable pages, generated in ${ms(started)}`,
);
started = performance.now();
const setup = startScoring(corpus, createRulesModel(researchRuleHandlers));
print(`sandbox started (search index built) in ${ms(started)}`);
// The sandbox search runs in-process and synchronously: its time is time the event loop is held.
let searchMs = 0;
let searches = 0;
const { search } = setup.sandbox;
const timedSearch = search.searchSync.bind(search);
search.search = async (query) => {
  const t = performance.now();
  const hits = timedSearch(query);
  searchMs += performance.now() - t;
  searches++;
  return hits;
};
print(`target ${count} leads, decision maker CEO; time = the run until it ended`);
print();
print(
  pad([
    "country",
    "type",
    "family",
    "matches",
    "end",
    "leads",
    "DM",
    "DMsite",
    "DMok",
    "reach",
    "wrong",
    "fab",
    "time",
    "search",
  ]),
);

const totals = {
  projects: 0,
  full: 0,
  leads: 0,
  named: 0,
  reachable: 0,
  wrong: 0,
  fabricated: 0,
  ms: 0,
};
try {
  for (const country of countries) {
    for (const companyType of types) {
      for (const family of families) {
        const profile = createProjectInput.parse({
          name: `${country.nameEn} ${companyType} ${family}`,
          country: country.nameEn,
          companyType,
          productsServices: family,
          decisionMaker: "CEO",
          companyCount: count,
        });
        const matches = corpus.companies
          .filter((c) => c.country === country.code && c.companyType === companyType)
          .filter((c) => matchesProfile(c, profile).match)
          .map((c) => c.domain);
        // A type that does not sell the family (a wholesaler of software) has nothing to find.
        if (matches.length === 0) continue;
        const searchBefore = searchMs;
        const scored = await runAndScore(setup, { profile, expected: new Set(matches) });
        const { leads } = scored.results;
        const named = leads.filter((l) => l.contactName).length;
        const reachable = leads.filter(
          (l) => l.contactEmail || l.contactPhone || l.companyEmail || l.companyPhone,
        ).length;
        const fab = fabricated(scored.score).length;
        totals.projects++;
        if (leads.length >= count) totals.full++;
        totals.leads += leads.length;
        totals.named += named;
        totals.reachable += reachable;
        totals.wrong += scored.score.wrong.length;
        totals.fabricated += fab;
        totals.ms += scored.run.wallMs;
        print(
          pad([
            country.code,
            companyType,
            family,
            String(matches.length),
            scored.run.end,
            String(leads.length),
            String(named),
            String(scored.score.decisionMaker.expected),
            String(scored.score.decisionMaker.name.correct),
            String(reachable),
            String(scored.score.wrong.length),
            String(fab),
            `${(scored.run.wallMs / 1000).toFixed(1)}s`,
            `${((searchMs - searchBefore) / 1000).toFixed(2)}s`,
          ]),
        );
      }
    }
  }
} finally {
  await setup.stop();
}
print();
print(
  `${totals.projects} projects, ${totals.full} reached ${count}; leads ${totals.leads}, with DM ${totals.named} (${pct(totals.named, totals.leads)}), with email or phone ${totals.reachable} (${pct(totals.reachable, totals.leads)}); wrong ${totals.wrong}, fabricated ${totals.fabricated}; run time ${(totals.ms / 1000).toFixed(1)} s (mean ${(totals.ms / Math.max(totals.projects, 1) / 1000).toFixed(1)} s), of it searching ${(searchMs / 1000).toFixed(1)} s over ${searches} searches (${(searchMs / Math.max(searches, 1)).toFixed(1)} ms each)`,
);

function ms(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
function pct(part: number, whole: number): string {
  return `${whole ? Math.round((100 * part) / whole) : 0}%`;
}
function pad(cells: string[]): string {
  const widths = [3, 16, 10, 8, 10, 6, 4, 7, 5, 6, 6, 4, 7];
  return cells.map((c, i) => c.padEnd(widths[i] ?? 8)).join(" ");
}
