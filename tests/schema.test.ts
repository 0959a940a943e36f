import { expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import {
  chatMessages,
  companies,
  companyDecisionMakers,
  companyResearchResults,
  contacts,
  creditUsageLogs,
  paymentHistory,
  plans,
  processedDomains,
  rejectedCompanies,
  researchProjects,
  searchQueries,
  subscriptionEvents,
  users,
} from "../db/schema";
import { seedPlans } from "../db/seed";
import { describeEachDatabase } from "./helpers/database";
import { insertProject } from "./helpers/projects";

const SPEC_TABLES = [
  "users",
  "user_stats",
  "research_projects",
  "search_queries",
  "chat_messages",
  "companies",
  "contacts",
  "company_research_results",
  "rejected_companies",
  "processed_domains",
  "company_decision_makers",
  "plans",
  "credit_usage_logs",
  "payment_history",
  "subscription_events",
  "plan_change_history",
  "credit_renewals",
];

/** Runs a statement the schema must refuse; the database's refusal names the constraint. */
async function expectRefused(constraint: RegExp, statement: () => Promise<unknown>): Promise<void> {
  try {
    await statement();
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    expect(`${e.message} ${e.cause?.message ?? ""}`).toMatch(constraint);
    return;
  }
  throw new Error("expected a constraint violation");
}

describeEachDatabase("schema", ({ handle }) => {
  const db = () => handle().db;

  async function aUserWithProject() {
    const [user] = await db()
      .insert(users)
      .values({ email: `u${Math.random()}@example.com`, firebaseUid: `uid-${Math.random()}` })
      .returning();
    if (!user) throw new Error("no user");
    const project = await insertProject(db(), user.id, {
      name: "Pumps in Bavaria",
      productsServices: "Industrial pumps",
    });
    return { user, project };
  }

  /** A company whose website is https://{domain}. */
  async function aCompany(domain: string, companyName: string) {
    const [company] = await db()
      .insert(companies)
      .values({ domain, companyName, website: `https://${domain}` })
      .returning();
    if (!company) throw new Error("no company");
    return company;
  }

  test("every entity of the spec has its table", async () => {
    const rows = (await handle().execute(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )) as { table_name: string }[];
    const names = rows.map((r) => r.table_name);
    for (const t of SPEC_TABLES) expect(names).toContain(t);
  });

  test("defaults named by the spec", async () => {
    const { user, project } = await aUserWithProject();
    expect(user.category).toBe("Regular");
    expect(user.plan).toBe("free");
    expect(user.billingInterval).toBe("monthly");
    expect(user.creditsLeft).toBe(20);
    expect(user.failedPaymentCount).toBe(0);
    expect(project.status).toBe("paused");
    expect(project.companyCount).toBe(10);
    const company = await aCompany("acme.example", "Acme");
    const [result] = await db()
      .insert(companyResearchResults)
      .values({ projectId: project.id, companyId: company.id })
      .returning();
    expect(result?.verificationStatus).toBe("pending");
    const [query] = await db()
      .insert(searchQueries)
      .values({ projectId: project.id, query: "pumps" })
      .returning();
    expect(query?.active).toBe(true);
    const [payment] = await db()
      .insert(paymentHistory)
      .values({ userId: user.id, amount: 1400, status: "paid" })
      .returning();
    expect(payment?.currency).toBe("USD");
  });

  test("stored length limits of spec §5", async () => {
    await expectRefused(/too long|value too long/i, () =>
      db()
        .insert(users)
        .values({ firebaseUid: "x".repeat(129) }),
    );
    await db()
      .insert(users)
      .values({ firebaseUid: "y".repeat(128) });
    await expectRefused(/too long/i, () =>
      db()
        .insert(users)
        .values({ category: "c".repeat(21) }),
    );
    await expectRefused(/too long/i, () =>
      db()
        .insert(paymentHistory)
        .values({ userId: 1, amount: 1, status: "paid", currency: "USDX" }),
    );
  });

  test("unique keys: company domain, project+company, project+domain, company+role, plan, event id", async () => {
    const { user, project } = await aUserWithProject();
    const company = await aCompany("unique.example", "U");
    const companyId = company.id;
    await expectRefused(/unique|duplicate/i, () =>
      db().insert(companies).values({ domain: "unique.example", companyName: "U2", website: "x" }),
    );
    await db().insert(companyResearchResults).values({ projectId: project.id, companyId });
    await expectRefused(/unique|duplicate/i, () =>
      db().insert(companyResearchResults).values({ projectId: project.id, companyId }),
    );
    await db().insert(processedDomains).values({ projectId: project.id, domain: "a.example" });
    await expectRefused(/unique|duplicate/i, () =>
      db().insert(processedDomains).values({ projectId: project.id, domain: "a.example" }),
    );
    await db().insert(companyDecisionMakers).values({ companyId, decisionMaker: "CEO" });
    await expectRefused(/unique|duplicate/i, () =>
      db().insert(companyDecisionMakers).values({ companyId, decisionMaker: "CEO" }),
    );
    await expectRefused(/unique|duplicate/i, () =>
      db().insert(plans).values({
        name: "free",
        displayName: "F",
        priceMonthly: "0",
        priceAnnual: "0",
        creditsPerMonth: 1,
      }),
    );
    await db()
      .insert(subscriptionEvents)
      .values({ stripeEventId: "evt_1", eventType: "x", userId: user.id });
    await expectRefused(/unique|duplicate/i, () =>
      db().insert(subscriptionEvents).values({ stripeEventId: "evt_1", eventType: "x" }),
    );
  });

  test("credits can never go below zero", async () => {
    const { user } = await aUserWithProject();
    await expectRefused(/credits_left_non_negative|check/i, () =>
      db()
        .update(users)
        .set({ creditsLeft: sql`${users.creditsLeft} - 21` })
        .where(eq(users.id, user.id)),
    );
  });

  test("deleting a project removes its messages, results, rejections, queries and domains", async () => {
    const { user, project } = await aUserWithProject();
    const company = await aCompany("cascade.example", "C");
    const [contact] = await db()
      .insert(contacts)
      .values({ companyId: company.id, contactName: "Ada" })
      .returning();
    await db().insert(chatMessages).values({ projectId: project.id, role: "user", content: "hi" });
    await db().insert(companyResearchResults).values({
      projectId: project.id,
      companyId: company.id,
      contactId: contact?.id,
    });
    await db()
      .insert(rejectedCompanies)
      .values({ projectId: project.id, companyName: "R", website: "r.example", reasoning: "no" });
    await db().insert(searchQueries).values({ projectId: project.id, query: "q" });
    await db().insert(processedDomains).values({ projectId: project.id, domain: "d.example" });
    await db()
      .insert(creditUsageLogs)
      .values({ userId: user.id, projectId: project.id, creditsUsed: 1, actionType: "lead" });

    await db().delete(researchProjects).where(eq(researchProjects.id, project.id));

    for (const table of [
      chatMessages,
      companyResearchResults,
      rejectedCompanies,
      searchQueries,
      processedDomains,
    ]) {
      const rows = await db().select().from(table).where(eq(table.projectId, project.id));
      expect(rows).toHaveLength(0);
    }
    // The shared company cache and the user's bill outlive the project.
    expect(await db().select().from(companies).where(eq(companies.id, company.id))).toHaveLength(1);
    const [log] = await db()
      .select()
      .from(creditUsageLogs)
      .where(eq(creditUsageLogs.userId, user.id));
    expect(log?.projectId).toBeNull();
  });

  test("a chat message role is user or assistant", async () => {
    const { project } = await aUserWithProject();
    await expectRefused(/role_valid|check/i, () =>
      db()
        .insert(chatMessages)
        .values({ projectId: project.id, role: "system" as "user", content: "x" }),
    );
  });

  test("the plan catalogue is seeded idempotently", async () => {
    await seedPlans(db());
    await seedPlans(db());
    const rows = await db().select().from(plans).orderBy(plans.sortOrder);
    expect(rows.map((p) => [p.name, p.creditsPerMonth, p.priceMonthly, p.priceAnnual])).toEqual([
      ["free", 20, "0.00", "0.00"],
      ["starter", 100, "14.00", "11.00"],
      ["professional", 300, "39.00", "29.00"],
      ["enterprise", 1000, "109.00", "89.00"],
    ]);
  });
});
