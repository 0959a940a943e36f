import { describe, expect, test } from "bun:test";
import { peopleOnPage } from "./helpers/extractor-people";

/*
 * A photo caption that lists the people in it, each with their role in brackets ("from left: A
 * (CEO), B (CFO) and C (Sales Director). Photo: …"), as press releases and "about us" pages print
 * it in every language: the credit sentence after the list is no item of it, a department in the
 * brackets is the person's, and a Catalan "i" between family names joins one name.
 */

const people = (body: string, countryCode = "DE") =>
  peopleOnPage(body, countryCode, "https://www.example.com/press");

const caption = (text: string) =>
  `<figure><img src="/board.jpg" alt=""><figcaption>${text}</figcaption></figure>`;

describe("a caption's list of people with their roles in brackets", () => {
  test.each([
    [
      "es",
      "ES",
      "De izquierda a derecha: Jaume Ferrer i Llopis (CFO), Marta Bellver Sanchis (CEO) y Amparo Tomás (secretaria del consejo). Foto: Quique Martí.",
      [
        ["Jaume Ferrer i Llopis", "CFO"],
        ["Marta Bellver Sanchis", "CEO"],
        ["Amparo Tomás", "secretaria del consejo"],
      ],
    ],
    [
      "de",
      "DE",
      "Von links: Anna Weber (Geschäftsführerin), Tom Berg (Vertriebsleiter) und Eva Lang (Einkauf). Foto: Max Roth",
      [
        ["Anna Weber", "Geschäftsführerin"],
        ["Tom Berg", "Vertriebsleiter"],
        ["Eva Lang", "Einkauf"],
      ],
    ],
    [
      "en",
      "GB",
      "From left: Jane Doe (CEO), John Smith (CFO) and Mary Jones (Sales Director). Photo: Acme Studio.",
      [
        ["Jane Doe", "CEO"],
        ["John Smith", "CFO"],
        ["Mary Jones", "Sales Director"],
      ],
    ],
    [
      "pl",
      "PL",
      "Od lewej: Jan Nowak (prezes) i Anna Kowalska (dyrektor finansowy). Fot. Piotr Lis",
      [
        ["Jan Nowak", "prezes"],
        ["Anna Kowalska", "dyrektor finansowy"],
      ],
    ],
    [
      "fr",
      "FR",
      "De gauche à droite : Claire Petit (directrice générale) et Marc Leroy (directeur commercial). Photo : DR.",
      [
        ["Claire Petit", "directrice générale"],
        ["Marc Leroy", "directeur commercial"],
      ],
    ],
  ])("%s", async (_lang, country, text, expected) => {
    const found = await people(caption(text), country);
    for (const pair of expected) expect(found).toContainEqual(pair);
  });

  test("the photographer credited after the list is no person of the list (es, en)", async () => {
    const es = await people(
      caption(
        "De izquierda a derecha: Marta Bellver (CEO) y Vicente Peris (presidente). Foto: Quique Martí.",
      ),
      "ES",
    );
    expect(es.map(([name]) => name)).not.toContain("Quique Martí");
    const en = await people(
      caption("From left: Jane Doe (CEO) and John Smith (CFO). Photo: Acme Studio."),
      "GB",
    );
    expect(en.map(([name]) => name)).not.toContain("Acme Studio");
  });

  test("places or products in brackets make no people (de, en)", async () => {
    expect(
      await people(caption("Von links: Hamburg (Nord), München (Süd) und Wien (Ost).")),
    ).toEqual([]);
    expect(
      await people(
        caption("From left: Model A (2019), Model B (2021) and Model C (2024). Photo: Acme."),
        "GB",
      ),
    ).toEqual([]);
  });
});
