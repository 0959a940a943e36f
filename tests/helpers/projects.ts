import type { Database } from "../../db/client";
import { researchProjects } from "../../db/schema";
import { createProject } from "../../src/projects/project-store";
import type { CreateProjectInput } from "../../src/projects/schemas";
import { moveProjectStatus } from "../../src/projects/status-store";
import { profileOf, type ResearchProfile } from "../../src/research/profile";
import { acceptCompany } from "../../src/research/run/outcomes";
import { createTestApp } from "./app";
import type { TestDatabase } from "./database";
import { signedInUser } from "./session";

/*
 * Research projects as tests set them up: a German pump maker unless a test says otherwise, so
 * each test spells out only the fields it is about.
 */

type ProjectValues = typeof researchProjects.$inferInsert;

/** The columns a stored project needs, for a German pump maker wanted by its CEO. */
export const PUMP_MAKER = {
  name: "Pumps",
  country: "Germany",
  companyType: "Manufacturer",
  productsServices: "pumps",
  decisionMaker: "CEO",
} as const;

/** A project row stored directly (no form, no validation), with `fields` over PUMP_MAKER. */
export async function insertProject(
  db: Database,
  userId: number,
  fields: Partial<Omit<ProjectValues, "userId">> = {},
) {
  const [row] = await db
    .insert(researchProjects)
    .values({ userId, ...PUMP_MAKER, ...fields })
    .returning();
  if (!row) throw new Error("project insert failed");
  return row;
}

/** What the create-project form gives the store: PUMP_MAKER with no optional field filled. */
export const projectInput = (fields: Partial<CreateProjectInput> = {}): CreateProjectInput => ({
  ...PUMP_MAKER,
  city: undefined,
  keywords: undefined,
  companyCount: 10,
  exclusions: undefined,
  existingCompanies: [],
  ...fields,
});

/** A project created through the store and already moved on to "processing", as a running one. */
export async function processingProject(
  db: Database,
  userId: number,
  fields: Partial<CreateProjectInput>,
): Promise<number> {
  const project = await createProject(db, userId, projectInput(fields));
  await moveProjectStatus(db, project.id, "processing", { from: ["paused"] });
  return project.id;
}

/** The app, and a signed-in user with `credits` whose project (`fields`) is already running. */
export async function runningProjectOfUser(
  database: TestDatabase,
  credits: number,
  fields: Partial<CreateProjectInput>,
) {
  const { app } = createTestApp(database);
  const { user, cookie } = await signedInUser(database, { creditsLeft: credits });
  const projectId = await processingProject(database.db, user.id, fields);
  return { app, cookie, userId: user.id, projectId };
}

type Acceptance = Parameters<typeof acceptCompany>[1];

/**
 * runningProjectOfUser with one company already accepted into the project as a run accepts it,
 * all criteria met (`company` and the profile must make it acceptable: anything else throws).
 */
export async function runningProjectWithLead(
  database: TestDatabase,
  credits: number,
  fields: Partial<CreateProjectInput>,
  company: Omit<Acceptance, "projectId" | "userId" | "decisionMaker" | "reasoning" | "isFromCache">,
) {
  const running = await runningProjectOfUser(database, credits, fields);
  const outcome = await acceptCompany(database.db, {
    projectId: running.projectId,
    userId: running.userId,
    decisionMaker: "CEO",
    reasoning: "All criteria met",
    isFromCache: false,
    ...company,
  });
  if (outcome.kind !== "accepted") throw new Error(`the lead was not accepted: ${outcome.kind}`);
  return running;
}

/** The research profile of a German pump maker with nothing narrowing it. */
export const pumpMakerProfile = (): ResearchProfile =>
  profileOf({
    country: "Germany",
    city: null,
    companyType: "manufacturer",
    productsServices: "pumps",
    keywords: null,
    aiGeneratedKeywords: [],
    decisionMaker: "CEO",
    exclusions: null,
    existingCompanies: [],
  });

/** The create-project form of a Dutch printer search, as the API takes it. */
export const DUTCH_PRINTERS = {
  name: "Dutch printers",
  country: "Netherlands",
  companyType: "manufacturer",
  productsServices: "printing",
  decisionMaker: "CEO",
  companyCount: 8,
};
