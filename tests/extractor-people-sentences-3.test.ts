import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * News items that say someone becomes a title ("devient", "diventa", "wordt"), titles with a
 * lower-case abbreviation inside ("dyrektor ds. zakupów", "stv. Geschäftsführer"), and one person
 * read on two pages with a short and a full title (issue 27).
 */

const read = (text: string) => sentencePeople(text).map((p) => [p.name, p.title]);

describe("someone becomes a title", () => {
  test.each([
    [
      "fr",
      "Nomination : Claire Petit devient responsable d'exploitation",
      "responsable d'exploitation",
    ],
    ["en", "Emma Clark becomes Head of Sales on 1 March.", "Head of Sales"],
    ["de", "Anna Weber wird neue Geschäftsführerin.", "Geschäftsführerin"],
    ["it", "Giulia Conti diventa direttrice commerciale.", "direttrice commerciale"],
    ["es", "Lucía Gómez se convierte en directora de compras.", "directora de compras"],
    ["nl", "Piet de Vries wordt de nieuwe inkoopmanager.", "inkoopmanager"],
    ["pt", "Ana Costa torna-se diretora de compras.", "diretora de compras"],
  ])("%s: %s", (_lang, text, title) => {
    expect(read(text).map(([, t]) => t)).toEqual([title]);
  });

  test("becoming something that is no title names no one", () => {
    for (const text of [
      "Anna Weber wird Ihnen ein Angebot schicken.",
      "Thomas Garcia devient chaque année plus exigeant.",
      "Marco Rossi diventa papà.",
      "Jan Jansen wordt vanaf maandag bereikbaar op kantoor.",
    ]) {
      expect(read(text)).toEqual([]);
    }
  });
});

describe("a lower-case abbreviation inside a title", () => {
  test.each([
    [
      "pl",
      "Za zakupy odpowiada Jan Nowak, dyrektor ds. zakupów. Firmą kieruje Ewa Lis, prezes zarządu.",
      [
        ["Jan Nowak", "dyrektor ds. zakupów"],
        ["Ewa Lis", "prezes zarządu"],
      ],
    ],
    [
      "de",
      "Seit März ist Jonas Keller stv. Geschäftsführer der Firma.",
      [["Jonas Keller", "stv. Geschäftsführer"]],
    ],
    ["sv", "Från 1 maj är Per Ek bitr. VD.", [["Per Ek", "bitr. VD"]]],
  ])("%s", (_lang, text, people) => {
    expect(read(text)).toEqual(people);
  });
});

describe("one person on two pages", () => {
  test("the fuller title is shown, with the page that prints it (en, de)", () => {
    const extractor = createExtractor();
    const about = pageWithBody(
      "https://www.example.com/company",
      "<p>Under CEO Laura Finch, the company has grown to 58 people in three offices.</p>",
    );
    const team = pageWithBody(
      "https://www.example.com/leadership",
      "<table><tr><td><b>Laura Finch</b></td><td>Chief Executive Officer</td></tr></table>",
    );
    const [person] = extractor.extract([about, team], { countryCode: "US" }).people;
    expect([person?.name.value, person?.title.value, person?.title.source]).toEqual([
      "Laura Finch",
      "Chief Executive Officer",
      "https://www.example.com/leadership",
    ]);
    const imprint = pageWithBody(
      "https://www.example.de/impressum",
      "<p>Geschäftsführer: Jens Brandt</p>",
    );
    const cards = pageWithBody(
      "https://www.example.de/team",
      '<div class="card"><h3>Jens Brandt</h3><p>Geschäftsführender Gesellschafter</p></div>',
    );
    const people = extractor.extract([imprint, cards], { countryCode: "DE" }).people;
    expect(people.map((p) => [p.name.value, p.title.value])).toEqual([
      ["Jens Brandt", "Geschäftsführender Gesellschafter"],
    ]);
  });
});
