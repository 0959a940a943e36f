import { describe, expect, test } from "bun:test";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { titled } from "./helpers/extractor-runs";

/*
 * News items and about pages as small firms write them: the date an appointment takes effect
 * between its verb and the title, a sentence that no card layout may read as "name + title", and
 * a possessive title in apposition to a name only the broad given-name lists know.
 */

const pairs = (text: string) => sentencePeople(text).map((p) => [p.name, p.title]);

describe("the date an appointment takes effect stands between the verb and the title", () => {
  test.each([
    [
      "Tobias Kranz wurde zum 1. April zum Einkaufsleiter ernannt.",
      "Tobias Kranz",
      "Einkaufsleiter",
    ],
    [
      "Claire Petit a été nommée le 1er mars directrice commerciale.",
      "Claire Petit",
      "directrice commerciale",
    ],
    [
      "Marta López fue nombrada el 3 de mayo directora de marketing.",
      "Marta López",
      "directora de marketing",
    ],
    ["Emma Clarke was appointed on 4 March Sales Director.", "Emma Clarke", "Sales Director"],
  ])("%s", (text, name, title) => {
    expect(pairs(text)).toContainEqual([name, title]);
  });
});

describe("a sentence is never a card's 'name + title' line", () => {
  test.each([
    ["DE", "<p>Tobias Kranz wurde zum Einkaufsleiter ernannt.</p>", "Einkaufsleiter"],
    ["NL", "<p>Sanne Visser is commercieel directeur.</p>", "commercieel directeur"],
    [
      "IT",
      "<p>Laura Bianchi è stata nominata direttrice commerciale.</p>",
      "direttrice commerciale",
    ],
  ])("%s: %s", (country, body, title) => {
    const people = titled(body, country);
    expect(people.map(([, t]) => t)).toEqual([title]);
  });
});

describe("a possessive title in apposition to a broad-list name", () => {
  test.each([
    [
      "Our managing director, Gareth Price, joined his father's company as an apprentice.",
      "Gareth Price",
      "managing director",
    ],
    [
      "Nuestra directora comercial, Itziar Etxeberria, lleva veinte años en la empresa.",
      "Itziar Etxeberria",
      "directora comercial",
    ],
  ])("%s", (text, name, title) => {
    expect(pairs(text)).toContainEqual([name, title]);
  });

  test("without the possessive, a comma-bracketed run after a title is as often a firm", () => {
    expect(pairs("Responsabile acquisti, Rossi Alimentari, Milano.")).toEqual([]);
  });
});
