import { describe, expect, test } from "bun:test";
import * as ExcelJS from "exceljs";
import { AppError } from "../src/errors";
import { foldHeader, guessPicks } from "../src/projects/list-import/column-picks";
import { readListRows } from "../src/projects/list-import/list-rows";
import {
  decodeCsv,
  PASTED_COLUMN,
  parseCsv,
  parseListFile,
  parsePasted,
  parseXlsx,
} from "../src/projects/list-import/parse-list";
import { previewList } from "../src/projects/list-import/preview";
import { MAX_LIST_ROWS } from "../src/projects/list-import/table";

/*
 * Issue 30, import: a list arrives pasted, as CSV (`,` or `;`, UTF-8 with or without BOM, or
 * Windows-1252) or as XLSX; columns are guessed from headers in nine languages; every row is
 * read into pending, duplicate (by company key) or invalid, with the reason.
 */

const utf8 = (text: string) => new TextEncoder().encode(text);
const bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
/** Windows-1252 bytes of text in its Latin-1 range (é, ü, ö, ß). */
const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

async function xlsxBytes(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Aussteller");
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("CSV", () => {
  test("comma-separated, quoted cells with commas", () => {
    const table = parseCsv(
      utf8('Company,Website,Country\n"Müller, Söhne GmbH",www.mueller.de,Germany\n'),
    );
    expect(table.columns).toEqual(["Company", "Website", "Country"]);
    expect(table.rows).toEqual([
      { Company: "Müller, Söhne GmbH", Website: "www.mueller.de", Country: "Germany" },
    ]);
  });

  test("semicolon-separated, as Excel writes it in Europe, with a UTF-8 BOM", () => {
    const table = parseCsv(
      bom("Firma;Webseite;Land\r\nBäckerei Groß;baeckerei.de;Deutschland\r\n"),
    );
    expect(table.columns).toEqual(["Firma", "Webseite", "Land"]);
    expect(table.rows[0]).toEqual({
      Firma: "Bäckerei Groß",
      Webseite: "baeckerei.de",
      Land: "Deutschland",
    });
  });

  test("Windows-1252 bytes are read as such, not as broken UTF-8", () => {
    const bytes = cp1252("Société;Site web\nCafé Crème SARL;cafe-creme.fr\n");
    expect(decodeCsv(bytes)).toContain("Société");
    const table = parseCsv(bytes);
    expect(table.rows[0]?.Société).toBe("Café Crème SARL");
  });

  test("blank lines and fully empty rows are no companies; a missing header gets a name", () => {
    const table = parseCsv(utf8("name,,\nAcme,acme.com,x\n\n,,\nBeta,beta.com,\n"));
    expect(table.columns).toEqual(["name", "Column 2", "Column 3"]);
    expect(table.rows.map((r) => r.name)).toEqual(["Acme", "Beta"]);
  });

  test(`more than ${MAX_LIST_ROWS} rows is refused with the count`, () => {
    const lines = Array.from({ length: MAX_LIST_ROWS + 1 }, (_, i) => `c${i}.com`);
    const error = refusal(() => parseCsv(utf8(`website\n${lines.join("\n")}\n`)));
    expect(error.status).toBe(413);
    expect(error.userMessage).toContain("1001 rows");
    expect(error.userMessage).toContain("1,000");
    // Exactly the limit is fine.
    expect(parseCsv(utf8(`website\n${lines.slice(1).join("\n")}`)).rows).toHaveLength(1000);
  });
});

describe("XLSX", () => {
  test("first sheet, header row, numbers and hyperlinks as text", async () => {
    const bytes = await xlsxBytes([
      ["Espositore", "Sito web", "Paese", "Stand"],
      ["Rossi S.p.A.", { text: "Rossi", hyperlink: "https://www.rossi.it/" }, "Italia", 12],
      ["Bianchi Srl", "bianchi.it", "Italia", 14],
    ]);
    const table = await parseXlsx(bytes);
    expect(table.columns).toEqual(["Espositore", "Sito web", "Paese", "Stand"]);
    expect(table.rows[0]).toEqual({
      Espositore: "Rossi S.p.A.",
      "Sito web": "https://www.rossi.it/",
      Paese: "Italia",
      Stand: "12",
    });
    expect(guessPicks(table.columns)).toEqual({
      website: "Sito web",
      name: "Espositore",
      country: "Paese",
    });
  });

  test("a file that is not a workbook is refused, and unknown kinds too", async () => {
    await expect(parseListFile(utf8("not a zip"), "list.xlsx")).rejects.toThrow("XLSX");
    await expect(parseListFile(utf8("x"), "list.pdf")).rejects.toThrow("CSV or an XLSX");
    const csv = await parseListFile(utf8("url\nacme.com\n"), "list.csv");
    expect(csv.rows).toEqual([{ url: "acme.com" }]);
  });
});

describe("column guesses in the nine languages", () => {
  test.each([
    [
      ["Company name", "Website", "Country"],
      ["Website", "Company name", "Country"],
    ],
    [
      ["Firmenname", "Internetadresse", "Land"],
      ["Internetadresse", "Firmenname", "Land"],
    ],
    [
      ["Raison sociale", "Site Web", "Pays"],
      ["Site Web", "Raison sociale", "Pays"],
    ],
    [
      ["Ragione sociale", "Sito", "Nazione"],
      ["Sito", "Ragione sociale", "Nazione"],
    ],
    [
      ["Razón social", "Sitio web", "País"],
      ["Sitio web", "Razón social", "País"],
    ],
    [
      ["Bedrijfsnaam", "Website", "Land"],
      ["Website", "Bedrijfsnaam", "Land"],
    ],
    [
      ["Nazwa firmy", "Strona WWW", "Kraj"],
      ["Strona WWW", "Nazwa firmy", "Kraj"],
    ],
    [
      ["Företagsnamn", "Hemsida", "Land"],
      ["Hemsida", "Företagsnamn", "Land"],
    ],
    [
      ["Nome da empresa", "Site", "País"],
      ["Site", "Nome da empresa", "País"],
    ],
  ])("%p", (columns, [website, name, country]) => {
    expect(guessPicks(columns)).toEqual({ website, name, country });
  });

  test("a header holding a word is found when none is exact; one column is read as websites", () => {
    expect(guessPicks(["ID", "Company website (URL)", "Notes"])).toEqual({
      website: "Company website (URL)",
    });
    expect(guessPicks([PASTED_COLUMN])).toEqual({ website: PASTED_COLUMN, name: PASTED_COLUMN });
    expect(guessPicks(["Spalte A"])).toEqual({ website: "Spalte A", name: "Spalte A" });
    expect(foldHeader("Página Web")).toBe("pagina web");
  });
});

describe("rows: pending, duplicate by company key, invalid with the reason", () => {
  const picks = { website: "Website", name: "Name", country: "Country" };
  const row = (Website: string, Name = "", Country = "") => ({ Website, Name, Country });

  test("www., https:// and subdomain variants are one company: later rows name the first", () => {
    const rows = readListRows(
      [
        row("acme.de", "Acme"),
        row("https://www.acme.de/kontakt"),
        row("shop.acme.de"),
        row("WWW.ACME.DE"),
        row("beta.fr"),
      ],
      picks,
    );
    expect(rows.map((r) => r.state)).toEqual([
      "pending",
      "duplicate",
      "duplicate",
      "duplicate",
      "pending",
    ]);
    expect(rows[0]?.companyKey).toBe("acme.de");
    expect(rows[2]?.reason).toBe("Same company as row 1 (acme.de)");
  });

  test("malformed addresses are invalid with the reason; a name alone waits for a look-up", () => {
    const rows = readListRows(
      [
        row("http://acme..de", "Acme"),
        row("localhost"),
        row("", "Żabka Polska", "Polska"),
        row("", "株式会社サンプル", "Japan"),
        row("", "", "Italia"),
        row("", "#1", ""),
        row("", "żabka polska", "polska"),
      ],
      picks,
    );
    expect(rows.map((r) => r.state)).toEqual([
      "invalid",
      "invalid",
      "pending",
      "pending",
      "invalid",
      "invalid",
      "duplicate",
    ]);
    expect(rows[0]?.reason).toBe('Not a valid website address: "http://acme..de"');
    expect(rows[2]).toMatchObject({ name: "Żabka Polska", country: "Polska" });
    expect(rows[2]?.companyKey).toBeUndefined();
    expect(rows[4]?.reason).toBe("No website and no company name in this row");
    expect(rows[5]?.reason).toContain("Not a company name");
    expect(rows[6]?.reason).toBe("Same company as row 3");
  });

  test("a bad website with a good name is looked up by the name", () => {
    const [read] = readListRows([row("n/a", "Acme GmbH")], picks);
    // "n/a" is written like an address: invalid, never guessed into a name.
    expect(read?.state).toBe("invalid");
    const [byName] = readListRows([row("unknown", "Acme GmbH")], picks);
    expect(byName).toMatchObject({ state: "pending", name: "Acme GmbH" });
  });

  test("a pasted list: each line a website or a name", () => {
    const table = parsePasted(
      "acme.de\r\n\n  Müller Maschinenbau GmbH \nhttps://www.acme.de\nnot a url..x/\n",
    );
    const preview = previewList(table);
    expect(preview.picks).toEqual({ website: PASTED_COLUMN, name: PASTED_COLUMN });
    expect(preview.rows.map((r) => [r.state, r.companyKey ?? r.name ?? r.website])).toEqual([
      ["pending", "acme.de"],
      ["pending", "Müller Maschinenbau GmbH"],
      ["duplicate", "acme.de"],
      ["invalid", "not a url..x/"],
    ]);
    expect(preview.total).toBe(4);
    expect(preview.counts).toEqual({ pending: 2, duplicate: 1, invalid: 1 });
    expect(preview.maxCredits).toBe(2);
  });
});
