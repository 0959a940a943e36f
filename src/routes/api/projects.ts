import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { sessionRefusal } from "../../auth/session-middleware";
import { countLeadsAndRejected, listRejected } from "../../projects/lead-store";
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  type ProjectRow,
  projectNotFound,
  renameProject,
} from "../../projects/project-store";
import { listLeadsJson, type ResultsReader } from "../../projects/results-json";
import {
  createProjectInput,
  projectIdParam,
  projectStatusInput,
  renameProjectInput,
} from "../../projects/schemas";
import { usageOfProject } from "../project-usage";
import { notFoundOnInvalid, validated } from "../validation";

/** The signed-in user's id; api-guard has already refused every other session state. */
export function currentUserId(c: Context<AppEnv>): number {
  return currentReader(c).userId;
}

/** The signed-in user's id and the stored hash of the session they came with. */
function currentReader(c: Context<AppEnv>): ResultsReader {
  const auth = c.get("auth");
  if (auth.state !== "verified") throw new Error("project route reached without a verified user");
  return { userId: auth.user.id, sessionHash: auth.sessionHash };
}

/** `:id` as a number; a non-numeric id is the same 404 as an unknown one. */
export const projectIdFromPath = validated(
  "param",
  projectIdParam.transform(({ id }) => ({ id: Number(id) })),
  notFoundOnInvalid("Research project not found"),
);

/** The detail view of spec §7: the stored project plus the counts and flags the page reads. */
export function projectDetail(project: ProjectRow, counts: { results: number; rejected: number }) {
  return {
    ...project,
    isProcessing: project.status === "processing",
    resultCount: counts.results,
    rejectedCount: counts.rejected,
  };
}

/**
 * The detail view with its counts and what the project has cost (issue 15), as
 * GET /api/research-projects/{id} and the chat calls answer it.
 */
export async function projectDetailOf(c: Context<AppEnv>, project: ProjectRow) {
  const db = c.get("deps").database.db;
  const [counts, usage] = await Promise.all([
    countLeadsAndRejected(db, project.userId, project.id),
    usageOfProject(c, project),
  ]);
  return { ...projectDetail(project, counts), usage };
}

/** Research project calls of spec §7 (messages and confirm are in research.ts). */
export const projectApiRoutes = new Hono<AppEnv>()
  .get("/api/research-projects", async (c) => {
    const projects = await listProjects(c.get("deps").database.db, currentUserId(c));
    // The spec's list fields (§7); when processing started is for the dashboard's badge only.
    return c.json(projects.map(({ processingStartedAt: _, ...listed }) => listed));
  })
  .post("/api/research-projects", validated("json", createProjectInput), async (c) => {
    const { database, config } = c.get("deps");
    const project = await createProject(
      database.db,
      currentUserId(c),
      c.req.valid("json"),
      config.MAX_PROJECTS_PER_USER,
    );
    return c.json(projectDetail(project, { results: 0, rejected: 0 }), 201);
  })
  .get("/api/research-projects/:id", projectIdFromPath, async (c) => {
    const db = c.get("deps").database.db;
    const project = await getProject(db, currentUserId(c), c.req.valid("param").id);
    return c.json(await projectDetailOf(c, project));
  })
  .patch(
    "/api/research-projects/:id/name",
    projectIdFromPath,
    validated("json", renameProjectInput),
    async (c) => {
      const { id } = c.req.valid("param");
      const { name } = c.req.valid("json");
      return c.json(await renameProject(c.get("deps").database.db, currentUserId(c), id, name));
    },
  )
  .patch(
    "/api/research-projects/:id/status",
    projectIdFromPath,
    validated("json", projectStatusInput),
    async (c) => {
      const { id } = c.req.valid("param");
      const { status } = c.req.valid("json");
      return c.json(await c.get("deps").research.setStatus(currentUserId(c), id, status));
    },
  )
  .delete("/api/research-projects/:id", projectIdFromPath, async (c) => {
    await deleteProject(c.get("deps").database.db, currentUserId(c), c.req.valid("param").id);
    return c.json({ success: true });
  })
  .get("/api/research-projects/:id/results", projectIdFromPath, async (c) => {
    const db = c.get("deps").database.db;
    const json = await listLeadsJson(db, currentReader(c), c.req.valid("param").id);
    if (json === undefined) throw (await sessionRefusal(c)) ?? projectNotFound();
    return c.body(json, 200, { "Content-Type": "application/json" });
  })
  .get("/api/research-projects/:id/rejected-companies", projectIdFromPath, async (c) => {
    const db = c.get("deps").database.db;
    return c.json(await listRejected(db, currentUserId(c), c.req.valid("param").id));
  });
