import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../../db/client";
import type { AppEnv } from "../../app-env";
import { AppError } from "../../errors";
import {
  type AnyExportFormat,
  API_EXPORT_FORMATS,
  exportBody,
  exportHeaders,
} from "../../export/formats";
import type { LeadRow } from "../../export/lead-row";
import type { Logger } from "../../logger";
import { recordExport } from "../../projects/dashboard-stats";
import { withProfileValues } from "../../projects/lead-profile-values";
import { countLeadsAndRejected, leadRowsForExport } from "../../projects/lead-store";
import { withListRows } from "../../projects/list-store";
import { getProject } from "../../projects/project-store";
import { validated } from "../validation";
import { currentUserId, projectIdFromPath } from "./projects";

export const NO_RESULTS_MESSAGE = "There are no results to export yet.";

const exportQuery = z.object({
  format: z
    .enum(API_EXPORT_FORMATS, { error: `Format must be one of ${API_EXPORT_FORMATS.join(", ")}` })
    .default("xlsx"),
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

/**
 * The export response for the user's project, shared by the app's export link and the public
 * API: 404 for someone else's project and 400 when there is nothing to export, both before any
 * byte of the file is sent (the button is disabled then, spec §5).
 */
export async function sendExport(
  c: Context<AppEnv>,
  userId: number,
  id: number,
  format: AnyExportFormat,
) {
  const db = c.get("deps").database.db;
  const { results } = await countLeadsAndRejected(db, userId, id);
  if (results === 0) throw new AppError("no_results", 400, NO_RESULTS_MESSAGE);
  const project = await getProject(db, userId, id);
  const leads = leadRowsForExport(db, userId, id);
  const list = project.sourceKind === "list";
  const rows = countedWhenComplete(
    withProfileValues(list ? withListRows(db, id, leads) : leads, project),
    db,
    userId,
    c.get("log"),
  );
  const subject = {
    projectId: id,
    projectName: project.name,
    country: project.country,
    ...(list ? { listColumns: project.listColumns } : {}),
  };
  return c.body(exportBody(format, rows, subject, c.req.raw.signal), 200, {
    ...exportHeaders(format, id),
    "Cache-Control": "private, no-store",
  });
}

/** GET /api/research-projects/:id/export: the leads as xlsx (default), csv or a CRM preset. */
export const exportApiRoutes = new Hono<AppEnv>().get(
  "/api/research-projects/:id/export",
  projectIdFromPath,
  validated("query", exportQuery),
  (c) => sendExport(c, currentUserId(c), c.req.valid("param").id, c.req.valid("query").format),
);
