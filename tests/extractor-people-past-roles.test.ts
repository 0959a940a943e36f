import { describe, expect, test } from "bun:test";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { isPastRole } from "../src/research/extractor/sentence-past.ts";

/*
 * A role a sentence says is over, in the nine languages: "formerly" or a past copula right before
 * the title, a title held "until" a past year or over a closed span of years, "after N years as"
 * in a retirement that has happened. Near misses: an appointment in the past tense, a present
 * verb after the past one, a founder, a term that ends later, one who is retiring now. Sentences
 * written for these tests.
 */

const titles = (text: string) => sentencePeople(text).map((p) => [p.name, p.title]);

describe("a role the sentence says is over gives no title", () => {
  test.each([
    [
      "es",
      "La empresa es conducida por Gustavo Benítez, quien antes fue gerente financiero de una multinacional.",
    ],
    [
      "de",
      "Wir trauern um Gerhard Winkler, der unser Unternehmen von 1975 bis 2010 als geschäftsführender Gesellschafter prägte.",
    ],
    ["en", "Susan Wright, who served as our controller until 2019, has rejoined the firm."],
    ["en", "James Fletcher retired in March after 31 years as our head of sales."],
    ["en", "Tom Berg was our CEO."],
    ["nl", "Jan de Vries was jarenlang directeur."],
  ])("%s: %s", (_lang, text) => {
    expect(titles(text)).toEqual([]);
  });
});

describe("a role held now stays", () => {
  test.each([
    ["en", "Anna Weber was appointed CEO in 2019.", "Anna Weber", "CEO"],
    [
      "de",
      "Anna Weber war von Anfang an dabei und ist heute Geschäftsführerin.",
      "Anna Weber",
      "Geschäftsführerin",
    ],
    ["de", "Jan Berger ist bis Ende 2030 Geschäftsführer.", "Jan Berger", "Geschäftsführer"],
    [
      "sv",
      "Han efterträder Birgitta Ek, som har varit vd sedan 2011 och nu går i pension.",
      "Birgitta Ek",
      "vd",
    ],
    [
      "sv",
      "Hon efterträder Lars-Erik Sundberg, som går i pension efter 22 år som vd.",
      "Lars-Erik Sundberg",
      "vd",
    ],
    [
      "de",
      "Anna Weber (2019–2024 Vertriebsleiterin) ist heute Geschäftsführerin.",
      "Anna Weber",
      "Geschäftsführerin",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(titles(text)).toContainEqual([name, title]);
  });

  test("a founder stays one in the past tense (de)", () => {
    expect(isPastRole("Karl Weber war Gründer der Firma.", "Karl Weber", "Gründer")).toBe(false);
  });

  test("the Swedish 'vår' (our) is no 'var' (was)", () => {
    expect(
      isPastRole("Karin Berg leder vår ekonomiavdelning.", "Karin Berg", "ekonomiavdelning"),
    ).toBe(false);
  });
});
