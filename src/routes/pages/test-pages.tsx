import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { users } from "../../../db/schema";
import IslandProbe from "../../../islands/island-probe";
import type { AppEnv } from "../../app-env";
import { AppError } from "../../errors";
import { Island } from "../../views/island";
import { validated } from "../validation";

/**
 * Pages that exist only for automated tests (ENABLE_TEST_ROUTES): an island to hydrate, a
 * slow response to prove a graceful stop lets in-flight requests finish, and a switch of the
 * signed-in user's category (the e2e app's PGlite is out of the browser test's reach).
 */
export const testPageRoutes = new Hono<AppEnv>()
  .get("/__test/island", (c) =>
    c.render(
      <main className="p-8">
        <h1 className="mb-4 text-xl font-semibold">Island probe</h1>
        <Island
          name="island-probe"
          component={IslandProbe}
          props={{ label: "Clicked", start: 0 }}
        />
      </main>,
      { title: "Island probe" },
    ),
  )
  .get("/__test/slow", async (c) => {
    const ms = Math.min(Number(c.req.query("ms") ?? 500) || 0, 10_000);
    await Bun.sleep(ms);
    return c.json({ slept: ms });
  })
  .post(
    "/__test/category",
    validated("json", z.object({ category: z.enum(["Regular", "Power", "Admin"]) })),
    async (c) => {
      const auth = c.get("auth");
      if (auth.state !== "verified") throw new AppError("unauthenticated", 401, "Sign in first.");
      const { category } = c.req.valid("json");
      await c
        .get("deps")
        .database.db.update(users)
        .set({ category })
        .where(eq(users.id, auth.user.id));
      return c.json({ category });
    },
  );
