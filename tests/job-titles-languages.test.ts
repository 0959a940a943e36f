import { describe, expect, test } from "bun:test";
import { looksLikeTitle, matchTitle, primaryTitleFor } from "../src/research/extractor/titles.ts";

/*
 * Titles as sites print them, per language: masculine and feminine forms, abbreviations, head +
 * field constructions ("ds.", "des", "di", "de", "för", "van"), inflected and regional forms, and
 * several titles joined, each read as every role it names; the deputy, assistant or former
 * holder of a role as none; titles outside the catalogue still read as titles, shown as printed.
 */

type Case = [title: string, roles: string[]];

const ROLES: Record<string, Case[]> = {
  de: [
    ["Geschäftsführerin", ["CEO"]],
    ["GF", ["CEO"]],
    ["Vorsitzende der Geschäftsleitung", ["CEO"]],
    ["Generaldirektor", ["CEO"]],
    ["Leiterin des Einkaufs", ["Purchase Director"]],
    ["Leiter der Abteilung Einkauf", ["Purchase Director"]],
    ["Leiter Einkauf", ["Purchase Director"]],
    ["Beschaffungsleiterin", ["Purchase Director"]],
    ["Vertriebsleiterin", ["Sales Director"]],
    ["Leiter Verkauf", ["Sales Director"]],
    ["Kaufmännischen Leiterin", ["CFO"]],
    ["Prok.", ["CFO"]],
    ["Prokuristin", ["CFO"]],
    ["Leiterin Personalwesen", ["HR Manager"]],
    ["Werksleiterin", ["Operations Manager"]],
    ["Technische Geschäftsführerin", ["CTO"]],
    ["Leiter Unternehmensentwicklung", ["Business Development Manager"]],
    ["Inhaberin", ["Owner"]],
    ["Mitgründerin", ["Owner"]],
    ["Gründer und Geschäftsführer", ["CEO", "Owner"]],
    ["Einkaufs- und Logistikleiter", ["Purchase Director"]],
    ["Vertriebs- und Marketingleiterin", ["Sales Director", "Marketing Manager"]],
  ],
  fr: [
    ["PDG", ["CEO"]],
    ["Présidente-directrice générale", ["CEO"]],
    ["Administrateur délégué", ["CEO"]],
    ["Présidente et cheffe de la direction", ["CEO"]],
    ["Responsable des achats", ["Purchase Director"]],
    ["Responsable du service achats", ["Purchase Director"]],
    ["Acheteuse", ["Purchase Director"]],
    ["Cheffe des ventes", ["Sales Director"]],
    ["Directrice export", ["Sales Director"]],
    ["DAF", ["CFO"]],
    ["Directrice administrative et financière", ["CFO"]],
    ["DRH", ["HR Manager"]],
    ["Responsable des ressources humaines", ["HR Manager"]],
    ["Directrice d'usine", ["Operations Manager"]],
    ["DSI", ["CTO"]],
    ["Fondatrice et gérante", ["CEO", "Owner"]],
    ["Directeur commercial et marketing", ["Sales Director", "Marketing Manager"]],
  ],
  it: [
    ["AD", ["CEO"]],
    ["Amministratrice unica", ["CEO"]],
    ["Consigliera delegata", ["CEO"]],
    ["Responsabile acquisti", ["Purchase Director"]],
    ["Responsabile dell'ufficio acquisti", ["Purchase Director"]],
    ["Direttrice vendite", ["Sales Director"]],
    ["Responsabile amministrazione e finanza", ["CFO"]],
    ["Responsabile del personale", ["HR Manager"]],
    ["Direttore di produzione", ["Operations Manager"]],
    ["Titolare", ["Owner"]],
    ["Direttrice vendite e marketing", ["Sales Director", "Marketing Manager"]],
    ["Socio fondatore e amministratore delegato", ["CEO", "Owner"]],
  ],
  es: [
    ["Consejera delegada", ["CEO"]],
    ["Gerente general", ["CEO"]],
    ["Directora ejecutiva", ["CEO"]],
    ["Jefa de compras", ["Purchase Director"]],
    ["Jefe del departamento de compras", ["Purchase Director"]],
    ["Gerente de adquisiciones", ["Purchase Director"]],
    ["Gerente de ventas", ["Sales Director"]],
    ["Directora de RRHH", ["HR Manager"]],
    ["Gerente de mercadotecnia", ["Marketing Manager"]],
    ["Contralora", ["CFO"]],
    ["Jefa de planta", ["Operations Manager"]],
    ["Dueña", ["Owner"]],
    ["Fundadora y directora general", ["CEO", "Owner"]],
  ],
  nl: [
    ["Algemeen directrice", ["CEO"]],
    ["Zaakvoerster", ["CEO"]],
    ["Afgevaardigd bestuurder", ["CEO"]],
    ["Hoofd inkoop", ["Purchase Director"]],
    ["Hoofd van de afdeling inkoop", ["Purchase Director"]],
    ["Inkoopster", ["Purchase Director"]],
    ["Verkoopmanager", ["Sales Director"]],
    ["Hoofd personeelszaken", ["HR Manager"]],
    ["Vestigingsleider", ["Operations Manager"]],
    ["Oprichtster", ["Owner"]],
    ["Oprichter en eigenaar", ["Owner"]],
    ["Verkoop- en marketingmanager", ["Sales Director", "Marketing Manager"]],
  ],
  pl: [
    ["Prezeska zarządu", ["CEO"]],
    ["Prezesem Zarządu", ["CEO"]],
    ["Dyrektor naczelny", ["CEO"]],
    ["Dyrektor ds. sprzedaży", ["Sales Director"]],
    ["Dyrektorka handlowa", ["Sales Director"]],
    ["Kierownik działu zakupów", ["Purchase Director"]],
    ["Kierowniczka zaopatrzenia", ["Purchase Director"]],
    ["Dyrektorka ds. marketingu", ["Marketing Manager"]],
    ["Dyrektorka finansowa", ["CFO"]],
    ["Kierownik ds. kadr", ["HR Manager"]],
    ["Dyrektor ds. rozwoju biznesu", ["Business Development Manager"]],
    ["Współwłaścicielka", ["Owner"]],
    ["Właściciel i prezes zarządu", ["CEO", "Owner"]],
    ["Dyrektor ds. sprzedaży i marketingu", ["Sales Director", "Marketing Manager"]],
  ],
  sv: [
    ["VD", ["CEO"]],
    ["vd", ["CEO"]],
    ["Verkställande direktör", ["CEO"]],
    ["Inköpschef", ["Purchase Director"]],
    ["Inköpschefen", ["Purchase Director"]],
    ["Chef för inköp", ["Purchase Director"]],
    ["Säljchef", ["Sales Director"]],
    ["Ekonomiansvarig", ["CFO"]],
    ["HR-chef", ["HR Manager"]],
    ["Affärsutvecklare", ["Business Development Manager"]],
    ["Grundare", ["Owner"]],
    ["Ägare och VD", ["CEO", "Owner"]],
    ["Försäljnings- och marknadschef", ["Sales Director", "Marketing Manager"]],
  ],
  pt: [
    ["Diretora-geral", ["CEO"]],
    ["Diretor-presidente", ["CEO"]],
    ["Diretora de compras", ["Purchase Director"]],
    ["Gerente de suprimentos", ["Purchase Director"]],
    ["Directora comercial", ["Sales Director"]],
    ["Gerente de RH", ["HR Manager"]],
    ["Gerente de TI", ["CTO"]],
    ["Diretora financeira", ["CFO"]],
    ["Sócia-proprietária", ["Owner"]],
    ["Fundador e CEO", ["CEO", "Owner"]],
    ["Diretora comercial e de marketing", ["Sales Director", "Marketing Manager"]],
  ],
  en: [
    ["MD", ["CEO"]],
    ["Joint Managing Director", ["CEO"]],
    ["Head of Purchasing", ["Purchase Director"]],
    ["Supply Chain Director", ["Purchase Director"]],
    ["VP of Sales", ["Sales Director"]],
    ["Head of Finance", ["CFO"]],
    ["Head of Human Resources", ["HR Manager"]],
    ["Founder & Managing Director", ["CEO", "Owner"]],
    ["Owner and founder:", ["Owner"]],
    ["Head of Sales and Marketing", ["Sales Director", "Marketing Manager"]],
    ["Sales and Marketing Director", ["Sales Director", "Marketing Manager"]],
    [
      "Director, Marketing & Business Development",
      ["Marketing Manager", "Business Development Manager"],
    ],
  ],
};

/** The deputy, assistant, trainee or former holder of a role, which is not the role. */
const NOT_THE_ROLE: Record<string, string[]> = {
  de: [
    "stellv. Geschäftsführer",
    "Stellvertretende Vertriebsleiterin",
    "Assistentin der Geschäftsführung",
    "Ehem. Geschäftsführer",
    "Geschäftsführer a.D.",
  ],
  fr: [
    "Directeur adjoint",
    "Directrice générale adjointe",
    "Assistante de direction",
    "Ancien PDG",
  ],
  it: [
    "Vicedirettore generale",
    "Assistente del responsabile acquisti",
    "Ex amministratore delegato",
  ],
  es: [
    "Subdirectora general",
    "Directora adjunta",
    "Asistente de gerencia",
    "Antiguo director general",
  ],
  nl: ["Adjunct-directeur", "Plaatsvervangend directeur", "Voormalig eigenaar"],
  pl: ["Zastępca dyrektora", "Wiceprezes zarządu", "Asystentka prezesa", "Była prezes"],
  sv: ["Biträdande VD", "vice VD", "Tidigare inköpschef", "f.d. VD"],
  pt: ["Diretor adjunto", "Subdiretora comercial", "Estagiária de compras"],
  en: ["Sales Assistant", "Vice President", "Deputy Managing Director", "Former CEO"],
};

/** Titles outside the catalogue's roles, read as titles and shown as printed. */
const OTHER_TITLES: Record<string, string[]> = {
  de: ["Projektleiterin", "Laborleiter", "Qualitätsmanagerin", "Sachbearbeiterin Vertrieb"],
  fr: ["Responsable qualité", "Chargée de communication", "Ingénieure d'études"],
  it: ["Responsabile qualità", "Geometra", "Addetta alle vendite"],
  es: ["Gerente de proyectos", "Ingeniera de calidad", "Coordinadora de logística"],
  nl: ["Projectleider", "Medewerker binnendienst", "Accountmanager"],
  pl: ["Specjalista ds. jakości", "Przedstawicielka handlowa", "Inżynier procesu"],
  sv: ["Projektledare", "Kundansvarig", "Säljare"],
  pt: ["Engenheira de qualidade", "Gestora de projetos", "Analista de logística"],
  en: ["Lab Manager", "Estimator", "Quality Engineer", "Head of Quality", "Nurse Practitioner"],
};

for (const [language, cases] of Object.entries(ROLES)) {
  describe(`${language}: titles map to their roles`, () => {
    for (const [title, roles] of cases) {
      test(`${title} → ${roles.join(" + ")}`, () => {
        expect(matchTitle(title)?.primaries).toEqual(roles as never);
        expect(looksLikeTitle(title)).toBe(true);
      });
    }
  });
}

for (const [language, titles] of Object.entries(NOT_THE_ROLE)) {
  describe(`${language}: a deputy, assistant or former holder holds no role`, () => {
    for (const title of titles) test(title, () => expect(matchTitle(title)).toBeUndefined());
  });
}

for (const [language, titles] of Object.entries(OTHER_TITLES)) {
  describe(`${language}: a title of no role is still a title`, () => {
    for (const title of titles) {
      test(title, () => {
        expect(matchTitle(title)).toBeUndefined();
        expect(looksLikeTitle(title)).toBe(true);
      });
    }
  });
}

describe("inflected titles in a sentence read as their role", () => {
  const cases: Case[] = [
    ["Nowym prezesem zarządu została Anna Nowak", ["CEO"]],
    ["rozmowa z dyrektorem handlowym", ["Sales Director"]],
    ["kierownikiem działu zakupów", ["Purchase Director"]],
    ["z dyrektorką finansową", ["CFO"]],
    ["im Gespräch mit dem Kaufmännischen Leiter", ["CFO"]],
    ["Aufgaben des Geschäftsführers", ["CEO"]],
    ["enligt inköpschefen", ["Purchase Director"]],
    ["vi har en ny verkställande direktören", ["CEO"]],
  ];
  for (const [text, roles] of cases) {
    test(text, () => expect(matchTitle(text)?.primaries).toEqual(roles as never));
  }
  test("a longer word that merely begins like a title is another word", () => {
    expect(matchTitle("HR management")).toBeUndefined();
    expect(matchTitle("Personalabteilung")).toBeUndefined();
  });
});

describe("whole words only, and departments are no titles", () => {
  for (const text of [
    "Directorate",
    "Einkauf",
    "Inköp",
    "Buying",
    "Business Development",
    "Controlling",
  ]) {
    test(text, () => expect(matchTitle(text)).toBeUndefined());
  }
  test("a title that is one only alone counts in a list of titles, not in a phrase", () => {
    expect(matchTitle("Directeur et fondateur")?.primaries).toEqual(["CEO", "Owner"]);
    expect(matchTitle("Partner & Geschäftsführerin")?.primaries).toEqual(["CEO", "Owner"]);
    expect(matchTitle("Our clients and partner, Example Ltd")).toBeUndefined();
  });
  test("a name whose surname is also a trade is no title", () => {
    for (const name of ["Anna Kaufmann", "Jonas Meister", "Peter Foreman"]) {
      expect(looksLikeTitle(name)).toBe(false);
    }
  });
  test("an English plural or loanword is no title in another language", () => {
    expect(matchTitle("wireless controllers")).toBeUndefined();
    expect(looksLikeTitle("Ski Patron")).toBe(false);
  });
  test("a colon ends a catalogue title as printed, but a label stays a label", () => {
    expect(looksLikeTitle("Geschäftsführer:")).toBe(true);
    expect(looksLikeTitle("Head Office:")).toBe(false);
  });
  test("a joined title counts its joining word as part of it", () => {
    expect(matchTitle("CEO and Founder")?.extraWords).toBe(0);
    expect(matchTitle("Owner and founder:")?.extraWords).toBe(0);
  });
});

describe("a chief accountant keeps the books and is no finance director, in every language", () => {
  test.each([
    ["pl", "Główna księgowa"],
    ["pl", "Główny księgowy"],
    ["en", "Chief Accountant"],
    ["de", "Hauptbuchhalterin"],
  ])("%s: %s", (_lang, title) => {
    expect(primaryTitleFor(title)).toBeUndefined();
  });
});
