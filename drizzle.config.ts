import { defineConfig } from "drizzle-kit";

// Generation only needs the schema; migrations are applied by db/migrate.ts at boot and in tests.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  casing: "snake_case",
});
