import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { readName } from "../src/research/extractor/names.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * A nickname or an aside in quotes or brackets after a name is never read as the name's next
 * part: the name would then be one the page does not print ("Santiago Ferraro Pepe"). Sentences
 * written for this test, in several languages.
 */

const names = (text: string) => sentencePeople(text).map((p) => p.name);

describe("a quoted nickname is not part of the name", () => {
  test.each([
    [
      "es",
      'Nuestro jefe de calidad, el ingeniero Santiago Ferraro ("Pepe" para todos), lidera la planta.',
      "Santiago Ferraro",
    ],
    ["en", 'Our sales director Robert Miller ("Bob") joined in 2019.', "Robert Miller"],
    ["de", "Unser Vertriebsleiter Thomas Berger („Tom“ für alle) ist für Sie da.", "Thomas Berger"],
    ["fr", "Notre directeur commercial Jean Dupont (« Jeannot ») vous répond.", "Jean Dupont"],
    ["it", "Il direttore commerciale Marco Rossi ('Marchino') segue i clienti.", "Marco Rossi"],
  ])("%s: %s", (_lang, text, name) => {
    expect(names(text)).toEqual([name]);
  });

  test.each([
    ["en", 'Our sales director Robert "Bob" Miller joined in 2019.'],
    ["pt", "O diretor comercial José “Zé” Carlos Souza atende os clientes."],
    ["nl", "Onze directeur Hendrik 'Henk' de Vries leidt het bedrijf."],
  ])("%s: a nickname inside the name leaves no name glued around it: %s", (_lang, text) => {
    for (const name of names(text)) {
      expect(text).toContain(name);
    }
  });
});

describe("a nickname after a given name opens no name of its own", () => {
  test.each([
    ["nl", "Onze directeur Hendrik 'Henk' de Vries leidt het bedrijf."],
    ["nl", "Onze directeur Hendrik 'Jan' de Vries leidt het bedrijf."],
    ["en", 'Our sales director Robert "Bob" Miller joined in 2019.'],
  ])("%s: no name the page does not print: %s", (_lang, text) => {
    expect(names(text).filter((name) => !text.includes(name))).toEqual([]);
    expect(names(text)).not.toContain("Jan de Vries");
  });
});

describe("a nickname in quotes inside a name is kept, as printed", () => {
  test.each([
    ["en", 'Our sales director Robert "Bob" Miller joined in 2019.', 'Robert "Bob" Miller'],
    [
      "pt",
      "O diretor comercial José “Zé” Carlos Souza atende os clientes.",
      "José “Zé” Carlos Souza",
    ],
    [
      "es",
      'Nuestro gerente de ventas, José Luis "Pepe" Hernández, visita a los clientes.',
      'José Luis "Pepe" Hernández',
    ],
  ])("%s: %s", (_lang, text, name) => {
    expect(names(text)).toEqual([name]);
  });

  test("in a card's name line (de, pt)", () => {
    expect(readName("Johann „Hans“ Pichler")?.name).toBe("Johann „Hans“ Pichler");
    expect(readName("Joaquim “Quim” Tavares Pinho")?.name).toBe("Joaquim “Quim” Tavares Pinho");
  });

  test("a nickname never ends a name (en)", () => {
    expect(
      names('Redfield is led by CEO Robert "Bob" Hendricks, grandson of the founder.'),
    ).toEqual(['Robert "Bob" Hendricks']);
    expect(readName('Robert "Bob"')).toBeUndefined();
  });
});

describe("family names in capitals are no post-nominal letters", () => {
  test.each([
    ["es", "Antonio RUIZ PÉREZ"],
    ["es", "María GARCÍA LÓPEZ"],
    ["es", "Antonio GARCÍA SANZ"],
    ["fr", "Jean-François LÉVÊQUE"],
  ])("%s: %s", (_lang, name) => {
    expect(readName(name)?.name).toBe(name);
  });

  test("credentials in capitals stay out (en)", () => {
    expect(readName("Kathy Smith CMFO")).toEqual({ name: "Kathy Smith", honorific: "CMFO" });
    expect(readName("Marissa Abdo MS RN")).toEqual({ name: "Marissa Abdo", honorific: "MS RN" });
  });
});

test("a membership written in mixed case stays out of the name (en)", () => {
  expect(readName("Dr Tariq Mahmood CEng MIMechE")).toEqual({
    name: "Tariq Mahmood",
    honorific: "Dr CEng MIMechE",
  });
  expect(readName("Marco DiNardo")?.name).toBe("Marco DiNardo");
});

describe("two people or two places joined by 'and' are no one name", () => {
  test.each([
    ["pl", "Joanna Lis-Wojciechowska i Grzegorz Makowski"],
    ["pt", "França e Bélgica"],
  ])("%s: %s", (_lang, text) => {
    expect(readName(text, { cue: true, paired: true })).toBeUndefined();
  });

  test.each([
    ["ca", "Jaume Ferrer i Llopis"],
    ["es", "José Ortega y Gasset"],
    ["pt", "Manuel Silva e Costa"],
  ])("a double family name joined by 'and' is one (%s): %s", (_lang, name) => {
    expect(readName(name, { cue: true, paired: true })?.name).toBe(name);
  });
});

test("a person referred back to by their given names is the one named in full (pt)", () => {
  const url = "https://www.example.com/empresa";
  const body =
    "<p>Fundada em 1993 pelos irmãos Carlos Eduardo Machado e Sérgio Machado, a empresa é hoje presidida por Carlos Eduardo, diretor-presidente.</p><p>Carlos Eduardo Machado — Diretor-Presidente</p>";
  const names = createExtractor()
    .extract([pageWithBody(url, body)], { countryCode: "BR" })
    .people.map((p) => p.name.value);
  expect(names).toContain("Carlos Eduardo Machado");
  expect(names).not.toContain("Carlos Eduardo");
});

test("a family name in capitals after a given name is no membership (de, fr)", () => {
  expect(readName("Anna WEBER")?.name).toBe("Anna WEBER");
  expect(readName("Jean DUPONT-MOREAU")?.name).toBe("Jean DUPONT-MOREAU");
});
