import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { dashboardStats } from "../../projects/dashboard-stats";
import { currentUserId } from "./projects";

/** GET /api/dashboard/stats: the four dashboard tiles (spec §3 Dashboard stats). */
export const dashboardApiRoutes = new Hono<AppEnv>().get("/api/dashboard/stats", async (c) => {
  c.header("Cache-Control", "private, no-store");
  return c.json(await dashboardStats(c.get("deps").database.db, currentUserId(c)));
});
