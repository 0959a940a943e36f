import type { RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";
import type { DatabaseHandle } from "../db/client";
import type { AssetManifest } from "./assets/manifest";
import type { AccountCheck } from "./auth/account-check";
import type { AuthState } from "./auth/auth-state";
import type { HumanCheck } from "./auth/human-check";
import type { IdentityVerifier } from "./auth/identity";
import type { RateLimiter } from "./auth/rate-limit";
import type { SessionEnds } from "./auth/session-ends";
import type { Config } from "./env";
import type { EventBus } from "./live/event-bus";
import type { Logger } from "./logger";
import type { ResearchService } from "./research/research-service";
import type { DeliveryQueue } from "./webhooks/emit";

/** What the app is built from; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  assets: AssetManifest;
  identity: IdentityVerifier;
  humanCheck: HumanCheck;
  rateLimiter: RateLimiter;
  /** Ends sessions whose Firebase account was disabled, deleted or had its tokens revoked. */
  accountCheck: AccountCheck;
  /** Tells the live hub when sessions end, so their websockets close with them. */
  sessionEnds: SessionEnds;
  /** Live events of research runs (spec §4), published by the engine, sent out over /ws. */
  events: EventBus;
  /** The research assistant: chat, confirm, pause/resume (src/research). */
  research: ResearchService;
  /** Sends stored webhook deliveries (pg-boss in the server); absent, they stay pending. */
  webhookQueue?: DeliveryQueue;
  /** True once a graceful stop has begun: readiness fails so balancers drain us. */
  isDraining?: () => boolean;
}

export type AppEnv = {
  Variables: RequestIdVariables &
    SecureHeadersVariables & {
      deps: AppDeps;
      log: Logger;
      /** Set by the session middleware on every request. */
      auth: AuthState;
      /** Set by the API key guard on /api/v1 calls: whose data the key reaches. */
      apiKey?: { keyId: number; userId: number };
    };
};
