import { expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { researchProjects } from "../db/schema";
import { describeEachDatabase } from "./helpers/database";
import { ORIGIN } from "./helpers/research";

// The preload's setDefaultTimeout only reaches the first file of a multi-file run (Bun 1.4.5);
// without this, the first PGlite database of this file (a migration, ~10 s on a busy 2-core box)
// times out the suite's beforeAll when another file runs first.
setDefaultTimeout(60_000);

import { type Json, projectsApi, validForm } from "./helpers/projects-api";

describeEachDatabase("research projects API", ({ handle }) => {
  const { db, app, owner, call, createViaApi, projectRows } = projectsApi(handle);

  test("no session: 401 on every project route", async () => {
    const project = await createViaApi();
    const paths = [
      ["GET", "/api/research-projects"],
      ["POST", "/api/research-projects"],
      ["GET", `/api/research-projects/${project.id}`],
      ["PATCH", `/api/research-projects/${project.id}/name`],
      ["PATCH", `/api/research-projects/${project.id}/status`],
      ["DELETE", `/api/research-projects/${project.id}`],
      ["GET", `/api/research-projects/${project.id}/results`],
      ["GET", `/api/research-projects/${project.id}/rejected-companies`],
      ["GET", `/api/research-projects/${project.id}/export`],
      ["GET", "/api/dashboard/stats"],
    ] as const;
    for (const [method, path] of paths) {
      const res = await app.request(path, { method, headers: { origin: ORIGIN } });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
    }
  });

  test("create: 201 with the project, stored paused with normalized lists", async () => {
    const project = await createViaApi();
    // Every field as the form sent it, but the websites: those are normalized to domains.
    expect(project).toMatchObject({
      ...validForm,
      existingCompanies: ["known.de", "other.com"],
      status: "paused",
      isProcessing: false,
      resultCount: 0,
      rejectedCount: 0,
      userId: owner.id,
    });
    expect(typeof project.id).toBe("number");
    const [row] = await db()
      .select()
      .from(researchProjects)
      .where(eq(researchProjects.id, project.id as number));
    expect(row?.existingCompanies).toEqual(["known.de", "other.com"]);
  });

  test("create: newline-separated websites and messy keywords are normalized", async () => {
    const project = await createViaApi({
      existingCompanies: "acme.de\nhttp://WWW.Beta.com/x\r\ngamma.io, acme.de",
      keywords: " pumps ,, Pumps, seals ",
    });
    expect(project.existingCompanies).toEqual(["acme.de", "beta.com", "gamma.io"]);
    expect(project.keywords).toBe("pumps, seals");
  });

  test("create: each invalid field answers 400 with its message and stores nothing", async () => {
    const omit = (field: keyof typeof validForm) => {
      const { [field]: _, ...rest } = validForm;
      return rest;
    };
    const cases: [string, unknown, string][] = [
      ["no name", omit("name"), "Name is required"],
      ["blank name", { ...validForm, name: "   " }, "Name is required"],
      ["no country", omit("country"), "Country is required"],
      ["no company type", omit("companyType"), "Company type is required"],
      ["no products", omit("productsServices"), "Products/services is required"],
      ["no decision maker", omit("decisionMaker"), "Decision maker is required"],
      ["blank decision maker", { ...validForm, decisionMaker: " " }, "Decision maker is required"],
      [
        "unknown decision maker",
        { ...validForm, decisionMaker: "Chief Happiness Officer" },
        "Please select a valid decision maker type",
      ],
      [
        "decision maker in the wrong case",
        { ...validForm, decisionMaker: "ceo" },
        "Please select a valid decision maker type",
      ],
      [
        "count 0",
        { ...validForm, companyCount: 0 },
        "Number of companies must be between 1 and 50",
      ],
      [
        "count 51",
        { ...validForm, companyCount: 51 },
        "Number of companies must be between 1 and 50",
      ],
      ["count abc", { ...validForm, companyCount: "abc" }, ""],
      ["a non-website", { ...validForm, existingCompanies: "ok.de; not a site" }, "Not a website"],
    ];
    const before = await projectRows();
    for (const [label, body, message] of cases) {
      const res = await call("POST", "/api/research-projects", body);
      const json = (await res.json()) as { code: string; message: string; fields: Json };
      expect(`${label}: ${res.status}`).toBe(`${label}: 400`);
      expect(json.code).toBe("invalid_input");
      expect(json.message).toContain(message);
      expect(Object.keys(json.fields).length).toBeGreaterThan(0);
    }
    expect(await projectRows()).toBe(before);
  });

  test("create: the field map names the field", async () => {
    const res = await call("POST", "/api/research-projects", { ...validForm, companyCount: 51 });
    expect(await res.json()).toMatchObject({
      code: "invalid_input",
      message: "Number of companies must be between 1 and 50",
      fields: { companyCount: ["Number of companies must be between 1 and 50"] },
    });
  });

  test("create: malformed JSON is a 400, not a 500", async () => {
    const res = await app.request("/api/research-projects", {
      method: "POST",
      headers: { cookie: owner.cookie, origin: ORIGIN, "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).code).toBe("bad_json");
  });
});
