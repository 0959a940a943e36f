import { describe, expect, test } from "bun:test";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";

/*
 * Owners introducing themselves, as "about me" pages of small firms print it: "My name is …, I am
 * the owner", "Ik ben …, zaakvoerster van …", "Jag heter … och är ägare". The title is the first
 * the catalogue reads in the clause; a self-introduction that names no title gives none. And the
 * Dutch salutation "de heer" vouches for a name the given-name lists lack. Sentences written for
 * these tests.
 */

const read = (text: string) => sentencePeople(text).map((p) => [p.name, p.title]);

describe("a self-introduction gives the title the person names", () => {
  test.each([
    [
      "it",
      "Mi chiamo Roberta Cattaneo, sono fiduciaria con attestato professionale federale e titolare della Fiduciaria Cattaneo Sagl, che ho aperto nel 2009.",
      "Roberta Cattaneo",
      "titolare",
    ],
    [
      "nl",
      "Ik ben Griet Verhaeghe, zaakvoerster van Verhaeghe Bakkerijgrondstoffen in Roeselare.",
      "Griet Verhaeghe",
      "zaakvoerster",
    ],
    [
      "sv",
      "Jag heter Lena Eriksson och är ägare och båtbyggarmästare på Erikssons Båtvarv.",
      "Lena Eriksson",
      "ägare",
    ],
    ["en", "My name is Tom Baker and I am the owner of Baker Joinery.", "Tom Baker", "owner"],
    ["de", "Ich bin Anna Weber, Inhaberin der Weber Floristik.", "Anna Weber", "Inhaberin"],
    [
      "fr",
      "Je m'appelle Claire Dubois, je suis gérante de la boutique.",
      "Claire Dubois",
      "gérante",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(read(text)).toContainEqual([name, title]);
  });

  test("no title named, none given (de, en)", () => {
    expect(read("Ich bin Anna Weber und liebe Blumen.")).toEqual([]);
    expect(read("My name is Tom Baker and I have lived here since 1990.")).toEqual([]);
  });
});

describe("'de heer' before a name the lists lack (nl)", () => {
  test("the salutation and its article lead the name", () => {
    expect(
      read(
        "Voor export naar de Caraïben is de heer Dilip Jagesar, hoofd export, uw aanspreekpunt.",
      ),
    ).toEqual([["Dilip Jagesar", "hoofd export"]]);
    expect(read("Aan het hoofd inkoop, de heer Ravi Ramkhelawan, via inkoop@example.sr.")).toEqual([
      ["Ravi Ramkhelawan", "hoofd inkoop"],
    ]);
  });
});
