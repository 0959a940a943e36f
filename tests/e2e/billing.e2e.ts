import { expect, type Page } from "@playwright/test";
import { signInVerifiedUser, test } from "./helpers/account-ui";

const PASSWORD = "billing-e2e-password";
const POWER_BANNER =
  "You were granted a Power User, which means you are very good friends with Export Discovery. Congratulations! You receive 10,000 credits monthly regardless of your selected plan.";

const prices = (page: Page) => page.getByTestId("plan-price");

test("the pricing toggle switches to the annual prices, billed annually", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(prices(page)).toHaveText(["$0", "$14", "$39", "$109"]);
  await expect(page.getByText("billed annually")).toHaveCount(0);

  await page.getByRole("link", { name: "Annual" }).click();
  await expect(prices(page)).toHaveText(["$0", "$11", "$29", "$89"]);
  await expect(page.getByText("billed annually")).toHaveCount(3);
  await expect(page).toHaveURL(/billing=annual/);

  await page.getByRole("link", { name: "Monthly" }).click();
  await expect(prices(page)).toHaveText(["$0", "$14", "$39", "$109"]);
});

test("a Power user sees the banner, boosted notes and the credits bar", async ({ page }) => {
  await signInVerifiedUser(page, "billing", PASSWORD);

  await page.goto("/plan-overview");
  await expect(page.getByText("Credits This Month")).toBeVisible();
  await expect(page.getByTestId("credits-this-month")).toHaveText("20 / 20 left");
  const bar = page.locator("progress.bar");
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("max", "20");
  await expect(bar).toHaveAttribute("value", "0");
  await expect(page.getByRole("button", { name: "Cancel Plan" })).toHaveCount(0);

  // The e2e server's database is its own; the test-only route sets the category.
  const set = await page.request.post("/__test/category", { data: { category: "Power" } });
  expect(set.ok()).toBe(true);

  await page.getByRole("link", { name: "Manage Plan" }).click();
  await expect(page).toHaveURL(/\/plan-management$/);
  await expect(page.getByText(POWER_BANNER)).toBeVisible();
  await expect(page.getByText("Boosted to 10,000 credits as Power user")).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Choose Professional" })).toBeEnabled();
});
