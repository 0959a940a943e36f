import { describe, expect, test } from "bun:test";
import {
  compoundParaphraseAt,
  sameModifier,
} from "../src/research/language/compound-paraphrase.ts";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import { siteEvidence } from "./helpers/evidence";

/*
 * A compound the profile names ("bakkerijmachines") stands on a page written as its head "for"
 * its modifier ("kneedmachines voor bakkerijen", "Maschinen für Bäckereien", "maskiner för
 * bagerier") or with a near modifier ("bakkersovens"); another modifier, another head, a denial
 * or a Romance page does not.
 */

const at = (text: string, compound: string, language: "de" | "nl" | "sv" | "fr") => {
  const words = text.split(" ");
  return words.some((_, i) => compoundParaphraseAt(words, i, compound, language) !== undefined);
};

describe("a compound said another way", () => {
  const SAME: [string, string, "de" | "nl" | "sv"][] = [
    ["kneedmachines voor bakkerijen", "bakkerijmachines", "nl"],
    ["rekovens voor warme bakkers", "bakkerijovens", "nl"],
    ["bakkersovens uit friesland", "bakkerijovens", "nl"],
    ["maschinen fur backereien", "backereimaschinen", "de"],
    ["knetmaschinen fur die backerei", "backereimaschinen", "de"],
    ["maskiner for bagerier", "bagerimaskiner", "sv"],
  ];
  const OTHER: [string, string, "de" | "nl" | "sv" | "fr"][] = [
    ["verpakkingsmachines voor de voedingsindustrie", "bakkerijmachines", "nl"],
    ["drukkerijmachines", "bakkerijmachines", "nl"],
    ["broodzakken voor bakkerijen", "bakkerijmachines", "nl"],
    ["etageovens", "bakkerijovens", "nl"],
    ["ovens voor bakkers", "bakkerijovens", "fr"],
  ];
  for (const [text, compound, language] of SAME) {
    test(`${language}: "${text}" says ${compound}`, () => {
      expect(at(text, compound, language)).toBe(true);
    });
  }
  for (const [text, compound, language] of OTHER) {
    test(`${language}: "${text}" does not say ${compound}`, () => {
      expect(at(text, compound, language)).toBe(false);
    });
  }
  test("a modifier's near form meets it, a mere shared start does not", () => {
    expect(sameModifier("bakkers", "bakkerij", "nl")).toBe(true);
    expect(sameModifier("backer", "backerei", "de")).toBe(true);
    expect(sameModifier("bakken", "bakkerij", "nl")).toBe(false);
  });
});

const products = (text: string) =>
  verifyByRules(
    {
      country: "Netherlands",
      companyType: "manufacturer",
      productsServices: "bakkerijmachines",
      exclusions: [],
    },
    siteEvidence({ "/": text }, "Boersma B.V.", "boersma.example"),
  ).criteria.find((c) => c.criterion === "products")?.met;

describe("the products criterion reads the paraphrase", () => {
  test("nl: head for its modifier", () => {
    expect(
      products("Boersma ontwikkelt en produceert in Barneveld kneedmachines voor bakkerijen."),
    ).toBe(true);
  });
  test("nl: denied, or the customers' industry only", () => {
    expect(products("Wij leveren geen kneedmachines voor bakkerijen meer.")).toBe(false);
    expect(products("Wij maken broodzakken voor bakkerijen en slagerijen.")).toBe(false);
  });
});
