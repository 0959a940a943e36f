import { type Context, Hono } from "hono";
import { z } from "zod";
import { confirmsAccountDeletion, DELETION_NOT_CONFIRMED } from "../../account-confirmation";
import type { AppEnv } from "../../app-env";
import { deleteAccount } from "../../auth/account-deletion";
import type { UserRow } from "../../auth/auth-state";
import { clearSessionCookie } from "../../auth/session-middleware";
import { gatewayFor } from "../../billing/billing-service";
import { AppError } from "../../errors";
import { typedText } from "../../text-input";
import { validated } from "../validation";
import { AccountSettingsPage } from "./account-settings-page";
import { setFlashToast } from "./flash";

type Ctx = Context<AppEnv>;

// Anything that cannot be a confirmation (missing, too long, control characters) reads as an
// empty one, so every refusal is the same page with the same message under the field.
const deleteForm = z.object({ confirmation: typedText().max(320).catch("") });

/** What the landing page says once the account is gone. */
export const ACCOUNT_DELETED_NOTICE = {
  title: "Your account was deleted",
  description: "Your account and all its data are gone. Thank you for trying Export Discovery.",
};

/** The verified user; page-access covers the GET, the POST checks for itself. */
function verifiedUser(c: Ctx): UserRow {
  const auth = c.get("auth");
  if (auth.state !== "verified") throw new AppError("unauthenticated", 401, "Please sign in.");
  return auth.user;
}

function renderPage(c: Ctx, deleteError?: string) {
  c.status(deleteError ? 400 : 200);
  return c.render(<AccountSettingsPage user={verifiedUser(c)} deleteError={deleteError} />, {
    title: "Account - Export Discovery",
  });
}

/**
 * The account page and its deletion. A cookie-authenticated form post: the app-wide CSRF guard
 * refuses it cross-site, and it is zod-checked before the confirmation is compared again here
 * (the page's script only enables the button).
 */
export const accountSettingsRoutes = new Hono<AppEnv>()
  .get("/account", (c) => renderPage(c))
  .post("/account/delete", validated("form", deleteForm), async (c) => {
    const user = verifiedUser(c);
    if (!confirmsAccountDeletion(c.req.valid("form").confirmation, user.email)) {
      return renderPage(c, DELETION_NOT_CONFIRMED);
    }
    const { database, identity, research, sessionEnds, logger, config } = c.get("deps");
    await deleteAccount(
      {
        db: database.db,
        identity,
        stopRuns: (userId) => research.stopRunsOf(userId),
        billing: gatewayFor(config),
        sessionEnds,
        logger,
      },
      user,
    );
    clearSessionCookie(c);
    setFlashToast(c, ACCOUNT_DELETED_NOTICE);
    return c.redirect("/", 303);
  });
