import { beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import * as ExcelJS from "exceljs";
import { researchProjects } from "../db/schema";
import { createKeyOnPage } from "./helpers/api-v1";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { openApiValidator } from "./helpers/openapi";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(60_000);

/*
 * POST /api/v1/projects as multipart/form-data (issue 30): a CSV or XLSX file with the profile
 * fields, read by the same code as the creation form; a list too long, too large or too costly
 * is refused with the numbers and nothing is stored.
 */

type Json = Record<string, unknown>;

const profile = { name: "Fair exhibitors", decisionMaker: "CEO" };

function upload(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...profile, ...fields })) form.set(k, v);
  form.set("file", file);
  return form;
}

describeEachDatabase("list upload on /api/v1", ({ handle }) => {
  let app: ReturnType<typeof createTestApp>["app"];
  let api: ReturnType<typeof openApiValidator>;

  beforeAll(async () => {
    app = createTestApp(handle(), {
      config: testConfig({ API_RATE_LIMIT_PER_MINUTE: "10000" }),
    }).app;
    api = openApiValidator(await (await app.request("/api/v1/openapi.json")).json());
  });

  async function apiUser(credits: number) {
    const { user, cookie } = await signedInUser(handle(), {
      creditsLeft: credits,
      creditsMonthlyLimit: credits,
    });
    const key = await createKeyOnPage(app, cookie);
    const send = async (method: string, path: string, body?: FormData) => {
      const res = await app.request(path, {
        method,
        headers: { authorization: `Bearer ${key}` },
        ...(body ? { body } : {}),
      });
      return { status: res.status, json: (await api.conforms(method, path, res)) as Json };
    };
    const storedProjects = async () =>
      (
        await handle()
          .db.select()
          .from(researchProjects)
          .where(eq(researchProjects.userId, user.id))
      ).length;
    return { send, storedProjects };
  }

  test("the document offers the multipart form beside JSON, with an example of each", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as Json;
    const paths = doc.paths as Record<string, { post: { requestBody: { content: Json } } }>;
    const content = paths["/api/v1/projects"]?.post.requestBody.content as Record<string, Json>;
    expect(Object.keys(content)).toEqual(["application/json", "multipart/form-data"]);
    expect(Object.keys(content["application/json"]?.examples as Json)).toContain("list");
    expect(Object.keys(content["multipart/form-data"]?.examples as Json)).toEqual(["csv"]);
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    const fields = schemas.CreateListProjectUpload?.properties as Record<string, Json>;
    expect(fields.file).toMatchObject({ type: "string", format: "binary" });
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(["name", "decisionMaker", "picks.website", "picks.name", "text"]),
    );
  });

  test("a CSV with `;` in Windows-1252, picked columns: stored as a list, its rows in order", async () => {
    const { send } = await apiUser(10);
    const csv = [
      "Aussteller;Webseite;Land;Halle",
      "Müller Verpackung GmbH;www.mueller-verpackung.example;Deutschland;A1",
      "Müller Shop;https://shop.mueller-verpackung.example;Deutschland;A2",
      "Société Générale des Cartons;cartons-sg.example;France;B4",
      ";;;C9",
    ].join("\r\n");
    // "ü" and "é" as one byte each, as Excel's "CSV" on a Western Windows writes them.
    const bytes = Uint8Array.from(csv, (ch) => ch.charCodeAt(0));
    const created = await send(
      "POST",
      "/api/v1/projects",
      upload(new File([bytes], "aussteller.csv", { type: "text/csv" }), {
        "picks.website": "Webseite",
        "picks.name": "Aussteller",
        "picks.country": "Land",
      }),
    );
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ source: "list", progress: { targetCount: 2 } });
    const rows = await send("GET", `/api/v1/projects/${created.json.id}/rows`);
    expect(rows.json.counts).toMatchObject({ total: 4, pending: 2, duplicate: 1, invalid: 1 });
    const data = rows.json.data as Json[];
    expect(data.map((r) => r.state)).toEqual(["pending", "duplicate", "pending", "invalid"]);
    expect(data[0]).toMatchObject({
      companyName: "Müller Verpackung GmbH",
      country: "Deutschland",
      cells: { Aussteller: "Müller Verpackung GmbH", Halle: "A1" },
    });
    expect(data[2]?.companyName).toBe("Société Générale des Cartons");
  });

  test("an XLSX workbook, columns guessed from Italian headers", async () => {
    const { send } = await apiUser(10);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Espositori");
    sheet.addRow(["Ragione sociale", "Sito web", "Paese"]);
    sheet.addRow(["Rossi Imballaggi S.r.l.", "rossi-imballaggi.example", "Italia"]);
    sheet.addRow(["Bianchi Stampa", "", "Italia"]);
    const file = new File([await book.xlsx.writeBuffer()], "espositori.xlsx");
    const created = await send("POST", "/api/v1/projects", upload(file));
    expect(created.status).toBe(201);
    const rows = await send("GET", `/api/v1/projects/${created.json.id}/rows`);
    expect((rows.json.data as Json[]).map((r) => [r.website, r.companyName, r.state])).toEqual([
      ["rossi-imballaggi.example", "Rossi Imballaggi S.r.l.", "pending"],
      [null, "Bianchi Stampa", "pending"],
    ]);
  });

  test("more than 1,000 rows: 413 with the count, and nothing is stored", async () => {
    const { send, storedProjects } = await apiUser(5000);
    const lines = ["Website", ...Array.from({ length: 1001 }, (_, i) => `firm-${i}.example`)];
    const refused = await send(
      "POST",
      "/api/v1/projects",
      upload(new File([lines.join("\n")], "long.csv")),
    );
    expect(refused.status).toBe(413);
    expect(refused.json.message).toContain("The list has 1001 rows; at most 1,000");
    expect(await storedProjects()).toBe(0);
  });

  test("a list costing more than the credits left: 402 with both numbers, nothing stored", async () => {
    const { send, storedProjects } = await apiUser(2);
    const csv = "Website\nalpha.example\nbeta.example\ngamma.example\n";
    const refused = await send("POST", "/api/v1/projects", upload(new File([csv], "three.csv")));
    expect(refused.status).toBe(402);
    expect(refused.json.message).toBe(
      "This list has 3 companies to research and could cost up to 3 credits (one per accepted lead), but you have 2 credits left. Shorten the list to 2 companies or fewer, or upgrade your plan.",
    );
    expect(await storedProjects()).toBe(0);
  });

  test("bad uploads get a clear error and store nothing", async () => {
    const { send, storedProjects } = await apiUser(10);
    const csv = new File(["Website\nalpha.example\n"], "one.csv");
    const cases: [FormData, number, string][] = [
      [upload(new File(["%PDF-1.4"], "list.pdf")), 415, "Upload a CSV or an XLSX file"],
      [upload(new File(["not a zip"], "list.xlsx")), 422, "not a readable XLSX workbook"],
      [upload(new File(["Website\n"], "empty.csv")), 400, "The list has no rows"],
      [upload(csv, { "picks.website": "Homepage" }), 400, "A picked column is not in the list"],
      [upload(csv, { companyType: "Manufacturer" }), 400, "Country is required"],
      [upload(csv, { decisionMaker: "" }), 400, ""],
    ];
    for (const [form, status, message] of cases) {
      const refused = await send("POST", "/api/v1/projects", form);
      expect([refused.status, JSON.stringify(refused.json)]).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
    // Larger than the request body limit (1 MB): refused before it is read.
    const big = new File(["Website\n", "x".repeat(1024 * 1024)], "big.csv");
    expect((await send("POST", "/api/v1/projects", upload(big))).status).toBe(413);
    expect(await storedProjects()).toBe(0);
  });
});
