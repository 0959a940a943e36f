import { Hono } from "hono";
import IslandProbe from "../../../islands/island-probe";
import type { AppEnv } from "../../app-env";
import { Island } from "../../views/island";

/**
 * Pages that exist only for automated tests (ENABLE_TEST_ROUTES): an island to hydrate, and a
 * slow response to prove a graceful stop lets in-flight requests finish.
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
  });
