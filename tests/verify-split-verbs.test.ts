import { describe, expect, test } from "bun:test";
import { isNegatedAcross } from "../src/research/language/negation.ts";
import { joinedVerbAt } from "../src/research/language/split-verbs.ts";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import { siteEvidence } from "./helpers/evidence";

/*
 * German and Dutch split a particle verb around its object ("Keller stellt Bürsten her"); the
 * verifier reads it as the whole verb its cue lists name, with the subject after the verb in
 * verb-second order, and a negator anywhere between the two parts denies it.
 */

const VERBS = new Set(["herstellen", "anfertigen", "samenstellen"]);
const join = (text: string, language: "de" | "nl" | "en" = "de") => {
  const clause = text.toLowerCase().split(" ");
  return joinedVerbAt(clause, 1, language, VERBS)?.verb;
};

describe("a split verb joined back", () => {
  test("de: the particle closing the clause", () => {
    expect(join("wir stellen technische bürsten her")).toBe("herstellen");
    expect(join("keller stellte seit 1950 bürsten her")).toBe("herstellen");
    expect(join("wir fertigen teile nach zeichnung an")).toBe("anfertigen");
  });
  test("de: the particle before the next clause's und", () => {
    expect(join("wir stellen bürsten her und liefern sie aus")).toBe("herstellen");
  });
  test("nl: its own particles, with the single final consonant", () => {
    expect(join("dijkstra stelt ovens samen", "nl")).toBe("samenstellen");
  });
  test("near misses: no particle at the end, another language's particle, English", () => {
    expect(join("wir stellen bürsten aus nylon vor")).toBeUndefined();
    expect(join("wir stellen her bürsten")).toBeUndefined();
    expect(join("wij stellen machines her", "nl")).toBeUndefined();
    expect(join("we stellen brushes her", "en")).toBeUndefined();
  });
  test("a negator between the parts denies the verb", () => {
    const clause = "wir stellen seit 1950 keine bürsten her".split(" ");
    expect(isNegatedAcross(clause, 1, 7, "de")).toBe(true);
    expect(isNegatedAcross("wir stellen nicht nur bürsten her".split(" "), 1, 6, "de")).toBe(false);
    expect(isNegatedAcross("wir stellen seit 1950 bürsten her".split(" "), 1, 6, "de")).toBe(false);
  });
});

const typeMet = (text: string, name = "Keller Bürsten AG") =>
  verifyByRules(
    {
      country: "Germany",
      companyType: "manufacturer",
      productsServices: "brushes",
      exclusions: [],
    },
    siteEvidence({ "/": text }, name, "keller.example"),
  ).criteria.find((c) => c.criterion === "companyType");

describe("a manufacturer claimed by a split verb", () => {
  const MAKERS = [
    "Seit drei Generationen stellt Keller in Wattwil technische Bürsten her: Rohrbürsten und Walzen.",
    "Seit 1950 stellen wir in Wattwil Walzen und Leisten her.",
    "Keller stellte schon 1920 Besen her und liefert heute in die ganze Schweiz.",
  ];
  const NOT_MAKERS = [
    "Wir stellen nicht selbst her: wir handeln mit Bürsten namhafter Marken.",
    "Seit 1950 stellen wir keine eigenen Walzen mehr her.",
    "Unsere Lieferanten stellen Walzen her, wir liefern sie aus.",
    "Die Kunden stellen bei uns Anfragen vor.",
  ];
  for (const text of MAKERS) {
    test(`"${text.slice(0, 50)}" claims making`, () => {
      expect(typeMet(text)?.met).toBe(true);
    });
  }
  for (const text of NOT_MAKERS) {
    test(`"${text.slice(0, 50)}" claims no making`, () => {
      expect(typeMet(text)?.met).toBe(false);
    });
  }
  test("in English a name after the verb is its object, not its subject", () => {
    const text = "Since 1950 manufacture Keller brushes at home with our kits.";
    expect(typeMet(text)?.met).toBe(false);
  });
});
