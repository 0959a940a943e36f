import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../app-env";
import { AppError } from "../../../errors";
import {
  countLeadsAndRejected,
  countsByProject,
  leadsPage,
  rejectedPage,
} from "../../../projects/lead-store";
import { type ListRowRecord, listRowCounts, listRowsPage } from "../../../projects/list-store";
import { projectStateKey } from "../../../projects/project-status";
import { getProject, listProjectRows, type ProjectRow } from "../../../projects/project-store";
import { invalidInput, validated } from "../../validation";
import { sendExport } from "../export";
import { createCappedListProject, listProjectInputOf } from "../list-import";
import { createCappedProject, NO_COUNTS, projectIdFromPath } from "../projects";
import {
  createListProjectBody,
  createProjectBody,
  decodeCursor,
  encodeCursor,
  exportQuery,
  isListBody,
  pageQuery,
} from "./contract";
import { apiUserId } from "./key-guard";

type Ctx = Context<AppEnv>;

/** The API's project: the stored profile plus its progress, without the engine's bookkeeping. */
export function projectV1(project: ProjectRow, counts: { results: number; rejected: number }) {
  const target = project.companyCount;
  return {
    id: project.id,
    name: project.name,
    status: project.status,
    pauseReason: project.status === "paused" ? (project.pauseReason ?? null) : null,
    // The state the app's screens show (issue 29), derived by the one owner of that reading.
    state: projectStateKey(project),
    country: project.country,
    city: project.city,
    companyType: project.companyType,
    productsServices: project.productsServices,
    keywords: project.keywords,
    decisionMaker: project.decisionMaker,
    decisionMakerTitle: project.decisionMakerTitle,
    companyCount: project.companyCount,
    exclusions: project.exclusions,
    existingCompanies: project.existingCompanies,
    source: project.sourceKind,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    progress: {
      acceptedCount: counts.results,
      rejectedCount: counts.rejected,
      targetCount: target,
      progressPercentage: Math.min(100, Math.round((counts.results / target) * 100)),
      isProcessing: project.status === "processing",
    },
  };
}

async function projectResponse(c: Ctx, projectId: number) {
  const db = c.get("deps").database.db;
  const userId = apiUserId(c);
  const project = await getProject(db, userId, projectId);
  return projectV1(project, await countLeadsAndRejected(db, userId, projectId));
}

function afterIdOf(cursor: string | undefined): number {
  const afterId = decodeCursor(cursor);
  if (afterId === undefined) throw new AppError("invalid_cursor", 400, "Invalid cursor");
  return afterId;
}

/** `nextCursor` is set only when the page was full: a short page is the last one. */
function paged<T extends { id: number }>(rows: T[], limit: number) {
  const last = rows.at(-1);
  return { data: rows, nextCursor: rows.length === limit && last ? encodeCursor(last.id) : null };
}

/** The body parsed with `schema`, or the shared 400 with every field's message. */
function parsed<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

/** A list row as the API shows it: the search match of a looked-up name grouped as `lookup`. */
function listRowV1(row: ListRowRecord) {
  const {
    lookupUrl,
    lookupTitle,
    lookupConfidence,
    finishedAt: _f,
    updatedAt: _u,
    projectId: _p,
    ...rest
  } = row;
  const lookup =
    lookupUrl && lookupConfidence !== null
      ? { url: lookupUrl, title: lookupTitle ?? "", confidence: lookupConfidence }
      : null;
  return { ...rest, lookup };
}

/**
 * POST /projects as `multipart/form-data`: a list file (or pasted text) with the profile fields,
 * read as the creation form reads it. A JSON body goes on to the JSON handler.
 */
const createFromUpload: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) return next();
  const form = (await c.req.parseBody()) as Record<string, string | File>;
  const input = await listProjectInputOf(form);
  const { project } = await createCappedListProject(c, apiUserId(c), input);
  return c.json(projectV1(project, NO_COUNTS), 201);
};

const conflict = (message: string) => new AppError("invalid_state", 409, message);

/** Project calls of /api/v1; the key guard in index.ts has already identified the owner. */
export const projectsV1Routes = new Hono<AppEnv>()
  .get("/projects", async (c) => {
    const db = c.get("deps").database.db;
    const userId = apiUserId(c);
    const [rows, counts] = await Promise.all([
      listProjectRows(db, userId),
      countsByProject(db, userId),
    ]);
    return c.json({ data: rows.map((row) => projectV1(row, counts.get(row.id) ?? NO_COUNTS)) });
  })
  .post("/projects", createFromUpload, validated("json", z.unknown()), async (c) => {
    const body = c.req.valid("json");
    if (isListBody(body)) {
      const input = parsed(createListProjectBody, body);
      const { project } = await createCappedListProject(c, apiUserId(c), input);
      return c.json(projectV1(project, NO_COUNTS), 201);
    }
    const project = await createCappedProject(c, apiUserId(c), parsed(createProjectBody, body));
    return c.json(projectV1(project, NO_COUNTS), 201);
  })
  .get("/projects/:id", projectIdFromPath, async (c) => {
    return c.json(await projectResponse(c, c.req.valid("param").id));
  })
  .post("/projects/:id/start", projectIdFromPath, async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("deps").database.db;
    const project = await getProject(db, apiUserId(c), id);
    if (project.status === "completed") {
      throw conflict("Research is completed. Ask for more leads in the chat to continue.");
    }
    // Already running: starting again changes nothing (a retried call must not re-plan).
    if (project.status !== "processing") await c.get("deps").research.start(apiUserId(c), id);
    return c.json(await projectResponse(c, id));
  })
  .post("/projects/:id/pause", projectIdFromPath, async (c) => {
    const { id } = c.req.valid("param");
    const project = await getProject(c.get("deps").database.db, apiUserId(c), id);
    if (project.status === "completed") throw conflict("Research is completed; nothing to pause.");
    await c.get("deps").research.setStatus(apiUserId(c), id, "paused");
    return c.json(await projectResponse(c, id));
  })
  .post("/projects/:id/resume", projectIdFromPath, async (c) => {
    const { id } = c.req.valid("param");
    const project = await getProject(c.get("deps").database.db, apiUserId(c), id);
    if (project.status === "completed") throw conflict("Research is completed; nothing to resume.");
    if (project.status === "preparing") throw conflict("Research is not started yet; call start.");
    await c.get("deps").research.setStatus(apiUserId(c), id, "processing");
    return c.json(await projectResponse(c, id));
  })
  .get("/projects/:id/leads", projectIdFromPath, validated("query", pageQuery), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const db = c.get("deps").database.db;
    const rows = await leadsPage(
      db,
      apiUserId(c),
      c.req.valid("param").id,
      afterIdOf(cursor),
      limit,
    );
    return c.json(
      paged(
        rows.map((r) => ({ ...r, criteria: r.criteria ?? [] })),
        limit,
      ),
    );
  })
  .get("/projects/:id/rejected", projectIdFromPath, validated("query", pageQuery), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const db = c.get("deps").database.db;
    const id = c.req.valid("param").id;
    const rows = await rejectedPage(db, apiUserId(c), id, afterIdOf(cursor), limit);
    const data = rows.map((r) => ({
      ...r,
      criteria: r.criteria ?? [],
      rejectedAt: r.rejectedAt.toISOString(),
    }));
    return c.json(paged(data, limit));
  })
  .get("/projects/:id/rows", projectIdFromPath, validated("query", pageQuery), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const db = c.get("deps").database.db;
    const id = c.req.valid("param").id;
    const rows = await listRowsPage(db, apiUserId(c), id, afterIdOf(cursor), limit);
    return c.json({ ...paged(rows.map(listRowV1), limit), counts: await listRowCounts(db, id) });
  })
  .get("/projects/:id/export", projectIdFromPath, validated("query", exportQuery), (c) =>
    sendExport(c, apiUserId(c), c.req.valid("param").id, c.req.valid("query").format),
  );
