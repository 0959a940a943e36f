import { describe, expect, test } from "bun:test";
import { areCognates } from "../src/research/language/cognates.ts";
import { partOfCompound } from "../src/research/language/compounds.ts";
import { fold, tokenize } from "../src/research/language/fold.ts";
import { isNegated } from "../src/research/language/negation.ts";
import { stemPolish } from "../src/research/language/polish-stem.ts";
import { stem } from "../src/research/language/stem.ts";
import { detectLanguage } from "../src/research/language/stopwords.ts";
import { arrowRows } from "./helpers/table";

describe("folding", () => {
  test("diacritics and special letters", () => {
    expect(fold("Großhändler Łódź Ærø œuvre")).toBe("grosshandler lodz aero oeuvre");
    expect(tokenize("Kugelhähne, DN 15")).toEqual(["kugelhahne", "dn", "15"]);
  });
});

describe("stemming", () => {
  test.each([
    ["de", "pumpen", "pumpe"],
    ["fr", "vannes", "vanne"],
    ["it", "valvole", "valvola"],
    ["es", "bombas", "bomba"],
    ["nl", "pompen", "pomp"],
    ["sv", "pumparna", "pumpar"],
    ["pt", "bombas", "bomba"],
    ["en", "pumps", "pump"],
  ] as const)("%s: %s and %s share a stem", (lang, a, b) => {
    expect(stem(a, lang)).toBe(stem(b, lang));
  });
  test("Polish, which Snowball lacks, by the light stripper", () => {
    expect(stemPolish("pompy")).toBe(stemPolish("pompami"));
    expect(stemPolish("producentem")).toBe("producent");
    expect(stem("pompach", "pl")).toBe(stem("pompa", "pl"));
    // Derivation stays: warehousing is not a warehouse.
    expect(stemPolish("magazynowanie")).not.toBe(stemPolish("magazynu"));
  });
});

describe("compounds", () => {
  test("a head noun at the tail, a modifier at the head", () => {
    expect(partOfCompound(stem("kreiselpumpen", "de"), stem("pumpen", "de"), "de")).toBe(true);
    expect(partOfCompound(stem("edelstahlarmaturen", "de"), stem("armaturen", "de"), "de")).toBe(
      true,
    );
    expect(partOfCompound("edelstahlarmatur", "edelstahl", "de")).toBe(true);
    expect(partOfCompound(stem("centrifugalpumpar", "sv"), "pump", "sv")).toBe(true);
    expect(partOfCompound(stem("warmtepompen", "nl"), "pomp", "nl")).toBe(true);
  });
  test("short words and short parts are not compounds; other languages never", () => {
    expect(partOfCompound("pumpen", "pump", "de")).toBe(false);
    expect(partOfCompound("kreiselpump", "pum", "de")).toBe(false);
    expect(partOfCompound("motopompe", "pomp", "fr")).toBe(false);
  });
});

describe("cognates", () => {
  const cognates = `
    hydraulic  ~ hydraulik
    components ~ komponenter
    textiles   ~ tekstylia
    chemicals  ~ chemikalien
    cosmetics  ~ kosmetik
  `;
  test.each(arrowRows(cognates, "~"))("%s is %s", (a, b) => {
    expect(areCognates(a, b)).toBe(true);
  });
  test("a shared beginning is no cognate", () => {
    expect(areCognates("magazzinaggio", "magazynu")).toBe(false);
    expect(areCognates("contact", "kontaktdon")).toBe(false);
    expect(areCognates("pump", "pomp")).toBe(false);
  });
});

describe("negation", () => {
  const neg = (text: string, cue: string) => {
    const words = tokenize(text);
    const at = words.indexOf(cue);
    return isNegated(words, at, at + 1);
  };
  test.each(
    arrowRows(`
      wir sind kein Hersteller  → hersteller
      we are not a manufacturer → manufacturer
      non produciamo            → produciamo
      nous ne fabriquons pas    → fabriquons
      no fabricamos             → fabricamos
      wij produceren niet       → produceren
      nie produkujemy           → produkujemy
      vi tillverkar inte        → tillverkar
      não fabricamos            → fabricamos
      wir produzieren nicht     → produzieren
    `),
  )("%s negates %s", (text, cue) => {
    expect(neg(text, cue)).toBe(true);
  });
  test("Italian 'ne' is a pronoun, French 'ne' a negation", () => {
    const words = tokenize("ne produciamo 500 al giorno");
    expect(isNegated(words, 1, 2, "it")).toBe(false);
    expect(isNegated(tokenize("nous ne fabriquons pas"), 2, 3, "fr")).toBe(true);
  });

  test("'not only' affirms; no negator, no negation", () => {
    expect(neg("wir sind nicht nur Hersteller", "hersteller")).toBe(false);
    expect(neg("wir sind Hersteller", "hersteller")).toBe(false);
  });
});

describe("language of a text", () => {
  test.each([
    ["de", "Wir sind ein Hersteller von Pumpen und liefern in ganz Deutschland mit der Bahn."],
    ["fr", "Nous sommes un fabricant de pompes et nous livrons dans toute la France avec les."],
    ["it", "Siamo un produttore di pompe e consegniamo in tutta Italia con il nostro servizio."],
    [
      "es",
      "Somos un fabricante de bombas y entregamos en toda España con los mejores plazos para.",
    ],
    ["nl", "Wij zijn een fabrikant van pompen en leveren in heel Nederland met onze eigen."],
    ["pl", "Jesteśmy producentem pomp i dostarczamy w całej Polsce oraz na eksport do."],
    ["sv", "Vi är en tillverkare av pumpar och levererar i hela Sverige med egen transport och."],
    ["pt", "Somos um fabricante de bombas e entregamos em todo o país com a nossa frota para os."],
    ["en", "We are a manufacturer of pumps and deliver across the country with our own fleet."],
  ] as const)("%s", (lang, text) => {
    expect(detectLanguage(tokenize(text))).toBe(lang);
  });
});
