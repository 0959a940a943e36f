import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { createVerifiedEmulatorAccount, uniqueEmail, waitForOobCode } from "./auth-emulator";

// Browser-side steps shared by the account e2e tests. Every wait is for a condition, never a
// fixed time; the long ones (ALTCHA's proof of work, the emulator) get generous limits because
// the build machines have two cores.

/** Proof of work in a Web Worker: about a second on a laptop, much longer on a loaded runner. */
export const ALTCHA_TIMEOUT = 60_000;
/** A sign-in round trip: the emulator, our sync call, the session check, a full page load. */
export const SIGN_IN_TIMEOUT = 20_000;

/**
 * `test` that fails on what breaks a page silently: uncaught exceptions and CSP violations
 * (failed HTTP calls are expected here: a wrong password is a 400 from the emulator).
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
      page.on("console", (msg) => {
        if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) {
          problems.push(`CSP: ${msg.text()}`);
        }
      });
      await use(problems);
      expect(problems, "uncaught errors or CSP violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

/** Resolves once src/client/auth-client.ts has wired the page (it marks <html data-auth-ready>). */
export async function waitForAuthScript(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-auth-ready", "true", {
    timeout: SIGN_IN_TIMEOUT,
  });
}

/** Opens /auth on a tab, ready for input. */
export async function openAuthPage(page: Page, tab: "Sign In" | "Sign Up"): Promise<Locator> {
  await page.goto("/auth");
  await waitForAuthScript(page);
  if (tab === "Sign Up") await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: tab });
  await expect(panel).toBeVisible();
  return panel;
}

export interface SignUpFields {
  firstName?: string;
  lastName?: string;
  email: string;
  password: string;
  confirmPassword?: string;
}

export async function fillSignUp(panel: Locator, fields: SignUpFields): Promise<void> {
  await panel.getByLabel("First name").fill(fields.firstName ?? "");
  await panel.getByLabel("Last name").fill(fields.lastName ?? "");
  await panel.getByLabel("Email").fill(fields.email);
  await panel.locator("#register-password").fill(fields.password);
  await panel.getByLabel("Confirm password").fill(fields.confirmPassword ?? fields.password);
}

export function createAccountButton(panel: Locator): Locator {
  return panel.getByRole("button", { name: "Create Account" });
}

/**
 * Solves the real ALTCHA widget: ticking its checkbox fetches a challenge from our server and
 * works it out in a worker; Create Account turns on when the widget reports "verified".
 * The click goes to the checkbox's label: the widget lays its (invisible until checked) tick
 * mark over the box, which a mouse click passes on but Playwright's hit test calls covered.
 */
export async function solveHumanCheck(panel: Locator): Promise<void> {
  const widget = panel.locator("altcha-widget");
  const checkbox = widget.getByRole("checkbox");
  await expect(checkbox).toHaveAccessibleName("I'm not a robot");
  await expect(checkbox).not.toBeChecked();
  const started = Date.now();
  await widget.locator("label", { hasText: "I'm not a robot" }).click();
  await expect(createAccountButton(panel)).toBeEnabled({ timeout: ALTCHA_TIMEOUT });
  await expect(checkbox).toBeChecked();
  await expect(checkbox).toHaveAccessibleName("Verified");
  base
    .info()
    .annotations.push({ type: "altcha-solve-ms", description: String(Date.now() - started) });
}

export async function signIn(panel: Locator, email: string, password: string): Promise<void> {
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password", { exact: true }).fill(password);
  await panel.getByRole("button", { name: "Sign In" }).click();
}

/** A new verified emulator account, signed in through /auth like a person would; its email. */
export async function signInVerifiedUser(
  page: Page,
  label: string,
  password: string,
): Promise<string> {
  const email = uniqueEmail(label);
  await createVerifiedEmulatorAccount(email, password);
  const panel = await openAuthPage(page, "Sign In");
  await signIn(panel, email, password);
  await page.waitForURL((url) => url.pathname === "/", { timeout: SIGN_IN_TIMEOUT });
  return email;
}

/**
 * From /verify-email: the mail's link (the emulator keeps it instead of sending it) opened in a
 * tab of its own, as a mail client would, then "Refresh page" leads on to the dashboard.
 */
export async function verifyFromMail(page: Page, context: BrowserContext, email: string) {
  const { oobLink } = await waitForOobCode(email, "VERIFY_EMAIL");
  const mail = await context.newPage();
  await mail.goto(oobLink);
  await expect(mail.locator("body")).toContainText("successfully verified");
  await mail.close();
  await page.getByRole("link", { name: "Refresh page" }).click();
  await expect(page.getByRole("heading", { name: "Lead Research Dashboard" })).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
}

/** The toast on screen (one at a time, spec §9) with this title and description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-toast-list] > li").filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}

/** The user menu of the top nav, opened from the keyboard as a keyboard user would. */
export async function openUserMenu(page: Page): Promise<Locator> {
  const menu = page.locator("details[data-user-menu]");
  await menu.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("open", "");
  return menu;
}
