import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  assertCreditsForList,
  creditsLeftOf,
  listAffordable,
  listCreditsRefusal,
} from "../../billing/credits-to-run";
import {
  type CreateListProjectInput,
  createListProjectInput,
} from "../../projects/list-import/list-input";
import {
  listPicksOf,
  listSourceOf,
  listTableOf,
  listUploadInput,
} from "../../projects/list-import/list-upload";
import { previewList } from "../../projects/list-import/preview";
import { createListProject } from "../../projects/list-store";
import { invalidInput } from "../validation";
import { currentUserId } from "./projects";

/*
 * The creation form's list import (issue 30): an uploaded CSV/XLSX or pasted lines, read on the
 * server, previewed with the guessed column picks and the most it can cost, then stored as a
 * list project with the picks the user confirmed. Multipart form fields: `file` or `text`, and
 * `picks.website`, `picks.name`, `picks.country`; the create call adds the profile fields.
 */

type Form = Record<string, string | File>;

/** A multipart list's fields, checked (sizes, column names) before anything is read. */
export function listUploadOf(form: Form) {
  const upload = listUploadInput.safeParse(form);
  if (!upload.success) throw invalidInput(upload.error);
  return upload.data;
}

/** The list project a multipart form describes: its profile fields and its list, validated. */
export async function listProjectInputOf(form: Form): Promise<CreateListProjectInput> {
  const source = await listSourceOf(listUploadOf(form));
  const profile = Object.fromEntries(
    Object.entries(form).filter(([k, v]) => typeof v === "string" && !(k in listUploadInput.shape)),
  );
  const input = createListProjectInput.safeParse({ ...profile, source });
  if (!input.success) throw invalidInput(input.error);
  return input.data;
}

/** Stores a list project within the user's project cap, once the list's cost is affordable. */
export async function createCappedListProject(
  c: Context<AppEnv>,
  userId: number,
  input: CreateListProjectInput,
) {
  const { database, config } = c.get("deps");
  return createListProject(database.db, userId, input, {
    maxProjects: config.MAX_PROJECTS_PER_USER,
    assertAffordable: (rows) => assertCreditsForList(database.db, userId, rows),
  });
}

const formOf = async (c: Context<AppEnv>) => (await c.req.parseBody()) as Form;

/** POST /api/research-projects/list-preview and POST /api/research-projects/list. */
export const listImportApiRoutes = new Hono<AppEnv>()
  .post("/api/research-projects/list-preview", async (c) => {
    const upload = listUploadOf(await formOf(c));
    const table = await listTableOf(upload);
    const preview = previewList(table, listPicksOf(upload, table));
    // The form shows the most the list can cost beside what the user has, and refuses it early.
    const creditsLeft = await creditsLeftOf(c.get("deps").database.db, currentUserId(c));
    const affordable = listAffordable(creditsLeft, preview.maxCredits);
    const refusal = affordable
      ? null
      : listCreditsRefusal(creditsLeft, preview.maxCredits).userMessage;
    return c.json({ ...preview, creditsLeft, affordable, refusal });
  })
  .post("/api/research-projects/list", async (c) => {
    const input = await listProjectInputOf(await formOf(c));
    const created = await createCappedListProject(c, currentUserId(c), input);
    return c.json({ id: created.project.id, counts: created.counts }, 201);
  });
