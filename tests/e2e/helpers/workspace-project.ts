import { expect, type Page } from "@playwright/test";
import { openTab, projectCard } from "./workspace";

// The project tests/e2e/workspace.e2e.ts creates, and its look at the new project's tabs.

export const project = {
  name: "Bavarian box makers",
  renamed: "Munich packaging leads",
  country: "Germany",
  city: "Munich",
  companyType: "Manufacturer",
  productsServices: "Folding boxes and corrugated cardboard packaging",
  keywords: "cardboard, folding boxes",
  exclusions: "no distributors",
  decisionMaker: "Purchase Manager",
};

/** The research page wires its tabs (and the export fetch) once src/client/workspace.ts runs. */
export async function waitForWorkspaceScript(page: Page): Promise<void> {
  await expect(page.locator("[data-tabs]")).toHaveAttribute("data-tabs-wired", "true");
}

/** Opens the project from its card and checks every tab of the still empty project page. */
export async function expectEveryTab(page: Page, projectId: number): Promise<void> {
  await projectCard(page, project.renamed).getByRole("link", { name: project.renamed }).click();
  await page.waitForURL((url) => url.pathname === `/research/${projectId}`);
  await expect(page.locator("#research-header h1")).toHaveText(project.renamed);
  await waitForWorkspaceScript(page);

  const chat = await openTab(page, "Research Chat");
  await expect(chat.getByText("AI Research Assistant")).toBeVisible();
  await expect(chat.getByText("Research Progress")).toBeVisible();
  await expect(
    chat.getByPlaceholder("Type 'Start research' or ask for specific companies..."),
  ).toBeVisible();

  const results = await openTab(page, "Results (0)");
  await expect(page).toHaveURL(/\?tab=results$/);
  await expect(results.getByRole("heading", { name: "Research Results" })).toBeVisible();
  await expect(results.getByText("No results found yet")).toBeVisible();
  await expect(
    results.getByText(
      "The AI is still researching. Check back in a few minutes or continue the conversation in the chat.",
    ),
  ).toBeVisible();
  await expect(results.getByRole("button", { name: "Export to Excel" })).toBeDisabled();
  await expect(results.getByRole("button", { name: "Request More Leads" })).toBeDisabled();

  const rejected = await openTab(page, "Rejected Companies (0)");
  await expect(rejected.getByRole("heading", { name: "Rejected Companies" })).toBeVisible();
  await expect(
    rejected.getByText("Companies automatically filtered out by AI verification"),
  ).toBeVisible();
  await expect(rejected.getByText("0 Rejected")).toBeVisible();
  await expect(rejected.getByText("No companies have been rejected yet")).toBeVisible();
  await expect(
    rejected.getByText(
      "Companies that don't match your research criteria will appear here automatically",
    ),
  ).toBeVisible();

  const icp = await openTab(page, "Ideal Customer Profile");
  await expect(icp.getByRole("heading", { name: "Current Research Criteria" })).toBeVisible();
  const criterion = (label: string) =>
    icp.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
  await expect(criterion("Company Type").locator("dd")).toHaveText(project.companyType);
  await expect(criterion("Products/Services").locator("dd")).toHaveText(project.productsServices);
  await expect(criterion("Decision Maker").locator("dd")).toHaveText(project.decisionMaker);
  await expect(criterion("Country").locator("dd")).toHaveText(project.country);
  await expect(criterion("City").locator("dd")).toHaveText(project.city);
  await expect(criterion("Exclusions").locator("dd")).toHaveText(project.exclusions);
  await expect(criterion("User Keywords").getByRole("listitem")).toHaveText([
    "cardboard",
    "folding boxes",
  ]);
  // No AI keywords yet: that criterion is left out.
  await expect(icp.getByText("AI Keywords", { exact: true })).toHaveCount(0);
}
