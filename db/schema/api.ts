import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";
import { users } from "./users";

/**
 * Keys of the public API (/api/v1). Like sessions, only the SHA-256 of the key is stored, so a
 * leaked table opens nothing; `prefix` is the first characters, enough for a person to tell keys
 * apart. A revoked key keeps its row (the account page lists it) and is refused at once.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar({ length: 100 }).notNull(),
    prefix: varchar({ length: 20 }).notNull(),
    keyHash: varchar({ length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz(),
    revokedAt: timestamptz(),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/**
 * A user's webhook endpoint. The signing secret is kept as is: the server needs it to sign every
 * delivery (the Stripe scheme), so it cannot be hashed; it is shown to the user once.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: varchar({ length: 2048 }).notNull(),
    secret: varchar({ length: 100 }).notNull(),
    events: jsonb().$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId)],
);

/** One event sent (or being sent) to one endpoint: the exact body, and how the last try went. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial().primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: varchar({ length: 40 }).notNull(),
    eventType: varchar({ length: 50 }).notNull(),
    body: text().notNull(),
    status: varchar({ length: 20 }).$type<"pending" | "succeeded" | "failed">().notNull(),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastError: varchar({ length: 500 }),
    createdAt: createdAt(),
    lastAttemptAt: timestamptz(),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
    check(
      "webhook_deliveries_status_valid",
      sql`${t.status} in ('pending', 'succeeded', 'failed')`,
    ),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
