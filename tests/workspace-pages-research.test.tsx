import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { creditUsageLogs, researchProjects } from "../db/schema";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { expectTabOpen, expectToContainAll } from "./helpers/html";
import { signedInUser } from "./helpers/session";
import { addLead, sameOrigin, workspacePages } from "./helpers/workspace";

describeEachDatabase("workspace pages", ({ handle }) => {
  const { app, get, post, htmxPost, toastOf, errorToast, project, setStatus, projectsOf } =
    workspacePages(handle);

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
});
