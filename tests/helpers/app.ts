import type { DatabaseHandle } from "../../db/client";
import { createApp } from "../../src/app";
import type { AppDeps } from "../../src/app-env";
import { type AssetManifest, manifestFromFiles } from "../../src/assets/manifest";
import { createAccountCheck } from "../../src/auth/account-check";
import { createHumanCheck } from "../../src/auth/human-check";
import { firebaseIdentity } from "../../src/auth/identity";
import { RateLimiter } from "../../src/auth/rate-limit";
import { createSessionEnds } from "../../src/auth/session-ends";
import type { Clock } from "../../src/billing/clock";
import { type Config, parseConfig } from "../../src/env";
import { createEventBus } from "../../src/live/event-bus";
import { createLogger } from "../../src/logger";
import { chatOnlyResearchService } from "../../src/research/research-service";

/** A Config as the app would parse it, with test-friendly defaults and any overrides. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "3999", ...overrides });
}

/** The app over a test database, with an in-memory asset manifest. */
export function createTestApp(
  database: DatabaseHandle,
  options: {
    config?: Config;
    assets?: AssetManifest;
    isDraining?: () => boolean;
    /** The account check's clock, so a test can move past its recheck interval. */
    clock?: Clock;
  } & Partial<
    Pick<
      AppDeps,
      | "identity"
      | "humanCheck"
      | "rateLimiter"
      | "sessionEnds"
      | "accountCheck"
      | "events"
      | "research"
      | "webhookQueue"
    >
  > = {},
) {
  const config = options.config ?? testConfig();
  const assets = options.assets ?? manifestFromFiles({}, new Map());
  const logger = createLogger(config.LOG_LEVEL);
  const events = options.events ?? createEventBus();
  const identity = options.identity ?? firebaseIdentity(config);
  const sessionEnds = options.sessionEnds ?? createSessionEnds();
  const deps: AppDeps = {
    config,
    database,
    logger,
    assets,
    identity,
    sessionEnds,
    accountCheck:
      options.accountCheck ??
      createAccountCheck({ db: database.db, identity, sessionEnds, logger, clock: options.clock }),
    // Cheap proof of work: tests solve challenges in-process.
    humanCheck: options.humanCheck ?? createHumanCheck(database.db, { cost: 1, maxCounter: 50 }),
    rateLimiter: options.rateLimiter ?? new RateLimiter(),
    events,
    // Without a research service of its own, a test app plans and chats with the rules model
    // and starts no runs (research tests pass one wired to the sandbox).
    research: options.research ?? chatOnlyResearchService({ db: database.db, events, logger }),
    isDraining: options.isDraining,
    webhookQueue: options.webhookQueue,
  };
  return { app: createApp(deps), config, deps };
}
