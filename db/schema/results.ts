import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companies, contacts } from "./companies";
import { researchProjects } from "./projects";

/**
 * One criterion of the verifier's verdict as stored: met or not, why, and for a criterion decided
 * by something the site says, that text (at most 200 characters) and the page it is on.
 */
export interface StoredCriterion {
  criterion: string;
  met: boolean;
  reason: string;
  quote?: string;
  url?: string;
}

/** An accepted company for a project: a lead (spec §3 Company research result). */
export const companyResearchResults = pgTable(
  "company_research_results",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => researchProjects.id, { onDelete: "cascade" }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    contactId: integer().references(() => contacts.id, { onDelete: "set null" }),
    verificationStatus: varchar({ length: 20 }).notNull().default("pending"),
    reasoning: text(),
    /** The verdict per criterion; `reasoning` stays as its one-line summary. */
    criteria: jsonb().$type<StoredCriterion[]>().notNull().default([]),
    isFromCache: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique("company_research_results_project_company_key").on(t.projectId, t.companyId),
    index("company_research_results_project_idx").on(t.projectId, t.id),
  ],
);

/** A company the verifier turned down, with its reasons (spec §3 Rejected company). */
export const rejectedCompanies = pgTable(
  "rejected_companies",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => researchProjects.id, { onDelete: "cascade" }),
    companyName: varchar({ length: 255 }).notNull(),
    website: varchar({ length: 2048 }).notNull(),
    reasoning: text().notNull(),
    /** The verdict per criterion (empty when the site could not be read or judged). */
    criteria: jsonb().$type<StoredCriterion[]>().notNull().default([]),
    rejectedAt: createdAt(),
  },
  (t) => [index("rejected_companies_project_idx").on(t.projectId, t.id)],
);
