import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { researchProjects } from "../db/schema";
import {
  canMove,
  type ProjectStatus,
  projectStateKey,
  projectStatuses,
  sourcesOf,
} from "../src/projects/project-status";
import { setProjectStatus } from "../src/projects/project-store";
import { forceProjectStatus, moveProjectStatus } from "../src/projects/status-store";
import { describeEachDatabase, type TestDatabase } from "./helpers/database";
import { insertProject } from "./helpers/projects";
import { signedInUser } from "./helpers/session";

/* One project state machine (issue 17 point 2): the allowed moves, and nothing else writes the status. */

const ALLOWED: [ProjectStatus, ProjectStatus][] = [
  ["paused", "preparing"],
  ["paused", "processing"],
  ["preparing", "preparing"],
  ["preparing", "processing"],
  ["preparing", "paused"],
  ["processing", "processing"],
  ["processing", "paused"],
  ["processing", "completed"],
  ["completed", "processing"],
];

describe("the transition table", () => {
  const every = projectStatuses.flatMap((from) => projectStatuses.map((to) => [from, to] as const));
  test.each(every)("%p → %p", (from, to) => {
    const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
    expect(canMove(from, to)).toBe(allowed);
  });

  test("an unknown stored status goes nowhere", () => {
    expect(canMove("archived", "processing")).toBe(false);
  });

  test("sources of each status", () => {
    expect(sourcesOf("completed")).toEqual(["processing"]);
    expect(sourcesOf("processing")).toEqual(["paused", "preparing", "processing", "completed"]);
    expect(sourcesOf("paused")).toEqual(["preparing", "processing"]);
  });

  test("a paused project that never processed shows as not started", () => {
    const key = (status: string, processingStartedAt: Date | string | null, pauseReason = "user") =>
      projectStateKey({ status, processingStartedAt, pauseReason });
    expect(key("paused", null)).toBe("not_started");
    expect(key("paused", new Date())).toBe("paused");
    expect(key("paused", "2026-01-01T00:00:00Z")).toBe("paused");
    expect(key("preparing", null)).toBe("awaiting_confirmation");
    expect(key("completed", new Date())).toBe("done");
    // The engine's reasons say more than "not started".
    expect(key("paused", null, "credits")).toBe("out_of_credits");
    expect(key("paused", new Date(), "error")).toBe("failed");
  });
});

async function newProject(db: TestDatabase) {
  const { user } = await signedInUser(db);
  const project = await insertProject(db.db, user.id, { companyCount: 10 });
  return { userId: user.id, project };
}

const statusOf = async (db: TestDatabase, id: number) =>
  (await db.db.select().from(researchProjects).where(eq(researchProjects.id, id)))[0];

describeEachDatabase("status moves", ({ handle }) => {
  test("a new project is paused and never processed", async () => {
    const { project } = await newProject(handle());
    expect(project.status).toBe("paused");
    expect(projectStateKey(project)).toBe("not_started");
  });

  test("a move the machine forbids throws before writing", async () => {
    const db = handle();
    const { project } = await newProject(db);
    await expect(
      moveProjectStatus(db.db, project.id, "completed", { from: ["paused"] }),
    ).rejects.toThrow("Illegal project status move paused → completed");
    expect((await statusOf(db, project.id))?.status).toBe("paused");
  });

  test("moves are conditional on where the project is", async () => {
    const db = handle();
    const { project } = await newProject(db);
    expect(
      await moveProjectStatus(db.db, project.id, "completed", { from: ["processing"] }),
    ).toBeUndefined();
    const started = await moveProjectStatus(db.db, project.id, "processing", { from: ["paused"] });
    expect(started?.status).toBe("processing");
    expect(started?.processingStartedAt).toBeInstanceOf(Date);
    expect(
      projectStateKey({ status: "paused", processingStartedAt: started?.processingStartedAt }),
    ).toBe("paused");
    const done = await moveProjectStatus(db.db, project.id, "completed", { from: ["processing"] });
    expect(done?.status).toBe("completed");
    const more = await moveProjectStatus(db.db, project.id, "processing", { companyCount: 30 });
    expect(more).toMatchObject({ status: "processing", companyCount: 30 });
  });

  test("a pause keeps its reason until the project moves on (one answer for every screen)", async () => {
    const db = handle();
    const { project } = await newProject(db);
    expect(project.pauseReason ?? null).toBeNull();
    await moveProjectStatus(db.db, project.id, "processing", { from: ["paused"] });
    const credits = await moveProjectStatus(db.db, project.id, "paused", {
      from: ["processing"],
      pauseReason: "credits",
    });
    expect(credits?.pauseReason).toBe("credits");
    const resumed = await moveProjectStatus(db.db, project.id, "processing", { from: ["paused"] });
    expect(resumed?.pauseReason).toBeNull();
    const byUser = await moveProjectStatus(db.db, project.id, "paused", { from: ["processing"] });
    expect(byUser?.pauseReason).toBe("user");
  });

  test("the status control: same status is a no-op, pausing a completed project is refused", async () => {
    const db = handle();
    const { userId, project } = await newProject(db);
    const other = await signedInUser(db);
    expect((await setProjectStatus(db.db, userId, project.id, "paused")).status).toBe("paused");
    expect((await statusOf(db, project.id))?.processingStartedAt).toBeNull();
    await expect(
      setProjectStatus(db.db, other.user.id, project.id, "processing"),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await setProjectStatus(db.db, userId, project.id, "processing")).status).toBe(
      "processing",
    );
    await forceProjectStatus(db.db, project.id, "completed");
    await expect(setProjectStatus(db.db, userId, project.id, "paused")).rejects.toMatchObject({
      status: 409,
      userMessage: "Failed to update research status.",
    });
    expect((await statusOf(db, project.id))?.status).toBe("completed");
    // More leads from a finished project: the control's resume is allowed.
    expect((await setProjectStatus(db.db, userId, project.id, "processing")).status).toBe(
      "processing",
    );
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

test("only the status store writes research_projects.status", () => {
  const writers = sourceFiles("src").filter((file) => {
    const text = readFileSync(file, "utf8");
    // Each update of the projects table, up to its where clause.
    const updates = text.match(/\.update\(researchProjects\)[\s\S]*?\.where\(/g) ?? [];
    const inserts = text.match(/\.insert\(researchProjects\)[\s\S]*?\.values\([\s\S]*?\)/g) ?? [];
    return [...updates, ...inserts].some((block) => /\bstatus\s*[:,}]/.test(block));
  });
  expect(writers).toEqual(["src/projects/status-store.ts"]);
});
