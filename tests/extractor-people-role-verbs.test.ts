import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Verbs that give a person a role in running text, beyond appointing: a promotion, a role that
 * stays with or passes to someone named after it, and titles whose noun comes after "de la".
 * And a sentence's role over a label that names no role for the same person.
 */

const read = (text: string) => sentencePeople(text).map((p) => [p.name, p.title]);

describe("a promotion gives the title it promotes to", () => {
  test.each([
    ["sv", "Samtidigt befordras Aino Mäkelä till inköpschef.", "Aino Mäkelä", "inköpschef"],
    ["sv", "Anna Berg befordrades till försäljningschef i maj.", "Anna Berg", "försäljningschef"],
    [
      "it",
      "Marco Rossi è stato promosso a direttore commerciale.",
      "Marco Rossi",
      "direttore commerciale",
    ],
    [
      "es",
      "La empresa anuncia el ascenso de Lucía Gómez a directora comercial.",
      "Lucía Gómez",
      "directora comercial",
    ],
    ["nl", "Piet de Vries is gepromoveerd tot hoofd inkoop.", "Piet de Vries", "hoofd inkoop"],
    ["pt", "Ana Silva foi promovida a diretora comercial.", "Ana Silva", "diretora comercial"],
    ["en", "We promoted Jane Doe to Sales Director.", "Jane Doe", "Sales Director"],
  ])("%s: %s", (_language, text, name, title) => {
    expect(read(text)).toEqual([[name, title]]);
  });

  test("welcoming someone 'to the team' names no title", () => {
    expect(read("We welcome Jane Doe to the team.")).toEqual([]);
  });
});

describe("a title first, then a verb of staying or becoming, then the name", () => {
  test.each([
    ["de", "Kaufmännischer Leiter bleibt Sönke Hansen.", "Sönke Hansen", "Kaufmännischer Leiter"],
    ["de", "Technischer Leiter wird Max Weber.", "Max Weber", "Technischer Leiter"],
    ["nl", "Nieuwe directeur wordt Jan de Vries.", "Jan de Vries", "directeur"],
    ["sv", "Inköpschef blir Anna Berg.", "Anna Berg", "Inköpschef"],
    ["it", "Il presidente resta Mario Rossi.", "Mario Rossi", "presidente"],
    ["en", "Our chairman remains John Smith.", "John Smith", "chairman"],
    [
      "pl",
      "W styczniu na stanowisko dyrektora generalnego została powołana Beata Czarnecka, dotychczasowa dyrektor handlowa.",
      "Beata Czarnecka",
      "dyrektora generalnego",
    ],
    [
      "pl",
      "Na stanowisko prezesa zarządu powołano Jana Kowalskiego.",
      "Jan Kowalski",
      "prezesa zarządu",
    ],
  ])("%s: %s", (_language, text, name, title) => {
    expect(read(text)).toEqual([[name, title]]);
  });

  test("the verb is no part of the title, and no title stands before it", () => {
    expect(read("Der Umsatz bleibt Max Weber zu verdanken.")).toEqual([]);
  });
});

describe("a title whose noun follows 'de la', 'of the'", () => {
  test.each([
    [
      "fr",
      "Le conseil annonce la nomination de Geneviève Tremblay-Gagnon au poste de présidente et cheffe de la direction, à compter du 1 avril.",
      "Geneviève Tremblay-Gagnon",
      "présidente et cheffe de la direction",
    ],
    ["es", "Juan Pérez es jefe de la planta de Monterrey.", "Juan Pérez", "jefe de la planta"],
    [
      "en",
      "Anna Smith is head of the finance department.",
      "Anna Smith",
      "head of the finance department",
    ],
  ])("%s: %s", (_language, text, name, title) => {
    expect(read(text)).toEqual([[name, title]]);
  });

  test("a capitalized word after the article names an organisation, which ends the title", () => {
    const [person] = sentencePeople(
      "Jan Adams – Practice Manager of the Miller Law Firm. Jan handles it.",
    );
    expect(person?.title).toBe("Practice Manager");
  });

  test("Quebec's 'présidente et cheffe de la direction' is the CEO", () => {
    const [person] = sentencePeople(
      "Geneviève Tremblay-Gagnon, présidente et cheffe de la direction, a pris la parole.",
    );
    expect(person?.primary ?? person?.title).toBeDefined();
    const page = pageWithBody(
      "https://www.boreal.example/communique",
      "<p>Geneviève Tremblay-Gagnon, présidente et cheffe de la direction, a pris la parole.</p>",
    );
    const facts = createExtractor().extract([page], { countryCode: "CA" });
    expect(facts.people.map((p) => [p.name.value, p.primaryTitle])).toEqual([
      ["Geneviève Tremblay-Gagnon", "CEO"],
    ]);
  });
});

describe("a sentence's role beside a label of no role", () => {
  const imprint = (label: string) =>
    pageWithBody(
      "https://www.nord.example/mentions-legales",
      `<h2>Représentation</h2>
       <p>La société est représentée par son administrateur délégué, M. Pierre-Yves Van den Broeck.</p>
       <p>${label} : Pierre-Yves Van den Broeck</p>`,
    );

  test("fr: the publication's editor is also the managing director the sentence names", () => {
    const facts = createExtractor().extract([imprint("Responsable de la publication")], {
      countryCode: "BE",
    });
    const titles = facts.people.map((p) => [p.title.value, p.primaryTitle]);
    expect(titles).toContainEqual(["administrateur délégué", "CEO"]);
    expect(titles).toContainEqual(["Responsable de la publication", undefined]);
  });

  test("a label that gives a role keeps the sentence's wording out", () => {
    const facts = createExtractor().extract([imprint("Administrateur délégué")], {
      countryCode: "BE",
    });
    expect(facts.people.map((p) => p.title.value)).toEqual(["Administrateur délégué"]);
  });
});

describe("small words that are no stop and no negation", () => {
  test.each([
    [
      "es",
      "Nuestra directora de RR. HH., Ana López, atiende las candidaturas.",
      "Ana López",
      "directora de RR. HH.",
    ],
    [
      "it",
      "Lavorerai con il nostro capo ufficio tecnico, il per. ind. Stefano Bocchi, e con la progettista Giulia Mantovani.",
      "Stefano Bocchi",
      "capo ufficio tecnico",
    ],
    ["it", "Arben Hoxha ne è titolare e maestro pasticcere.", "Arben Hoxha", "titolare"],
    ["fr", "Depuis 2010, Jean Martin en est le gérant.", "Jean Martin", "gérant"],
  ])("%s: %s", (_language, text, name, title) => {
    expect(read(text)[0]).toEqual([name, title]);
  });

  test("French 'ne … plus' still negates; 'Per' stays a given name", () => {
    expect(read("Jean Martin n'est plus gérant.")).toEqual([]);
    expect(read("Jean Martin ne est pas gérant.")).toEqual([]);
    expect(read("Per Olsson är vd.")).toEqual([["Per Olsson", "vd"]]);
  });
});

describe("an apposition, then the appointment the sentence is about", () => {
  test.each([
    ["pt", "Tiago Ramirez Sá, gestor, é nomeado administrador-delegado.", "administrador-delegado"],
    ["de", "Anna Weber, Ingenieurin, wird Geschäftsführerin.", "Geschäftsführerin"],
    ["en", "John Smith, our engineer, was appointed CEO in May.", "CEO"],
  ])("%s: %s", (_language, text, title) => {
    expect(read(text)[0]?.[1]).toBe(title);
  });

  test("an apposition with no appointment after it stays the title", () => {
    expect(read("Maria Rossi, designer, lavora con noi.")).toEqual([["Maria Rossi", "designer"]]);
  });
});

describe("an apposition that goes on with 'and now' and the title held now", () => {
  test.each([
    [
      "it",
      "«Milano è la vetrina del design», spiega Alvise Zanin, nipote del fondatore e oggi amministratore unico dell'azienda.",
      "Alvise Zanin",
      "amministratore unico",
    ],
    [
      "de",
      "Anna Weber, Tochter des Gründers und heute Geschäftsführerin, sagt.",
      "Anna Weber",
      "Geschäftsführerin",
    ],
    [
      "fr",
      "Marc Dubois, fils du fondateur et aujourd'hui directeur général, explique.",
      "Marc Dubois",
      "directeur général",
    ],
    ["en", "John Smith, the founder's son and now CEO, said.", "John Smith", "CEO"],
  ])("%s: %s", (_language, text, name, title) => {
    expect(read(text)).toEqual([[name, title]]);
  });

  test("a relation alone gives no title", () => {
    expect(read("Maria Rossi, nipote del fondatore, lavora con noi.")).toEqual([]);
  });
});
