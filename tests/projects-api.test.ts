import { beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import * as ExcelJS from "exceljs";
import {
  chatMessages,
  companies,
  companyResearchResults,
  contacts,
  creditUsageLogs,
  processedDomains,
  rejectedCompanies,
  researchProjects,
  searchQueries,
  userStats,
} from "../db/schema";
import { EXPORT_HEADERS } from "../src/export/columns";
import { recordExport } from "../src/projects/dashboard-stats";
import type { LeadView } from "../src/projects/views";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { ORIGIN } from "./helpers/research";
import { signedInUser } from "./helpers/session";

// The preload's setDefaultTimeout only reaches the first file of a multi-file run (Bun 1.4.5);
// without this, the first PGlite database of this file (a migration, ~10 s on a busy 2-core box)
// times out the suite's beforeAll when another file runs first.
setDefaultTimeout(60_000);

const EVIL_NAME = '=HYPERLINK("http://x","y")';

const validForm = {
  name: "Pumps in Bavaria",
  country: "Germany",
  city: "Munich",
  companyType: "Manufacturer",
  productsServices: "Industrial pumps",
  keywords: "pumps, valves",
  decisionMaker: "CEO",
  companyCount: 12,
  exclusions: "Distributors",
  existingCompanies: "https://www.Known.de/about; other.com",
};

type Json = Record<string, unknown>;
let domainSeq = 0;

describeEachDatabase("research projects API", ({ handle }) => {
  const db = () => handle().db;
  let app: ReturnType<typeof createTestApp>["app"];
  let owner: { id: number; cookie: string };
  let stranger: { id: number; cookie: string };

  beforeAll(async () => {
    app = createTestApp(handle()).app;
    const a = await signedInUser(handle());
    const b = await signedInUser(handle());
    owner = { id: a.user.id, cookie: a.cookie };
    stranger = { id: b.user.id, cookie: b.cookie };
  });

  /** A request as a browser on the app's own origin would send it (the CSRF guard wants that). */
  function call(method: string, path: string, body?: unknown, cookie = owner.cookie) {
    const headers: Record<string, string> = { cookie, origin: ORIGIN };
    if (body !== undefined) headers["content-type"] = "application/json";
    return app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function createViaApi(overrides: Json = {}, cookie = owner.cookie): Promise<Json> {
    const res = await call(
      "POST",
      "/api/research-projects",
      { ...validForm, ...overrides },
      cookie,
    );
    expect(res.status).toBe(201);
    return (await res.json()) as Json;
  }

  const projectRows = async () =>
    (await db().select({ n: count() }).from(researchProjects))[0]?.n ?? 0;

  async function addLead(
    projectId: number,
    company: Partial<typeof companies.$inferInsert> = {},
    contact: Partial<typeof contacts.$inferInsert> | null = {},
  ) {
    domainSeq += 1;
    const domain = `lead${domainSeq}-${Date.now()}.example`;
    const [c] = await db()
      .insert(companies)
      .values({
        domain,
        companyName: `Lead ${domainSeq} GmbH`,
        website: domain,
        industry: "Pumps",
        companyDescription: "Makes pumps",
        companyEmail: `info@${domain}`,
        companyEmailSource: `https://${domain}/contact`,
        companyPhone: "+49891234567",
        ...company,
      })
      .returning();
    if (!c) throw new Error("no company");
    let contactId: number | null = null;
    if (contact) {
      const [p] = await db()
        .insert(contacts)
        .values({
          companyId: c.id,
          contactName: "Anna Schmidt",
          contactNameSource: `https://${domain}/team`,
          contactTitle: "CEO",
          contactEmail: `anna@${domain}`,
          contactEmailSource: `https://${domain}/team`,
          contactEmailStatus: "valid",
          ...contact,
        })
        .returning();
      contactId = p?.id ?? null;
    }
    const [r] = await db()
      .insert(companyResearchResults)
      .values({ projectId, companyId: c.id, contactId, verificationStatus: "verified" })
      .returning();
    return { company: c, resultId: r?.id ?? 0 };
  }

  test("no session: 401 on every project route", async () => {
    const project = await createViaApi();
    const paths = [
      ["GET", "/api/research-projects"],
      ["POST", "/api/research-projects"],
      ["GET", `/api/research-projects/${project.id}`],
      ["PATCH", `/api/research-projects/${project.id}/name`],
      ["PATCH", `/api/research-projects/${project.id}/status`],
      ["DELETE", `/api/research-projects/${project.id}`],
      ["GET", `/api/research-projects/${project.id}/results`],
      ["GET", `/api/research-projects/${project.id}/rejected-companies`],
      ["GET", `/api/research-projects/${project.id}/export`],
      ["GET", "/api/dashboard/stats"],
    ] as const;
    for (const [method, path] of paths) {
      const res = await app.request(path, { method, headers: { origin: ORIGIN } });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
    }
  });

  test("create: 201 with the project, stored paused with normalized lists", async () => {
    const project = await createViaApi();
    // Every field as the form sent it, but the websites: those are normalized to domains.
    expect(project).toMatchObject({
      ...validForm,
      existingCompanies: ["known.de", "other.com"],
      status: "paused",
      isProcessing: false,
      resultCount: 0,
      rejectedCount: 0,
      userId: owner.id,
    });
    expect(typeof project.id).toBe("number");
    const [row] = await db()
      .select()
      .from(researchProjects)
      .where(eq(researchProjects.id, project.id as number));
    expect(row?.existingCompanies).toEqual(["known.de", "other.com"]);
  });

  test("create: newline-separated websites and messy keywords are normalized", async () => {
    const project = await createViaApi({
      existingCompanies: "acme.de\nhttp://WWW.Beta.com/x\r\ngamma.io, acme.de",
      keywords: " pumps ,, Pumps, seals ",
    });
    expect(project.existingCompanies).toEqual(["acme.de", "beta.com", "gamma.io"]);
    expect(project.keywords).toBe("pumps, seals");
  });

  test("create: each invalid field answers 400 with its message and stores nothing", async () => {
    const omit = (field: keyof typeof validForm) => {
      const { [field]: _, ...rest } = validForm;
      return rest;
    };
    const cases: [string, unknown, string][] = [
      ["no name", omit("name"), "Name is required"],
      ["blank name", { ...validForm, name: "   " }, "Name is required"],
      ["no country", omit("country"), "Country is required"],
      ["no company type", omit("companyType"), "Company type is required"],
      ["no products", omit("productsServices"), "Products/services is required"],
      ["no decision maker", omit("decisionMaker"), "Decision maker is required"],
      ["blank decision maker", { ...validForm, decisionMaker: " " }, "Decision maker is required"],
      [
        "unknown decision maker",
        { ...validForm, decisionMaker: "Chief Happiness Officer" },
        "Please select a valid decision maker type",
      ],
      [
        "decision maker in the wrong case",
        { ...validForm, decisionMaker: "ceo" },
        "Please select a valid decision maker type",
      ],
      [
        "count 0",
        { ...validForm, companyCount: 0 },
        "Number of companies must be between 1 and 50",
      ],
      [
        "count 51",
        { ...validForm, companyCount: 51 },
        "Number of companies must be between 1 and 50",
      ],
      ["count abc", { ...validForm, companyCount: "abc" }, ""],
      ["a non-website", { ...validForm, existingCompanies: "ok.de; not a site" }, "Not a website"],
    ];
    const before = await projectRows();
    for (const [label, body, message] of cases) {
      const res = await call("POST", "/api/research-projects", body);
      const json = (await res.json()) as { code: string; message: string; fields: Json };
      expect(`${label}: ${res.status}`).toBe(`${label}: 400`);
      expect(json.code).toBe("invalid_input");
      expect(json.message).toContain(message);
      expect(Object.keys(json.fields).length).toBeGreaterThan(0);
    }
    expect(await projectRows()).toBe(before);
  });

  test("create: the field map names the field", async () => {
    const res = await call("POST", "/api/research-projects", { ...validForm, companyCount: 51 });
    expect(await res.json()).toMatchObject({
      code: "invalid_input",
      message: "Number of companies must be between 1 and 50",
      fields: { companyCount: ["Number of companies must be between 1 and 50"] },
    });
  });

  test("create: malformed JSON is a 400, not a 500", async () => {
    const res = await app.request("/api/research-projects", {
      method: "POST",
      headers: { cookie: owner.cookie, origin: ORIGIN, "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).code).toBe("bad_json");
  });

  test("list: newest first with result counts, only the user's own projects", async () => {
    const older = await createViaApi({ name: "Older" });
    const newer = await createViaApi({ name: "Newer" });
    await createViaApi({ name: "Not mine" }, stranger.cookie);
    await addLead(older.id as number);
    await addLead(older.id as number);
    const res = await call("GET", "/api/research-projects");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Json[];
    expect(list.map((p) => p.name)).not.toContain("Not mine");
    const ids = list.map((p) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((p) => p.id === older.id)).toEqual({
      id: older.id,
      name: "Older",
      status: "paused",
      createdAt: expect.any(String),
      resultCount: 2,
    });
  });

  test("detail: the §3 fields, counts and isProcessing", async () => {
    const project = await createViaApi();
    const id = project.id as number;
    await addLead(id);
    await db()
      .insert(rejectedCompanies)
      .values({ projectId: id, companyName: "Nope", website: "nope.example", reasoning: "Dealer" });
    const res = await call("GET", `/api/research-projects/${id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as Json;
    expect(detail).toMatchObject({
      id,
      companyCount: 12,
      status: "paused",
      isProcessing: false,
      resultCount: 1,
      rejectedCount: 1,
      aiGeneratedKeywords: [],
      searchQueries: [],
      translatedQueries: [],
      queriesInEnglish: true,
      processedExistingCompanies: [],
    });
    for (const key of ["createdAt", "updatedAt", "processingStartedAt", "lastActivityAt"]) {
      expect(detail).toHaveProperty(key);
    }
  });

  test("rename and status: JSON project back; blank name and bad status change nothing", async () => {
    const project = await createViaApi();
    const path = `/api/research-projects/${project.id}`;
    const renamed = await call("PATCH", `${path}/name`, { name: "  Valves  " });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Json).name).toBe("Valves");

    const blank = await call("PATCH", `${path}/name`, { name: "   " });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as Json).message).toBe("Name is required");

    const started = await call("PATCH", `${path}/status`, { status: "processing" });
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ status: "processing" });
    expect(await (await call("GET", path)).json()).toMatchObject({ isProcessing: true });

    for (const status of ["completed", "PAUSED", "", 3]) {
      const bad = await call("PATCH", `${path}/status`, { status });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as Json).message).toBe("Status must be paused or processing");
    }
    const paused = await call("PATCH", `${path}/status`, { status: "paused" });
    expect(await paused.json()).toMatchObject({ status: "paused", name: "Valves" });
  });

  test("results: flattened leads, oldest first, with sources; rejected: newest first", async () => {
    const project = await createViaApi();
    const id = project.id as number;
    const first = await addLead(id, { companyName: "First AG" });
    await addLead(id, { companyName: "Second AG" }, null);
    const res = await call("GET", `/api/research-projects/${id}/results`);
    expect(res.status).toBe(200);
    const leads = (await res.json()) as LeadView[];
    expect(leads.map((l) => l.companyName)).toEqual(["First AG", "Second AG"]);
    expect(leads[0]).toMatchObject({
      id: first.resultId,
      website: first.company.domain,
      contactName: "Anna Schmidt",
      contactTitle: "CEO",
      contactEmail: `anna@${first.company.domain}`,
      contactEmailStatus: "valid",
      contactNameSource: `https://${first.company.domain}/team`,
      companyEmail: `info@${first.company.domain}`,
      industry: "Pumps",
      isFromCache: false,
    });
    expect(leads[1]).toMatchObject({ contactName: null, contactEmail: null });

    await db()
      .insert(rejectedCompanies)
      .values([
        { projectId: id, companyName: "Old", website: "old.example", reasoning: "Dealer" },
        { projectId: id, companyName: "New", website: "new.example", reasoning: "Too small" },
      ]);
    const rejected = (await (
      await call("GET", `/api/research-projects/${id}/rejected-companies`)
    ).json()) as Json[];
    expect(rejected.map((r) => r.companyName)).toEqual(["New", "Old"]);
    expect(rejected[0]).toMatchObject({
      id: expect.any(Number),
      companyName: "New",
      website: "new.example",
      reasoning: "Too small",
    });
  });

  test("another user's project is a 404 on every project route, and is left untouched", async () => {
    const theirs = await createViaApi({ name: "Theirs" }, stranger.cookie);
    await addLead(theirs.id as number);
    const base = `/api/research-projects/${theirs.id}`;
    const attempts: [string, string, unknown?][] = [
      ["GET", base],
      ["PATCH", `${base}/name`, { name: "Mine now" }],
      ["PATCH", `${base}/status`, { status: "processing" }],
      ["DELETE", base],
      ["GET", `${base}/results`],
      ["GET", `${base}/rejected-companies`],
      ["GET", `${base}/export`],
      ["GET", `${base}/export?format=csv`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, body);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
      expect(((await res.json()) as Json).message).toBe("Research project not found");
    }
    const [row] = await db()
      .select()
      .from(researchProjects)
      .where(eq(researchProjects.id, theirs.id as number));
    expect(row).toMatchObject({ name: "Theirs", status: "paused" });
  });

  test("unknown and non-numeric ids: 404 JSON", async () => {
    for (const path of [
      "/api/research-projects/999999",
      "/api/research-projects/abc",
      "/api/research-projects/abc/results",
      "/api/research-projects/1e3/rejected-companies",
      "/api/research-projects/-1/export",
      "/api/research-projects/999999/results",
    ]) {
      const res = await call("GET", path);
      expect(`${path} ${res.status}`).toBe(`${path} 404`);
      expect(res.headers.get("content-type")).toContain("application/json");
    }
    expect((await call("DELETE", "/api/research-projects/abc")).status).toBe(404);
    expect((await call("PATCH", "/api/research-projects/x/name", { name: "n" })).status).toBe(404);
  });

  test("delete removes the project and every row under it; the credit log stays", async () => {
    const project = await createViaApi();
    const id = project.id as number;
    const { company } = await addLead(id);
    await db().insert(chatMessages).values({ projectId: id, role: "user", content: "Start" });
    await db().insert(searchQueries).values({ projectId: id, query: "pumps germany" });
    await db().insert(processedDomains).values({ projectId: id, domain: "seen.example" });
    await db()
      .insert(rejectedCompanies)
      .values({ projectId: id, companyName: "R", website: "r.example", reasoning: "No" });
    await db()
      .insert(creditUsageLogs)
      .values({ userId: owner.id, projectId: id, creditsUsed: 1, actionType: "lead" });

    const res = await call("DELETE", `/api/research-projects/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });

    for (const [table, column] of [
      [chatMessages, chatMessages.projectId],
      [searchQueries, searchQueries.projectId],
      [processedDomains, processedDomains.projectId],
      [rejectedCompanies, rejectedCompanies.projectId],
      [companyResearchResults, companyResearchResults.projectId],
    ] as const) {
      const [left] = await db().select({ n: count() }).from(table).where(eq(column, id));
      expect(left?.n).toBe(0);
    }
    expect(
      await db().select().from(researchProjects).where(eq(researchProjects.id, id)),
    ).toHaveLength(0);
    // The shared company cache and the user's bill outlive the project.
    expect(await db().select().from(companies).where(eq(companies.id, company.id))).toHaveLength(1);
    const logs = await db()
      .select()
      .from(creditUsageLogs)
      .where(eq(creditUsageLogs.userId, owner.id));
    expect(logs.at(-1)?.projectId).toBeNull();
    expect((await call("GET", `/api/research-projects/${id}`)).status).toBe(404);
  });

  test("export: xlsx with header, values, links, neutralized formulas; counted", async () => {
    const user = await signedInUser(handle());
    const project = await createViaApi({ name: "Export me" }, user.cookie);
    const id = project.id as number;
    const good = await addLead(id, { companyName: "Acme GmbH", website: "acme-x.example" });
    await addLead(id, { companyName: EVIL_NAME });
    const statsBefore = await (
      await call("GET", "/api/dashboard/stats", undefined, user.cookie)
    ).json();
    expect(statsBefore).toMatchObject({ exports: 0 });

    const res = await call("GET", `/api/research-projects/${id}/export`, undefined, user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="project_${id}_leads.xlsx"`,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    const col = (header: string) => EXPORT_HEADERS.indexOf(header) + 1;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_HEADERS]);
    expect(sheet.rowCount).toBe(3);
    const row2 = sheet.getRow(2);
    expect(row2.getCell(col("Company")).value).toBe("Acme GmbH");
    expect(row2.getCell(col("Industry")).value).toBe("Pumps");
    expect(row2.getCell(col("Decision Maker")).value).toBe("Anna Schmidt");
    expect(row2.getCell(col("Website")).value).toEqual({
      text: "acme-x.example",
      hyperlink: "https://acme-x.example/",
    });
    expect(row2.getCell(col("Decision Maker Email")).value).toEqual({
      text: `anna@${good.company.domain}`,
      hyperlink: `mailto:anna@${good.company.domain}`,
    });
    const evil = sheet.getRow(3).getCell(col("Company"));
    expect(evil.value).toBe(`'${EVIL_NAME}`);
    expect(evil.type).toBe(ExcelJS.ValueType.String);

    const statsAfter = await (
      await call("GET", "/api/dashboard/stats", undefined, user.cookie)
    ).json();
    expect(statsAfter).toMatchObject({ exports: 1 });
  });

  test("export: CSV variant with BOM, neutralized, also counted", async () => {
    const user = await signedInUser(handle());
    const project = await createViaApi({}, user.cookie);
    const id = project.id as number;
    await addLead(id, { companyName: EVIL_NAME });
    const res = await call(
      "GET",
      `/api/research-projects/${id}/export?format=csv`,
      undefined,
      user.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="project_${id}_leads.csv"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe(EXPORT_HEADERS.join(","));
    expect(lines[1]).toStartWith(`"'=HYPERLINK(""http://x"",""y"")",`);
    const [stats] = await db().select().from(userStats).where(eq(userStats.userId, user.user.id));
    expect(stats?.totalExports).toBe(1);
  });

  test("export: no leads is a 400 and is not counted; unknown format is a 400", async () => {
    const user = await signedInUser(handle());
    const project = await createViaApi({}, user.cookie);
    const res = await call(
      "GET",
      `/api/research-projects/${project.id}/export`,
      undefined,
      user.cookie,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "There are no results to export yet." });
    await addLead(project.id as number);
    const badFormat = await call(
      "GET",
      `/api/research-projects/${project.id}/export?format=pdf`,
      undefined,
      user.cookie,
    );
    expect(badFormat.status).toBe(400);
    const stats = await (await call("GET", "/api/dashboard/stats", undefined, user.cookie)).json();
    expect(stats).toMatchObject({ exports: 0 });
  });

  test("dashboard stats: projects, leads, decision makers with name and email, exports", async () => {
    const user = await signedInUser(handle());
    const empty = await (await call("GET", "/api/dashboard/stats", undefined, user.cookie)).json();
    expect(empty).toEqual({ totalProjects: 0, companiesFound: 0, decisionMakers: 0, exports: 0 });

    const a = (await createViaApi({}, user.cookie)).id as number;
    const b = (await createViaApi({}, user.cookie)).id as number;
    await addLead(a);
    await addLead(a, {}, { contactEmail: null });
    await addLead(b, {}, null);
    await addLead(b, {}, { contactName: "  " });
    await addLead(b);
    // Another user's leads never count.
    await addLead((await createViaApi({}, stranger.cookie)).id as number);
    const stats = await (await call("GET", "/api/dashboard/stats", undefined, user.cookie)).json();
    expect(stats).toEqual({ totalProjects: 2, companiesFound: 5, decisionMakers: 2, exports: 0 });

    await call("DELETE", `/api/research-projects/${b}`, undefined, user.cookie);
    const after = await (await call("GET", "/api/dashboard/stats", undefined, user.cookie)).json();
    expect(after).toMatchObject({ totalProjects: 1, companiesFound: 2, decisionMakers: 1 });
  });

  test("dashboard stats kept between requests follow every change, even out of id order", async () => {
    const user = await signedInUser(handle());
    const stats = async () =>
      (await call("GET", "/api/dashboard/stats", undefined, user.cookie)).json();
    const a = (await createViaApi({}, user.cookie)).id as number;
    const b = (await createViaApi({}, user.cookie)).id as number;
    // An id handed out before b's leads but committed after them: two runs accepting at once.
    const [reserved] = (await handle().execute(
      "select nextval('company_research_results_id_seq')::int as id",
    )) as { id: number }[];
    await addLead(b);
    await addLead(b, {}, null);
    expect(await stats()).toEqual({
      totalProjects: 2,
      companiesFound: 2,
      decisionMakers: 1,
      exports: 0,
    });
    expect(await stats()).toMatchObject({ companiesFound: 2 });

    const late = await addLead(a);
    await db()
      .update(companyResearchResults)
      .set({ id: reserved?.id ?? 0 })
      .where(eq(companyResearchResults.id, late.resultId));
    expect(await stats()).toMatchObject({ companiesFound: 3, decisionMakers: 2 });

    await recordExport(db(), user.user.id);
    expect(await stats()).toMatchObject({ exports: 1 });
    await createViaApi({}, user.cookie);
    expect(await stats()).toMatchObject({ totalProjects: 3, companiesFound: 3 });
    await call("DELETE", `/api/research-projects/${a}`, undefined, user.cookie);
    expect(await stats()).toEqual({
      totalProjects: 2,
      companiesFound: 2,
      decisionMakers: 1,
      exports: 1,
    });
  });

  test("plans: public, active only, in catalogue order", async () => {
    const res = await app.request("/api/plans");
    expect(res.status).toBe(200);
    const plans = (await res.json()) as Json[];
    expect(plans.map((p) => p.name)).toEqual(["free", "starter", "professional", "enterprise"]);
    expect(plans[2]).toMatchObject({
      displayName: expect.any(String),
      priceMonthly: "39.00",
      priceAnnual: "29.00",
      creditsPerMonth: 300,
      features: expect.arrayContaining(["Export to Excel"]),
    });
  });
});
