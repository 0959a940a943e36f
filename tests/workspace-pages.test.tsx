import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  companies,
  companyResearchResults,
  contacts,
  creditUsageLogs,
  rejectedCompanies,
  researchProjects,
} from "../db/schema";
import { createProject } from "../src/projects/project-store";
import type { CreateProjectInput } from "../src/projects/schemas";
import type { LeadView } from "../src/projects/views";
import { locationLine } from "../src/routes/pages/research-page";
import { formatRenewDate, progressPercent, timeAgo } from "../src/views/format";
import { contactLine, leadCounts } from "../src/views/research-progress";
import { dashboardStatus, researchStatus } from "../src/views/status-badge";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase, type TestDatabase } from "./helpers/database";
import { expectTabOpen, expectToContainAll } from "./helpers/html";
import { leadView } from "./helpers/lead-row";
import { signedInUser } from "./helpers/session";

const DELETE_TEXT =
  "Are you sure you want to delete this research? This action cannot be undone and will permanently remove all project data, chat messages, and found companies.";

describe("workspace helpers", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);

  test("timeAgo reads like 'Created {time} ago'", () => {
    expect(ago(10_000)).toBe("less than a minute");
    expect(ago(60_000)).toBe("1 minute");
    expect(ago(5 * 60_000)).toBe("5 minutes");
    expect(ago(3 * 3_600_000)).toBe("about 3 hours");
    expect(ago(24 * 3_600_000)).toBe("1 day");
    expect(ago(2 * 86_400_000)).toBe("2 days");
    expect(ago(40 * 86_400_000)).toBe("about 1 month");
    expect(ago(100 * 86_400_000)).toBe("3 months");
    expect(ago(400 * 86_400_000)).toBe("about 1 year");
    expect(ago(3 * 366 * 86_400_000)).toBe("3 years");
    // Clock skew: a creation time in the future is "now", not negative.
    expect(ago(-60_000)).toBe("less than a minute");
  });

  test("renew date is day, short month, year in en-GB (UTC), else N/A", () => {
    expect(formatRenewDate(new Date("2026-12-22T00:00:00Z"))).toBe("22 Dec 2026");
    expect(formatRenewDate(new Date("2026-12-22T23:59:00Z"))).toBe("22 Dec 2026");
    expect(formatRenewDate(null)).toBe("N/A");
    expect(formatRenewDate(new Date("nope"))).toBe("N/A");
  });

  test("status badges follow spec §4", () => {
    expect(dashboardStatus("processing").label).toBe("Researching");
    expect(dashboardStatus("completed").label).toBe("Done");
    expect(dashboardStatus("paused").label).toBe("Active");
    expect(dashboardStatus("preparing").label).toBe("Active");
    expect(researchStatus("completed")).toEqual({ label: "Research Done", tone: "green" });
    expect(researchStatus("paused")).toEqual({ label: "Paused", tone: "orange" });
    expect(researchStatus("processing")).toEqual({ label: "Researching...", tone: "purple" });
    expect(researchStatus("preparing").label).toBe("Researching...");
  });

  test("progress, location line, recent-find line and panel counts", () => {
    expect(progressPercent(3, 10)).toBe(30);
    expect(progressPercent(12, 10)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
    expect(locationLine({ companyType: "Bakery", country: "France", city: null })).toBe(
      "Bakery in France",
    );
    expect(locationLine({ companyType: "Bakery", country: "France", city: "Lyon" })).toBe(
      "Bakery in France, Lyon",
    );
    expect(contactLine({ contactName: "Ann", contactTitle: "CEO" })).toBe("Ann, CEO");
    expect(contactLine({ contactName: "Ann", contactTitle: null })).toBe("Ann");
    expect(contactLine({ contactName: null, contactTitle: null })).toBe("No contact found");
    const lead = (over: Partial<LeadView>): LeadView =>
      leadView({ id: 1, companyName: "A", website: "https://a.example", ...over });
    expect(
      leadCounts([
        lead({ contactName: "Ann", contactEmail: "ann@a.example" }),
        lead({ contactName: "Bob", companyPhone: "+331234" }),
        lead({ website: "" }),
      ]),
    ).toEqual({ decisionMakers: 1, contactInfo: 2, websites: 2 });
  });
});

const baseInput: CreateProjectInput = {
  name: "Packaging DE",
  country: "Germany",
  city: undefined,
  companyType: "Manufacturer",
  productsServices: "Folding boxes",
  keywords: undefined,
  decisionMaker: "CEO",
  companyCount: 10,
  exclusions: undefined,
  existingCompanies: [],
};

let companySeq = 0;

/** An accepted lead under the project, with a contact when given. */
async function addLead(
  database: TestDatabase,
  projectId: number,
  company: Partial<typeof companies.$inferInsert> = {},
  contact?: Partial<typeof contacts.$inferInsert>,
) {
  companySeq += 1;
  const [row] = await database.db
    .insert(companies)
    .values({
      domain: `lead${companySeq}-${Date.now()}.example`,
      companyName: `Company ${companySeq}`,
      website: `https://lead${companySeq}.example`,
      ...company,
    })
    .returning();
  if (!row) throw new Error("company insert failed");
  let contactId: number | null = null;
  if (contact) {
    const [c] = await database.db
      .insert(contacts)
      .values({ companyId: row.id, ...contact })
      .returning();
    contactId = c?.id ?? null;
  }
  await database.db
    .insert(companyResearchResults)
    .values({ projectId, companyId: row.id, contactId, verificationStatus: "accepted" });
  return row;
}

const sameOrigin = { "sec-fetch-site": "same-origin" };

describeEachDatabase("workspace pages", ({ handle }) => {
  const app = () => createTestApp(handle()).app;
  const get = async (path: string, cookie: string) => {
    const res = await app().request(path, { headers: { cookie } });
    return { res, html: await res.text() };
  };
  const post = (
    path: string,
    cookie: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    app().request(path, {
      method: "POST",
      headers: { cookie, ...sameOrigin, ...headers },
      body: new URLSearchParams(fields),
    });
  /** The same form post made by htmx, which answers with headers instead of a redirect. */
  const htmxPost = (path: string, cookie: string, fields: Record<string, string>) =>
    post(path, cookie, fields, { "HX-Request": "true" });
  /** The toast an htmx answer asks the page to show. */
  const toastOf = (res: Response) => JSON.parse(res.headers.get("HX-Trigger") ?? "{}").showToast;
  /** The toast of a refused action: its title and what went wrong, in red. */
  const errorToast = (title: string, description: string) => ({
    title,
    description,
    variant: "destructive",
  });
  /** A creation form that is valid as it is; each test changes the fields it is about. */
  const bakeryForm = {
    name: "Bakeries",
    country: "France",
    companyType: "Bakery",
    productsServices: "Bread",
    decisionMaker: "Owner",
    companyCount: "12",
  };
  const createResearch = (cookie: string, changes: Record<string, string>) =>
    post("/research", cookie, { ...bakeryForm, ...changes });
  const project = async (userId: number, over: Partial<CreateProjectInput> = {}) =>
    createProject(handle().db, userId, { ...baseInput, ...over });
  const setStatus = (id: number, status: string) =>
    handle().db.update(researchProjects).set({ status }).where(eq(researchProjects.id, id));
  const projectsOf = (userId: number) =>
    handle().db.select().from(researchProjects).where(eq(researchProjects.userId, userId));

  test("dashboard: header, tiles, credits and the empty list", async () => {
    const { cookie } = await signedInUser(handle(), { creditsLeft: 7, creditsMonthlyLimit: 100 });
    const { res, html } = await get("/", cookie);
    expect(res.status).toBe(200);
    expectToContainAll(html, [
      "Lead Research Dashboard",
      "Manage your AI-powered lead research projects",
      "Total Projects",
      "Companies Found",
      "Decision Makers",
      "Exports",
      "Credits Left",
      "7 out of 100",
      "Credits renew at",
      "N/A",
      "Recent Research Projects",
      "New Research",
      "No research projects yet",
      "Create Your First Project",
      'href="/?new=1"',
      "Session Timeout",
      "Refresh Page",
    ]);
    expect(html).not.toContain("style=");
    // /auth shows the same dashboard to a verified user.
    expect((await get("/auth", cookie)).html).toContain("Recent Research Projects");
  });

  test("dashboard: the renew date in en-GB", async () => {
    const { cookie } = await signedInUser(handle(), {
      nextCreditRefreshDate: new Date("2026-12-22T10:00:00Z"),
    });
    const { html } = await get("/", cookie);
    expect(html).toContain("22 Dec 2026");
    expect(html).not.toContain("N/A");
  });

  test("dashboard: cards with badges, age, counts, links, export and menu", async () => {
    const { user, cookie } = await signedInUser(handle());
    const paused = await project(user.id, { name: "Paused one" });
    const running = await project(user.id, { name: "Running one" });
    const done = await project(user.id, { name: "Done one" });
    await setStatus(running.id, "processing");
    await setStatus(done.id, "completed");
    await addLead(handle(), done.id);
    await addLead(handle(), done.id);
    const { html } = await get("/", cookie);
    // A project that never ran is "Not started" (issue 15), not the spec's catch-all "Active".
    expectToContainAll(html, [
      "Paused one",
      "Running one",
      "Done one",
      "Researching",
      "Done",
      "Not started",
    ]);
    expect(html).toContain("Created less than a minute ago");
    expect(html).toContain("2 companies found");
    expect(html).toContain("0 companies found");
    expect(html).toContain(`href="/research/${paused.id}"`);
    expect(html).toContain(`href="/api/research-projects/${done.id}/export"`);
    expect(html).not.toContain(`href="/api/research-projects/${paused.id}/export"`);
    expect(html).toMatch(
      /<span data-tooltip="No results to export yet"[^>]*><button type="button" disabled=""/,
    );
    expect(html).toContain("Edit research name");
    expect(html).toContain("Delete");
    expect(html).toContain(DELETE_TEXT.replace("don't", "don&#x27;t"));
    expect(html).toMatch(/<dialog id="delete-dialog-\d+"/);
    expect(html).not.toContain("No research projects yet");
    // Newest first.
    expect(html.indexOf("Done one")).toBeLessThan(html.indexOf("Paused one"));
  });

  test("dashboard: no-script paths open the form, a rename field and a delete dialog", async () => {
    const { user, cookie } = await signedInUser(handle());
    const p = await project(user.id);
    const rename = (await get(`/?rename=${p.id}`, cookie)).html;
    expect(rename).toMatch(
      new RegExp(
        `<form hx-post="/research/${p.id}/name"[^>]*action="/research/${p.id}/name" method="post">`,
      ),
    );
    expect(rename).not.toMatch(/data-rename-form=""[^>]*hidden/);
    const del = (await get(`/?delete=${p.id}`, cookie)).html;
    expect(del).toMatch(new RegExp(`<dialog id="delete-dialog-${p.id}" open=""`));
  });

  test("creation form: every field, the catalogue in groups, count 1..50 default 10", async () => {
    const { cookie } = await signedInUser(handle());
    const { html } = await get("/?new=1", cookie);
    expectToContainAll(html, [
      "Create New Research Project",
      'name="name"',
      'name="country"',
      'name="city"',
      'name="companyType"',
      'name="productsServices"',
      'name="keywords"',
      'name="decisionMaker"',
      'name="companyCount"',
      'name="exclusions"',
      'name="existingCompanies"',
      "max 50",
      "comma separated",
      "websites separated by commas, semicolons or line breaks",
      'min="1"',
      'max="50"',
      'value="10"',
      "Cancel",
      "Create Research",
      "Creating Project...",
      '<optgroup label="CEO">',
      '<optgroup label="Business Development Manager">',
      '<option value="Chief Executive Officer">',
      '<option value="Proprietor">',
      '<option value="Other">Other</option>',
    ]);
    expect(html.match(/<optgroup /g)?.length).toBe(10);
    expect(html).not.toContain("Recent Research Projects");
  });

  test("create: refused input keeps the values, shows messages and creates nothing", async () => {
    const { user, cookie } = await signedInUser(handle());
    // No country, an unknown decision maker, too many companies; the city is fine and kept.
    const changes = {
      country: "",
      city: "Lyon",
      decisionMaker: "Chief Wizard",
      companyCount: "80",
    };
    const res = await createResearch(cookie, changes);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Country is required");
    expect(html).toContain("Please select a valid decision maker type");
    expect(html).toContain("Number of companies must be between 1 and 50");
    expect(html).toContain('value="Bakeries"');
    expect(html).toContain('value="Lyon"');
    expect(html).toContain('value="80"');
    expect(html).toContain('aria-invalid="true"');
    expect(toastOf(res)).toEqual(
      errorToast("Error", "Failed to create research project: Country is required"),
    );
    expect(await projectsOf(user.id)).toHaveLength(0);
  });

  test("create: success goes to the project with the 'Research Created' toast", async () => {
    const { user, cookie } = await signedInUser(handle());
    const res = await createResearch(cookie, {
      keywords: "bread, croissant",
      existingCompanies: "boulangerie.example; https://www.pain.example\nfour.example",
    });
    expect(res.status).toBe(303);
    const [created] = await projectsOf(user.id);
    expect(created?.companyCount).toBe(12);
    expect(created?.existingCompanies).toEqual([
      "boulangerie.example",
      "pain.example",
      "four.example",
    ]);
    expect(res.headers.get("location")).toBe(`/research/${created?.id}`);
    const flash = /flash_toast=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    expect(flash).toBeTruthy();
    const page = await get(`/research/${created?.id}`, `${cookie}; flash_toast=${flash}`);
    expect(page.html).toContain("data-flash-toast");
    expect(page.html).toContain("Research Created");
    expect(page.html).toContain("Start chatting to begin finding companies!");

    const htmx = await htmxPost("/research", cookie, { ...bakeryForm, name: "Via htmx" });
    expect(htmx.status).toBe(200);
    expect(htmx.headers.get("HX-Redirect")).toMatch(/^\/research\/\d+$/);
  });

  test("rename: saves a trimmed name, refuses a blank one, 404 for someone else's", async () => {
    const { user, cookie } = await signedInUser(handle());
    const other = await signedInUser(handle());
    const p = await project(user.id, { name: "Before" });
    const res = await post(`/research/${p.id}/name`, cookie, { name: "  After  " });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect((await projectsOf(user.id))[0]?.name).toBe("After");

    const htmx = await htmxPost(`/research/${p.id}/name`, cookie, { name: "Again" });
    expect(htmx.status).toBe(200);
    expect(toastOf(htmx).title).toBe("Name Updated");
    expect(await htmx.text()).toContain(`id="project-${p.id}"`);

    const blank = await post(`/research/${p.id}/name`, cookie, { name: "   " });
    expect(blank.status).toBe(422);
    expect(toastOf(blank)).toEqual(
      errorToast("Update Failed", "Failed to update the project name. Please try again."),
    );
    expect(await blank.text()).toContain("Name is required");
    expect((await projectsOf(user.id))[0]?.name).toBe("Again");

    const foreign = await post(`/research/${p.id}/name`, other.cookie, { name: "Stolen" });
    expect(foreign.status).toBe(404);
    expect((await projectsOf(user.id))[0]?.name).toBe("Again");
  });

  test("delete: removes the project; someone else's is a 404 and stays", async () => {
    const { user, cookie } = await signedInUser(handle());
    const other = await signedInUser(handle());
    const keep = await project(user.id, { name: "Keep" });
    const gone = await project(user.id, { name: "Gone" });
    const foreign = await post(`/research/${keep.id}/delete`, other.cookie, {});
    expect(foreign.status).toBe(404);
    expect(toastOf(foreign).title).toBe("Delete Failed");

    const res = await post(`/research/${gone.id}/delete`, cookie, {});
    expect(res.status).toBe(303);
    expect((await projectsOf(user.id)).map((p) => p.name)).toEqual(["Keep"]);
    const home = await get(
      "/",
      `${cookie}; ${/flash_toast=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0]}`,
    );
    expect(home.html).toContain("Project Deleted");

    const htmx = await htmxPost(`/research/${keep.id}/delete`, cookie, {});
    expect(htmx.status).toBe(200);
    expect(toastOf(htmx).title).toBe("Project Deleted");
    expect(await htmx.text()).toContain("No research projects yet");
    expect(await projectsOf(user.id)).toHaveLength(0);
  });

  test("form handlers send a visitor to /auth and refuse non-numeric ids", async () => {
    const res = await app().request("/research", {
      method: "POST",
      body: new URLSearchParams({ name: "x" }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/auth");
    const { cookie } = await signedInUser(handle());
    expect((await post("/research/abc/name", cookie, { name: "x" })).status).toBe(404);
  });

  test("research page: header, badges and the pause control per status", async () => {
    const { user, cookie } = await signedInUser(handle());
    const p = await project(user.id, { name: "Widgets", city: "Munich" });
    await addLead(handle(), p.id);
    const paused = (await get(`/research/${p.id}`, cookie)).html;
    expectToContainAll(paused, [
      "Widgets",
      "Manufacturer in Germany, Munich",
      "Not started",
      "Start Research",
      'name="status" value="processing"',
      'aria-label="Back to Dashboard"',
      "1/10",
      '<progress class="bar" max="100" value="10"',
    ]);
    expect(paused).not.toContain("style=");

    expect(paused).not.toContain("Resume Research");

    await handle()
      .db.update(researchProjects)
      .set({ processingStartedAt: new Date() })
      .where(eq(researchProjects.id, p.id));
    const resumable = (await get(`/research/${p.id}`, cookie)).html;
    expect(resumable).toContain(">Paused<");
    expect(resumable).toContain("Resume Research");
    expect(resumable).not.toContain("Not started");

    await setStatus(p.id, "processing");
    const running = (await get(`/research/${p.id}`, cookie)).html;
    expect(running).toContain("Researching...");
    expect(running).toContain("Pause Research");
    expect(running).toContain('name="status" value="paused"');

    await setStatus(p.id, "completed");
    const done = (await get(`/research/${p.id}`, cookie)).html;
    expect(done).toContain("Research Done");
    expect(done).not.toContain("Pause Research");
    expect(done).not.toContain("Resume Research");
    expect(done).toContain("Ask for more companies (e.g., &#x27;find 30 more companies&#x27;)");
    // 1 of the 10 asked for: the banner says the search ran out, and what would find more.
    expect(done).not.toContain("All 1 companies found");
    expect(done).toContain("Found 1 of 10 companies: the search ran out of matching sites.");
    expect(done).toContain("Next step: search all of Germany rather than only Munich");

    await handle()
      .db.update(researchProjects)
      .set({ companyCount: 1 })
      .where(eq(researchProjects.id, p.id));
    const reached = (await get(`/research/${p.id}`, cookie)).html;
    expect(reached).toContain("Research completed! All 1 companies found.");
    expect(reached).not.toContain("Next step:");
  });

  test("research page: credits and model tokens the project has spent (issue 15)", async () => {
    const { user, cookie } = await signedInUser(handle());
    const p = await project(user.id);
    const other = await project(user.id, { name: "Other" });
    const charge = (projectId: number) =>
      handle().db.insert(creditUsageLogs).values({
        userId: user.id,
        projectId,
        creditsUsed: 1,
        actionType: "lead",
      });
    await charge(p.id);
    await charge(p.id);
    await charge(other.id);
    await handle()
      .db.update(researchProjects)
      .set({ modelPromptTokens: 12_000, modelCompletionTokens: 345 })
      .where(eq(researchProjects.id, p.id));
    const html = (await get(`/research/${p.id}`, cookie)).html;
    const usage = html.slice(html.indexOf("data-project-usage"));
    expect(usage).toMatch(/Credits spent<\/dt><dd[^>]*>2</);
    expect(usage).toMatch(/Model tokens<\/dt><dd[^>]*>12,345 \(12,000 in, 345 out\)</);
    // The test app runs the offline rules model: no price, so no cost line.
    expect(usage).not.toContain("Est. model cost");

    const api = await app().request(`/api/research-projects/${p.id}`, { headers: { cookie } });
    const spent = {
      creditsSpent: 2,
      promptTokens: 12_000,
      completionTokens: 345,
      estimatedCostUsd: null,
    };
    expect((await api.json()).usage).toEqual(spent);
    // The chat's reply carries the same detail, so the panel stays current after a message.
    const chat = await app().request(`/api/research-projects/${p.id}/messages`, {
      method: "POST",
      headers: { cookie, ...sameOrigin, "content-type": "application/json" },
      body: JSON.stringify({ content: "help" }),
    });
    expect(chat.status).toBe(201);
    expect((await chat.json()).project.usage).toEqual(spent);

    // Configured for OpenAI's gpt-4o-mini: its list price gives the estimate.
    const priced = createTestApp(handle(), {
      config: testConfig({ OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "gpt-4o-mini" }),
    }).app;
    const detail = await (
      await priced.request(`/api/research-projects/${p.id}`, { headers: { cookie } })
    ).json();
    expect(detail.usage.estimatedCostUsd).toBeCloseTo((12_000 * 0.15 + 345 * 0.6) / 1e6, 12);
    const pricedHtml = await (
      await priced.request(`/research/${p.id}`, { headers: { cookie } })
    ).text();
    expect(pricedHtml).toMatch(/Est. model cost<\/dt><dd[^>]*>&lt; \$0.01</);
  });

  test("status: resume and pause through the form; a bad status changes nothing", async () => {
    const { user, cookie } = await signedInUser(handle());
    const other = await signedInUser(handle());
    const p = await project(user.id);
    const res = await post(
      `/research/${p.id}/status`,
      cookie,
      { status: "processing" },
      {
        referer: `http://localhost/research/${p.id}?tab=results`,
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/research/${p.id}?tab=results`);
    expect((await projectsOf(user.id))[0]?.status).toBe("processing");

    const htmx = await htmxPost(`/research/${p.id}/status`, cookie, { status: "paused" });
    expect(htmx.status).toBe(200);
    expect(await htmx.text()).toContain("Resume Research");
    expect((await projectsOf(user.id))[0]?.status).toBe("paused");

    const bad = await post(`/research/${p.id}/status`, cookie, { status: "completed" });
    expect(bad.status).toBe(422);
    expect(toastOf(bad)).toEqual(errorToast("Error", "Failed to update research status."));
    expect((await projectsOf(user.id))[0]?.status).toBe("paused");
    expect(
      (await post(`/research/${p.id}/status`, other.cookie, { status: "paused" })).status,
    ).toBe(404);
  });

  test("research page: tabs, chat shell and progress panel", async () => {
    const { user, cookie } = await signedInUser(handle());
    const p = await project(user.id);
    const { html } = await get(`/research/${p.id}`, cookie);
    expectToContainAll(html, [
      'role="tablist"',
      "Research Chat",
      "Results (0)",
      "Rejected Companies (0)",
      "Ideal Customer Profile",
      "AI Research Assistant",
      "data-chat-shell",
      "Type &#x27;Start research&#x27; or ask for specific companies...",
      "Research Progress",
      "Companies Found",
      "0/10",
      "Contact Info",
      "Websites",
      "Request More Leads",
      "Export Current Results",
      "Recent Finds",
      "No results found yet",
      "The AI is still researching. Check back in a few minutes or continue the conversation in the chat.",
      "Rejected Companies",
      "Companies automatically filtered out by AI verification",
      "0 Rejected",
      "No companies have been rejected yet",
      "Companies that don&#x27;t match your research criteria will appear here automatically",
      "Current Research Criteria",
    ]);
    expectTabOpen(html, "chat", "results");
    // Nothing to export, and more leads only once completed.
    expect(html).toMatch(
      /<button type="button" disabled=""[^>]*>(<svg[\s\S]*?<\/svg>)?Export to Excel/,
    );
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Request More Leads/);
    const results = (await get(`/research/${p.id}?tab=results`, cookie)).html;
    expectTabOpen(results, "results", "chat");
  });

  test("results table: links, sources and '-' for what was not found", async () => {
    const { user, cookie } = await signedInUser(handle());
    const p = await project(user.id);
    await setStatus(p.id, "completed");
    await addLead(
      handle(),
      p.id,
      {
        companyName: "Acme GmbH",
        industry: "Packaging",
        companyDescription: "Makes boxes",
        website: "acme.example",
        companyEmail: "info@acme.example",
        companyEmailSource: "https://acme.example/impressum",
        companyPhone: "+49 89 123456",
      },
      {
        contactName: "Greta Box",
        contactTitle: "Managing Director",
        contactNameSource: "https://acme.example/team",
        contactEmail: "greta@acme.example",
        contactEmailSource: "https://acme.example/team",
      },
    );
    await addLead(handle(), p.id, { companyName: "Shady Ltd", website: "javascript:alert(1)" });
    const { html } = await get(`/research/${p.id}?tab=results`, cookie);
    expectToContainAll(html, [
      "Results (2)",
      "Research Results",
      "Company",
      "What company does?",
      "Website",
      "Decision Maker",
      "Decision Maker Email",
      "Decision Maker Phone",
      "Company Email",
      "Company Phone",
      "Acme GmbH",
      "Packaging",
      "Makes boxes",
      'href="https://acme.example/" target="_blank" rel="noopener noreferrer"',
      "Greta Box",
      "Managing Director",
      'href="mailto:greta@acme.example"',
      'href="mailto:info@acme.example"',
      'href="tel:+4989123456"',
      'data-tooltip="Source: https://acme.example/impressum"',
      'data-tooltip="Source: https://acme.example/team"',
      "min-w-[1250px]",
      "Greta Box, Managing Director",
      "No contact found",
      `href="/api/research-projects/${p.id}/export"`,
    ]);
    expect(html).not.toContain('href="javascript:');
    expect(html).toMatch(/<td[^>]*>-<\/td>/);
    expect(html).toMatch(
      /<button type="button" data-request-more-leads="\d+"[^>]*>Request More Leads/,
    );
    expect(html).toContain("1</dd>"); // one decision maker (name and email)
  });

  test("rejected table and the ICP tab's conditional criteria", async () => {
    const { user, cookie } = await signedInUser(handle());
    const bare = await project(user.id);
    const full = await project(user.id, {
      city: "Hamburg",
      exclusions: "No distributors",
      keywords: "boxes, cartons",
    });
    await handle()
      .db.update(researchProjects)
      .set({ aiGeneratedKeywords: ["corrugated board"] })
      .where(eq(researchProjects.id, full.id));
    await handle().db.insert(rejectedCompanies).values({
      projectId: full.id,
      companyName: "Box Traders",
      website: "https://boxtraders.example",
      reasoning: "A distributor, not a manufacturer",
    });
    const bareHtml = (await get(`/research/${bare.id}?tab=icp`, cookie)).html;
    for (const text of ["Company Type", "Products/Services", "Decision Maker", "Country"]) {
      expect(bareHtml).toContain(text);
    }
    for (const text of ["<dt", "Exclusions", "User Keywords", "AI Keywords"]) {
      if (text !== "<dt") expect(bareHtml).not.toContain(text);
    }
    expect(bareHtml).not.toContain(">City</dt>");
    const fullHtml = (await get(`/research/${full.id}?tab=rejected`, cookie)).html;
    expectToContainAll(fullHtml, [
      ">City</dt>",
      "Hamburg",
      "Exclusions",
      "No distributors",
      "User Keywords",
      "cartons",
      "AI Keywords",
      "corrugated board",
      "Rejected Companies (1)",
      "1 Rejected",
      "Rejection Reasoning",
      "Box Traders",
      'href="https://boxtraders.example/"',
      "A distributor, not a manufacturer",
      "min-w-[850px]",
    ]);
    expect(fullHtml).toMatch(/id="tab-rejected"[^>]*aria-selected="true"/);
  });

  test("not found: someone else's project, a missing one and a non-numeric id", async () => {
    const owner = await signedInUser(handle());
    const { cookie } = await signedInUser(handle());
    const p = await project(owner.user.id);
    for (const path of [`/research/${p.id}`, "/research/999999", "/research/abc"]) {
      const { res, html } = await get(path, cookie);
      expect(res.status).toBe(404);
      expect(html).toContain("Research project not found");
      expect(html).toContain("Back to Dashboard");
      expect(html).not.toContain(p.name);
    }
  });
});

describeEachDatabase("dashboard with many projects", ({ handle }) => {
  const input = (name: string): CreateProjectInput => ({
    name,
    country: "Germany",
    city: undefined,
    keywords: undefined,
    exclusions: undefined,
    companyType: "Manufacturer",
    productsServices: "Pumps",
    decisionMaker: "CEO",
    companyCount: 10,
    existingCompanies: [],
  });
  async function userWithProjects(count: number, name = (i: number) => `Project ${i}`) {
    const session = await signedInUser(handle());
    for (let i = 1; i <= count; i++)
      await createProject(handle().db, session.user.id, input(name(i)));
    return session;
  }
  const cardNames = (html: string) =>
    [...html.matchAll(/href="\/research\/\d+"[^>]*>([^<]+)</g)].map((m) => m[1]);
  const page = async (path: string, cookie: string) => {
    const { app } = createTestApp(handle());
    const res = await app.request(path, { headers: { cookie } });
    return { status: res.status, html: await res.text() };
  };

  test("24 projects a page, newest first, with links to the next and previous pages", async () => {
    const { cookie } = await userWithProjects(30);
    const first = await page("/", cookie);
    expect(cardNames(first.html)).toEqual(
      Array.from({ length: 24 }, (_, i) => `Project ${30 - i}`),
    );
    expect(first.html).toContain("Page 1 of 2");
    expect(first.html).toContain('href="/?page=2" rel="next"');
    const second = await page("/?page=2", cookie);
    expect(cardNames(second.html)).toEqual([6, 5, 4, 3, 2, 1].map((i) => `Project ${i}`));
    expect(second.html).toContain("Page 2 of 2");
    expect(second.html).toContain('href="/" rel="prev"');
    expect(second.html).not.toContain('rel="next"');
  });

  test("the search box filters by name, case-insensitively, and pages keep the search", async () => {
    const { cookie } = await userWithProjects(30, (i) => (i % 2 ? `Pumps ${i}` : `Valves ${i}`));
    const { html } = await page("/?q=pUMPs", cookie);
    expect(cardNames(html)).toEqual(
      [29, 27, 25, 23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1].map((i) => `Pumps ${i}`),
    );
    expect(html).toContain('value="pUMPs"');
    expect(html).not.toContain("Page 1 of");
    // A wildcard typed in the box is a character, not a pattern.
    expect(cardNames((await page("/?q=%25", cookie)).html)).toEqual([]);
    const none = await page("/?q=Turbines", cookie);
    expect(none.status).toBe(200);
    expect(none.html).toContain("No projects match “Turbines”");
    expect(none.html).toContain("Clear search");
    expect(none.html).not.toContain("No research projects yet");
    const many = await userWithProjects(30, (i) => `Alpha ${i}`);
    const paged = await page("/?q=alpha&page=2", many.cookie);
    expect(cardNames(paged.html)).toHaveLength(6);
    expect(paged.html).toContain('href="/?q=alpha" rel="prev"');
  });

  test("another user's projects never appear, on any page or search", async () => {
    await userWithProjects(30, (i) => `Secret ${i}`);
    const { cookie } = await userWithProjects(3, (i) => `Mine ${i}`);
    for (const path of ["/", "/?page=2", "/?q=Secret", "/?q=e&page=3"]) {
      const { status, html } = await page(path, cookie);
      expect(status).toBe(200);
      expect(cardNames(html).some((name) => name?.startsWith("Secret"))).toBe(false);
      expect(html).not.toContain("Secret 1");
    }
    expect(cardNames((await page("/", cookie)).html)).toEqual(["Mine 3", "Mine 2", "Mine 1"]);
  });

  test("bad page values are read as the first page, and one past the end as the last", async () => {
    const { cookie } = await userWithProjects(30);
    for (const bad of ["0", "-1", "abc", "1.5", "99999999999", "%00"]) {
      const { status, html } = await page(`/?page=${bad}`, cookie);
      expect(status).toBe(200);
      expect(cardNames(html)[0]).toBe("Project 30");
    }
    const past = await page("/?page=7", cookie);
    expect(past.status).toBe(200);
    expect(past.html).toContain("Page 2 of 2");
    expect(cardNames(past.html)).toHaveLength(6);
  });

  test("a card opened for rename stays reachable when it is not on the page", async () => {
    const { user, cookie } = await userWithProjects(30);
    const oldest = (await page("/?page=2", cookie)).html
      .match(/data-project-card="(\d+)"/g)
      ?.at(-1);
    const id = Number(oldest?.match(/\d+/)?.[0]);
    const { html } = await page(`/?rename=${id}`, cookie);
    expect(html).toContain(`id="rename-${id}"`);
    expect(cardNames(html)).toContain("Project 1");
    expect(user.id).toBeGreaterThan(0);
  });

  test("no project at all shows the first-project empty state, without a search box", async () => {
    const { cookie } = await userWithProjects(0);
    const { html } = await page("/", cookie);
    expect(html).toContain("No research projects yet");
    expect(html).not.toContain('id="project-search"');
  });
});
