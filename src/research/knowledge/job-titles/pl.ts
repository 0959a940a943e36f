import type { LanguageTitles } from "./types.ts";

/*
 * Polish job titles, masculine and feminine. "ds." is "do spraw" (in charge of): "Dyrektor ds.
 * sprzedaży". Titles decline in a sentence ("z Prezesem Zarządu"): read through the stemmer. A
 * prokurent holds the same commercial power of attorney as a German Prokurist (see de.ts).
 * "Technik" (a technician) is left out of the job words: in German it is a heading (technology).
 */
export const pl = {
  roles: {
    CEO: {
      titles: [
        "Prezes zarządu",
        "Prezeska zarządu",
        "Prezes",
        "Prezeska",
        "Dyrektor generalny",
        "Dyrektorka generalna",
        "Dyrektor naczelny",
        "Dyrektorka naczelna",
      ],
      abbreviations: ["CEO"],
    },
    "Sales Director": {
      titles: ["Dyrektor handlowy", "Dyrektorka handlowa", "Kierownik sprzedaży"],
      fields: ["sprzedaży", "handlowy", "handlowa", "eksportu"],
    },
    "Purchase Director": {
      titles: [
        "Dyrektor zakupów",
        "Dyrektorka zakupów",
        "Kierownik zakupów",
        "Kierowniczka zakupów",
      ],
      fields: ["zakupów", "zaopatrzenia"],
    },
    "Marketing Manager": {
      titles: ["Dyrektor marketingu", "Dyrektorka marketingu"],
      fields: ["marketingu"],
    },
    CTO: {
      titles: ["Dyrektor techniczny", "Dyrektorka techniczna"],
      fields: ["techniczny", "techniczna", "IT", "informatyki"],
    },
    CFO: {
      titles: [
        "Dyrektor finansowy",
        "Dyrektorka finansowa",
        "Główny księgowy",
        "Główna księgowa",
        "Prokurent",
      ],
      fields: ["finansowy", "finansowa", "finansów", "finansowych"],
    },
    "Operations Manager": {
      titles: ["Dyrektor operacyjny", "Dyrektorka operacyjna"],
      fields: ["operacyjny", "operacyjna", "operacyjnych", "produkcji", "zakładu", "oddziału"],
    },
    "HR Manager": {
      titles: ["Dyrektor personalny", "Dyrektorka personalna"],
      fields: ["personalny", "personalna", "personalnych", "HR", "kadr", "zasobów ludzkich"],
    },
    "Business Development Manager": {
      titles: ["Dyrektor ds. rozwoju biznesu", "Menedżer ds. rozwoju biznesu"],
      fields: ["rozwoju", "rozwoju biznesu"],
    },
    Owner: {
      titles: [
        "Właściciel",
        "Właścicielka",
        "Założyciel",
        "Założycielka",
        "Współwłaściciel",
        "Współwłaścicielka",
        "Współzałożyciel",
        "Współzałożycielka",
      ],
    },
  },
  headsBefore: [
    "Dyrektor",
    "Dyrektorka",
    "Kierownik",
    "Kierowniczka",
    "Menedżer",
    "Menadżer",
    "Szef",
    "Szefowa",
    "Head of",
  ],
  connectors: ["ds.", "do", "spraw", "działu", "pionu"],
  aloneOnly: { Dyrektor: "CEO", Dyrektorka: "CEO", Wspólnik: "Owner", Wspólniczka: "Owner" },
  subordinate: [
    "asystent",
    "asystentka",
    "sekretarka",
    "stażysta",
    "stażystka",
    "praktykant",
    "praktykantka",
    "zastępca",
    "zastępczyni",
    "wiceprezes",
    "wiceprezeska",
    "wicedyrektor",
    "wicedyrektorka",
  ],
  past: ["były", "była", "byłego", "emerytowany"],
  headings: ["zespół", "nasz", "nasza", "kontakt", "kariera"],
  otherTitles: [
    "kierownik",
    "kierowniczka",
    "specjalista",
    "specjalistka",
    "doradca",
    "przedstawiciel",
    "przedstawicielka",
    "właściciel",
    "inżynier",
    "konsultant",
    "konsultantka",
    "księgowa",
    "księgowy",
    "koordynator",
    "koordynatorka",
    "handlowiec",
    "menedżer",
    "prawnik",
    "pełnomocnik",
    "programista",
    "programistka",
    "projektant",
    "projektantka",
    "psycholog",
    "farmaceuta",
    "lekarz",
    "lekarka",
    "sprzedawca",
    "sprzedawczyni",
    "kierowca",
    "księgowy",
  ],
  inflects: true,
} as const satisfies LanguageTitles;
