import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companies, contacts } from "./companies";
import { researchProjects } from "./projects";

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
    rejectedAt: createdAt(),
  },
  (t) => [index("rejected_companies_project_idx").on(t.projectId, t.id)],
);
