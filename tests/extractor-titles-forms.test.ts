import { describe, expect, test } from "bun:test";
import { roleOfOffice } from "../src/research/extractor/title-offices.ts";
import { looksLikeTitle, matchTitle, primaryTitleFor } from "../src/research/extractor/titles.ts";

/* Titles in the grammatical forms pages print them in: cases, definite endings, feminines,
 * abbreviations, head + connector + field in any function, lone titles declined, job words outside
 * the catalogue declined, office nouns and posts; and the product and menu words that must stay
 * no one's title. Every text here is written for the test. */

/** Each [printed, role] pair: the role read, and the text still a title. */
function readsAs(cases: Array<[string, string]>): void {
  for (const [printed, role] of cases) {
    test(`${printed} → ${role}`, () => {
      expect(primaryTitleFor(printed)).toBe(role as never);
    });
  }
}

describe("catalogue titles in another case or with a definite ending", () => {
  readsAs([
    // German genitive, dative and plural
    ["des Geschäftsführers", "CEO"],
    ["des Inhabers", "Owner"],
    ["unseres Gründers", "Owner"],
    ["unserer Einkaufsleiterin", "Purchase Director"],
    ["den Vertriebsleitern", "Sales Director"],
    ["des Technischen Leiters", "CTO"],
    // Polish cases
    ["prezesa zarządu", "CEO"],
    ["z Prezesem Zarządu", "CEO"],
    ["dyrektorem handlowym", "Sales Director"],
    ["kierownikiem działu zakupów", "Purchase Director"],
    ["właściciela", "Owner"],
    // Swedish definite forms and an abbreviation's colon ending
    ["inköpschefen", "Purchase Director"],
    ["försäljningschefen", "Sales Director"],
    ["grundaren", "Owner"],
    ["vd:n", "CEO"],
    ["VD:ns", "CEO"],
    ["CFO:n", "CFO"],
  ]);
});

describe("a title that means its role only alone, declined by case", () => {
  readsAs([
    ["Dyrektorowi", "CEO"],
    ["dyrektora", "CEO"],
    ["delägaren", "Owner"],
  ]);
  test("a plural or a derived word is none: a heading over a list, an office", () => {
    for (const text of ["Dyrektorzy", "Directeurs", "Partners", "Partnern", "Direktorat"]) {
      expect(matchTitle(text)).toBeUndefined();
    }
  });
});

describe("feminine forms and abbreviations", () => {
  readsAs([
    ["Exportleiterin", "Sales Director"],
    ["Directrice des achats", "Purchase Director"],
    ["Direttrice generale", "CEO"],
    ["Jefa de ventas", "Sales Director"],
    ["Gerenta", "CEO"],
    ["Kierowniczka działu zakupów", "Purchase Director"],
    ["Zaakvoerster", "CEO"],
    ["Oprichtster", "Owner"],
    ["Sócia fundadora", "Owner"],
    ["PDG", "CEO"],
    ["AD", "CEO"],
    ["VD", "CEO"],
    ["Prok.", "CFO"],
  ]);
});

describe("a head, a connector and a field, in any function", () => {
  readsAs([
    ["Dyrektor ds. rozwoju", "Business Development Manager"],
    ["Dyrektor ds. eksportu", "Sales Director"],
    ["Responsable des ventes export", "Sales Director"],
    ["Responsable du service achats", "Purchase Director"],
    ["Responsabile ufficio tecnico", "CTO"],
    ["Responsabile del settore acquisti", "Purchase Director"],
    ["Jefa del departamento de compras", "Purchase Director"],
    ["Hoofd van de afdeling verkoop", "Sales Director"],
    ["Chef för inköp", "Purchase Director"],
    ["Ansvarig inom försäljning", "Sales Director"],
    ["Leiter des Bereichs Einkauf", "Purchase Director"],
    ["Responsável pelo departamento comercial", "Sales Director"],
  ]);
});

describe("Norwegian and Danish spellings of the Scandinavian compounds", () => {
  readsAs([
    ["Salgschef", "Sales Director"],
    ["Salgssjef", "Sales Director"],
    ["Indkøbschef", "Purchase Director"],
    ["Innkjøpssjef", "Purchase Director"],
    ["Daglig leder", "CEO"],
    ["Administrerende direktør", "CEO"],
  ]);
});

describe("titles of no role are titles as printed", () => {
  const titles = [
    "Lab Manager",
    "Estimator",
    "Kalkulator",
    "Projektleiter",
    "Projektledare",
    "Cheffe de projet",
    "Specjalista ds. zakupów",
    "Teamleider",
  ];
  for (const title of titles) {
    test(title, () => {
      expect(looksLikeTitle(title)).toBe(true);
      expect(matchTitle(title)).toBeUndefined();
    });
  }
});

describe("job words outside the catalogue in another case", () => {
  const declined = [
    "Bauingenieurs", // de genitive
    "Referenten", // de weak noun
    "konsulten", // sv definite
    "projektledarens", // sv definite genitive
    "kierownikiem", // pl instrumental
    "specjalisty", // pl genitive
  ];
  for (const word of declined) {
    test(word, () => expect(looksLikeTitle(word)).toBe(true));
  }
  test("an English plural is no German or Swedish genitive", () => {
    for (const word of ["Managers", "Designers", "Chefs"]) expect(looksLikeTitle(word)).toBe(false);
  });
  test("after another noun it is that noun's complement, no title (pl, en)", () => {
    for (const text of ["pomoc psychologa", "wizyta lekarza rodzinnego", "Psychology Perth"]) {
      expect(looksLikeTitle(text)).toBe(false);
    }
  });
  test("a German dative plural is a group or things, not a title (Leitern: ladders)", () => {
    for (const word of ["Leitern", "Beratern"]) expect(looksLikeTitle(word)).toBe(false);
  });
});

describe("a member of a body does not hold its head's title", () => {
  const members = [
    "Mitglied der Geschäftsleitung",
    "Członek zarządu",
    "Membre de la direction générale",
    "Lid van de directie",
  ];
  for (const text of members) {
    test(text, () => {
      expect(matchTitle(text)).toBeUndefined();
    });
  }
  test("a title of their own when the body's head is a title (de, pl)", () => {
    expect(looksLikeTitle("Mitglied der Geschäftsleitung")).toBe(true);
    expect(looksLikeTitle("Członek zarządu")).toBe(true);
    expect(looksLikeTitle("Member login")).toBe(false);
  });
  test("a title before the membership stays (en, de)", () => {
    expect(primaryTitleFor("CEO and member of the board")).toBe("CEO");
    expect(primaryTitleFor("Geschäftsführer, Mitglied des Vorstands")).toBe("CEO");
  });
});

describe("product and menu words are no one's title", () => {
  test("a possessive names a thing (en)", () => {
    for (const text of ["Director's Cut", "Chef's knife", "Manager's Special"]) {
      expect(looksLikeTitle(text)).toBe(false);
      expect(matchTitle(text)).toBeUndefined();
    }
  });
  test("a department or a set is no title (de, fr, es, sv, nl)", () => {
    for (const text of ["Kapitän-Set", "Einkauf", "Achats", "Compras", "Inköp", "Directie"]) {
      expect(matchTitle(text)).toBeUndefined();
    }
  });
});

describe("office nouns and posts name a role", () => {
  const offices: Array<[string, string]> = [
    ["la presidencia", "Owner"],
    ["la presidenza", "Owner"],
    ["a presidência", "Owner"],
    ["the presidency", "Owner"],
    ["la direction générale", "CEO"],
    ["la direction commerciale", "Sales Director"],
    ["la direzione generale", "CEO"],
    ["la dirección de compras", "Purchase Director"],
    ["die Geschäftsführung", "CEO"],
    ["den Vorstandsvorsitz", "CEO"],
    ["die kaufmännische Leitung", "CFO"],
    ["de directie", "CEO"],
    ["prezesurę", "CEO"],
    ["vd-posten", "CEO"],
    ["VD-tjänsten", "CEO"],
    ["le poste de directrice commerciale", "Sales Director"],
    ["na stanowisko prezesa zarządu", "CEO"],
    ["das Amt des Geschäftsführers", "CEO"],
    ["la carica di amministratore delegato", "CEO"],
    ["el cargo de director general", "CEO"],
    ["o cargo de diretor financeiro", "CFO"],
    ["de functie van inkoopmanager", "Purchase Director"],
    ["the position of CFO", "CFO"],
  ];
  for (const [phrase, role] of offices) {
    test(`${phrase} → ${role}`, () => expect(roleOfOffice(phrase)).toBe(role as never));
  }
  test("a deputy's or a past office, a bare head and a bare post are none", () => {
    for (const phrase of [
      "direction générale adjointe",
      "vicepresidencia",
      "ex-presidencia",
      "la dirección",
      "the role",
      "Direction",
      "Vorsitz",
    ]) {
      expect(roleOfOffice(phrase)).toBeUndefined();
    }
  });
  test("an office is no person's title in matchTitle (fr, es, nl)", () => {
    for (const phrase of ["direction générale", "presidencia", "directie"]) {
      expect(matchTitle(phrase)).toBeUndefined();
    }
  });
});

describe("a longer compound is read as the title or head it ends in", () => {
  readsAs([
    ["Gebietsverkaufsleiter", "Sales Director"], // de: a region before the compound
    ["Konzerneinkaufsleiter", "Purchase Director"],
    ["Regionförsäljningschef", "Sales Director"], // sv
    ["Abteilungsleiter Einkauf", "Purchase Director"], // de: a unit before the head
    ["Bereichsleiterin Vertrieb", "Sales Director"],
    ["Afdelingshoofd inkoop", "Purchase Director"], // nl
    ["Avdelningschef inköp", "Purchase Director"], // sv
  ]);
  test("a deputy's compound, a holder of a thing and a project are no role (de)", () => {
    for (const text of [
      "Vizeverkaufsleiter",
      "Karteninhaber",
      "Kontoinhaber",
      "Projektleiter Vertrieb",
    ]) {
      expect(matchTitle(text)).toBeUndefined();
    }
  });
});

describe("regional and functional forms of the tables", () => {
  readsAs([
    ["Responsable approvisionnement", "Purchase Director"], // fr
    ["Responsabile amministrativo", "CFO"], // it
    ["Director gerente", "CEO"], // es
    ["Socia directora", "CEO"], // es
  ]);
  test("a Swedish vice vd is a title of no role", () => {
    expect(matchTitle("vVD")).toBeUndefined();
    expect(looksLikeTitle("vVD")).toBe(true);
  });
});
