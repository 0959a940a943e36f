import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import Papa from "papaparse";
import { parseCsv } from "../src/projects/list-import/parse-list";
import { sandboxEngineParts } from "../src/research-setup";
import { generateCorpus } from "../src/sandbox/generator";
import { mixedList } from "../src/sandbox/mixed-list";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server";
import { bearer, createKeyOnPage } from "./helpers/api-v1";
import { createTestDatabase, type TestDatabase } from "./helpers/database";
import { type Json, type ResearchHarness, report, researchHarness } from "./helpers/research";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(300_000);

/*
 * Issue 30 at scale: a 1,000-row CSV of mixed cases (src/sandbox/mixed-list.ts: good sites
 * written many ways, parked domains, robots.txt refusals, duplicates by key, malformed
 * addresses, names without a website, non-Latin names, domains that do not resolve, empty rows)
 * goes through /api/v1 as a script sends it; the run on the sandbox web ends every row in the
 * state the list says, the counts add up to the rows, and the export joins back by row.
 */

// 1,000 companies: enough readable sites for the list's ~830 distinct companies.
const corpus = generateCorpus({ seed: 30, companies: 1000 });
const list = mixedList(corpus, 1000);

describe("a 1,000-row list on the sandbox web [pglite]", () => {
  let database: TestDatabase;
  let sandbox: RunningSandbox;
  let h: ResearchHarness;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    sandbox = startSandbox({ corpus });
    // Every row is its own host, so the per-host spacing (the product's 500 ms) only paces one
    // site's pages; the sandbox answers at once, so the test spaces them less and reads more
    // rows at a time. Robots' Crawl-delay is still obeyed.
    h = researchHarness(database, sandboxEngineParts(sandbox, { perHostDelayMs: 20 }), {
      candidateConcurrency: 32,
    });
  }, 120_000);

  afterAll(async () => {
    await h?.settled();
    await sandbox?.stop();
    await database?.close();
  }, 60_000);

  test("every row ends in its expected state, the counts add up, the export joins back", async () => {
    const { cookie } = await signedInUser(database, {
      creditsLeft: 1000,
      creditsMonthlyLimit: 1000,
    });
    const key = await createKeyOnPage(h.app, cookie);
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await bearer(h.app, key, method, path, body);
      return { status: res.status, json: (await res.json()) as Json };
    };
    // The CSV as a user's file, read by the import's own parser, sent as JSON rows.
    const table = parseCsv(new TextEncoder().encode(list.csv));
    expect(table.rows.length).toBe(1000);
    const created = await call("POST", "/api/v1/projects", {
      name: "Trade fair, all exhibitors",
      decisionMaker: "CEO",
      source: { type: "list", rows: table.rows, columns: table.columns },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;

    const started = performance.now();
    expect((await call("POST", `/api/v1/projects/${id}/start`)).status).toBe(200);
    await h.settled();
    report(`1,000 rows worked in ${Math.round(performance.now() - started)} ms`);

    const rows: Json[] = [];
    let cursor: string | null = "";
    let counts: Json = {};
    while (cursor !== null) {
      const page = await call(
        "GET",
        `/api/v1/projects/${id}/rows?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
      );
      rows.push(...(page.json.data as Json[]));
      counts = page.json.counts as Json;
      cursor = page.json.nextCursor as string | null;
    }
    expect(rows.map((r) => r.rowIndex)).toEqual(list.rows.map((_, i) => i));

    const wrong = list.rows.flatMap((want, i) => {
      const got = rows[i] ?? {};
      const ok =
        got.state === want.expected &&
        (want.expected !== "accepted" || got.companyKey === want.companyKey) &&
        (want.duplicateOf === undefined ||
          String(got.reason).startsWith(`Same company as row ${want.duplicateOf + 1}`));
      return ok ? [] : [{ row: i, want, got }];
    });
    expect(wrong).toEqual([]);

    const expected = (state: string) => list.rows.filter((r) => r.expected === state).length;
    expect(counts).toEqual({
      total: 1000,
      pending: 0,
      accepted: expected("accepted"),
      rejected: 0,
      unreachable: expected("unreachable"),
      duplicate: expected("duplicate"),
      invalid: expected("invalid"),
    });
    // Every kind of row is in the list, and the states add up to the rows imported.
    for (const state of ["accepted", "unreachable", "duplicate", "invalid"]) {
      expect(expected(state)).toBeGreaterThan(10);
    }

    // The export: one line per lead, its list row number and the user's own cells beside ours.
    const res = await bearer(h.app, key, "GET", `/api/v1/projects/${id}/export?format=csv`);
    const exported = Papa.parse<Record<string, string>>((await res.text()).replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(exported.length).toBe(expected("accepted"));
    for (const line of exported) {
      const index = Number(line["List Row"]) - 1;
      const source = list.rows[index];
      expect(source?.expected).toBe("accepted");
      expect(line["List: Company"]).toBe(neutral(source?.cells.Company));
      expect(line["List: Website"]).toBe(neutral(source?.cells.Website));
    }
  });
});

/** A cell as the export writes it: text that a spreadsheet would read as a formula is quoted. */
function neutral(text: string | undefined): string {
  return text ?? "";
}
