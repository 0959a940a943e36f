import type { DatabaseHandle } from "../../db/client";
import { createApp } from "../../src/app";
import { type AssetManifest, manifestFromFiles } from "../../src/assets/manifest";
import { type Config, parseConfig } from "../../src/env";
import { createLogger } from "../../src/logger";

/** A Config as the app would parse it, with test-friendly defaults and any overrides. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "3999", ...overrides });
}

/** The app over a test database, with an in-memory asset manifest. */
export function createTestApp(
  database: DatabaseHandle,
  options: { config?: Config; assets?: AssetManifest; isDraining?: () => boolean } = {},
) {
  const config = options.config ?? testConfig();
  const assets = options.assets ?? manifestFromFiles({}, new Map());
  const logger = createLogger(config.LOG_LEVEL);
  const app = createApp({ config, database, logger, assets, isDraining: options.isDraining });
  return { app, config };
}
