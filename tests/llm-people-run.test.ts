import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { standInBenchModel } from "../bench/lib/bench-model.ts";
import { folderBenchmark } from "../bench/lib/benchmark-cases.ts";
import { describeCheck } from "../bench/lib/contact-provenance.ts";
import { fabricated, wronglySourced } from "../bench/lib/profile-score.ts";
import { runAndScore, startScoring } from "../bench/lib/score-run.ts";
import { createTestDatabase } from "./helpers/database.ts";

/*
 * The model's reading of people in a whole research run (issue 27, point 5): a Swedish maker
 * names its managing director in a sentence of its about page, which the rules' layouts do not
 * read. Through the openai adapter and the rules-backed stand-in (which also reads a person in
 * apposition), the lead shows her, with her title as written, the page it is on and the address
 * that spells her name; the tokens stay within the budget per accepted lead.
 */

const DOMAIN = "nordluft.se";
const page = (body: string) =>
  `<!doctype html><html lang="sv"><head><title>Nordluft AB</title></head><body>
  <nav><a href="/">Hem</a> <a href="/om-oss.html">Om oss</a> <a href="/kontakt.html">Kontakt</a></nav>
  ${body}</body></html>`;

const SITE: Record<string, string> = {
  "index.html": page(`<h1>Nordluft AB – ventilation från Umeå</h1>
    <p>Vi är tillverkare av ventilationsaggregat, spjäll och ventilationskanaler. Allt tillverkas
    i vår egen fabrik i Umeå och levereras till installatörer i hela Sverige.</p>`),
  "om-oss.html": page(`<h1>Om oss</h1>
    <p>Nordluft AB grundades 1987 som en liten plåtverkstad. I dag arbetar trettio personer i
    fabriken. Företaget leds av Karin Lindqvist, vd och delägare.</p>`),
  "kontakt.html": page(`<h1>Kontakt</h1>
    <p>Nordluft AB, Verkstadsgatan 4, 903 47 Umeå, Sverige</p>
    <p>Telefon: 090-14 52 30</p>
    <p>E-post: info@nordluft.se</p>
    <p>Ledning: karin.lindqvist@nordluft.se</p>`),
};

const PROFILES = [
  {
    name: "Swedish makers of ventilation units",
    country: "Sweden",
    companyType: "manufacturer",
    productsServices: "ventilation products",
    keywords: "ventilation, spjäll, tillverkare",
    decisionMaker: "CEO",
    companyCount: 5,
    accept: [DOMAIN],
  },
];

const GROUND_TRUTH = {
  [DOMAIN]: {
    name: "Nordluft AB",
    industry: "ventilation products",
    country: "SE",
    city: "Umeå",
    companyType: "manufacturer",
    products: ["ventilation units", "dampers", "ducts"],
    localTerms: ["ventilationsaggregat", "spjäll", "ventilationskanaler"],
    email: { value: "info@nordluft.se", pages: ["/kontakt.html"] },
    phone: { value: "+4690145230", pages: ["/kontakt.html"] },
    people: [
      {
        name: "Karin Lindqvist",
        title: "vd och delägare",
        primaryTitle: "CEO",
        email: "karin.lindqvist@nordluft.se",
        pages: ["/om-oss.html"],
      },
    ],
  },
};

describe("a research run with a paid model reads the decision maker from a sentence", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "llm-people-"));
    const site = join(folder, "sites", DOMAIN);
    await Bun.write(join(site, "index.html"), SITE["index.html"] ?? "");
    for (const [file, html] of Object.entries(SITE)) await writeFile(join(site, file), html);
    await writeFile(join(folder, "profiles.json"), JSON.stringify(PROFILES));
    await writeFile(join(folder, "ground-truth.json"), JSON.stringify(GROUND_TRUTH));
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  test("the lead shows her, sourced, with her own address; within the token budget", async () => {
    const bench = await folderBenchmark(folder);
    const [testCase] = bench.cases;
    if (!testCase) throw new Error("no profile");
    const standIn = standInBenchModel();
    const setup = startScoring(bench.corpus, standIn.model, {
      openDatabase: () => createTestDatabase("pglite"),
    });
    try {
      const scored = await runAndScore(setup, testCase);
      expect(scored.results.leads.length).toBe(1);
      expect(scored.score.decisionMaker.name).toEqual({ correct: 1, of: 1 });
      expect(scored.score.decisionMaker.title).toEqual({ correct: 1, of: 1 });
      expect(scored.score.decisionMaker.email).toEqual({ correct: 1, of: 1 });
      expect(fabricated(scored.score).map(describeCheck)).toEqual([]);
      expect(wronglySourced(scored.score).map(describeCheck)).toEqual([]);
      const tokens = scored.results.promptTokens + scored.results.completionTokens;
      expect(tokens).toBeGreaterThan(0);
      expect(tokens).toBeLessThanOrEqual(4000);
    } finally {
      await setup.stop();
      await standIn.stop();
    }
  }, 120_000);
});
