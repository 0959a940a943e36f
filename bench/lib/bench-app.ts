import type { DatabaseHandle } from "../../db/client";
import { createApp } from "../../src/app";
import type { AssetManifest } from "../../src/assets/manifest";
import { createAccountCheck } from "../../src/auth/account-check";
import { createHumanCheck } from "../../src/auth/human-check";
import { firebaseIdentity } from "../../src/auth/identity";
import { RateLimiter } from "../../src/auth/rate-limit";
import { createSessionEnds } from "../../src/auth/session-ends";
import type { Config } from "../../src/env";
import { createEventBus } from "../../src/live/event-bus";
import { createLogger } from "../../src/logger";
import { chatOnlyResearchService } from "../../src/research/research-service";

/**
 * The production app as src/server.ts builds it, over a benchmark's database, with silent logs and
 * a research service that chats but starts no runs (a run would compete for the CPU being
 * measured).
 */
export function benchApp(config: Config, database: DatabaseHandle, assets: AssetManifest) {
  const events = createEventBus();
  const logger = createLogger("silent");
  const identity = firebaseIdentity(config);
  const sessionEnds = createSessionEnds();
  const app = createApp({
    config,
    database,
    logger,
    assets,
    identity,
    sessionEnds,
    accountCheck: createAccountCheck({ db: database.db, identity, sessionEnds, logger }),
    humanCheck: createHumanCheck(database.db),
    rateLimiter: new RateLimiter(),
    events,
    research: chatOnlyResearchService({ db: database.db, events, logger }),
  });
  return { app, events, logger };
}
