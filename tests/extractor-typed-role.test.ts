import { describe, expect, test } from "bun:test";
import { bestDecisionMaker, createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages.ts";

/*
 * The wanted role is matched through the catalogue, whatever form the user typed it in and the
 * page printed it in, in the nine languages; among several holders of the role, the one heading
 * the department the user typed. A site that does not name the wanted role shows nobody for it.
 */

const extractor = createExtractor();
const cards = (people: [string, string][]) =>
  people.map(([name, title]) => `<div class="card"><h3>${name}</h3><p>${title}</p></div>`).join("");
const chosen = (wanted: string, people: [string, string][]) =>
  bestDecisionMaker(
    extractor.extract([pageWithBody("https://www.firma.example/team", cards(people))], {}),
    wanted,
  )?.name.value;

describe("a catalogue role finds the title as the page prints it", () => {
  test.each<[string, string]>([
    ["de", "Einkaufsleiterin"],
    ["de", "Leiterin Einkauf"],
    ["en", "Head of Procurement"],
    ["fr", "Responsable des achats"],
    ["it", "Responsabile acquisti"],
    ["es", "Jefa de compras"],
    ["nl", "Hoofd inkoop"],
    ["pl", "Dyrektor ds. zakupów"],
    ["sv", "Inköpschef"],
    ["pt", "Diretora de compras"],
  ])("%s: Purchase Director → %s", (_language, title) => {
    expect(
      chosen("Purchase Director", [
        ["Laura Bianchi", "Marketing"],
        ["Maria Keller", title],
      ]),
    ).toBe("Maria Keller");
  });
});

describe("a title the user typed in their language finds its role in another", () => {
  test.each<[string, string, string]>([
    ["fr", "directeur des achats", "Purchasing Manager"],
    ["de", "Einkaufsleiter", "Responsable des achats"],
    ["it", "direttore commerciale", "Head of Sales"],
    ["sv", "försäljningschef", "Directora comercial"],
    ["nl", "hoofd personeelszaken", "HR Manager"],
  ])("%s: typed %s, printed %s", (_language, typed, printed) => {
    expect(
      chosen(typed, [
        ["Peter Vogt", "Lagerist"],
        ["Maria Keller", printed],
      ]),
    ).toBe("Maria Keller");
  });
});

describe("of several holders of the role, the one heading the typed department", () => {
  test.each<[string, string, string, string]>([
    ["fr", "directeur export", "Directeur commercial", "Export Manager"],
    ["de", "Exportleiter", "Vertriebsleiter", "Export Sales Manager"],
    ["pl", "kierownik eksportu", "Dyrektor handlowy", "Export Manager"],
    ["es", "jefe de exportación", "Director comercial", "Responsable de exportación"],
    ["pt", "diretor de exportação", "Diretor comercial", "Exportleiter"],
    ["en", "export manager", "Sales Director", "Responsabile export"],
  ])("%s: typed %s, %s beside %s", (_language, typed, other, department) => {
    expect(
      chosen(typed, [
        ["Paul Meyer", other],
        ["Maria Keller", department],
      ]),
    ).toBe("Maria Keller");
  });

  test("a catalogue title keeps the first holder, whatever department", () => {
    expect(
      chosen("Sales Director", [
        ["Paul Meyer", "Directeur commercial"],
        ["Maria Keller", "Export Manager"],
      ]),
    ).toBe("Paul Meyer");
  });
});

describe("nobody for a role the site does not name", () => {
  test.each<[string, string, [string, string][]]>([
    ["fr", "directeur export", [["Paul Meyer", "Responsable qualité"]]],
    [
      "de",
      "Purchase Director",
      [
        ["Paul Meyer", "Geschäftsführer"],
        ["Maria Keller", "Vertrieb"],
      ],
    ],
    [
      "it",
      "HR Manager",
      [
        ["Paolo Verdi", "Titolare"],
        ["Sara Neri", "Enologa"],
      ],
    ],
    [
      "sv",
      "CFO",
      [
        ["Per Ek", "VD"],
        ["Anna Lind", "Inköpschef"],
      ],
    ],
  ])("%s: no %s", (_language, wanted, people) => {
    expect(chosen(wanted, people)).toBeUndefined();
  });
});
