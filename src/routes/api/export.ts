import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../../db/client";
import type { AppEnv } from "../../app-env";
import { AppError } from "../../errors";
import { leadsCsvStream } from "../../export/csv";
import { EXPORT_CONTENT_TYPES, exportContentDisposition } from "../../export/file-name";
import type { LeadRow } from "../../export/lead-row";
import { leadsXlsxStream } from "../../export/xlsx";
import type { Logger } from "../../logger";
import { recordExport } from "../../projects/dashboard-stats";
import { countLeadsAndRejected, leadRowsForExport } from "../../projects/lead-store";
import { getProject } from "../../projects/project-store";
import { validated } from "../validation";
import { currentUserId, projectIdFromPath } from "./projects";

export const NO_RESULTS_MESSAGE = "There are no results to export yet.";

const exportQuery = z.object({
  format: z.enum(["xlsx", "csv"], { error: "Format must be xlsx or csv" }).default("xlsx"),
});

/**
 * The rows, then one count in user_stats once the last row has been read. Counting here rather
 * than before the response means a download the user cancels is not an export; and the writer
 * waits for it before closing the file, so a client that has the whole file sees the new count.
 */
async function* countedWhenComplete(
  rows: AsyncIterable<LeadRow>,
  db: Database,
  userId: number,
  log: Logger,
): AsyncGenerator<LeadRow, void, undefined> {
  yield* rows;
  // A lost count must not spoil a file the user is already receiving.
  await recordExport(db, userId).catch((err) => log.error({ err }, "export not counted"));
}

/** GET /api/research-projects/:id/export: the leads as xlsx (default) or `?format=csv`. */
export const exportApiRoutes = new Hono<AppEnv>().get(
  "/api/research-projects/:id/export",
  projectIdFromPath,
  validated("query", exportQuery),
  async (c) => {
    const db = c.get("deps").database.db;
    const userId = currentUserId(c);
    const { id } = c.req.valid("param");
    const { format } = c.req.valid("query");
    // Both checks answer before any byte of the file is sent: 404 for someone else's project,
    // 400 when there is nothing to export (the button is disabled then, spec §5).
    const { results } = await countLeadsAndRejected(db, userId, id);
    if (results === 0) throw new AppError("no_results", 400, NO_RESULTS_MESSAGE);
    const project = await getProject(db, userId, id);

    const signal = c.req.raw.signal;
    const rows = countedWhenComplete(leadRowsForExport(db, userId, id), db, userId, c.get("log"));
    const body =
      format === "csv"
        ? leadsCsvStream(rows, signal)
        : leadsXlsxStream(rows, { projectName: project.name, signal });
    return c.body(body, 200, {
      "Content-Type": EXPORT_CONTENT_TYPES[format],
      "Content-Disposition": exportContentDisposition(id, format),
      "Cache-Control": "private, no-store",
    });
  },
);
