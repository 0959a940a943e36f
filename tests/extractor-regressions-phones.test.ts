import { describe, expect, test } from "bun:test";
import { parseHtml, toLines } from "../src/research/extractor/text.ts";

/*
 * Extractor bugs the research benchmarks found, each on the HTML the pages had: phone numbers the
 * page does not show (a bracketed area code read as a note), team cards whose name and role ran
 * into one word, imprint links in languages the discovery did not know, imprint and table layouts
 * that paired the wrong name and title, and the document type read as visible text.
 */

import { extractor, handPage, page, phonesOf, run } from "./helpers/extractor-regressions";

describe("phones are the numbers the page shows", () => {
  test("a bracketed area code is part of the number, not an '(office)' note", () => {
    // Read with Germany as the default region these were +49 6729730 and +49 2066729730.
    expect(phonesOf("<p>Tel (206) 672-9730</p>", "DE")).toEqual([]);
    expect(phonesOf("<p>Phone: (206) 672-9730</p>", "DE")).toEqual([]);
    expect(phonesOf("<p>Tel (206) 672-9730</p>", "US")).toEqual([["+12066729730", false]]);
    expect(phonesOf("<p>Phone: (206) 672-9730</p>", "US")).toEqual([["+12066729730", false]]);
    // A note in words still sits between label and number.
    expect(phonesOf("<p>Tel. (Zentrale): 030 1234567</p>", "DE")).toEqual([
      ["+49301234567", false],
    ]);
  });

  const formats: Array<[string, string, string, boolean]> = [
    ["US", "Phone: 1 (206) 672-9730", "+12066729730", false],
    ["DE", "Phone: +1 (206) 672-9730", "+12066729730", true],
    ["DE", "Tel.: +49 (0)221 123456", "+49221123456", true],
    ["DE", "Telefon: 0221 / 123 456", "+49221123456", false],
    ["DE", "Tel: 0049 221 123456", "+49221123456", true],
    ["DE", "Tel: +49 0221 123456", "+49221123456", true],
    ["GB", "Tel: +44 (0)20 7946 0958", "+442079460958", true],
    ["GB", "Tel: (020) 7946 0958", "+442079460958", false],
    ["FR", "Tél. : +33 (0)1 42 68 53 00", "+33142685300", true],
    ["FR", "Tél : 01 42 68 53 00", "+33142685300", false],
    ["IT", "Tel. (+39) 02 1234 5678", "+390212345678", true],
    ["IT", "Tel. +39 02 1234 5678", "+390212345678", true],
    ["IT", "Telefono: 02 1234 5678", "+390212345678", false],
    ["ES", "Tel: +34 912 34 56 78", "+34912345678", true],
    ["ES", "Teléfono: 912 34 56 78", "+34912345678", false],
  ];
  for (const [country, text, e164, international] of formats) {
    test(`${country}: ${text}`, () => {
      expect(phonesOf(`<p>${text}</p>`, country)).toEqual([[e164, international]]);
    });
  }

  test("a national number missing its trunk prefix is not completed with the profile's country", () => {
    expect(phonesOf("<p>Tél : 1 42 68 53 00</p>", "FR")).toEqual([]);
    expect(phonesOf("<p>Tel: 20 7946 0958</p>", "GB")).toEqual([]);
    expect(phonesOf('<a href="tel:2066729730">Call</a>', "DE")).toEqual([]);
  });

  test("tel: links say whether they carry the country code", () => {
    expect(
      phonesOf('<a href="tel:+4930%201234567">A</a> <a href="tel:0301234568">B</a>', "DE"),
    ).toEqual([
      ["+49301234567", true],
      ["+49301234568", false],
    ]);
  });

  test("a number written nationally on one page and internationally on another is international, sourced to that page", () => {
    const pages = [
      page("https://muster.test/kontakt", "<p>Telefon: 030 1234567</p>"),
      page("https://muster.test/impressum", "<p>Tel.: +49 (0)30 1234567</p>"),
    ];
    expect(extractor.extract(pages, { countryCode: "DE" }).phones).toEqual([
      { value: "+49301234567", source: "https://muster.test/impressum", international: true },
    ]);
  });

  test("a person's phone says how it was written", () => {
    const facts = run(
      '<div class="card"><h3>Max Mustermann</h3><p>Geschäftsführer</p><p>Tel: +49 30 1234567</p></div>',
      "DE",
    );
    expect(facts.people[0]?.phone).toEqual({
      value: "+49301234567",
      source: "https://www.muster.test/kontakt",
      international: true,
    });
  });
});

describe("visible lines", () => {
  const texts = (html: string) => toLines(parseHtml(html)).map((line) => line.text);

  test("neighbouring elements with no space between are separate words", () => {
    const lines = toLines(
      parseHtml(
        '<div class="card"><strong>Inge Meijer</strong><span class="role">Eigenares</span><p>Telefoon: 010 807 1452</p></div>',
      ),
    );
    expect(lines.map((line) => line.text)).toEqual([
      "Inge Meijer Eigenares",
      "Telefoon: 010 807 1452",
    ]);
    expect(lines[0]?.segments).toEqual(["Inge Meijer", "Eigenares"]);
  });

  test("an element and the text right after it, or joining punctuation, stay one word", () => {
    expect(texts("<p><b>Mü</b>ller</p>")).toEqual(["Müller"]);
    expect(texts("<p>info<span>@</span>muster.de</p>")).toEqual(["info@muster.de"]);
    expect(texts("<p><span>info</span><span>@</span><span>muster.de</span></p>")).toEqual([
      "info@muster.de",
    ]);
    expect(texts("<p><span>max.</span><span>mustermann@muster.de</span></p>")).toEqual([
      "max.mustermann@muster.de",
    ]);
    expect(texts("<p><b>Dr.</b><span>Klaus Hoffmann</span></p>")).toEqual(["Dr. Klaus Hoffmann"]);
  });

  test("the document type is not visible text", () => {
    expect(texts("<!DOCTYPE html>\n<html><body><p>Hallo</p></body></html>")).toEqual(["Hallo"]);
    expect(
      texts(
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html><body><p>Hallo</p></body></html>',
      ),
    ).toEqual(["Hallo"]);
    const seidel = handPage("seidel-armaturen.de", "kontakt.html");
    expect(toLines(parseHtml(seidel.body))[0]?.text).toBe("Seidel Armaturen GmbH");
  });
});
