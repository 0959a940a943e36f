import { expect, test } from "bun:test";
import { creditUsageLogs, researchProjects } from "../db/schema";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { expectToContainAll } from "./helpers/html";
import { signedInUser } from "./helpers/session";

const POWER_BANNER =
  "You were granted a Power User, which means you are very good friends with Export Discovery. Congratulations! You receive 10,000 credits monthly regardless of your selected plan.";
const ADMIN_BANNER =
  "As an Admin user, you receive 10,000 credits monthly regardless of your selected plan.";

const count = (html: string, text: string) => html.split(text).length - 1;

describeEachDatabase("plan pages", ({ handle }) => {
  const app = () => createTestApp(handle()).app;
  const page = async (path: string, cookie?: string) => {
    const res = await app().request(path, { headers: cookie ? { cookie } : {} });
    return { status: res.status, html: await res.text(), res };
  };

  test("pricing: monthly prices, the sections and the links", async () => {
    const { status, html } = await page("/pricing");
    expect(status).toBe(200);
    expectToContainAll(html, [
      "Choose Your Plan",
      "Save 20%",
      "Most Popular",
      "Need More?",
      "Contact Sales",
      "Ready to Start?",
      "Get Started Now",
      'href="/"',
      "Sign In",
    ]);
    for (const price of ["$0", "$14", "$39", "$109"]) expect(html).toContain(`>${price}<`);
    expect(html).not.toContain("billed annually");
    expect(count(html, ">Select Plan<")).toBe(4);
    expect(html).toContain(
      'href="mailto:sales@exportdiscovery.example?subject=Enterprise%20Plan%20Inquiry"',
    );
    expect(html).toContain('href="/pricing?billing=annual"');
  });

  test("pricing knows a signed-in user: no Sign In, plans lead to Plan Management", async () => {
    const { cookie } = await signedInUser(handle());
    const { status, html } = await page("/pricing?billing=annual", cookie);
    expect(status).toBe(200);
    expect(html).not.toContain(">Sign In<");
    expect(html).not.toContain("Get Started Now");
    expect(html).not.toContain('href="/auth"');
    expectToContainAll(html, [">Dashboard<", "Go to Dashboard"]);
    expect(count(html, 'href="/plan-management?billing=annual"')).toBe(4);
  });

  test("pricing: annual shows the discounted monthly prices, billed annually", async () => {
    const { html } = await page("/pricing?billing=annual");
    for (const price of ["$0", "$11", "$29", "$89"]) expect(html).toContain(`>${price}<`);
    expect(html).not.toContain(">$14<");
    expect(count(html, "billed annually")).toBe(3);
    // A made-up value falls back to monthly rather than failing.
    expect((await page("/pricing?billing=weekly")).html).toContain(">$14<");
  });

  test("plan overview: free plan, credits bar, no Cancel Plan, usage list", async () => {
    const db = handle();
    const { user, cookie } = await signedInUser(db, { creditsLeft: 15, creditsMonthlyLimit: 20 });
    const [project] = await db.db
      .insert(researchProjects)
      .values({
        userId: user.id,
        name: "Olive oil importers",
        country: "Germany",
        companyType: "Importer",
        productsServices: "Olive oil",
        decisionMaker: "CEO",
      })
      .returning();
    await db.db.insert(creditUsageLogs).values({
      userId: user.id,
      projectId: project?.id,
      creditsUsed: 5,
      actionType: "lead_found",
    });
    const { status, html } = await page("/plan-overview", cookie);
    expect(status).toBe(200);
    expect(html).toContain(">Free<");
    expect(html).toContain("Credits This Month");
    // Left over the limit, and the bar's used credits, each saying which it is (issue 29).
    expect(html).toContain("15 / 20 left");
    expect(html).toMatch(/<progress class="bar" value="5" max="20"/);
    expect(html).toContain("5 of 20 used");
    expect(html).toContain('href="/plan-management"');
    expect(html).toContain("Manage Plan");
    expect(html).not.toContain("Cancel Plan");
    expect(html).not.toContain("Next Billing Date");
    expect(html).toContain("Olive oil importers");
  });

  test("plan overview: a paid plan shows its price, billing date and Cancel Plan", async () => {
    const { cookie } = await signedInUser(handle(), {
      plan: "professional",
      creditsLeft: 300,
      creditsMonthlyLimit: 300,
      nextPaymentDate: new Date("2026-12-22T00:00:00Z"),
    });
    const { html } = await page("/plan-overview", cookie);
    expect(html).toContain("Professional");
    expect(html).toContain("$39/month");
    expect(html).toContain("Next Billing Date");
    expect(html).toContain("22 Dec 2026");
    expect(html).toContain("Cancel Plan");
  });

  test("plan pages need a signed-in user", async () => {
    // The 'Unauthorized' notice, which leads to /auth (spec §2).
    expect((await page("/plan-overview")).res.headers.get("refresh")).toBe("2; url=/auth");
    expect((await page("/plan-management")).res.headers.get("refresh")).toBe("2; url=/auth");
    const post = await app().request("/billing/portal", { method: "POST" });
    expect(post.status).toBe(401);
  });

  test("plan management: Current Plan disabled, Choose {name} for the others", async () => {
    const { cookie } = await signedInUser(handle(), { plan: "starter" });
    const { html } = await page("/plan-management", cookie);
    expect(html).toContain("Choose Your Plan");
    expect(html).toContain("Save 20%");
    expect(html).toContain("Most Popular");
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Current Plan<\/button>/);
    expect(count(html, "Current Plan<")).toBe(1);
    for (const name of ["Free", "Professional", "Enterprise"]) {
      expect(html).toContain(`>Choose ${name}<`);
    }
    expect(html).not.toContain(">Choose Starter<");
    expect(html).toContain('href="/plan-overview"');
    expect(html).toContain(
      "mailto:sales@exportdiscovery.example?subject=Enterprise%20Plan%20Inquiry&amp;body=",
    );
    expect(html).toContain("enterprise%20pricing");
    expect(html).not.toContain("Boosted to 10,000 credits");
    expect(html).not.toContain(POWER_BANNER);
    const annual = await page("/plan-management?billing=annual", cookie);
    expect(annual.html).toContain(">$29<");
    expect(annual.html).toContain('name="interval" value="annual"');
  });

  test("plan management: Power and Admin banners and boosted notes", async () => {
    const power = await signedInUser(handle(), { category: "Power" });
    const powerHtml = (await page("/plan-management", power.cookie)).html;
    expect(powerHtml).toContain(POWER_BANNER);
    expect(count(powerHtml, "Boosted to 10,000 credits as Power user")).toBe(4);
    const admin = await signedInUser(handle(), { category: "Admin" });
    const adminHtml = (await page("/plan-management", admin.cookie)).html;
    expect(adminHtml).toContain(ADMIN_BANNER);
    expect(count(adminHtml, "Boosted to 10,000 credits as Admin user")).toBe(4);
  });

  test("without Stripe the buttons explain that billing is not configured", async () => {
    const { cookie } = await signedInUser(handle(), { plan: "starter" });
    const headers = {
      cookie,
      origin: "http://127.0.0.1:3999",
      "content-type": "application/x-www-form-urlencoded",
    };
    const body = "plan=professional&interval=monthly";
    const htmx = await app().request("/billing/checkout", {
      method: "POST",
      headers: { ...headers, "hx-request": "true" },
      body,
    });
    expect(htmx.status).toBe(200);
    expect(htmx.headers.get("hx-reswap")).toBe("none");
    expect(JSON.parse(htmx.headers.get("hx-trigger") ?? "{}").showToast.title).toBe(
      "Billing is not configured",
    );
    const plain = await app().request("/billing/portal", { method: "POST", headers, body });
    expect(plain.status).toBe(503);
    expect(await plain.text()).toContain("Billing is not configured");
    const webhook = await app().request("/api/stripe/webhook", { method: "POST", body: "{}" });
    expect(webhook.status).toBe(404);
  });
});
