import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { readName } from "../src/research/extractor/names.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { primaryTitleFor } from "../src/research/extractor/titles.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * About pages that print no title but say who runs the company or a department: the passive with
 * "by" ("L'entreprise est dirigée par Claire Moreau"), the verb-final German passive, a phrase of
 * someone's hands or lead ("onder leiding van", "sous la direction de"), a place at the head ("à
 * la tête de l'entreprise", "alla guida dell'azienda"), and the object before the verb ("Firmą
 * kieruje Tomasz Nowak"). Sentences written for these tests.
 */

const read = (text: string) => sentencePeople(text).map((p) => [p.name, p.primary]);

describe("the company or a department run by the person named after 'by'", () => {
  test.each([
    ["fr", "L'entreprise est dirigée par Claire Moreau depuis 2018.", "Claire Moreau", "CEO"],
    [
      "fr",
      "Fondée en 1987 par Jean Lefèvre, la société est aujourd'hui dirigée par sa fille, Sophie Lefèvre.",
      "Sophie Lefèvre",
      "CEO",
    ],
    [
      "it",
      "Fondata nel 1962 da Giuseppe Rossi, oggi l'azienda è guidata dal nipote Andrea Rossi.",
      "Andrea Rossi",
      "CEO",
    ],
    ["de", "Das Familienunternehmen wird heute von Anna Weber geleitet.", "Anna Weber", "CEO"],
    ["de", "Die Firma wird seit 2001 von Martina Keller geführt.", "Martina Keller", "CEO"],
    ["nl", "Inkoop wordt geleid door Kees Jansen.", "Kees Jansen", "Purchase Director"],
    ["pt", "A empresa é gerida por João Silva desde 2005.", "João Silva", "CEO"],
    [
      "pt",
      "Fundada em 1980 por Manuel Pereira, a empresa é hoje liderada pela filha, Ana Pereira.",
      "Ana Pereira",
      "CEO",
    ],
    ["sv", "Företaget leds av Karin Ek.", "Karin Ek", "CEO"],
    ["sv", "Inköp leds av Erik Lund.", "Erik Lund", "Purchase Director"],
    ["sv", "Försäljningen leds sedan 2020 av Karin Ek.", "Karin Ek", "Sales Director"],
    ["sv", "Företaget ägs av Anna Berg.", "Anna Berg", "Owner"],
    ["it", "L'ufficio acquisti è diretto da Giulia Conti.", "Giulia Conti", "Purchase Director"],
    ["pl", "Firma jest zarządzana przez Piotr Kowalski.", "Piotr Kowalski", "CEO"],
    ["es", "La empresa está dirigida desde 2005 por Lucía Gómez.", "Lucía Gómez", "CEO"],
    ["en", "Sales are managed by Tom Baker.", "Tom Baker", "Sales Director"],
    ["en", "The company is owned by Jane Doe.", "Jane Doe", "Owner"],
  ])("%s: %s", (_lang, text, name, role) => {
    expect(read(text)).toContainEqual([name, role]);
  });

  test("the founder named 'by' is no one who runs the company now (sv)", () => {
    expect(read("Företaget grundades 1948 av Gustav Ek och leds av Karin Ek.")).toEqual([
      ["Karin Ek", "CEO"],
    ]);
  });

  test("a title in apposition says more than the passive (it)", () => {
    expect(
      sentencePeople("L'azienda è guidata da Francesca Romano, amministratore unico dal 2018.").map(
        (p) => p.title,
      ),
    ).toEqual(["amministratore unico"]);
  });
});

describe("the head of the company or a department", () => {
  test.each([
    ["fr", "Depuis 2019, Claire Moreau est à la tête de l'entreprise familiale.", "Claire Moreau"],
    ["it", "Marco Bellini è alla guida dell'azienda dal 2001.", "Marco Bellini"],
    ["it", "Marco Bellini è al timone dell'azienda.", "Marco Bellini"],
    ["de", "Anna Weber steht an der Spitze des Unternehmens.", "Anna Weber"],
    ["en", "John Smith is at the helm of the company.", "John Smith"],
    ["sv", "Anna Berg står i spetsen för företaget.", "Anna Berg"],
  ])("%s: %s", (_lang, text, name) => {
    expect(read(text)).toEqual([[name, "CEO"]]);
  });
});

describe("what is run first, then the verb, then the name", () => {
  test.each([
    ["pl", "Firmą kieruje Tomasz Nowak, który założył ją w 1995 roku.", "Tomasz Nowak", "CEO"],
    ["pl", "Działem zakupów kieruje Piotr Sadowski.", "Piotr Sadowski", "Purchase Director"],
    ["de", "Den Einkauf leitet Anna Weber.", "Anna Weber", "Purchase Director"],
  ])("%s: %s", (_lang, text, name, role) => {
    expect(read(text)).toEqual([[name, role]]);
  });
});

describe("near misses: nothing of the company is run", () => {
  test.each([
    ["en", "The project was led by John Smith."],
    ["en", "The company is not run by John Smith."],
    ["it", "Il seminario è guidato da Marco Rossi."],
    ["de", "Das Seminar wird von Anna Weber geleitet."],
    ["fr", "La visite est menée par Claire Moreau."],
    ["de", "Die Firma hat viele Kunden, leitet Anna Weber."],
  ])("%s: %s", (_lang, text) => {
    expect(read(text)).toEqual([]);
  });
});

describe("a Polish given name in another case opens a name in a sentence", () => {
  test.each([
    ["Firma jest zarządzana przez Piotra Kowalskiego.", "Piotr Kowalski", "CEO"],
    ["Firma jest dziś zarządzana przez jego syna, Piotra Kowalskiego.", "Piotr Kowalski", "CEO"],
    ["Gratulujemy Piotrowi Nowakowi, nowemu prezesowi zarządu.", "Piotr Nowak", "CEO"],
  ])("pl: %s", (text, name, role) => {
    const people = sentencePeople(text);
    expect(people.map((p) => p.name)).toEqual([name]);
    expect(people.map((p) => p.primary ?? primaryTitleFor(p.title))).toEqual([role as never]);
  });

  test("the dative's 'new' is no part of the title (pl)", () => {
    expect(
      sentencePeople("Gratulujemy Piotrowi Nowakowi, nowemu prezesowi zarządu.").map(
        (p) => p.title,
      ),
    ).toEqual(["prezesowi zarządu"]);
  });
});

describe("readings found on blind pages (blind-7)", () => {
  test("a news paragraph after a quotation signs nothing: its people are the company's (en)", () => {
    const url = "https://www.example.com/news";
    const body =
      '<p>Chairman Liam O\'Sullivan said: "She is the right person to lead the company into its next chapter."</p><p>The company also announced that Declan Fitzgerald, currently Commercial Manager for Munster, becomes Sales Director. Chief Financial Officer Niamh Keane completes the executive team.</p>';
    const facts = createExtractor().extract([pageWithBody(url, body)], { countryCode: "IE" });
    const people = facts.people.map((p) => [p.name.value, p.primaryTitle, !!p.external]);
    expect(people).toContainEqual(["Declan Fitzgerald", "Sales Director", false]);
    expect(people).toContainEqual(["Niamh Keane", "CFO", false]);
  });

  test.each([
    [
      "it",
      "Contestualmente il nuovo direttore commerciale è Matteo Gallo, finora area manager per Giappone e Corea.",
      "Matteo Gallo",
      "direttore commerciale",
    ],
    [
      "fr",
      "Le conseil a confirmé la nomination d'Anne-Marie Poulin-Nadeau comme chef de la direction financière.",
      "Anne-Marie Poulin-Nadeau",
      "chef de la direction financière",
    ],
    [
      "es",
      "Los consejeros son D. Julián Revuelta Sainz, director general; y D.ª Rocío Cuesta Bedia, directora financiera.",
      "Rocío Cuesta Bedia",
      "directora financiera",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(sentencePeople(text).map((p) => [p.name, p.title])).toContainEqual([name, title]);
  });

  test("a Swiss school after a degree is no part of the name (it)", () => {
    expect(readName("dipl. ing. ETH Simone Bianchi-Ferrari")).toEqual({
      name: "Simone Bianchi-Ferrari",
      honorific: "dipl. ing. ETH",
    });
  });

  test("a role held until now is a past one (it, de, pl)", () => {
    expect(primaryTitleFor("finora area manager")).toBeUndefined();
    expect(primaryTitleFor("bisher Vertriebsleiter")).toBeUndefined();
    expect(primaryTitleFor("dotychczasowy prezes")).toBeUndefined();
  });
});

describe("more readings found on blind pages (blind-7)", () => {
  test.each([
    [
      "pt",
      "Desde 2018 a empresa é comandada por Fernanda Zanella Bortolini, diretora-presidente, com o primo Rodrigo Zanella como diretor industrial.",
      "Rodrigo Zanella",
      "diretor industrial",
    ],
    [
      "es",
      "Con Lucía Gómez como directora comercial crecimos.",
      "Lucía Gómez",
      "directora comercial",
    ],
    ["en", "We hired Jane Doe as CEO in 2020.", "Jane Doe", "CEO"],
  ])("%s: 'as' right after the name, then a title: %s", (_lang, text, name, title) => {
    expect(sentencePeople(text).map((p) => [p.name, p.title])).toContainEqual([name, title]);
  });

  test.each([
    ["en", "Tom Baker replaced Anna Weber as CEO."],
    ["es", "Empresas como Nestlé compran aquí."],
  ])("%s: no one holds the role after 'as': %s", (_lang, text) => {
    const people = sentencePeople(text).map((p) => p.name);
    expect(people).not.toContain("Anna Weber");
    expect(people).not.toContain("Nestlé");
  });

  test("a definition list's name with its contacts after a comma (pl)", () => {
    const url = "https://www.example.com/kontakt";
    const body =
      "<dl><dt>Dyrektor Handlowy</dt><dd>Renata Szymańska, tel. +48 32 555 40 12, r.szymanska@x.example</dd><dt>Dyrektor ds. Zakupów</dt><dd>Adam Jabłoński, tel. +48 32 555 40 20</dd></dl>";
    const facts = createExtractor().extract([pageWithBody(url, body)], { countryCode: "PL" });
    expect(facts.people.map((p) => [p.name.value, p.primaryTitle])).toEqual([
      ["Renata Szymańska", "Sales Director"],
      ["Adam Jabłoński", "Purchase Director"],
    ]);
  });

  test.each([
    ["pl", "Dyrektor Zarządzający", "CEO"],
    ["pt", "administradora-delegada", "CEO"],
    ["pt", "Administrador delegado", "CEO"],
  ])("%s: %s → %s", (_lang, title, role) => {
    expect(primaryTitleFor(title)).toBe(role as never);
  });
});

describe("the Spanish and Portuguese 'a' before the person named", () => {
  test.each([
    [
      "es",
      "El directorio designó como nueva gerente general a Lucía Bertolotti.",
      "Lucía Bertolotti",
      "gerente general",
    ],
    ["es", "La junta nombró director comercial a Juan Pérez.", "Juan Pérez", "director comercial"],
    ["pt", "O conselho nomeou como diretora-geral a Ana Silva.", "Ana Silva", "diretora-geral"],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(sentencePeople(text).map((p) => [p.name, p.title])).toEqual([[name, title]]);
  });

  test("'a' before a name with no title before it names no one (es)", () => {
    expect(sentencePeople("Saludamos a Juan Pérez.")).toEqual([]);
    expect(sentencePeople("Vendemos a Juan Pérez muchas cosas.")).toEqual([]);
  });
});

describe("an appointment announced in the future, with 'new'", () => {
  test.each([
    [
      "es",
      "Ezequiel Mansilla será el nuevo gerente comercial.",
      "Ezequiel Mansilla",
      "gerente comercial",
    ],
    ["en", "Jane Doe will be the new CEO from March.", "Jane Doe", "CEO"],
    [
      "fr",
      "Claire Moreau sera la nouvelle directrice générale.",
      "Claire Moreau",
      "directrice générale",
    ],
    [
      "it",
      "Marco Rossi sarà il nuovo direttore commerciale.",
      "Marco Rossi",
      "direttore commerciale",
    ],
    ["pl", "Anna Nowak będzie nowym prezesem zarządu.", "Anna Nowak", "prezesem zarządu"],
    ["pt", "Ana Silva será a nova diretora comercial.", "Ana Silva", "diretora comercial"],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(sentencePeople(text).map((p) => [p.name, p.title])).toEqual([[name, title]]);
  });

  test("the future without a title names nothing (en)", () => {
    expect(sentencePeople("Jane Doe will be the new office in town.")).toEqual([]);
  });
});

describe("an office taken together with someone", () => {
  test.each([
    [
      "de",
      "Anna Weber übernimmt gemeinsam mit Tom Berg die Geschäftsführung.",
      "Tom Berg",
      "Geschäftsführung",
    ],
    [
      "fr",
      "Claire Moreau reprend avec Paul Girard la direction générale.",
      "Paul Girard",
      "direction générale",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(sentencePeople(text).map((p) => [p.name, p.title, p.primary])).toContainEqual([
      name,
      title,
      "CEO",
    ]);
  });

  test("without a verb of taking it on, no office (de)", () => {
    expect(
      sentencePeople("Anna Weber arbeitet gemeinsam mit Tom Berg die Geschäftsführung ein."),
    ).toEqual([]);
  });
});

test("the one a title is held by is no organisation of it (it)", () => {
  expect(
    sentencePeople("L'ufficio acquisti è diretto da Giulia Conti.")[0]?.organisation,
  ).toBeUndefined();
});
