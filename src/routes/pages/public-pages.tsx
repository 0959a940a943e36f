import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { LandingPage } from "./landing-page";

/** Pages anyone may see without signing in. */
export const publicPageRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.render(<LandingPage />, { title: "Export Discovery" }),
);
