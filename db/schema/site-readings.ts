import { jsonb, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * One reading of a company's site shared by every run that wants it at about the same time, in
 * any app instance (issue 19): the first run claims the site and reads it, the others wait for
 * its reading instead of reading the site again beside it. A row is either a claim in progress
 * (`reading` null, held while its reader renews `leaseUntil`) or a finished reading, kept until
 * `expiresAt`. The reading is the reader's own JSON (src/research/run/shared-reading.ts).
 */
export const siteReadings = pgTable(
  "site_readings",
  {
    domain: varchar({ length: 255 }).notNull(),
    /** The country the site's phone numbers were read for ('' when the project has none). */
    countryCode: varchar({ length: 2 }).notNull(),
    /** Which process holds the claim, so a reader that lost it does not overwrite its taker. */
    reader: varchar({ length: 64 }).notNull(),
    leaseUntil: timestamptz().notNull(),
    reading: jsonb(),
    expiresAt: timestamptz(),
  },
  (t) => [primaryKey({ columns: [t.domain, t.countryCode] })],
);
