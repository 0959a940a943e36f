import { z } from "zod";

/** A switch that is off unless set to "true" or "1". */
const offSwitch = () =>
  z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1");

/**
 * Every setting of the app, parsed once. This is the only module that reads `process.env`:
 * the rest of the code receives a typed `Config`, so tests can build one without touching globals.
 * Every field has a default that needs nothing configured (PGlite, no keys, loopback only).
 */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the app, used for absolute links; defaults to http://HOST:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Postgres connection string. Unset: an embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /** Seconds to wait for in-flight requests and jobs on SIGTERM before closing anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /**
   * Sign-in calls one client address may make in 10 minutes (then 429, "Too many failed
   * attempts"). Raise it where many people share one address (an office behind one NAT) and
   * for end-to-end suites, which sign in dozens of users from 127.0.0.1.
   */
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Calls one API key may make per minute on /api/v1 (then 429 with Retry-After). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * Lets webhook endpoints be plain http on a loopback address (127.0.0.1, ::1): for tests and
   * local development only. Off, every endpoint must be https on a public address.
   */
  WEBHOOK_ALLOW_LOOPBACK_HTTP: offSwitch(),
  /** Mounts test-only pages (the island probe); never enable in production. */
  ENABLE_TEST_ROUTES: offSwitch(),
  /** Firebase project. A `demo-*` id means the local Auth emulator (no real project needed). */
  FIREBASE_PROJECT_ID: z.string().min(1).max(100).default("demo-export-discovery"),
  /** Firebase web API key: public by design (it identifies the project to the browser SDK). */
  FIREBASE_API_KEY: z.string().min(1).max(200).default("demo-api-key"),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).max(200).optional(),
  /** host:port of the Auth emulator; defaults to 127.0.0.1:9099 for `demo-*` projects. */
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, "must be host:port")
    .optional(),
  /** Service-account JSON for firebase-admin with a real project (else application default). */
  FIREBASE_SERVICE_ACCOUNT_JSON: z.string().min(2).optional(),
  /** Secret that signs human-check challenges; unset: a random key per process (one instance). */
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** Trust X-Forwarded-For for the client address (rate limits); only behind your own proxy. */
  TRUST_PROXY: offSwitch(),
  /** How many proxies of ours append to X-Forwarded-For; the client is the entry left of them. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Research projects one user may hold; past it, creating asks to delete one first. */
  MAX_PROJECTS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(500),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** Sunset switch: every page shows the thank-you screen. */
  SUNSET_MODE: offSwitch(),
  CONTACT_EMAIL: z.email().default("privacy@exportdiscovery.example"),
  SALES_EMAIL: z.email().default("sales@exportdiscovery.example"),
  // Billing (Stripe). Off unless the key, the webhook secret and all six price ids are set.
  STRIPE_SECRET_KEY: z.string().min(1).max(500).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).max(500).optional(),
  STRIPE_PRICE_STARTER_MONTHLY: z.string().min(1).max(255).optional(),
  STRIPE_PRICE_STARTER_ANNUAL: z.string().min(1).max(255).optional(),
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: z.string().min(1).max(255).optional(),
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: z.string().min(1).max(255).optional(),
  STRIPE_PRICE_ENTERPRISE_MONTHLY: z.string().min(1).max(255).optional(),
  STRIPE_PRICE_ENTERPRISE_ANNUAL: z.string().min(1).max(255).optional(),
  /** Another Stripe API origin (a local stand-in in tests); unset: Stripe's own. */
  STRIPE_API_BASE: z.url().optional(),
  /** Cron expression of the job that renews free and boosted users' credits. */
  /** OpenAI (or any compatible server's) key. Unset: the offline rules model. */
  OPENAI_API_KEY: z.string().min(1).max(500).optional(),
  /** e.g. http://localhost:11434/v1 for Ollama; unset: OpenAI's own API. */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).max(100).default("gpt-4o-mini"),
  /** How structured answers are asked for: json_schema (OpenAI), tool, or json_object. */
  OPENAI_STRUCTURED_MODE: z.enum(["json_schema", "tool", "json_object"]).default("json_schema"),
  /** A SearXNG instance (JSON format enabled). Unset with no Brave key: the sandbox web. */
  SEARXNG_URL: z.url().optional(),
  /** Brave Search API key; used when SEARXNG_URL is unset. */
  BRAVE_SEARCH_API_KEY: z.string().min(1).max(500).optional(),
  /** Another Brave Search origin (a local stand-in in tests). */
  BRAVE_SEARCH_URL: z.url().optional(),
  /** The generated sandbox web's seed and size (used when no search API is configured). */
  SANDBOX_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
  SANDBOX_COMPANIES: z.coerce.number().int().min(10).max(20_000).default(3000),
  /**
   * At least this many companies per country × industry × company type, added to the drawn ones
   * so that a 20-lead project finds its 20 wherever it looks; 0 adds none.
   */
  SANDBOX_SEGMENT_MIN: z.coerce.number().int().min(0).max(100).default(30),
  /** A corpus folder (docs/corpus-format.md) served by the sandbox instead of the generated web. */
  SANDBOX_CORPUS_DIR: z.string().min(1).optional(),
  /** With SANDBOX_CORPUS_DIR: serve the folder beside the generated web instead of alone. */
  SANDBOX_CORPUS_BESIDE_GENERATED: offSwitch(),
  /** Companies a run reads and verifies at once. */
  RESEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(24),
  /** Linked pages read per company besides the homepage (imprint, contact, about, products, team). */
  RESEARCH_PAGE_BUDGET: z.coerce.number().int().min(0).max(30).default(8),
  CREDIT_RENEWAL_CRON: z.string().min(9).max(100).default("0 * * * *"),
  /**
   * A research job's heartbeat: a job not heard from for this long (its process died or lost the
   * database) is handed to another instance. Its holder renews it twice per period, so below 10
   * the renewals would be most of the queue's traffic for no faster takeover.
   */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  /** How often pg-boss's maintenance looks for jobs whose heartbeat lapsed (and other expiries). */
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  /** The Auth emulator's host:port when identity is local, else undefined (real Firebase). */
  authEmulatorHost: string | undefined;
};

/** Parses a settings map (normally `process.env`); throws one error listing every bad field. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and compose files use it.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const cfg = result.data;
  const publicUrl = (cfg.PUBLIC_URL ?? `http://${cfg.HOST}:${cfg.PORT}`).replace(/\/$/, "");
  const authEmulatorHost =
    cfg.FIREBASE_AUTH_EMULATOR_HOST ??
    (cfg.FIREBASE_PROJECT_ID.startsWith("demo-") ? "127.0.0.1:9099" : undefined);
  return { ...cfg, publicUrl, authEmulatorHost };
}

/**
 * firebase-admin finds the Auth emulator only through this variable, so the one module allowed
 * to touch the environment hands it over from the parsed Config.
 */
export function exposeEmulatorToLibraries(config: Config): void {
  if (config.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
}

/** The process's own settings. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
