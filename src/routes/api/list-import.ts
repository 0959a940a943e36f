import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { assertCreditsForList } from "../../billing/credits-to-run";
import { AppError } from "../../errors";
import { type ColumnPicks, guessPicks } from "../../projects/list-import/column-picks";
import { createListProjectInput } from "../../projects/list-import/list-input";
import { parseListFile, parsePasted } from "../../projects/list-import/parse-list";
import { previewList } from "../../projects/list-import/preview";
import type { ListTable } from "../../projects/list-import/table";
import { createListProject } from "../../projects/list-store";
import { invalidInput } from "../validation";
import { currentUserId } from "./projects";

/*
 * The creation form's list import (issue 30): an uploaded CSV/XLSX or pasted lines, read on the
 * server, previewed with the guessed column picks and the most it can cost, then stored as a
 * list project with the picks the user confirmed. Multipart form fields: `file` or `text`, and
 * `picks.website`, `picks.name`, `picks.country`; the create call adds the profile fields.
 */

type Form = Record<string, string | File | (string | File)[]>;

async function tableOf(form: Form): Promise<ListTable> {
  const file = form.file;
  if (file instanceof File && file.size > 0) {
    return parseListFile(new Uint8Array(await file.arrayBuffer()), file.name, file.type);
  }
  const text = typeof form.text === "string" ? form.text : "";
  if (!text.trim()) throw new AppError("list_empty", 422, "Upload a file or paste your list.");
  return parsePasted(text);
}

function picksOf(form: Form, table: ListTable): ColumnPicks {
  const picks: ColumnPicks = {};
  for (const pick of ["website", "name", "country"] as const) {
    const value = form[`picks.${pick}`];
    if (typeof value === "string" && value) picks[pick] = value;
  }
  return Object.keys(picks).length > 0 ? picks : guessPicks(table.columns);
}

const formOf = async (c: Context<AppEnv>) => (await c.req.parseBody({ all: true })) as Form;

/** POST /api/research-projects/list-preview and POST /api/research-projects/list. */
export const listImportApiRoutes = new Hono<AppEnv>()
  .post("/api/research-projects/list-preview", async (c) => {
    const form = await formOf(c);
    const table = await tableOf(form);
    return c.json(previewList(table, picksOf(form, table)));
  })
  .post("/api/research-projects/list", async (c) => {
    const form = await formOf(c);
    const table = await tableOf(form);
    const fields = Object.fromEntries(
      Object.entries(form).filter(([k, v]) => typeof v === "string" && !k.startsWith("picks.")),
    );
    const input = createListProjectInput.safeParse({
      ...fields,
      source: {
        type: "list",
        rows: table.rows,
        columns: table.columns,
        picks: picksOf(form, table),
      },
    });
    if (!input.success) throw invalidInput(input.error);
    const { database, config } = c.get("deps");
    const userId = currentUserId(c);
    const created = await createListProject(database.db, userId, input.data, {
      maxProjects: config.MAX_PROJECTS_PER_USER,
      assertAffordable: (rows) => assertCreditsForList(database.db, userId, rows),
    });
    return c.json({ id: created.project.id, counts: created.counts }, 201);
  });
