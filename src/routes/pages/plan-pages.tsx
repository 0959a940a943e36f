import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import type { UserRow } from "../../auth/auth-state";
import { BILLING_INTERVALS, PAID_PLANS } from "../../billing/billing-config";
import {
  BILLING_NOT_CONFIGURED,
  gatewayFor,
  openPortal,
  startCheckout,
} from "../../billing/billing-service";
import { recentCreditUsage } from "../../billing/credits";
import { AppError } from "../../errors";
import { MessagePage } from "../../views/message-page";
import { validated } from "../validation";
import { toastTrigger } from "./flash";
import { PlanManagementPage } from "./plan-management-page";
import { PlanOverviewPage } from "./plan-overview-page";
import { PricingPage } from "./pricing-page";

type Ctx = Context<AppEnv>;

// An unknown or missing value shows the monthly prices rather than an error: it is a link.
const billingQuery = z.object({ billing: z.enum(BILLING_INTERVALS).catch("monthly") });
const checkoutForm = z.object({
  plan: z.enum(PAID_PLANS),
  interval: z.enum(BILLING_INTERVALS).default("monthly"),
});

/** The verified user; page-access covers GETs, these POSTs check for themselves. */
function verifiedUser(c: Ctx): UserRow {
  const auth = c.get("auth");
  if (auth.state !== "verified") {
    throw new AppError("unauthenticated", 401, "Please sign in to manage your plan.");
  }
  return auth.user;
}

/** Sends the browser to Stripe: HX-Redirect for htmx, a 303 for a plain form post. */
function redirectTo(c: Ctx, url: string) {
  if (c.req.header("hx-request")) {
    c.header("HX-Redirect", url);
    return c.body(null, 204);
  }
  return c.redirect(url, 303);
}

/** The answer when billing is off: a toast for htmx, a notice page for a plain post. */
function billingOff(c: Ctx) {
  const description = "Payments are not set up on this server, so plans cannot be changed yet.";
  if (c.req.header("hx-request")) {
    c.header("HX-Trigger", toastTrigger({ title: BILLING_NOT_CONFIGURED, description }));
    c.header("HX-Reswap", "none");
    return c.body(null, 200);
  }
  c.status(503);
  return c.render(
    <MessagePage
      heading={BILLING_NOT_CONFIGURED}
      action={{ href: "/plan-management", label: "Back to plans" }}
    >
      {description}
    </MessagePage>,
    { title: `${BILLING_NOT_CONFIGURED} - Export Discovery` },
  );
}

/** Pricing (public), Plan Overview and Plan Management pages, and their billing actions. */
export const planPageRoutes = new Hono<AppEnv>()
  .get("/pricing", validated("query", billingQuery), (c) =>
    c.render(
      <PricingPage
        interval={c.req.valid("query").billing}
        salesEmail={c.get("deps").config.SALES_EMAIL}
        signedIn={c.get("auth").state === "verified"}
      />,
      { title: "Pricing - Export Discovery" },
    ),
  )
  .get("/plan-overview", async (c) => {
    const user = verifiedUser(c);
    const usage = await recentCreditUsage(c.get("deps").database.db, user.id);
    return c.render(<PlanOverviewPage user={user} usage={usage} />, {
      title: "Plan Overview - Export Discovery",
    });
  })
  .get("/plan-management", validated("query", billingQuery), (c) =>
    c.render(
      <PlanManagementPage
        user={verifiedUser(c)}
        interval={c.req.valid("query").billing}
        salesEmail={c.get("deps").config.SALES_EMAIL}
      />,
      { title: "Manage Plan - Export Discovery" },
    ),
  )
  .post("/billing/checkout", validated("form", checkoutForm), async (c) => {
    const user = verifiedUser(c);
    const gateway = gatewayFor(c.get("deps").config);
    if (!gateway) return billingOff(c);
    const { plan, interval } = c.req.valid("form");
    // A live subscription changes plan in the portal; a second Checkout would bill twice.
    if (user.stripeSubscriptionId && user.plan !== "free") {
      return redirectTo(c, await openPortal(gateway, user));
    }
    const db = c.get("deps").database.db;
    return redirectTo(c, await startCheckout(db, gateway, user, plan, interval));
  })
  .post("/billing/portal", async (c) => {
    const user = verifiedUser(c);
    const gateway = gatewayFor(c.get("deps").config);
    if (!gateway) return billingOff(c);
    return redirectTo(c, await openPortal(gateway, user));
  });
