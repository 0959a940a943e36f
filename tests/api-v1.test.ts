import { beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import * as ExcelJS from "exceljs";
import { apiKeys } from "../db/schema";
import { EXPORT_HEADERS } from "../src/export/columns";
import { crmHeaders } from "../src/export/crm-presets";
import {
  bearer,
  createKeyOnPage,
  KEY_PATTERN,
  ORIGIN,
  pagePost,
  seedLead,
  seedRejected,
} from "./helpers/api-v1";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { openApiValidator } from "./helpers/openapi";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(60_000);

const form = {
  name: "Pumps in Bavaria",
  country: "Germany",
  companyType: "Manufacturer",
  productsServices: "Industrial pumps",
  decisionMaker: "CEO",
  companyCount: 3,
  existingCompanies: ["https://www.Known.de/about"],
};

type Json = Record<string, unknown>;

describeEachDatabase("public API v1", ({ handle }) => {
  let app: ReturnType<typeof createTestApp>["app"];
  let api: ReturnType<typeof openApiValidator>;
  let owner: { id: number; cookie: string; key: string };
  let stranger: { id: number; cookie: string; key: string };

  beforeAll(async () => {
    app = createTestApp(handle(), {
      config: testConfig({ API_RATE_LIMIT_PER_MINUTE: "10000" }),
    }).app;
    const doc = await (await app.request("/api/v1/openapi.json")).json();
    api = openApiValidator(doc);
    for (const who of ["owner", "stranger"] as const) {
      const { user, cookie } = await signedInUser(handle());
      const person = { id: user.id, cookie, key: await createKeyOnPage(app, cookie) };
      if (who === "owner") owner = person;
      else stranger = person;
    }
  });

  /** A call whose answer must be declared in the document and fit its schema. */
  async function call(method: string, path: string, body?: unknown, key = owner.key) {
    const res = await bearer(app, key, method, path, body);
    const status = res.status;
    const headers = res.headers;
    const json = (await api.conforms(method, path, res)) as Json;
    return { status, headers, json };
  }

  async function newProject(key = owner.key) {
    const created = await call("POST", "/api/v1/projects", form, key);
    expect(created.status).toBe(201);
    return created.json.id as number;
  }

  test("the document: OpenAPI 3.1, every $ref resolves, a reference page lists every operation", async () => {
    const res = await app.request("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Json & {
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(10);
    for (const [, name] of refs) expect(doc.components.schemas[name ?? ""]).toBeDefined();
    // The request body is the creation form's schema, its limits included.
    const create = doc.components.schemas.CreateProject as { properties: Record<string, Json> };
    expect(create.properties.companyCount).toMatchObject({ minimum: 1, maximum: 50 });
    expect(create.properties.name).toMatchObject({ maxLength: 200 });
    // The decision makers the server accepts are listed, so a client need not learn them by 400s.
    const allowed = create.properties.decisionMaker?.enum as string[];
    expect(allowed).toEqual(expect.arrayContaining(["CEO", "Purchase Director", "Buyer", "Other"]));
    expect(allowed).not.toContain("King");

    const page = await app.request("/api/v1/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods)) expect(html).toContain(`id="${op.operationId}"`);
    }
    for (const event of ["lead.accepted", "research.completed", "research.failed"]) {
      expect(html).toContain(`id="webhook-${event}"`);
    }
  });

  test("every endpoint, each answer validated against the document", async () => {
    const id = await newProject();
    const got = await call("GET", `/api/v1/projects/${id}`);
    expect(got.json).toMatchObject({
      id,
      status: "paused",
      existingCompanies: ["known.de"],
      progress: { acceptedCount: 0, targetCount: 3, progressPercentage: 0, isProcessing: false },
    });
    const listed = await call("GET", "/api/v1/projects");
    expect((listed.json.data as Json[]).map((p) => p.id)).toContain(id);

    // Leads and rejections, three pages of two then one.
    for (let i = 0; i < 3; i++) await seedLead(handle(), id, i !== 1);
    for (let i = 0; i < 3; i++) await seedRejected(handle(), id);
    for (const kind of ["leads", "rejected"]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `limit=2&cursor=${cursor}` : "limit=2";
        const page = await call("GET", `/api/v1/projects/${id}/${kind}?${query}`);
        expect(page.status).toBe(200);
        seen.push(...(page.json.data as Json[]).map((r) => r.id as number));
        cursor = page.json.nextCursor as string | null;
        pages++;
      } while (cursor);
      expect(seen.length).toBe(3);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      expect(pages).toBe(2);
    }
    const counted = await call("GET", `/api/v1/projects/${id}`);
    expect(counted.json.progress).toMatchObject({ acceptedCount: 3, rejectedCount: 3 });
    expect((await call("GET", `/api/v1/projects/${id}/leads?cursor=bm9wZQ`)).status).toBe(400);
    expect((await call("GET", `/api/v1/projects/${id}/leads?limit=500`)).status).toBe(400);

    // Start plans and confirms (the chat's "start" then "yes"); pause and resume follow.
    const started = await call("POST", `/api/v1/projects/${id}/start`);
    expect(started.json).toMatchObject({ status: "processing", progress: { isProcessing: true } });
    const again = await call("POST", `/api/v1/projects/${id}/start`);
    expect(again.json.status).toBe("processing");
    expect((await call("POST", `/api/v1/projects/${id}/pause`)).json.status).toBe("paused");
    expect((await call("POST", `/api/v1/projects/${id}/resume`)).json.status).toBe("processing");

    // Exports: the sheet, the csv and the CRM presets, each with its own header.
    const xlsx = await bearer(app, owner.key, "GET", `/api/v1/projects/${id}/export`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-disposition")).toContain(`project_${id}_leads.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const header = ((book.worksheets[0]?.getRow(1).values ?? []) as unknown[]).slice(1);
    expect(header).toEqual([...EXPORT_HEADERS]);
    const csv = await call("GET", `/api/v1/projects/${id}/export?format=csv`);
    expect(csv.status).toBe(200);
    for (const preset of ["hubspot-contacts", "salesforce-accounts"] as const) {
      const res = await bearer(
        app,
        owner.key,
        "GET",
        `/api/v1/projects/${id}/export?format=${preset}`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toContain(`project_${id}_${preset}.csv`);
      const lines = (await res.text()).trim().split("\r\n");
      expect(lines[0]).toBe(crmHeaders(preset).join(","));
      // The lead without a contact person is no CRM contact; every company is an account.
      expect(lines.length).toBe(preset === "hubspot-contacts" ? 3 : 4);
    }
    expect((await call("GET", `/api/v1/projects/${id}/export?format=pdf`)).status).toBe(400);
  });

  test("create: the form's validation, field by field; a completed project cannot start", async () => {
    const bad = await call("POST", "/api/v1/projects", {
      ...form,
      companyCount: 51,
      decisionMaker: "King",
    });
    expect(bad.status).toBe(400);
    const fields = (bad.json.error as Json).fields as Record<string, string[]>;
    expect(fields.companyCount).toEqual(["Number of companies must be between 1 and 50"]);
    expect(fields.decisionMaker).toEqual(["Please select a valid decision maker type"]);
    const id = await newProject();
    await seedLead(handle(), id);
    const empty = await newProject();
    const nothing = await call("GET", `/api/v1/projects/${empty}/export?format=csv`);
    expect(nothing.status).toBe(400);
    expect(nothing.json.error).toMatchObject({ code: "no_results" });
    const { researchProjects } = await import("../db/schema");
    await handle()
      .db.update(researchProjects)
      .set({ status: "completed" })
      .where(eq(researchProjects.id, id));
    const refused = await call("POST", `/api/v1/projects/${id}/start`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: "invalid_state" });
  });

  const projectRoutes = (id: number) =>
    [
      ["GET", `/api/v1/projects/${id}`],
      ["POST", `/api/v1/projects/${id}/start`],
      ["POST", `/api/v1/projects/${id}/pause`],
      ["POST", `/api/v1/projects/${id}/resume`],
      ["GET", `/api/v1/projects/${id}/leads`],
      ["GET", `/api/v1/projects/${id}/rejected`],
      ["GET", `/api/v1/projects/${id}/export`],
      ["GET", `/api/v1/projects/${id}/export?format=hubspot-companies`],
    ] as const;

  test("isolation: another user's key gets 404 on every project route and never sees the project", async () => {
    const id = await newProject();
    await seedLead(handle(), id);
    for (const [method, path] of projectRoutes(id)) {
      const res = await call(method, path, undefined, stranger.key);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
      expect(res.json.error).toMatchObject({ code: "not_found" });
    }
    const theirs = await call("GET", "/api/v1/projects", undefined, stranger.key);
    expect((theirs.json.data as Json[]).map((p) => p.id)).not.toContain(id);
    // And nothing changed for the owner.
    expect((await call("GET", `/api/v1/projects/${id}`)).json.status).toBe("paused");
  });

  test("no key, a malformed one, an unknown one, a session cookie: 401 everywhere", async () => {
    const id = await newProject();
    const routes = [
      ["GET", "/api/v1/projects"],
      ["POST", "/api/v1/projects"],
      ...projectRoutes(id),
    ];
    const unknown = `exd_${"A".repeat(43)}`;
    for (const [method, path] of routes) {
      for (const key of [undefined, "nope", unknown]) {
        const res = await bearer(app, key, method ?? "GET", path ?? "");
        expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
        expect(res.headers.get("www-authenticate")).toContain("Bearer");
        const body = (await api.conforms(method ?? "GET", path ?? "", res)) as Json;
        expect(body.error).toMatchObject({ code: "unauthenticated" });
      }
    }
    const cookieOnly = await app.request("/api/v1/projects", { headers: { cookie: owner.cookie } });
    expect(cookieOnly.status).toBe(401);
  });

  test("keys: stored as sha256 only, listed by prefix with last use, shown once, revoked at once", async () => {
    const { user, cookie } = await signedInUser(handle());
    const key = await createKeyOnPage(app, cookie, "CRM sync");
    const [row] = await handle().db.select().from(apiKeys).where(eq(apiKeys.userId, user.id));
    expect(row?.keyHash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(key.slice(4));
    expect(row?.lastUsedAt).toBeNull();
    expect((await bearer(app, key, "GET", "/api/v1/projects")).status).toBe(200);
    const [used] = await handle()
      .db.select()
      .from(apiKeys)
      .where(eq(apiKeys.id, row?.id ?? 0));
    expect(used?.lastUsedAt).toBeInstanceOf(Date);

    const page = await (await app.request("/account/api", { headers: { cookie } })).text();
    expect(page).not.toMatch(KEY_PATTERN);
    expect(page).toContain("CRM sync");
    expect(page).toContain(key.slice(0, 12));

    // Someone else cannot revoke it; its owner can, and the next call is refused.
    const foreign = await pagePost(app, `/account/api/keys/${row?.id}/revoke`, owner.cookie);
    expect(foreign.status).toBe(404);
    expect((await bearer(app, key, "GET", "/api/v1/projects")).status).toBe(200);
    const revoked = await pagePost(app, `/account/api/keys/${row?.id}/revoke`, cookie);
    expect(revoked.status).toBe(303);
    expect((await bearer(app, key, "GET", "/api/v1/projects")).status).toBe(401);
  });

  test("key management refuses cross-site posts (CSRF) and visitors", async () => {
    const evil = { cookie: owner.cookie, origin: "https://evil.example" };
    const type = { "content-type": "application/x-www-form-urlencoded" };
    const created = await app.request("/account/api/keys", {
      method: "POST",
      headers: { ...evil, ...type },
      body: "name=stolen",
    });
    expect(created.status).toBe(403);
    const rows = await handle().db.select().from(apiKeys).where(eq(apiKeys.name, "stolen"));
    expect(rows.length).toBe(0);
    const visitor = await app.request("/account/api/keys", {
      method: "POST",
      headers: { origin: ORIGIN, ...type },
      body: "name=x",
    });
    expect(visitor.status).toBe(401);
    const page = await app.request("/account/api");
    expect(page.status).toBe(401);
    expect(page.headers.get("refresh")).toBe("2; url=/auth");
  });
});
