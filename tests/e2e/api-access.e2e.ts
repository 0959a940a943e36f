import { expect } from "@playwright/test";
import { signInVerifiedUser, test } from "./helpers/account-ui";

const PASSWORD = "api-e2e-password";

test("API page in the browser: create a key (shown once), use it, revoke it; a private webhook URL is refused", async ({
  page,
}) => {
  await signInVerifiedUser(page, "api", PASSWORD);
  await page.locator("summary", { hasText: "Open user menu" }).click();
  await page.getByRole("link", { name: "API and webhooks" }).click();
  await expect(page.getByRole("heading", { name: "API and webhooks" })).toBeVisible();

  await page.getByLabel("Key name").fill("Browser key");
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByTestId("new-api-key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^exd_[A-Za-z0-9_-]{43}$/);
  const auth = { Authorization: `Bearer ${key}` };
  // The context's client also sends the session cookie: /api/v1 must go by the key alone
  // (the 401 after revoking shows the cookie counts for nothing there).
  const api = page.context().request;
  expect((await api.get("/api/v1/projects", { headers: auth })).status()).toBe(200);

  await page.goto("/account/api");
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "Browser key" })).toBeVisible();
  await page.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("Revoked")).toBeVisible();
  expect((await api.get("/api/v1/projects", { headers: auth })).status()).toBe(401);

  await page.getByLabel("Endpoint URL (https)").fill("https://10.0.0.1/hook");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByRole("alert")).toContainText("must be https and reach a public address");
});
