import { Hono } from "hono";
import { pingDatabase } from "../../../db/client";
import { migrationStatus } from "../../../db/migrate";
import type { AppEnv } from "../../app-env";

/** Liveness (/healthz: the process answers) and readiness (/readyz: database and schema ready). */
export const healthRoutes = new Hono<AppEnv>()
  .get("/healthz", (c) => c.json({ status: "ok" }))
  .get("/readyz", async (c) => {
    const { database, isDraining } = c.get("deps");
    if (isDraining?.()) return c.json({ status: "draining" }, 503);
    try {
      await pingDatabase(database.db);
    } catch (err) {
      c.get("log").warn({ err }, "readiness: database unreachable");
      return c.json({ status: "unavailable", database: "unreachable" }, 503);
    }
    const migrations = await migrationStatus(database);
    const ready = migrations.applied >= migrations.expected;
    return c.json(
      { status: ready ? "ok" : "unavailable", database: "ok", migrations },
      ready ? 200 : 503,
    );
  });
