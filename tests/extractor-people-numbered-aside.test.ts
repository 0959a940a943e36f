import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * A licence or register number in brackets after a card's role ("Doradca podatkowy (nr wpisu
 * 11452)", "Steuerberater (StBK Nr. 4711)"): the role is read without it, since a number is no
 * part of a title. Cards written for these tests.
 */

function people(body: string, countryCode = "DE") {
  const url = "https://www.example.com/team";
  const facts = createExtractor().extract([pageWithBody(url, body)], { countryCode });
  return facts.people.map((p) => [p.name.value, p.title.value]);
}

const card = (name: string, role: string) =>
  `<div class="card"><h3>${name}</h3><p>${role}</p></div>`;

describe("a role with a numbered aside", () => {
  test.each([
    ["pl", "Barbara Zając", "Doradca podatkowy (nr wpisu 09876)", "Doradca podatkowy"],
    ["de", "Jonas Albrecht", "Steuerberater (StBK Nr. 4711)", "Steuerberater"],
    ["fr", "Camille Girard", "Architecte (n° 08123)", "Architecte"],
    ["it", "Paolo Greco", "Commercialista (iscr. n. 1523)", "Commercialista"],
  ])("%s: %s", (_lang, name, role, title) => {
    expect(people(`<h2>Team</h2>${card(name, role)}`)).toContainEqual([name, title]);
  });
});

describe("near misses", () => {
  test("a bracket without a number is left as printed (de)", () => {
    const found = people(card("Jonas Albrecht", "Steuerberater (Partner)"));
    expect(found.map(([, t]) => t)).not.toContain("Steuerberater");
  });

  test("a line that is only a number in brackets is no title (en)", () => {
    expect(people(card("Jonas Albrecht", "(Ext. 2234)"))).toEqual([]);
  });
});
