import { describe, expect, test } from "bun:test";
import { matchTitle, primaryTitleFor } from "../src/research/extractor/titles.ts";

/*
 * Abbreviated title words as small firms print them in labels and tight columns: "Resp.
 * commerciale", "Dir. comercial", "Kfm. Leitung". Each is read through the words it may stand
 * for; an abbreviation before a word that makes no catalogue title still maps to none.
 */

describe("an abbreviated word of a title is read as the word it stands for", () => {
  test.each([
    ["it", "Resp. commerciale", "Sales Director"],
    ["it", "Resp. acquisti", "Purchase Director"],
    ["fr", "Resp. marketing", "Marketing Manager"],
    ["es", "Dir. comercial", "Sales Director"],
    ["pt", "Dir. Geral", "CEO"],
    ["de", "Techn. Leiter", "CTO"],
    ["de", "Kfm. Leitung", "CFO"],
  ])("%s: %s", (_lang, title, role) => {
    expect(primaryTitleFor(title) as string | undefined).toBe(role);
  });

  test("an abbreviation before no title word maps to no role (it, en)", () => {
    expect(matchTitle("Resp. qualità")).toBeUndefined();
    expect(matchTitle("Resp. Sunt")).toBeUndefined();
    expect(matchTitle("Dir. Hollywood")).toBeUndefined();
  });
});
