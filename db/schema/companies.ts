import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns";

/** Where a scraped value was seen: every contact field shown to a user keeps one. */
export type SourceUrl = string;

/**
 * The shared company cache, one row per domain across all projects (spec §3 Company).
 * Fields end in `Source` when they hold the page URL a value was read from.
 */
export const companies = pgTable("companies", {
  id: serial().primaryKey(),
  domain: varchar({ length: 255 }).notNull().unique(),
  companyName: varchar({ length: 255 }).notNull(),
  website: varchar({ length: 2048 }).notNull(),
  industry: varchar({ length: 200 }),
  companyDescription: text(),
  companyEmail: varchar({ length: 320 }),
  companyEmailSource: varchar({ length: 2048 }).$type<SourceUrl>(),
  companyPhone: varchar({ length: 32 }),
  companyPhoneSource: varchar({ length: 2048 }).$type<SourceUrl>(),
  rawScrapedContent: text(),
  scrapedPages: jsonb().$type<string[]>().notNull().default([]),
  dataSource: varchar({ length: 50 }).notNull().default("web-crawler"),
  lastScrapedAt: timestamptz(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A person found on a company's pages. Each value keeps the page it came from. */
export const contacts = pgTable("contacts", {
  id: serial().primaryKey(),
  companyId: integer()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  contactName: varchar({ length: 200 }),
  /** Salutations and degrees written with the name ("Dr.", "Dipl.-Ing. (FH)"), kept apart from it. */
  contactHonorific: varchar({ length: 60 }),
  contactNameSource: varchar({ length: 2048 }).$type<SourceUrl>(),
  contactTitle: varchar({ length: 200 }),
  contactEmail: varchar({ length: 320 }),
  contactEmailSource: varchar({ length: 2048 }).$type<SourceUrl>(),
  /** Result of the email check (valid, no-mx, role, webmail, disposable, ...). */
  contactEmailStatus: varchar({ length: 20 }),
  contactPhone: varchar({ length: 32 }),
  contactPhoneSource: varchar({ length: 2048 }).$type<SourceUrl>(),
  dataSource: varchar({ length: 50 }).notNull().default("web-crawler"),
  lastScrapedAt: timestamptz(),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** Which contact holds a given decision-maker role at a company, cached until it expires. */
export const companyDecisionMakers = pgTable(
  "company_decision_makers",
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    decisionMaker: varchar({ length: 100 }).notNull(),
    contactId: integer().references(() => contacts.id, { onDelete: "set null" }),
    status: varchar({ length: 20 }).notNull().default("found"),
    lastCheckedAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz(),
  },
  (t) => [unique("company_decision_makers_company_role_key").on(t.companyId, t.decisionMaker)],
);

export type CompanyRow = typeof companies.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
