import { beforeAll, expect } from "bun:test";
import { count } from "drizzle-orm";
import { companies, companyResearchResults, contacts, researchProjects } from "../../db/schema";
import { createTestApp } from "./app";
import type { TestDatabase } from "./database";
import { ORIGIN } from "./research";
import { signedInUser } from "./session";

/*
 * What the research projects API tests share: two signed-in users, JSON calls as the app's own
 * origin, projects created through the API and leads stored under them.
 */

export const EVIL_NAME = '=HYPERLINK("http://x","y")';

export const validForm = {
  name: "Pumps in Bavaria",
  country: "Germany",
  city: "Munich",
  companyType: "Manufacturer",
  productsServices: "Industrial pumps",
  keywords: "pumps, valves",
  decisionMaker: "CEO",
  companyCount: 12,
  exclusions: "Distributors",
  existingCompanies: "https://www.Known.de/about; other.com",
};

export type Json = Record<string, unknown>;
let domainSeq = 0;

type TestApp = ReturnType<typeof createTestApp>["app"];

/** The API helpers bound to one suite's database; the users and app are made in its beforeAll. */
export function projectsApi(handle: () => TestDatabase) {
  const db = () => handle().db;
  let current: TestApp;
  // Filled in place by beforeAll, so a test file can destructure them before they exist.
  const app = { request: (...args: Parameters<TestApp["request"]>) => current.request(...args) };
  const owner = { id: 0, cookie: "" };
  const stranger = { id: 0, cookie: "" };

  beforeAll(async () => {
    current = createTestApp(handle()).app;
    const a = await signedInUser(handle());
    const b = await signedInUser(handle());
    Object.assign(owner, { id: a.user.id, cookie: a.cookie });
    Object.assign(stranger, { id: b.user.id, cookie: b.cookie });
  });

  /** A request as a browser on the app's own origin would send it (the CSRF guard wants that). */
  function call(method: string, path: string, body?: unknown, cookie = owner.cookie) {
    const headers: Record<string, string> = { cookie, origin: ORIGIN };
    if (body !== undefined) headers["content-type"] = "application/json";
    return app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function createViaApi(overrides: Json = {}, cookie = owner.cookie): Promise<Json> {
    const res = await call(
      "POST",
      "/api/research-projects",
      { ...validForm, ...overrides },
      cookie,
    );
    expect(res.status).toBe(201);
    return (await res.json()) as Json;
  }

  const projectRows = async () =>
    (await db().select({ n: count() }).from(researchProjects))[0]?.n ?? 0;

  async function addLead(
    projectId: number,
    company: Partial<typeof companies.$inferInsert> = {},
    contact: Partial<typeof contacts.$inferInsert> | null = {},
    result: Partial<typeof companyResearchResults.$inferInsert> = {},
  ) {
    domainSeq += 1;
    const domain = `lead${domainSeq}-${Date.now()}.example`;
    const [c] = await db()
      .insert(companies)
      .values({
        domain,
        companyName: `Lead ${domainSeq} GmbH`,
        website: domain,
        industry: "Pumps",
        companyDescription: "Makes pumps",
        companyEmail: `info@${domain}`,
        companyEmailSource: `https://${domain}/contact`,
        companyPhone: "+49891234567",
        ...company,
      })
      .returning();
    if (!c) throw new Error("no company");
    let contactId: number | null = null;
    if (contact) {
      const [p] = await db()
        .insert(contacts)
        .values({
          companyId: c.id,
          contactName: "Anna Schmidt",
          contactNameSource: `https://${domain}/team`,
          contactTitle: "CEO",
          contactEmail: `anna@${domain}`,
          contactEmailSource: `https://${domain}/team`,
          contactEmailStatus: "valid",
          ...contact,
        })
        .returning();
      contactId = p?.id ?? null;
    }
    const [r] = await db()
      .insert(companyResearchResults)
      .values({ projectId, companyId: c.id, contactId, verificationStatus: "verified", ...result })
      .returning();
    return { company: c, resultId: r?.id ?? 0 };
  }

  return { db, app, owner, stranger, call, createViaApi, projectRows, addLead };
}
