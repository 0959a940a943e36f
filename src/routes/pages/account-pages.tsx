import { type Context, Hono, type Next } from "hono";
import type { AppEnv } from "../../app-env";
import { devLinkSource, latestVerificationLink } from "../../auth/emulator-links";
import { firebaseWebConfig } from "../../auth/web-config";
import { AuthPage, type AuthTab } from "./auth-page";
import { PrivacyPolicyPage } from "./privacy-policy-page";
import { ResetPasswordPage } from "./reset-password-page";
import { ThankYouPage } from "./thank-you-page";
import { VerifyEmailPage } from "./verify-email-page";
import { renderDashboard, type SignedOutAnswer } from "./workspace-pages";

type Ctx = Context<AppEnv>;

const pageProps = (c: Ctx) => ({
  assets: c.get("deps").assets,
  firebase: firebaseWebConfig(c.get("deps").config),
});

/** The closing screen; page-access renders it for every page in sunset mode. */
export function renderThankYou(c: Ctx) {
  return c.render(<ThankYouPage />, { title: "Thank you - Export Discovery" });
}

/**
 * The verify-email screen; page-access renders it on every page for an unverified session. In
 * development against the Auth emulator, which sends no email, it also shows the user's link.
 */
export async function renderVerifyEmail(c: Ctx) {
  const auth = c.get("auth");
  const email = auth.state === "anonymous" ? undefined : auth.user.email;
  const url = new URL(c.req.url);
  const source = devLinkSource(c.get("deps").config);
  const devLink = source && email ? await latestVerificationLink(source, email) : undefined;
  return c.render(
    <VerifyEmailPage
      email={email}
      devVerificationLink={devLink}
      currentPath={url.pathname + url.search}
      {...pageProps(c)}
    />,
    { title: "Verify Your Email - Export Discovery" },
  );
}

const isVerified = (c: Ctx) => c.get("auth").state === "verified";

/**
 * The dashboard for a verified user. Should its read find the session ended meanwhile (for `/`
 * the session middleware may have taken it from its memory), the page the route table gives the
 * session as it now is: the verify-email screen, else the path's visitor version.
 */
const dashboardOr = (c: Ctx, visitorPage: SignedOutAnswer) =>
  renderDashboard(c, {
    signedOut: () => (c.get("auth").state === "unverified" ? renderVerifyEmail(c) : visitorPage()),
  });

function renderAuth(c: Ctx) {
  const tab: AuthTab = c.req.query("tab") === "signup" ? "signup" : "signin";
  return c.render(<AuthPage tab={tab} {...pageProps(c)} />, {
    title: "Sign In - Export Discovery",
  });
}

/**
 * Account pages. page-access (src/auth/page-access.ts) has already applied the route table, so
 * these only choose between the visitor's and the verified user's version of a path.
 */
export const accountPageRoutes = new Hono<AppEnv>()
  .get("/", (c: Ctx, next: Next) => {
    if (!isVerified(c)) return next();
    // The visitor's `/` is the landing page, further down the routes.
    return dashboardOr(c, async () => {
      await next();
      return c.res;
    });
  })
  .get("/auth", (c) => (isVerified(c) ? dashboardOr(c, () => renderAuth(c)) : renderAuth(c)))
  .get("/verify-email", renderVerifyEmail)
  .get("/reset-password", (c) =>
    c.render(<ResetPasswordPage {...pageProps(c)} />, {
      title: "Reset Password - Export Discovery",
    }),
  )
  .get("/privacy-policy", (c) =>
    c.render(<PrivacyPolicyPage contactEmail={c.get("deps").config.CONTACT_EMAIL} />, {
      title: "Privacy Policy - Export Discovery",
    }),
  )
  .get("/thank-you", renderThankYou);
