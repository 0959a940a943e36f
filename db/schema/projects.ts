import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns";
import { users } from "./users";

/**
 * A research project: the ideal customer profile and the run's bookkeeping (spec §3).
 * Deleting a project removes everything below it (the delete dialog promises exactly that).
 */
export const researchProjects = pgTable(
  "research_projects",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar({ length: 200 }).notNull(),
    country: varchar({ length: 100 }).notNull(),
    city: varchar({ length: 100 }),
    companyType: varchar({ length: 200 }).notNull(),
    productsServices: text().notNull(),
    keywords: text(),
    aiGeneratedKeywords: jsonb().$type<string[]>().notNull().default([]),
    searchQueries: jsonb().$type<string[]>().notNull().default([]),
    translatedQueries: jsonb().$type<string[]>().notNull().default([]),
    queriesInEnglish: boolean().notNull().default(true),
    translatedContactPages: jsonb().$type<string[]>().notNull().default([]),
    translatedCompanyPages: jsonb().$type<string[]>().notNull().default([]),
    decisionMaker: varchar({ length: 100 }).notNull(),
    /** The title wanted when decisionMaker is 'Other' ("Head of Quality"); null otherwise. */
    decisionMakerTitle: varchar({ length: 100 }),
    companyCount: integer().notNull().default(10),
    exclusions: text(),
    /** Normalized domains the user already has; never researched again. */
    existingCompanies: jsonb().$type<string[]>().notNull().default([]),
    processedExistingCompanies: jsonb().$type<string[]>().notNull().default([]),
    status: varchar({ length: 50 }).notNull().default("paused"),
    /**
     * Where the run's companies come from: "search" (the plan's queries) or "list" (the rows of
     * list_rows the user imported, issue 30).
     */
    sourceKind: varchar({ length: 10 }).$type<"search" | "list">().notNull().default("search"),
    /** A list project's column names in their order, for the export's original columns. */
    listColumns: jsonb().$type<string[]>().notNull().default([]),
    /**
     * Why a paused project is paused: "user" (the pause control, the chat, the API), "credits"
     * (the run ran out), "error" (the run failed); null when not paused or never started. Kept
     * beside the status so that every screen and the API read one answer (issue 29).
     */
    pauseReason: varchar({ length: 20 }),
    /** Language-model tokens this project's research has spent (prompt and completion). */
    modelPromptTokens: integer().notNull().default(0),
    modelCompletionTokens: integer().notNull().default(0),
    /**
     * The project's accepted leads, kept by the database itself (a trigger on each insert into
     * and delete from company_research_results, migration 0007), so that every lead written also
     * writes the project row: the dashboard reads its cards' counts here and sees a new lead in
     * the row's version (issue 19).
     */
    leadCount: integer().notNull().default(0),
    processingStartedAt: timestamptz(),
    lastActivityAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("research_projects_user_idx").on(t.userId, t.createdAt),
    // A list project's target is its rows that can become leads (up to a list's 1,000 rows).
    check(
      "research_projects_company_count_range",
      sql`${t.companyCount} between 1 and 50 or (${t.sourceKind} = 'list' and ${t.companyCount} between 0 and 1000)`,
    ),
  ],
);

/** One search query of a project's plan, with the counters that retire unproductive ones. */
export const searchQueries = pgTable(
  "search_queries",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => researchProjects.id, { onDelete: "cascade" }),
    query: text().notNull(),
    translatedQuery: text(),
    rejectedCompanyAmount: integer().notNull().default(0),
    timesUsed: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique("search_queries_project_query_key").on(t.projectId, t.query)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => researchProjects.id, { onDelete: "cascade" }),
    role: varchar({ length: 20 }).$type<"user" | "assistant">().notNull(),
    content: text().notNull(),
    status: varchar({ length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_project_idx").on(t.projectId, t.createdAt),
    check("chat_messages_role_valid", sql`${t.role} in ('user', 'assistant')`),
  ],
);

/** Domains a project has already looked at, so a restarted run never processes one twice. */
export const processedDomains = pgTable(
  "processed_domains",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => researchProjects.id, { onDelete: "cascade" }),
    domain: varchar({ length: 255 }).notNull(),
    processedAt: createdAt(),
  },
  (t) => [unique("processed_domains_project_domain_key").on(t.projectId, t.domain)],
);
