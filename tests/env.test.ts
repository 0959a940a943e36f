import { describe, expect, test } from "bun:test";
import { parseConfig } from "../src/env";

describe("parseConfig", () => {
  test("needs nothing configured: PGlite in ./data on port 3000", () => {
    const cfg = parseConfig({});
    expect(cfg.PORT).toBe(3000);
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.DATA_DIR).toBe("./data");
    expect(cfg.publicUrl).toBe("http://127.0.0.1:3000");
    expect(cfg.ENABLE_TEST_ROUTES).toBe(false);
  });

  test("reads and coerces what is set", () => {
    const cfg = parseConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u@db:5432/app",
      PUBLIC_URL: "https://leads.example.com/",
      ENABLE_TEST_ROUTES: "1",
    });
    expect(cfg.PORT).toBe(8080);
    expect(cfg.DATABASE_URL).toBe("postgres://u@db:5432/app");
    expect(cfg.publicUrl).toBe("https://leads.example.com");
    expect(cfg.ENABLE_TEST_ROUTES).toBe(true);
  });

  test("an empty variable counts as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });

  test("fails fast naming every bad field", () => {
    expect(() =>
      parseConfig({ PORT: "70000", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*DATABASE_URL/);
    try {
      parseConfig({ PORT: "70000", DATABASE_URL: "mysql://x" });
    } catch (err) {
      expect(String(err)).toContain("PORT");
      expect(String(err)).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    }
  });
});
