import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import * as ExcelJS from "exceljs";
import type { Database } from "../db/client";
import {
  chatMessages,
  companyResearchResults,
  listRows,
  researchProjects,
  webhookEndpoints,
} from "../db/schema";
import { assertCreditsForList } from "../src/billing/credits-to-run";
import { AppError } from "../src/errors";
import { createListProjectInput } from "../src/projects/list-import/list-input";
import { parseCsv } from "../src/projects/list-import/parse-list";
import { createListProject, listRowCounts } from "../src/projects/list-store";
import { sandboxEngineParts } from "../src/research-setup";
import { generateCorpus } from "../src/sandbox/generator";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server";
import { attemptDelivery } from "../src/webhooks/deliver";
import { webhookRunNotices } from "../src/webhooks/run-notices";
import { WEBHOOK_EVENTS } from "../src/webhooks/webhook-store";
import { startWebhookReceiver } from "./fakes/webhook-receiver";
import { bearer, createKeyOnPage } from "./helpers/api-v1";
import { describeEachDatabase } from "./helpers/database";
import { openApiValidator } from "./helpers/openapi";
import {
  apiClient,
  creditsLeft,
  type Json,
  ORIGIN,
  type ResearchHarness,
  researchHarness,
  usageLogs,
  waitFor,
} from "./helpers/research";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(120_000);

/*
 * Issue 30, a list run end to end over a small sandbox web: a CSV is imported, the run works
 * every row to exactly one state (accepted, rejected, unreachable, duplicate, invalid), the
 * counts add up to the rows, credits go per accepted lead only, and a list costing more than
 * the credits left is refused before anything is stored.
 */

// A small web: 120 companies, among them parked domains and sites whose robots.txt refuses all.
const corpus = generateCorpus({ seed: 3, companies: 120 });
const company = (domain: string) => {
  const found = corpus.companies.find((c) => c.domain === domain);
  if (!found) throw new Error(`${domain} is not in the sandbox`);
  return found;
};
const parked = corpus.companies.find((c) => c.isParked);
const robotsRefused = corpus.companies.find((c) => c.disallowed.includes("/") && !c.isParked);

const swedish = company("persson-gustafsson.test");
const german = company("elektronik-muenchen.test");
const spanish = company("lopez-moreno.test");

/** A list as Excel writes it in Europe: `;`, a header, mixed cases. */
function mixedCsv(): string {
  return [
    "Firma;Webseite;Land",
    // The sandbox serves http only: "https://" variants are tested at import (list-import.test.ts).
    `${swedish.name};www.${swedish.domain}/kontakt;Sverige`,
    `${german.name};${german.domain};Deutschland`,
    `${german.name} Shop;shop.${german.domain};Deutschland`,
    `Parked;${parked?.domain};`,
    `Robots;${robotsRefused?.domain};`,
    "Broken;http://bad..test;",
    `${spanish.name};;España`,
    "Zyzzyva Quuxworks Frobnicators;;",
    `${swedish.name};;Sverige`,
    ";;",
    "Nowhere;no-such-company-anywhere.test;",
  ].join("\n");
}

/** Billing's check, as the routes pass it to the store. */
const affordableIn = (db: () => Database) => (userId: number) => ({
  assertAffordable: (rows: number) => assertCreditsForList(db(), userId, rows),
});

function listBody(csv: string, profile: Record<string, string> = {}) {
  const table = parseCsv(new TextEncoder().encode(csv));
  return createListProjectInput.parse({
    name: "Trade fair exhibitors",
    decisionMaker: "CEO",
    ...profile,
    source: { type: "list", rows: table.rows, columns: table.columns },
  });
}

describeEachDatabase("list mode run", ({ handle }) => {
  const affordable = affordableIn(() => handle().db);
  let sandbox: RunningSandbox;
  let h: ResearchHarness;

  beforeAll(() => {
    sandbox = startSandbox({ corpus });
    h = researchHarness(handle(), sandboxEngineParts(sandbox));
  });

  afterAll(async () => {
    await h?.settled();
    await sandbox?.stop();
  }, 60_000);

  const newUser = async (credits: number) =>
    (await signedInUser(handle(), { creditsLeft: credits, creditsMonthlyLimit: credits })).user;

  const rowsOf = (projectId: number) =>
    handle()
      .db.select()
      .from(listRows)
      .where(eq(listRows.projectId, projectId))
      .orderBy(listRows.rowIndex);

  test("without criteria: every row ends in one state, the counts add up, one credit per lead", async () => {
    expect(parked && robotsRefused).toBeTruthy();
    const { user, cookie } = await signedInUser(handle(), {
      creditsLeft: 20,
      creditsMonthlyLimit: 20,
    });
    const { project, counts: imported } = await createListProject(
      handle().db,
      user.id,
      listBody(mixedCsv()),
      affordable(user.id),
    );
    // The blank line is no row; the shop subdomain and the broken address are settled at import.
    expect(imported).toMatchObject({ total: 10, pending: 8, duplicate: 1, invalid: 1 });
    expect(project).toMatchObject({ sourceKind: "list", companyCount: 8 });

    await h.service.start(user.id, project.id);
    await h.settled();

    const rows = await rowsOf(project.id);
    const byIndex = (i: number) => rows.find((r) => r.rowIndex === i);
    expect(rows.map((r) => r.state)).toEqual([
      "accepted", // the Swedish site, typed with www. and a path
      "accepted", // the German site
      "duplicate", // shop. subdomain of row 2
      "unreachable", // parked
      "unreachable", // robots.txt
      "invalid", // http://bad..test
      "accepted", // looked up by name and country
      "unreachable", // a name no search finds
      "duplicate", // a name that the search resolves to row 1's company
      "unreachable", // a domain that does not resolve
    ]);
    expect(byIndex(2)?.reason).toBe(`Same company as row 2 (${german.domain})`);
    expect(byIndex(3)?.reason).toContain("Parked");
    expect(byIndex(4)?.reason).toContain("robots.txt");
    expect(byIndex(5)?.reason).toBe('Not a valid website address: "http://bad..test"');
    expect(byIndex(6)).toMatchObject({ companyKey: spanish.domain });
    expect(byIndex(6)?.lookupUrl).toContain(spanish.domain);
    expect(byIndex(6)?.lookupConfidence).toBeGreaterThanOrEqual(0.5);
    expect(byIndex(7)?.reason).toBe('No website found for "Zyzzyva Quuxworks Frobnicators"');
    expect(byIndex(8)?.reason).toBe(`Same company as row 1 (${swedish.domain})`);
    // The user's own cells stay with the row, for the export to join back.
    expect(byIndex(1)?.cells).toEqual({
      Firma: german.name,
      Webseite: german.domain,
      Land: "Deutschland",
    });

    const counts = await listRowCounts(handle().db, project.id);
    expect(counts).toEqual({
      total: 10,
      pending: 0,
      accepted: 3,
      rejected: 0,
      unreachable: 4,
      duplicate: 2,
      invalid: 1,
    });
    // Each accepted row names its lead; leads and credits are the accepted rows, no more.
    const leads = await handle()
      .db.select({ id: companyResearchResults.id })
      .from(companyResearchResults)
      .where(eq(companyResearchResults.projectId, project.id));
    expect(leads.map((l) => l.id).sort()).toEqual(
      rows.flatMap((r) => (r.state === "accepted" && r.leadId ? [r.leadId] : [])).sort(),
    );
    expect(await creditsLeft(handle().db, user.id)).toBe(20 - 3);
    expect((await usageLogs(handle().db, user.id)).length).toBe(3);
    // The chat tells the list's plan (no search queries) and how every row ended.
    const chat = await handle()
      .db.select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.projectId, project.id))
      .orderBy(chatMessages.id);
    expect(chat[0]?.content).toStartWith(
      "Your list has 10 rows (1 duplicate and 1 invalid already set aside). I will read the website of each of the 8 others",
    );
    expect(chat.at(-1)?.content).toStartWith(
      "All 10 rows of your list are done: 3 accepted as leads, 0 rejected, 4 unreachable, 2 duplicate, 1 invalid.",
    );
    const [stored] = await handle()
      .db.select({ status: researchProjects.status })
      .from(researchProjects)
      .where(eq(researchProjects.id, project.id));
    expect(stored?.status).toBe("completed");

    // The progress panel's figures: live, each row's end carries the rows by state; after a
    // reload, the project's detail has them.
    const batches = h.seen.filter((e) => e.projectId === project.id && e.type === "BATCH_PROGRESS");
    expect(batches.length).toBe(8);
    expect(batches.at(-1)?.data).toMatchObject({
      companiesProcessedInBatch: 10,
      totalCompaniesInBatch: 10,
      listRows: counts,
    });
    const api = apiClient(h.app, cookie);
    expect((await api.get(`/api/research-projects/${project.id}`)).json.listRows).toEqual(counts);

    // "More" on the finished list offers no web search: nothing runs, the target stays.
    const more = await h.service.sendMessage(user.id, project.id, "find 10 more companies");
    expect(more.messages.at(-1)?.content).toStartWith(
      "All 10 rows of your list are done, and a list project researches only its own rows",
    );
    expect(more.project).toMatchObject({ status: "completed", companyCount: 8 });
    await h.settled();
    expect(await listRowCounts(handle().db, project.id)).toEqual(counts);
  });

  test("with criteria: a company that fails them is rejected, with the criteria that failed", async () => {
    const user = await newUser(5);
    const csv = ["Website", swedish.domain, german.domain].join("\n");
    const { project } = await createListProject(
      handle().db,
      user.id,
      listBody(csv, {
        country: "Sweden",
        companyType: "wholesaler",
        productsServices: "bakery equipment, deck ovens",
      }),
      affordable(user.id),
    );
    await h.service.start(user.id, project.id);
    await h.settled();
    const [first, second] = await rowsOf(project.id);
    expect(first?.state).toBe("accepted");
    expect(second?.state).toBe("rejected");
    const failed = second?.criteria.filter((c) => !c.met) ?? [];
    expect(failed.map((c) => c.criterion)).toContain("country");
    expect(second?.reason).toBeTruthy();
    expect(await creditsLeft(handle().db, user.id)).toBe(4);
  });

  test("a list costing more than the credits left is refused before anything is stored", async () => {
    const user = await newUser(3);
    const csv = ["Website", "a-one.test", "b-two.test", "c-three.test", "d-four.test", "x"].join(
      "\n",
    );
    let refused: unknown;
    try {
      await createListProject(handle().db, user.id, listBody(csv), affordable(user.id));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(402);
    expect((refused as AppError).userMessage).toBe(
      "This list has 4 companies to research and could cost up to 4 credits (one per accepted lead), but you have 3 credits left. Shorten the list to 3 companies or fewer, or upgrade your plan.",
    );
    const projects = await handle()
      .db.select({ id: researchProjects.id })
      .from(researchProjects)
      .where(eq(researchProjects.userId, user.id));
    expect(projects).toEqual([]);
  });
});

describeEachDatabase("list mode over /api/v1", ({ handle }) => {
  let sandbox: RunningSandbox;
  let h: ResearchHarness;
  const receiver = startWebhookReceiver();
  const SECRET = "whsec_list_mode_api_secret_0123456789";

  beforeAll(() => {
    receiver.useSecret(SECRET);
    sandbox = startSandbox({ corpus });
    h = researchHarness(handle(), sandboxEngineParts(sandbox));
    const queue = {
      enqueue: async (id: number) => {
        await attemptDelivery(handle().db, id, { allowLoopbackHttp: true, finalAttempt: true });
      },
    };
    h.engine.notices = webhookRunNotices(handle().db, queue);
  });

  afterAll(async () => {
    await h?.settled();
    await sandbox?.stop();
    receiver.stop();
  }, 60_000);

  test("create a list project, start it, read its rows; webhooks fire as for a search", async () => {
    const { user, cookie } = await signedInUser(handle(), {
      creditsLeft: 5,
      creditsMonthlyLimit: 5,
    });
    await handle()
      .db.insert(webhookEndpoints)
      .values({ userId: user.id, url: receiver.url, secret: SECRET, events: [...WEBHOOK_EVENTS] });
    const key = await createKeyOnPage(h.app, cookie);
    const doc = await (await h.app.request("/api/v1/openapi.json")).json();
    const api = openApiValidator(doc);
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await bearer(h.app, key, method, path, body);
      return { status: res.status, json: (await api.conforms(method, path, res)) as Json };
    };
    const rows = [
      { Company: german.name, URL: `https://www.${german.domain}`, Notes: "met at booth 4" },
      { Company: "Same, other host", URL: `shop.${german.domain}`, Notes: "" },
      { Company: "", URL: "", Notes: "a note with no company" },
    ];
    const body = { name: "Fair", decisionMaker: "CEO", source: { type: "list", rows } };

    // More rows to research than credits: refused, with the numbers, and nothing stored.
    const poor = await signedInUser(handle(), { creditsLeft: 0, creditsMonthlyLimit: 0 });
    const poorKey = await createKeyOnPage(h.app, poor.cookie);
    const refused = await bearer(h.app, poorKey, "POST", "/api/v1/projects", body);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as Json).message).toBe(
      "This list has 1 company to research and could cost up to 1 credit (one per accepted lead), but you have 0 credits left. Upgrade your plan or wait for next month's credits.",
    );

    const created = await call("POST", "/api/v1/projects", body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ source: "list", progress: { targetCount: 1 } });
    const id = created.json.id as number;
    // The API's https:// form is tried as typed; the sandbox serves http only, so the run is
    // driven from the plain domain.
    await handle()
      .db.update(listRows)
      .set({ website: german.domain })
      .where(eq(listRows.projectId, id));
    expect((await call("POST", `/api/v1/projects/${id}/start`)).status).toBe(200);
    await h.settled();

    const page = await call("GET", `/api/v1/projects/${id}/rows?limit=2`);
    expect(page.json.counts).toEqual({
      total: 3,
      pending: 0,
      accepted: 1,
      rejected: 0,
      unreachable: 0,
      duplicate: 1,
      invalid: 1,
    });
    const first = page.json.data as Json[];
    expect(first.map((r) => r.state)).toEqual(["accepted", "duplicate"]);
    expect(first[0]?.cells).toEqual(rows[0]);
    expect(first[0]?.leadId).toEqual(expect.any(Number));
    const next = await call(
      "GET",
      `/api/v1/projects/${id}/rows?limit=2&cursor=${page.json.nextCursor}`,
    );
    expect((next.json.data as Json[]).map((r) => [r.rowIndex, r.state, r.reason])).toEqual([
      [2, "invalid", "No website and no company name in this row"],
    ]);

    // The export joins back to the list: its row number and the user's own columns come first.
    const csv = await bearer(h.app, key, "GET", `/api/v1/projects/${id}/export?format=csv`);
    const [header, line] = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header?.startsWith("List Row,List: Company,List: URL,List: Notes,Company,")).toBe(true);
    expect(line?.startsWith(`1,${german.name},https://www.${german.domain},met at booth 4,`)).toBe(
      true,
    );
    const xlsx = await bearer(h.app, key, "GET", `/api/v1/projects/${id}/export?format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(((sheet?.getRow(1).values ?? []) as unknown[]).slice(1, 6)).toEqual([
      "List Row",
      "List: Company",
      "List: URL",
      "List: Notes",
      "Company",
    ]);
    expect(sheet?.getRow(2).getCell(4).text).toBe("met at booth 4");

    const events = (type: string) =>
      receiver.received.filter((r) => r.json.type === type && r.json.data.projectId === id);
    await waitFor("the run's webhooks", () => events("research.completed").length === 1, 10_000);
    expect(events("lead.accepted").length).toBe(1);
    expect(events("research.completed")[0]?.json.data).toMatchObject({ acceptedCount: 1 });
    for (const r of [...events("lead.accepted"), ...events("research.completed")]) {
      api.webhookConforms(r.json.type, r.json);
    }
  });
});

describeEachDatabase("list import from the creation form", ({ handle }) => {
  let h: ResearchHarness;
  let sandbox: RunningSandbox;
  beforeAll(() => {
    sandbox = startSandbox({ corpus });
    h = researchHarness(handle(), sandboxEngineParts(sandbox));
  });
  afterAll(async () => {
    await h?.settled();
    await sandbox?.stop();
  }, 60_000);

  test("an uploaded XLSX is previewed with guessed picks and the most it can cost, then stored", async () => {
    const { cookie } = await signedInUser(handle(), { creditsLeft: 10 });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Exposants");
    sheet.addRow(["Raison sociale", "Site Web", "Pays"]);
    sheet.addRow([german.name, `www.${german.domain}`, "Allemagne"]);
    sheet.addRow([`${german.name} (boutique)`, `https://shop.${german.domain}`, "Allemagne"]);
    sheet.addRow(["", "pas un site", ""]);
    const bytes = await book.xlsx.writeBuffer();
    const form = (extra: Record<string, string> = {}) => {
      const body = new FormData();
      body.set("file", new File([bytes], "exposants.xlsx"));
      for (const [k, v] of Object.entries(extra)) body.set(k, v);
      return body;
    };
    const post = (path: string, body: FormData) =>
      h.app.request(path, { method: "POST", body, headers: { cookie, origin: ORIGIN } });

    const preview = await post("/api/research-projects/list-preview", form());
    expect(preview.status).toBe(200);
    const json = (await preview.json()) as Json;
    expect(json).toMatchObject({
      columns: ["Raison sociale", "Site Web", "Pays"],
      picks: { website: "Site Web", name: "Raison sociale", country: "Pays" },
      total: 3,
      counts: { pending: 1, duplicate: 1, invalid: 1 },
      maxCredits: 1,
      creditsLeft: 10,
      affordable: true,
      refusal: null,
    });

    const created = await post(
      "/api/research-projects/list",
      form({ name: "Salon", decisionMaker: "CEO" }),
    );
    expect(created.status).toBe(201);
    expect(((await created.json()) as Json).counts).toMatchObject({ total: 3, pending: 1 });
  });

  test("the form's plain post: a list project opens; a list above the credits comes back refused", async () => {
    const { user, cookie } = await signedInUser(handle(), { creditsLeft: 2 });
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ source: "list", decisionMaker: "CEO", ...fields })) {
        body.set(k, v);
      }
      return h.app.request("/research", {
        method: "POST",
        body,
        headers: { cookie, origin: ORIGIN },
      });
    };
    const stored = async () =>
      (
        await handle()
          .db.select()
          .from(researchProjects)
          .where(eq(researchProjects.userId, user.id))
      ).length;

    const refused = await post({ name: "Too many", text: "a.example\nb.example\nc.example" });
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain(
      "This list has 3 companies to research and could cost up to 3 credits (one per accepted lead), but you have 2 credits left.",
    );
    // The form comes back in list mode with the pasted lines kept.
    expect(page).toMatch(/name="source" checked="" value="list"/);
    expect(page).toMatch(/>a\.example\r?\nb\.example\r?\nc\.example<\/textarea>/);
    const noCountry = await post({ name: "X", text: "a.example", companyType: "Manufacturer" });
    expect(noCountry.status).toBe(422);
    expect(await noCountry.text()).toContain("Country is required when the list is checked");
    expect(await stored()).toBe(0);

    const created = await post({ name: "Two", text: `${german.domain}\nRossi Imballaggi` });
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toMatch(/^\/research\/\d+$/);
    const [project] = await handle()
      .db.select()
      .from(researchProjects)
      .where(eq(researchProjects.userId, user.id));
    expect(project).toMatchObject({ sourceKind: "list", name: "Two", companyCount: 2 });
  });
});

describeEachDatabase("list mode pause and resume", ({ handle }) => {
  const affordable = affordableIn(() => handle().db);
  let h: ResearchHarness;
  let sandbox: RunningSandbox;
  beforeAll(() => {
    sandbox = startSandbox({ corpus });
    // One row at a time, so that a pause lands between rows.
    h = researchHarness(handle(), sandboxEngineParts(sandbox), { candidateConcurrency: 1 });
  });
  afterAll(async () => {
    await h?.settled();
    await sandbox?.stop();
  }, 60_000);

  test("a list paused mid-way resumes with the rows left: none done twice, one credit per lead", async () => {
    const user = (await signedInUser(handle(), { creditsLeft: 20, creditsMonthlyLimit: 20 })).user;
    const readable = corpus.companies
      .filter((c) => !c.isParked && c.disallowed.length === 0 && c.features.length === 0)
      .slice(0, 4);
    const csv = ["Website", ...readable.map((c) => c.domain)].join("\n");
    const { project } = await createListProject(
      handle().db,
      user.id,
      listBody(csv),
      affordable(user.id),
    );
    const firstLead = new Promise<void>((resolve) => {
      const stop = h.events.subscribeAll((event) => {
        if (event.projectId === project.id && event.type === "COMPANY_ACCEPTED") {
          stop();
          resolve();
        }
      });
    });
    await h.service.start(user.id, project.id);
    await firstLead;
    await h.service.setStatus(user.id, project.id, "paused");
    await h.settled();
    const paused = await listRowCounts(handle().db, project.id);
    expect(paused.pending).toBeGreaterThan(0);
    expect(paused.pending).toBeLessThan(4);

    await h.service.setStatus(user.id, project.id, "processing");
    await h.settled();
    const rows = await handle()
      .db.select()
      .from(listRows)
      .where(eq(listRows.projectId, project.id));
    expect(rows.filter((r) => r.state === "pending")).toEqual([]);
    const accepted = rows.filter((r) => r.state === "accepted");
    const leads = await handle()
      .db.select({ id: companyResearchResults.id })
      .from(companyResearchResults)
      .where(eq(companyResearchResults.projectId, project.id));
    expect(leads.length).toBe(accepted.length);
    expect(new Set(accepted.map((r) => r.leadId)).size).toBe(accepted.length);
    expect(await creditsLeft(handle().db, user.id)).toBe(20 - accepted.length);
  });
});
