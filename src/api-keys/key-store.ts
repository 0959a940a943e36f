import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type ApiKeyRow, apiKeys } from "../../db/schema";
import { AppError } from "../errors";

/*
 * API keys: 32 random bytes behind a recognisable prefix ("exd_"), so secret scanners and people
 * can spot a leaked one. Only the SHA-256 is stored; the key itself is returned once, at creation.
 */

export const API_KEY_PREFIX = "exd_";
/** Active keys one user may hold: enough for every integration, not a table without end. */
export const MAX_ACTIVE_KEYS = 20;
const KEY_SHAPE = /^exd_[A-Za-z0-9_-]{43}$/;
/** How stale last-used may get: writing it on every request would make each call a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** A key as the account page lists it: never the key, never its hash. */
export interface ApiKeySummary {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const summary = (row: ApiKeyRow): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  revokedAt: row.revokedAt,
});

/** Creates a named key; the plain key is in the answer and nowhere else. */
export async function createApiKey(
  db: Database,
  userId: number,
  name: string,
): Promise<{ key: string; summary: ApiKeySummary }> {
  const active = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if (active.length >= MAX_ACTIVE_KEYS) {
    throw new AppError(
      "api_key_limit",
      409,
      `You can hold at most ${MAX_ACTIVE_KEYS} active API keys. Revoke one you no longer use.`,
    );
  }
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, name, prefix: key.slice(0, 12), keyHash: hashKey(key) })
    .returning();
  if (!row) throw new Error("api key insert returned no row");
  return { key, summary: summary(row) };
}

/** The user's keys, newest first, revoked ones included (marked). */
export async function listApiKeys(db: Database, userId: number): Promise<ApiKeySummary[]> {
  const theirs = eq(apiKeys.userId, userId);
  const newestFirst = [desc(apiKeys.createdAt), desc(apiKeys.id)];
  return (
    await db
      .select()
      .from(apiKeys)
      .where(theirs)
      .orderBy(...newestFirst)
  ).map(summary);
}

/** Revokes the user's key; from the next request on it is refused. Another user's key is a 404. */
export async function revokeApiKey(db: Database, userId: number, keyId: number): Promise<void> {
  const [row] = await db
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)));
  if (!row) throw new AppError("not_found", 404, "API key not found");
  if (row.revokedAt) return;
  await db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, keyId));
}

/**
 * The active key a bearer token names, or undefined. Looked up by hash on every request (no
 * cache), which is what makes a revocation take effect at once. Stamps last-used at most once a
 * minute.
 */
export async function authenticateApiKey(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ keyId: number; userId: number } | undefined> {
  if (!KEY_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashKey(token)), isNull(apiKeys.revokedAt)));
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return { keyId: row.id, userId: row.userId };
}
