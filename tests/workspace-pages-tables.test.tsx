import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { rejectedCompanies, researchProjects } from "../db/schema";
import { describeEachDatabase } from "./helpers/database";
import { expectToContainAll } from "./helpers/html";
import { signedInUser } from "./helpers/session";
import { addLead, workspacePages } from "./helpers/workspace";

describeEachDatabase("workspace pages", ({ handle }) => {
  const { get, project, setStatus } = workspacePages(handle);

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
