import { beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import {
  apiKeys,
  chatMessages,
  companies,
  companyResearchResults,
  creditRenewals,
  creditUsageLogs,
  listRows,
  paymentHistory,
  planChangeHistory,
  processedDomains,
  rejectedCompanies,
  researchProjects,
  searchQueries,
  sessions,
  subscriptionEvents,
  userStats,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema";
import { DELETION_NOT_CONFIRMED } from "../src/account-confirmation";
import { createApiKey } from "../src/api-keys/key-store";
import { researchRuleHandlers } from "../src/research/llm/rule-handlers";
import { createRulesModel } from "../src/research/llm/rules-model";
import { createResearchService } from "../src/research/research-service";
import { createEndpoint } from "../src/webhooks/webhook-store";
import { fakeStripeOfFile, fakeSubscription } from "./fakes/stripe-server";
import { pagePost, seedLead, seedRejected } from "./helpers/api-v1";
import { createTestApp, testConfig } from "./helpers/app";
import { type AuthEmulatorHelpers, useAuthEmulator } from "./helpers/auth-emulator";
import { describeEachDatabase, type TestDatabase } from "./helpers/database";
import { insertProject } from "./helpers/projects";
import { signedInUser } from "./helpers/session";
import { PRICES, WEBHOOK_SECRET } from "./helpers/stripe";

/*
 * Deleting an account (issue 29): the typed confirmation, CSRF, and that every row of the user
 * (and only of the user) is gone, with the Firebase account (the Auth emulator), the session
 * cookie, a live Stripe subscription (the stand-in) and a running research run.
 */

setDefaultTimeout(60_000);

let emulator: AuthEmulatorHelpers;
beforeAll(async () => {
  emulator = await useAuthEmulator();
}, 90_000);
const stripe = fakeStripeOfFile();

const PASSWORD = "correct-horse-1";
let seq = 0;

describeEachDatabase("account deletion", ({ handle }) => {
  const config = (overrides: Record<string, string> = {}) =>
    testConfig({
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      STRIPE_SECRET_KEY: "sk_test_stand_in",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe().url,
      ...PRICES,
      ...overrides,
    });

  /** The app with a research service whose run scheduler records the runs it is told to stop. */
  function appFor(db: TestDatabase, overrides: Record<string, string> = {}) {
    const stopped: number[] = [];
    const { app, deps } = createTestApp(db, { config: config(overrides) });
    deps.research = createResearchService({
      db: db.db,
      events: deps.events,
      logger: deps.logger,
      model: createRulesModel(researchRuleHandlers),
      scheduler: { start: async () => {}, stop: async (id) => void stopped.push(id) },
    });
    return { app, stopped };
  }

  /** A Firebase account, its user row and session, and one row in every table of its data. */
  async function accountWithData(
    db: TestDatabase,
    fields: Partial<typeof users.$inferInsert> = {},
  ) {
    const email = `delete${Date.now()}-${++seq}@example.com`;
    const { localId } = await emulator.signUp(email, PASSWORD);
    await emulator.verifyEmail(email);
    const { user, cookie } = await signedInUser(db, { email, firebaseUid: localId, ...fields });
    await db.db.insert(userStats).values({ userId: user.id });
    const project = await insertProject(db.db, user.id, { status: "processing" });
    const listProject = await insertProject(db.db, user.id, { sourceKind: "list" });
    const lead = await seedLead(db, project.id);
    await seedRejected(db, project.id);
    await db.db.insert(chatMessages).values({ projectId: project.id, role: "user", content: "hi" });
    await db.db.insert(searchQueries).values({ projectId: project.id, query: "pumps" });
    await db.db.insert(processedDomains).values({ projectId: project.id, domain: lead.domain });
    await db.db.insert(listRows).values({
      projectId: listProject.id,
      rowIndex: 0,
      cells: { Company: "Rows GmbH" },
      companyName: "Rows GmbH",
    });
    await db.db.insert(creditUsageLogs).values({
      userId: user.id,
      projectId: project.id,
      creditsUsed: 1,
      actionType: "lead_found",
    });
    await db.db.insert(paymentHistory).values({ userId: user.id, amount: 4900, status: "paid" });
    await db.db.insert(planChangeHistory).values({
      userId: user.id,
      toPlan: "starter",
      changeType: "upgrade",
    });
    await db.db.insert(creditRenewals).values({
      userId: user.id,
      renewalType: "scheduled",
      creditsGranted: 20,
      previousCredits: 0,
      newCreditsTotal: 20,
      planAtRenewal: "free",
      userCategoryAtRenewal: "Regular",
    });
    await db.db.insert(subscriptionEvents).values({
      userId: user.id,
      eventType: "invoice.paid",
      stripeEventId: `evt_delete_${seq}_${Date.now()}`,
    });
    await createApiKey(db.db, user.id, "script");
    const { endpoint } = await createEndpoint(db.db, user.id, "https://hooks.example/in", [
      "lead.accepted",
    ]);
    await db.db.insert(webhookDeliveries).values({
      endpointId: endpoint.id,
      eventId: `evt_${seq}`,
      eventType: "lead.accepted",
      body: "{}",
      status: "pending",
    });
    const endpointId = endpoint.id;
    return {
      user,
      cookie,
      email,
      uid: localId,
      projectIds: [project.id, listProject.id],
      endpointId,
    };
  }

  type Account = Awaited<ReturnType<typeof accountWithData>>;

  /** How many rows of each table belong to the account (0 everywhere once it is deleted). */
  async function rowsOf(db: TestDatabase, a: Account) {
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    const d = db.db;
    const projects = inArray(researchProjects.id, a.projectIds);
    return {
      users: await count(d.select().from(users).where(eq(users.id, a.user.id))),
      userStats: await count(d.select().from(userStats).where(eq(userStats.userId, a.user.id))),
      sessions: await count(d.select().from(sessions).where(eq(sessions.userId, a.user.id))),
      projects: await count(d.select().from(researchProjects).where(projects)),
      leads: await count(
        d
          .select()
          .from(companyResearchResults)
          .where(inArray(companyResearchResults.projectId, a.projectIds)),
      ),
      rejected: await count(
        d
          .select()
          .from(rejectedCompanies)
          .where(inArray(rejectedCompanies.projectId, a.projectIds)),
      ),
      chat: await count(
        d.select().from(chatMessages).where(inArray(chatMessages.projectId, a.projectIds)),
      ),
      queries: await count(
        d.select().from(searchQueries).where(inArray(searchQueries.projectId, a.projectIds)),
      ),
      processed: await count(
        d.select().from(processedDomains).where(inArray(processedDomains.projectId, a.projectIds)),
      ),
      listRows: await count(
        d.select().from(listRows).where(inArray(listRows.projectId, a.projectIds)),
      ),
      usage: await count(
        d.select().from(creditUsageLogs).where(eq(creditUsageLogs.userId, a.user.id)),
      ),
      payments: await count(
        d.select().from(paymentHistory).where(eq(paymentHistory.userId, a.user.id)),
      ),
      planChanges: await count(
        d.select().from(planChangeHistory).where(eq(planChangeHistory.userId, a.user.id)),
      ),
      renewals: await count(
        d.select().from(creditRenewals).where(eq(creditRenewals.userId, a.user.id)),
      ),
      subscriptionEvents: await count(
        d.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, a.user.id)),
      ),
      apiKeys: await count(d.select().from(apiKeys).where(eq(apiKeys.userId, a.user.id))),
      endpoints: await count(
        d.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, a.user.id)),
      ),
      deliveries: await count(
        d.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, a.endpointId)),
      ),
    };
  }

  const ALL_PRESENT = {
    users: 1,
    userStats: 1,
    sessions: 1,
    projects: 2,
    leads: 1,
    rejected: 1,
    chat: 1,
    queries: 1,
    processed: 1,
    listRows: 1,
    usage: 1,
    payments: 1,
    planChanges: 1,
    renewals: 1,
    subscriptionEvents: 1,
    apiKeys: 1,
    endpoints: 1,
    deliveries: 1,
  };
  const ALL_GONE = Object.fromEntries(Object.keys(ALL_PRESENT).map((k) => [k, 0])) as Record<
    keyof typeof ALL_PRESENT,
    number
  >;

  const deleteWith = (app: ReturnType<typeof appFor>["app"], cookie: string, typed: string) =>
    pagePost(app, "/account/delete", cookie, { confirmation: typed });

  test("the account page: e-mail, plan, credits, links to billing and the API, a locked button", async () => {
    const db = handle();
    const { app } = appFor(db);
    const { cookie, email } = await accountWithData(db, { creditsLeft: 7 });
    const res = await app.request("/account", { headers: { cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(email);
    expect(html).toContain('data-testid="plan-name">Free<');
    expect(html).toContain("7 / 20 left");
    for (const href of ["/account/api", "/plan-overview", "/plan-management"]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*data-delete-account/);
    // The user menu leads here on every signed-in page.
    expect(html).toContain('href="/account"');
  });

  test("anonymous visitors are sent to sign in, unverified users to verify their e-mail", async () => {
    const db = handle();
    const { app } = appFor(db);
    const anonymous = await app.request("/account");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("refresh")).toBe("2; url=/auth");
    const { cookie } = await signedInUser(db, {}, { verified: false });
    const unverified = await app.request("/account", { headers: { cookie } });
    expect(await unverified.text()).toContain("Verify Your Email");
  });

  test("a wrong or missing confirmation is a 400 with its message and changes nothing", async () => {
    const db = handle();
    const { app } = appFor(db);
    const account = await accountWithData(db);
    for (const typed of ["", "delete", "DELETE ME", `other-${account.email}`, "x".repeat(5000)]) {
      const res = await deleteWith(app, account.cookie, typed);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(DELETION_NOT_CONFIRMED);
      expect(html).toContain('aria-invalid="true"');
    }
    expect(await rowsOf(db, account)).toEqual(ALL_PRESENT);
    expect(await emulator.lookup(account.email)).toBeDefined();
  });

  test("a cross-site post is refused and changes nothing", async () => {
    const db = handle();
    const { app } = appFor(db);
    const account = await accountWithData(db);
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const res = await app.request("/account/delete", {
        method: "POST",
        headers: {
          cookie: account.cookie,
          "content-type": "application/x-www-form-urlencoded",
          ...headers,
        },
        body: new URLSearchParams({ confirmation: "DELETE" }).toString(),
      });
      expect(res.status).toBe(403);
    }
    expect(await rowsOf(db, account)).toEqual(ALL_PRESENT);
    expect(await emulator.lookup(account.email)).toBeDefined();
  });

  test("confirmed: every row of the user, the Firebase account and the session go; others stay", async () => {
    const db = handle();
    const { app, stopped } = appFor(db);
    const account = await accountWithData(db);
    const other = await accountWithData(db);

    // The e-mail, typed in another case and with spaces around it, confirms.
    const res = await deleteWith(app, account.cookie, `  ${account.email.toUpperCase()} `);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/(^|, )sid=;[^,]*Max-Age=0/);

    expect(await rowsOf(db, account)).toEqual(ALL_GONE);
    expect(await emulator.lookup(account.email)).toBeUndefined();
    // The running project's run was stopped first.
    expect(stopped).toEqual([account.projectIds[0] as number]);
    // The old cookie opens nothing any more.
    const me = await app.request("/api/user", { headers: { cookie: account.cookie } });
    expect(me.status).toBe(401);

    expect(await rowsOf(db, other)).toEqual(ALL_PRESENT);
    expect(await emulator.lookup(other.email)).toBeDefined();
    const [project] = await db.db
      .select({ status: researchProjects.status })
      .from(researchProjects)
      .where(eq(researchProjects.id, other.projectIds[0] as number));
    expect(project?.status).toBe("processing");
    // The shared company cache is nobody's account data: it stays for other users' runs.
    expect((await db.db.select().from(companies)).length).toBeGreaterThan(0);

    // The landing page says what happened.
    const flash = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("flash_toast="))
      ?.split(";")[0];
    expect(flash).toBeDefined();
    const landing = await app.request("/", { headers: { cookie: flash as string } });
    expect(await landing.text()).toContain("Your account was deleted");
  });

  test("DELETE confirms too, and a live Stripe subscription is cancelled first", async () => {
    const db = handle();
    const { app } = appFor(db);
    const now = Date.now();
    const account = await accountWithData(db, {
      plan: "starter",
      stripeCustomerId: `cus_delete_${now}`,
      stripeSubscriptionId: `sub_delete_${now}`,
    });
    stripe().subscriptions.set(
      `sub_delete_${now}`,
      fakeSubscription({
        id: `sub_delete_${now}`,
        customer: `cus_delete_${now}`,
        priceId: PRICES.STRIPE_PRICE_STARTER_MONTHLY,
        periodStart: new Date(now - 86_400_000),
        periodEnd: new Date(now + 29 * 86_400_000),
      }),
    );
    stripe().requests.length = 0;

    const res = await deleteWith(app, account.cookie, "DELETE");
    expect(res.status).toBe(303);
    expect(stripe().requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `DELETE /v1/subscriptions/sub_delete_${now}`,
    );
    expect(stripe().subscriptions.get(`sub_delete_${now}`)?.status).toBe("canceled");
    expect(await rowsOf(db, account)).toEqual(ALL_GONE);
  });

  test("when Stripe cannot be reached, nothing is deleted and the user is told", async () => {
    const db = handle();
    // A port nothing listens on: the cancel fails.
    const { app } = appFor(db, { STRIPE_API_BASE: "http://127.0.0.1:9" });
    const account = await accountWithData(db, {
      plan: "starter",
      stripeCustomerId: `cus_down_${Date.now()}`,
      stripeSubscriptionId: `sub_down_${Date.now()}`,
    });
    const res = await deleteWith(app, account.cookie, "DELETE");
    expect(res.status).toBe(502);
    expect(await res.text()).toContain("nothing was deleted");
    expect(await rowsOf(db, account)).toEqual(ALL_PRESENT);
    expect(await emulator.lookup(account.email)).toBeDefined();
  });
});
