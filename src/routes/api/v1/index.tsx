import { Hono } from "hono";
import type { AppEnv } from "../../../app-env";
import { requireApiKey } from "./key-guard";
import { openApiDocument } from "./openapi-document";
import { projectsV1Routes } from "./projects";
import { ApiReferencePage } from "./reference-page";

/** The public API: the document and its reference page are open, the rest needs a key. */
export const apiV1Routes = new Hono<AppEnv>()
  .get("/api/v1/openapi.json", (c) => c.json(openApiDocument()))
  .get("/api/v1/docs", (c) =>
    c.render(<ApiReferencePage />, { title: "API reference - Export Discovery" }),
  )
  // Hono's "/projects/*" matches "/projects" too: one guard, so one count per call.
  .use("/api/v1/projects/*", requireApiKey())
  .route("/api/v1", projectsV1Routes);
