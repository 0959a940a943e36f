import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { looksLikeTitle, matchTitle } from "../src/research/extractor/titles.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * A board's photo caption lists people with their titles in brackets ("Paul Janssens, Annick
 * Smedt (CEO), …"): no person takes the next one's name as a title, and each is read with their
 * own. A non-executive or independent board member holds a title, but runs nothing.
 */

function people(body: string, countryCode = "BE") {
  const page = pageWithBody("https://www.brouwerij.example/pers", body);
  return createExtractor()
    .extract([page], { countryCode })
    .people.map((p) => [p.name.value, p.title.value, p.primaryTitle]);
}

describe("a caption that lists people with their titles in brackets", () => {
  test("nl: each name has its own title, none the next name", () => {
    expect(
      people(
        "<figure><figcaption>Paul Janssens, Annick Smedt (CEO), Pieter Mertens (CFO) en Hilde Peeters (CTO).</figcaption></figure>",
      ),
    ).toEqual([
      ["Annick Smedt", "CEO", "CEO"],
      ["Pieter Mertens", "CFO", "CFO"],
      ["Hilde Peeters", "CTO", "CTO"],
    ]);
  });

  test("nl: a family name with its particle is still someone else's name", () => {
    const read = people(
      "<p>Raad van bestuur (v.l.n.r.): Paul Janssens, Annick De Smedt (voorzitter), Pieter-Jan Mertens (gedelegeerd bestuurder) en Hilde Peeters (onafhankelijk bestuurder).</p>",
    );
    expect(read.find(([name]) => name === "Paul Janssens")).toBeUndefined();
    expect(read).toContainEqual(["Pieter-Jan Mertens", "gedelegeerd bestuurder", "CEO"]);
  });

  test("en: a single name before a title stays that name's", () => {
    expect(people("<p>John Smith, CEO</p>", "GB")).toEqual([["John Smith", "CEO", "CEO"]]);
  });
});

describe("a non-executive board member runs nothing", () => {
  test.each([
    ["en", "Non-Executive Director"],
    ["en", "independent non-executive director"],
    ["nl", "onafhankelijk bestuurder"],
    ["fr", "administrateur indépendant"],
    ["it", "consigliere indipendente"],
    ["es", "consejero independiente"],
    ["de", "unabhängiges Aufsichtsratsmitglied"],
    ["sv", "oberoende styrelseledamot"],
    ["pl", "niezależny członek rady nadzorczej"],
    ["pt", "administrador não executivo"],
  ])("%s: %s is a title of no role", (_language, title) => {
    expect(matchTitle(title)).toBeUndefined();
    expect(looksLikeTitle(title)).toBe(true);
  });

  test.each([
    ["en", "Executive Director"],
    ["nl", "gedelegeerd bestuurder"],
    ["pt", "administrador executivo"],
  ])("%s: %s still runs the firm", (_language, title) => {
    expect(matchTitle(title)?.primaries[0]).toBe("CEO");
  });

  test("the word alone is no title", () => {
    expect(looksLikeTitle("Independent")).toBe(false);
  });
});

describe("a board member with a field heads that field", () => {
  test.each([
    ["de", "Vorstand Finanzen", "CFO"],
    ["de", "Vorstand Vertrieb", "Sales Director"],
    ["de", "Vorstand Technik", "CTO"],
    ["pt", "Administradora financeira", "CFO"],
    ["pt", "Administrador comercial", "Sales Director"],
  ])("%s: %s is the %s", (_language, title, role) => {
    expect(matchTitle(title)?.primaries as string[] | undefined).toEqual([role]);
  });

  test.each([
    ["de", "Vorstand"],
    ["de", "Vorstandsvorsitzender"],
    ["pt", "Administrador delegado"],
    ["pt", "Administradora"],
  ])("%s: %s alone still runs the firm", (_language, title) => {
    expect(matchTitle(title)?.primaries[0]).toBe("CEO");
  });
});
