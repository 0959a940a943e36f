import { expect, test } from "bun:test";
import { eq, inArray, sql } from "drizzle-orm";
import { loadMigrations } from "../db/migrate";
import { companies, companyResearchResults, researchProjects, users } from "../db/schema";
import { describeEachDatabase } from "./helpers/database";

// A project's lead count is kept by the database (migration 0007): the dashboard shows it on the
// cards and relies on every lead written also writing its project row (issue 19), whoever
// writes the leads.

describeEachDatabase("research_projects.lead_count", ({ handle }) => {
  const db = () => handle().db;
  let seq = 0;

  async function projects(n: number) {
    const [user] = await db()
      .insert(users)
      .values({ email: `lc${Math.random()}@example.com`, firebaseUid: `uid-${Math.random()}` })
      .returning({ id: users.id });
    const base = { country: "FR", companyType: "Maker", productsServices: "Valves" };
    return db()
      .insert(researchProjects)
      .values(
        Array.from({ length: n }, (_, i) => ({
          ...base,
          userId: user?.id ?? 0,
          name: `P${i}`,
          decisionMaker: "CEO",
        })),
      )
      .returning({ id: researchProjects.id, xmin: sql<string>`xmin::text` });
  }

  async function companyIds(n: number) {
    const rows = await db()
      .insert(companies)
      .values(
        Array.from({ length: n }, () => {
          seq += 1;
          const domain = `lc${seq}-${Date.now()}.example`;
          return { domain, companyName: domain, website: domain };
        }),
      )
      .returning({ id: companies.id });
    return rows.map((r) => r.id);
  }

  const counts = async (ids: number[]) =>
    (
      await db()
        .select({ id: researchProjects.id, n: researchProjects.leadCount })
        .from(researchProjects)
        .where(inArray(researchProjects.id, ids))
        .orderBy(researchProjects.id)
    ).map((r) => r.n);

  test("follows every insert and delete, one row or many, and writes the project row", async () => {
    const [a, b] = await projects(2);
    if (!a || !b) throw new Error("no projects");
    const [c1, c2, c3, c4] = await companyIds(4);
    await db()
      .insert(companyResearchResults)
      .values({ projectId: a.id, companyId: c1 ?? 0 });
    const [version] = await db()
      .select({ xmin: sql<string>`xmin::text` })
      .from(researchProjects)
      .where(eq(researchProjects.id, a.id));
    expect(version?.xmin).not.toBe(a.xmin);
    await db()
      .insert(companyResearchResults)
      .values([
        { projectId: a.id, companyId: c2 ?? 0 },
        { projectId: b.id, companyId: c3 ?? 0 },
        { projectId: b.id, companyId: c4 ?? 0 },
      ]);
    expect(await counts([a.id, b.id])).toEqual([2, 2]);
    // A duplicate the insert skips counts nothing.
    await db()
      .insert(companyResearchResults)
      .values({ projectId: a.id, companyId: c1 ?? 0 })
      .onConflictDoNothing();
    expect(await counts([a.id, b.id])).toEqual([2, 2]);
    await db()
      .delete(companyResearchResults)
      .where(eq(companyResearchResults.companyId, c3 ?? 0));
    // A company's deletion takes its leads along (cascade).
    await db()
      .delete(companies)
      .where(eq(companies.id, c1 ?? 0));
    expect(await counts([a.id, b.id])).toEqual([1, 1]);
    // Deleting a project deletes its leads; the other project keeps its count.
    await db().delete(researchProjects).where(eq(researchProjects.id, a.id));
    expect(await counts([a.id, b.id])).toEqual([1]);
  });

  test("the migration counts the leads already stored", async () => {
    const [a, b] = await projects(2);
    if (!a || !b) throw new Error("no projects");
    const ids = await companyIds(3);
    await db()
      .insert(companyResearchResults)
      .values(ids.map((companyId, i) => ({ projectId: i < 2 ? a.id : b.id, companyId })));
    await db()
      .update(researchProjects)
      .set({ leadCount: 0 })
      .where(inArray(researchProjects.id, [a.id, b.id]));
    const migration = loadMigrations().find((m) => m.sql[0]?.includes('"lead_count"'));
    const backfill = migration?.sql.find((statement) => statement.includes("UPDATE"));
    if (!backfill) throw new Error("no backfill in the migration");
    await handle().execute(backfill);
    expect(await counts([a.id, b.id])).toEqual([2, 1]);
  });
});
