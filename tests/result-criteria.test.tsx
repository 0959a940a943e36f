import { beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import * as ExcelJS from "exceljs";
import { renderToStaticMarkup } from "react-dom/server";
import type { StoredCriterion } from "../db/schema";
import { leadsCsvChunks } from "../src/export/csv";
import type { LeadRow } from "../src/export/lead-row";
import { writeLeadsXlsx } from "../src/export/xlsx";
import type { LeadView, RejectedView } from "../src/projects/views";
import { rejectCompany } from "../src/research/run/outcomes";
import { storableText } from "../src/research/run/storable";
import { RejectedTable } from "../src/views/rejected-table";
import { ResultsTable } from "../src/views/results-table";
import type { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { leadRow } from "./helpers/lead-row";
import { runningProjectWithLead } from "./helpers/projects";
import { ORIGIN } from "./helpers/research";

setDefaultTimeout(60_000);

const page = "https://pumpen-muster.example/impressum";
const accepted: StoredCriterion[] = [
  { criterion: "site", met: true, reason: "Company website read" },
  {
    criterion: "country",
    met: true,
    reason: "Located in Germany (its address)",
    quote: "Musterstraße 1, 70173 Stuttgart",
    url: page,
  },
  {
    criterion: "companyType",
    met: true,
    reason: "Manufacturer (we manufacture)",
    quote: "Wir fertigen Kreiselpumpen im eigenen Werk",
    url: "https://pumpen-muster.example/",
  },
  {
    criterion: "products",
    met: true,
    // A quote that is a formula: the export must not let it run.
    reason: "Names pumps",
    quote: '=HYPERLINK("http://evil.example","pumps")',
    url: "javascript:alert(1)",
  },
];
const failedType: StoredCriterion = {
  criterion: "companyType",
  met: false,
  reason: "A wholesaler, not a manufacturer",
  quote: "Wir sind Großhändler für Pumpen\u0000 aller Marken",
  url: "https://grosshandel.example/ueber-uns",
};

describeEachDatabase("verdict per criterion: stored, served, shown", ({ handle }) => {
  let app: ReturnType<typeof createTestApp>["app"];
  let cookie: string;
  let projectId: number;

  beforeAll(async () => {
    const fields = { companyType: "manufacturer", companyCount: 5 };
    ({ app, cookie, projectId } = await runningProjectWithLead(handle(), 10, fields, {
      domain: "pumpen-muster.example",
      website: "https://pumpen-muster.example/",
      // NUL from a crawled page: cleaned, never a failed transaction.
      companyName: "Pumpen\u0000 Muster GmbH",
      description: "Kreiselpumpen\u0000 aus Stuttgart",
      contact: {},
      criteria: accepted,
      scrapedPages: ["https://pumpen-muster.example/"],
      rawScrapedContent: JSON.stringify({ text: "a\u0000b" }),
    }));
    const stored = await rejectCompany(handle().db, {
      projectId,
      domain: "grosshandel.example",
      companyName: "Großhandel\u0000 KG",
      website: "https://grosshandel.example/",
      reasoning: "A wholesaler\u0000, not a manufacturer",
      criteria: [{ criterion: "site", met: true, reason: "Company website read" }, failedType],
    });
    expect(stored).toBe(true);
  });

  const get = async (path: string) =>
    (await app.request(path, { headers: { cookie, origin: ORIGIN } })).json();

  test("the API's results and rejected rows carry each criterion, cleaned of NUL", async () => {
    const [lead] = (await get(`/api/research-projects/${projectId}/results`)) as LeadView[];
    expect(lead?.companyName).toBe("Pumpen Muster GmbH");
    expect(lead?.companyDescription).toBe("Kreiselpumpen aus Stuttgart");
    expect(lead?.criteria).toEqual(accepted);
    const [rejected] = (await get(
      `/api/research-projects/${projectId}/rejected-companies`,
    )) as RejectedView[];
    expect(rejected?.companyName).toBe("Großhandel KG");
    expect(rejected?.reasoning).toBe("A wholesaler, not a manufacturer");
    expect(rejected?.criteria?.[1]).toEqual({
      ...failedType,
      quote: "Wir sind Großhändler für Pumpen aller Marken",
    });
  });

  test("the tables show a compact verdict; the rejection names the failed criterion, quotes why and links its page safely", async () => {
    const leads = (await get(`/api/research-projects/${projectId}/results`)) as LeadView[];
    const results = renderToStaticMarkup(<ResultsTable leads={leads} />);
    expect(results).toContain('data-criterion="country" data-met="true"');
    expect(results).toContain("Musterstraße 1, 70173 Stuttgart");
    expect(results).toContain(`href="${page}" target="_blank" rel="noopener noreferrer"`);
    // The site criterion is not worth a line; a javascript: page is never a link.
    expect(results).not.toContain('data-criterion="site"');
    expect(results).not.toContain("javascript:");

    const rejected = (
      (await get(`/api/research-projects/${projectId}/rejected-companies`)) as RejectedView[]
    ).map((r) => ({ ...r, rejectedAt: new Date(r.rejectedAt) }));
    const html = renderToStaticMarkup(<RejectedTable rejected={rejected} />);
    expect(html).toContain('data-criterion="companyType" data-met="false"');
    expect(html).toContain("Company type");
    expect(html).toContain("A wholesaler, not a manufacturer");
    expect(html).toContain("Wir sind Großhändler für Pumpen aller Marken");
    expect(html).toContain(
      'href="https://grosshandel.example/ueber-uns" target="_blank" rel="noopener noreferrer"',
    );
    // Only the failed criterion is listed.
    expect(html).not.toContain('data-criterion="site"');
  });
});

describe("verdict per criterion in the exports", () => {
  const row = leadRow({
    companyName: "Pumpen Muster GmbH",
    website: "https://pumpen-muster.example/",
    criteria: [...accepted, { criterion: "exclusions", met: false, reason: "=cmd|' /C calc'!A0" }],
  });

  async function sheetOf(rows: LeadRow[]) {
    const chunks: Buffer[] = [];
    const { Writable } = await import("node:stream");
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await writeLeadsXlsx(rows, sink, { projectName: "Pumps" });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const cell = (header: string) => {
      const value = sheet.getRow(2).getCell(headers.indexOf(header) + 1).value;
      return typeof value === "object" && value && "text" in value ? value.text : value;
    };
    return { headers, cell };
  }

  test("xlsx: a column per criterion, ✓ quote (page) or ✗ reason, read back with exceljs", async () => {
    const { headers, cell } = await sheetOf([row]);
    // The verdict goes in Evidence columns; the profile's own columns hold values (issue 29).
    const evidence = ["Country", "City", "Company type", "Products", "Keywords", "Exclusions"];
    for (const h of evidence) expect(headers).toContain(`${h} Evidence`);
    expect(cell("Country Evidence")).toBe(`✓ “Musterstraße 1, 70173 Stuttgart” (${page})`);
    expect(cell("Company type Evidence")).toBe(
      "✓ “Wir fertigen Kreiselpumpen im eigenen Werk” (https://pumpen-muster.example/)",
    );
    // The formula quote is text inside the cell, and the javascript: page is not shown.
    expect(cell("Products Evidence")).toBe('✓ “=HYPERLINK("http://evil.example","pumps")”');
    expect(cell("Exclusions Evidence")).toBe("✗ =cmd|' /C calc'!A0");
    expect(cell("City Evidence")).toBeNull();
  });

  test("csv: the same columns; no criterion cell can start a formula", async () => {
    let text = "";
    for await (const chunk of leadsCsvChunks([row])) text += chunk;
    const [header, line] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain(
      "Country Evidence,City Evidence,Company type Evidence,Products Evidence,Keywords Evidence,Exclusions Evidence",
    );
    expect(line).toContain(`✓ “Musterstraße 1, 70173 Stuttgart” (${page})`);
    const cells = line?.split(",") ?? [];
    for (const c of cells) expect(c.replace(/^"/, "")).not.toMatch(/^[=+\-@]/);
  });

  test("storable text: NUL removed, a lone surrogate replaced", () => {
    expect(storableText("a\u0000b\ud800c")).toBe("ab\ufffdc");
  });
});
