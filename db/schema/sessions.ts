import { boolean, index, integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";
import { users } from "./users";

/**
 * Server sessions behind the session cookie. The cookie holds a random token; only its SHA-256
 * is stored, so a leaked table opens no sessions. `verified` false is the limited session of a
 * user whose email is not verified yet: every page shows the verify-email screen.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    userAgent: varchar({ length: 255 }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Human-check solutions already used, kept until their challenge expires, so none is reused. */
export const spentChallenges = pgTable("spent_challenges", {
  signature: varchar({ length: 128 }).primaryKey(),
  expiresAt: timestamptz().notNull(),
});

export type SessionRow = typeof sessions.$inferSelect;
