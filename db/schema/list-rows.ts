import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamptz, updatedAt } from "./columns";
import { researchProjects } from "./projects";
import { companyResearchResults, type StoredCriterion } from "./results";

/**
 * One row of a list-mode project (issue 30): the user's own cells, what the column picks read
 * from them, and the one state the row is in. Every imported row has its line here, so the
 * counts of the states always add up to the list, and the export joins back by row index.
 */
export const listRows = pgTable(
  "list_rows",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => researchProjects.id, { onDelete: "cascade" }),
    /** Position in the imported list, from 0. */
    rowIndex: integer().notNull(),
    /** The row's original cells, column name → text, as imported. */
    cells: jsonb().$type<Record<string, string>>().notNull(),
    website: varchar({ length: 2048 }),
    companyName: varchar({ length: 255 }),
    country: varchar({ length: 100 }),
    /** The company key (registrable domain); null until a name-only row is looked up. */
    companyKey: varchar({ length: 255 }),
    state: varchar({ length: 20 })
      .$type<"pending" | "accepted" | "rejected" | "unreachable" | "duplicate" | "invalid">()
      .notNull()
      .default("pending"),
    reason: text(),
    /** The criteria of a rejection (or an acceptance), quoted. */
    criteria: jsonb().$type<StoredCriterion[]>().notNull().default([]),
    leadId: integer().references(() => companyResearchResults.id, { onDelete: "set null" }),
    /** A name-only row's search match: the page found and how sure the match is (0–1). */
    lookupUrl: varchar({ length: 2048 }),
    lookupTitle: varchar({ length: 500 }),
    lookupConfidence: real(),
    finishedAt: timestamptz(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("list_rows_project_row_key").on(t.projectId, t.rowIndex),
    index("list_rows_project_state_idx").on(t.projectId, t.state),
    check(
      "list_rows_state_valid",
      sql`${t.state} in ('pending', 'accepted', 'rejected', 'unreachable', 'duplicate', 'invalid')`,
    ),
  ],
);
