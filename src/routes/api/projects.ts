import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { sessionRefusal } from "../../auth/session-middleware";
import { acceptsGzip } from "../../middleware/accepts-gzip";
import { countLeadsAndRejected, listRejected } from "../../projects/lead-store";
import { listRowCountsOf } from "../../projects/list-store";
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  type ProjectRow,
  projectNotFound,
  renameProject,
} from "../../projects/project-store";
import type { SessionReader } from "../../projects/reader-session";
import { readLeadsBody } from "../../projects/results-json";
import type { CreateProjectInput } from "../../projects/schemas";
import * as input from "../../projects/schemas";
import { usageOfProject } from "../project-usage";
import { notFoundOnInvalid, validated } from "../validation";

const dbOf = (c: Context<AppEnv>) => c.get("deps").database.db;

/** The signed-in user's id; api-guard has already refused every other session state. */
export function currentUserId(c: Context<AppEnv>): number {
  return currentReader(c).userId;
}

/** The signed-in user's id and the stored hash of the session they came with. */
function currentReader(c: Context<AppEnv>): SessionReader {
  const auth = c.get("auth");
  if (auth.state !== "verified") throw new Error("project route reached without a verified user");
  return { userId: auth.user.id, sessionHash: auth.sessionHash };
}

/** `:id` as a number; a non-numeric id is the same 404 as an unknown one. */
export const projectIdFromPath = validated(
  "param",
  input.projectIdParam.transform(({ id }) => ({ id: Number(id) })),
  notFoundOnInvalid("Research project not found"),
);

/** The detail view of spec §7: the stored project plus the counts and flags the page reads. */
export function projectDetail(project: ProjectRow, counts: { results: number; rejected: number }) {
  // The stored lead count is the dashboard's (issue 19); the detail has always counted its own.
  const { leadCount: _, ...stored } = project;
  return {
    ...stored,
    isProcessing: project.status === "processing",
    resultCount: counts.results,
    rejectedCount: counts.rejected,
  };
}

/**
 * The detail view with its counts, what the project has cost (issue 15) and a list project's
 * rows by state (issue 30), as
 * GET /api/research-projects/{id} and the chat calls answer it.
 */
export async function projectDetailOf(c: Context<AppEnv>, project: ProjectRow) {
  const [counts, usage, listRows] = await Promise.all([
    countLeadsAndRejected(dbOf(c), project.userId, project.id),
    usageOfProject(c, project),
    listRowCountsOf(dbOf(c), project),
  ]);
  return { ...projectDetail(project, counts), usage, ...(listRows ? { listRows } : {}) };
}

/** No leads, no rejections: the counts of a project just created. */
export const NO_COUNTS = { results: 0, rejected: 0 } as const;

/** Stores a new project of the user within the per-user cap (the app's API and the public one). */
export function createCappedProject(c: Context<AppEnv>, userId: number, input: CreateProjectInput) {
  const { database, config } = c.get("deps");
  return createProject(database.db, userId, input, config.MAX_PROJECTS_PER_USER);
}

/** Research project calls of spec §7 (messages and confirm are in research.ts). */
export const projectApiRoutes = new Hono<AppEnv>()
  .get("/api/research-projects", async (c) => {
    const projects = await listProjects(dbOf(c), currentUserId(c));
    // The spec's list fields (§7); when processing started is for the dashboard's badge only.
    return c.json(projects.map(({ processingStartedAt: _, ...listed }) => listed));
  })
  .post("/api/research-projects", validated("json", input.createProjectInput), async (c) => {
    const project = await createCappedProject(c, currentUserId(c), c.req.valid("json"));
    return c.json(projectDetail(project, NO_COUNTS), 201);
  })
  .get("/api/research-projects/:id", projectIdFromPath, async (c) => {
    const project = await getProject(dbOf(c), currentUserId(c), c.req.valid("param").id);
    return c.json(await projectDetailOf(c, project));
  })
  .patch(
    "/api/research-projects/:id/name",
    projectIdFromPath,
    validated("json", input.renameProjectInput),
    async (c) =>
      c.json(
        await renameProject(
          dbOf(c),
          currentUserId(c),
          c.req.valid("param").id,
          c.req.valid("json").name,
        ),
      ),
  )
  .patch(
    "/api/research-projects/:id/status",
    projectIdFromPath,
    validated("json", input.projectStatusInput),
    async (c) => {
      const research = c.get("deps").research;
      const status = c.req.valid("json").status;
      return c.json(await research.setStatus(currentUserId(c), c.req.valid("param").id, status));
    },
  )
  .delete("/api/research-projects/:id", projectIdFromPath, async (c) => {
    await deleteProject(dbOf(c), currentUserId(c), c.req.valid("param").id);
    return c.json({ success: true });
  })
  .get("/api/research-projects/:id/results", projectIdFromPath, async (c) => {
    const body = await readLeadsBody(dbOf(c), currentReader(c), c.req.valid("param").id);
    // Nothing: either the session ended since the middleware's look (401/403) or not the user's.
    if (body === undefined) throw (await sessionRefusal(c)) ?? projectNotFound();
    c.header("Content-Type", "application/json");
    c.header("Vary", "Accept-Encoding");
    if (!acceptsGzip(c.req.header("Accept-Encoding"))) return c.body(body.bytes, 200);
    // Compressed once per set of leads (results-json.ts), not on every poll.
    return c.body(body.gzipped(), 200, { "Content-Encoding": "gzip" });
  })
  .get("/api/research-projects/:id/rejected-companies", projectIdFromPath, async (c) => {
    return c.json(await listRejected(dbOf(c), currentUserId(c), c.req.valid("param").id));
  });
