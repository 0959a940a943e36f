import { describe, expect, test } from "bun:test";
import { looksLikeTitle, matchTitle, primaryTitleFor } from "../src/research/extractor/titles.ts";

/* Job titles in nine languages mapped to the catalogue's primary titles, and the words that make
 * a title someone else's (vice, deputy, assistant to), a past one (ex, former) or no title at all. */

describe("titles map to the catalogue in nine languages", () => {
  const cases: Array<[string, string]> = [
    // German, with feminine forms and abbreviations
    ["Geschäftsführerin", "CEO"],
    ["Geschäftsführende Gesellschafterin", "CEO"],
    ["Inhaberin", "Owner"],
    ["Vertriebsleiterin", "Sales Director"],
    ["Leiterin Einkauf", "Purchase Director"],
    ["GF", "CEO"],
    // French
    ["PDG", "CEO"],
    ["DG", "CEO"],
    ["Gérante", "CEO"],
    ["Directrice générale", "CEO"],
    ["Directeur", "CEO"],
    ["Directrice commerciale", "Sales Director"],
    ["Fondatrice", "Owner"],
    // Italian
    ["Amministratrice delegata", "CEO"],
    ["Amministratore unico", "CEO"],
    ["Direttrice commerciale", "Sales Director"],
    ["Titolare", "Owner"],
    // Spanish
    ["Directora general", "CEO"],
    ["Gerente", "CEO"],
    ["Jefa de compras", "Purchase Director"],
    ["Fundadora", "Owner"],
    // Dutch
    ["Bestuurder", "CEO"],
    ["Zaakvoerder", "CEO"],
    ["Eigenaresse", "Owner"],
    ["Commercieel directeur", "Sales Director"],
    // Polish
    ["Prezes", "CEO"],
    ["Prezeska zarządu", "CEO"],
    ["Dyrektorka", "CEO"],
    ["Dyrektorka sprzedaży", "Sales Director"],
    ["Właścicielka", "Owner"],
    // Swedish
    ["VD", "CEO"],
    ["Verkställande direktör", "CEO"],
    ["Försäljningschef", "Sales Director"],
    ["Grundare", "Owner"],
    // Portuguese
    ["Diretora-geral", "CEO"],
    ["Sócia-gerente", "CEO"],
    ["Diretora comercial", "Sales Director"],
    // English, with abbreviations
    ["CEO", "CEO"],
    ["MD", "CEO"],
    ["Managing Partner", "CEO"],
    ["COO", "Operations Manager"],
    ["CFO", "CFO"],
    ["CTO", "CTO"],
    ["Head of Sales", "Sales Director"],
    ["Sales Manager", "Sales Director"],
    ["Owner", "Owner"],
    ["Co-Founder", "Owner"],
    ["Partner", "Owner"],
    ["President", "Owner"],
    ["Vice President Sales", "Sales Director"],
    ["Executive Vice President, Chief Financial Officer", "CFO"],
  ];
  for (const [title, primary] of cases) {
    test(`${title} → ${primary}`, () => {
      expect(primaryTitleFor(title)).toBe(primary as never);
      expect(looksLikeTitle(title)).toBe(true);
    });
  }
});

describe("a deputy, an assistant or a former holder does not hold the role", () => {
  const notTheRole = [
    "Vice President",
    "Vice-président",
    "Vicepresidente",
    "Vizepräsident",
    "Wiceprezes",
    "Deputy CEO",
    "Stellvertretender Geschäftsführer",
    "Directeur adjoint",
    "Assistant to the CEO",
    "Assistentin der Geschäftsführung",
    "Assistente di direzione",
    "Ex-CEO",
    "former CEO",
    "ehemaliger Geschäftsführer",
    "ancien PDG",
    "reports to the CEO",
  ];
  for (const title of notTheRole) {
    test(title, () => expect(matchTitle(title)).toBeUndefined());
  }
  test("a subordinate role is still a job title; a past one is not the person's title now", () => {
    expect(looksLikeTitle("Vice President")).toBe(true);
    expect(looksLikeTitle("Assistant to the CEO")).toBe(true);
    expect(looksLikeTitle("Deputy CEO")).toBe(true);
    expect(looksLikeTitle("former CEO")).toBe(false);
    expect(looksLikeTitle("Ex-Geschäftsführer")).toBe(false);
  });
  test("Prokurist and Prokuristin, the holders of commercial power of attorney, map to CFO", () => {
    for (const title of ["Prokurist", "Prokuristin", "Gesamtprokuristin"]) {
      expect(looksLikeTitle(title)).toBe(true);
      expect(primaryTitleFor(title)).toBe("CFO");
    }
  });
  test("'Partner' and 'Directeur' mean the top role only alone", () => {
    expect(primaryTitleFor("Partner Manager")).toBeUndefined();
    expect(primaryTitleFor("Directeur R&D")).toBeUndefined();
  });
});

describe("link texts and headings are no titles", () => {
  const notTitles = [
    "How to Order",
    "Back to topics",
    "Where to Buy",
    "Go to Media Queries Form",
    "Our Executive Team",
    "Unser Team",
    "Notre équipe",
    "Il nostro team",
    "Nuestro equipo",
    "Ons team",
    "Nasz zespół",
    "Vårt team",
    "Careers",
    "Water Line Repair",
  ];
  for (const text of notTitles) {
    test(text, () => expect(looksLikeTitle(text)).toBe(false));
  }
});
