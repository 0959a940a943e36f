import { beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { chatMessages, researchProjects, users } from "../db/schema";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { PUMP_MAKER } from "./helpers/projects";
import { apiClient } from "./helpers/research";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(120_000);

const ORIGIN = "http://127.0.0.1:3999";
const RUNS = 50;

// Anything a client could send in a JSON field: strings with control characters and odd
// unicode, numbers out of range, wrong types, nesting.
const anyValue = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const fields = [
  "name",
  "country",
  "city",
  "companyType",
  "productsServices",
  "keywords",
  "decisionMaker",
  "companyCount",
  "exclusions",
  "existingCompanies",
  "status",
  "content",
];
const body = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: 12 })
    .map((o) => JSON.stringify(o)),
  fc.string({ unit: "binary", maxLength: 200 }),
  anyValue.map((v) => JSON.stringify(v)),
);

describeEachDatabase("fuzzing the API and form handlers", ({ handle }) => {
  let app: ReturnType<typeof createTestApp>["app"];
  let cookie = "";
  let projectId = 0;
  const totals = async () => {
    const db = handle().db;
    const [p] = await db.select({ n: count() }).from(researchProjects);
    const [m] = await db.select({ n: count() }).from(chatMessages);
    const [u] = await db.select({ n: count() }).from(users);
    return { projects: p?.n, messages: m?.n, users: u?.n };
  };

  beforeAll(async () => {
    app = createTestApp(handle()).app;
    cookie = (await signedInUser(handle())).cookie;
    const form = { ...PUMP_MAKER, name: "Fuzz", companyCount: 3 };
    projectId = (await apiClient(app, cookie).post("/api/research-projects", form)).json
      .id as number;
  });

  const routes = (): [string, string, string][] => [
    ["POST", "/api/research-projects", "application/json"],
    ["PATCH", `/api/research-projects/${projectId}/name`, "application/json"],
    ["PATCH", `/api/research-projects/${projectId}/status`, "application/json"],
    ["POST", `/api/research-projects/${projectId}/messages`, "application/json"],
    ["POST", "/api/firebase/auth/sync-user", "application/json"],
    ["POST", "/research", "application/x-www-form-urlencoded"],
    ["POST", `/research/${projectId}/name`, "application/x-www-form-urlencoded"],
    ["POST", `/research/${projectId}/status`, "application/x-www-form-urlencoded"],
  ];

  test("no input makes a route answer 5xx, and a refused one changes no row", async () => {
    for (const [method, path, type] of routes()) {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const before = await totals();
          const form = type.startsWith("application/x-www")
            ? new URLSearchParams(Object.entries(safeObject(payload))).toString()
            : payload;
          const res = await app.request(`${ORIGIN}${path}`, {
            method,
            headers: { cookie, origin: ORIGIN, "content-type": type },
            body: form,
          });
          expect(res.status, `${method} ${path} ${payload}`).toBeLessThan(500);
          if (res.status >= 400) expect(await totals()).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    }
  });
});

function safeObject(payload: string): Record<string, string> {
  try {
    const parsed = JSON.parse(payload) as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    }
  } catch {}
  return { name: payload };
}
