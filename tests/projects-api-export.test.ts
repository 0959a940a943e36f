import { expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import * as ExcelJS from "exceljs";
import { companyResearchResults, userStats } from "../db/schema";
import { EXPORT_HEADERS } from "../src/export/columns";
import { recordExport } from "../src/projects/dashboard-stats";
import { describeEachDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";

// The preload's setDefaultTimeout only reaches the first file of a multi-file run (Bun 1.4.5);
// without this, the first PGlite database of this file (a migration, ~10 s on a busy 2-core box)
// times out the suite's beforeAll when another file runs first.
setDefaultTimeout(60_000);

import { EVIL_NAME, type Json, projectsApi } from "./helpers/projects-api";

describeEachDatabase("research projects API", ({ handle }) => {
  const { db, app, stranger, call, createViaApi, addLead } = projectsApi(handle);

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
