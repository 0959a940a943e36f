import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { takeFlashToast } from "./flash";
import { LandingPage } from "./landing-page";

/** Pages anyone may see without signing in. */
export const publicPageRoutes = new Hono<AppEnv>().get("/", (c) =>
  // The notice a signed-out visitor was sent here with (a deleted account).
  c.render(<LandingPage notice={takeFlashToast(c)} />, { title: "Export Discovery" }),
);
