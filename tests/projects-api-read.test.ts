import { expect, setDefaultTimeout, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import {
  chatMessages,
  companies,
  companyResearchResults,
  creditUsageLogs,
  processedDomains,
  rejectedCompanies,
  researchProjects,
  searchQueries,
} from "../db/schema";
import type { LeadView } from "../src/projects/views";
import { describeEachDatabase } from "./helpers/database";

// The preload's setDefaultTimeout only reaches the first file of a multi-file run (Bun 1.4.5);
// without this, the first PGlite database of this file (a migration, ~10 s on a busy 2-core box)
// times out the suite's beforeAll when another file runs first.
setDefaultTimeout(60_000);

import { type Json, projectsApi } from "./helpers/projects-api";

describeEachDatabase("research projects API", ({ handle }) => {
  const { db, owner, stranger, call, createViaApi, addLead } = projectsApi(handle);

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
});
