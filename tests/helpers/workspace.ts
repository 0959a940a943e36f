import { eq } from "drizzle-orm";
import { companies, companyResearchResults, contacts, researchProjects } from "../../db/schema";
import { createProject } from "../../src/projects/project-store";
import type { CreateProjectInput } from "../../src/projects/schemas";
import { createTestApp } from "./app";
import type { TestDatabase } from "./database";

/*
 * What the workspace page tests share: a stored project's input, accepted leads under it and the
 * requests a signed-in browser (or htmx) makes to the pages.
 */

export const baseInput: CreateProjectInput = {
  name: "Packaging DE",
  country: "Germany",
  city: undefined,
  companyType: "Manufacturer",
  productsServices: "Folding boxes",
  keywords: undefined,
  decisionMaker: "CEO",
  companyCount: 10,
  exclusions: undefined,
  existingCompanies: [],
};

let companySeq = 0;

/** An accepted lead under the project, with a contact when given. */
export async function addLead(
  database: TestDatabase,
  projectId: number,
  company: Partial<typeof companies.$inferInsert> = {},
  contact?: Partial<typeof contacts.$inferInsert>,
) {
  companySeq += 1;
  const [row] = await database.db
    .insert(companies)
    .values({
      domain: `lead${companySeq}-${Date.now()}.example`,
      companyName: `Company ${companySeq}`,
      website: `https://lead${companySeq}.example`,
      ...company,
    })
    .returning();
  if (!row) throw new Error("company insert failed");
  let contactId: number | null = null;
  if (contact) {
    const [c] = await database.db
      .insert(contacts)
      .values({ companyId: row.id, ...contact })
      .returning();
    contactId = c?.id ?? null;
  }
  await database.db
    .insert(companyResearchResults)
    .values({ projectId, companyId: row.id, contactId, verificationStatus: "accepted" });
  return row;
}

export const sameOrigin = { "sec-fetch-site": "same-origin" };

/** The page requests and database shortcuts the workspace tests make, bound to one database. */
export function workspacePages(handle: () => TestDatabase) {
  const app = () => createTestApp(handle()).app;
  const get = async (path: string, cookie: string) => {
    const res = await app().request(path, { headers: { cookie } });
    return { res, html: await res.text() };
  };
  const post = (
    path: string,
    cookie: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    app().request(path, {
      method: "POST",
      headers: { cookie, ...sameOrigin, ...headers },
      body: new URLSearchParams(fields),
    });
  /** The same form post made by htmx, which answers with headers instead of a redirect. */
  const htmxPost = (path: string, cookie: string, fields: Record<string, string>) =>
    post(path, cookie, fields, { "HX-Request": "true" });
  /** The toast an htmx answer asks the page to show. */
  const toastOf = (res: Response) => JSON.parse(res.headers.get("HX-Trigger") ?? "{}").showToast;
  /** The toast of a refused action: its title and what went wrong, in red. */
  const errorToast = (title: string, description: string) => ({
    title,
    description,
    variant: "destructive",
  });
  /** A creation form that is valid as it is; each test changes the fields it is about. */
  const bakeryForm = {
    name: "Bakeries",
    country: "France",
    companyType: "Bakery",
    productsServices: "Bread",
    decisionMaker: "Owner",
    companyCount: "12",
  };
  const createResearch = (cookie: string, changes: Record<string, string>) =>
    post("/research", cookie, { ...bakeryForm, ...changes });
  const project = async (userId: number, over: Partial<CreateProjectInput> = {}) =>
    createProject(handle().db, userId, { ...baseInput, ...over });
  const setStatus = (id: number, status: string) =>
    handle().db.update(researchProjects).set({ status }).where(eq(researchProjects.id, id));
  const projectsOf = (userId: number) =>
    handle().db.select().from(researchProjects).where(eq(researchProjects.userId, userId));
  const requests = { app, get, post, htmxPost, toastOf, errorToast };
  return { ...requests, bakeryForm, createResearch, project, setStatus, projectsOf };
}
