import { randomBytes } from "node:crypto";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { deriveHmacKeySecret, verify } from "altcha-lib/frameworks/shared";
import type { Challenge } from "altcha-lib/types";
import { lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { spentChallenges } from "../../db/schema";

/** ALTCHA proof of work, self-hosted: no third party sees who signs up. */
export interface HumanCheck {
  /** A signed challenge for the widget's `challengeurl`. */
  challenge(): Promise<Challenge>;
  /** Accepts a widget payload once: a second use, an expired or forged one is refused. */
  verify(payload: string): Promise<{ ok: true } | { ok: false; reason: string }>;
}

export interface HumanCheckOptions {
  /** HMAC secret; without one, a random per-process key (fine for a single instance). */
  secret?: string;
  /** PBKDF2 iterations per attempt and the counter range: together, the work a browser does. */
  cost?: number;
  maxCounter?: number;
  ttlSeconds?: number;
}

export function createHumanCheck(db: Database, options: HumanCheckOptions = {}): HumanCheck {
  const secret = options.secret ?? randomBytes(32).toString("hex");
  const keySecret = deriveHmacKeySecret(secret);
  const cost = options.cost ?? 1_000;
  const maxCounter = options.maxCounter ?? 2_500;
  const ttlSeconds = options.ttlSeconds ?? 600;

  // Spent payloads are remembered until their challenge would have expired anyway.
  const store = {
    async setIfAbsent(id: string): Promise<boolean> {
      const inserted = await db
        .insert(spentChallenges)
        .values({
          signature: id.slice(0, 128),
          expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        })
        .onConflictDoNothing()
        .returning();
      return inserted.length === 1;
    },
    get: async () => undefined,
    set: async () => {},
  };

  return {
    async challenge() {
      await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, new Date()));
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost,
        counter: randomInt(Math.floor(maxCounter / 5), maxCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: await keySecret,
      });
    },
    async verify(payload) {
      if (payload.length > 20_000) return { ok: false, reason: "payload too large" };
      const result = await verify(payload, deriveKey, secret, await keySecret, store);
      return result.error ? { ok: false, reason: result.error } : { ok: true };
    },
  };
}
