import { describe, expect, test } from "bun:test";
import { emailsInLine, isGluedOnto, withoutGlued } from "../src/research/extractor/emails.ts";
import { createExtractor } from "../src/research/extractor/index.ts";
import { type Line, parseHtml } from "../src/research/extractor/text.ts";
import { fetchedPage } from "./helpers/pages";

/** A line as the text reader would hand it over, glued words and all. */
function line(text: string, hrefs: string[] = []): Line {
  return { text, hrefs, cfEmails: [], element: parseHtml("<p></p>") };
}

describe("no word glued to an address", () => {
  test("a mailto's address wins over text run into it", () => {
    expect(
      emailsInLine(line("Accounting: contact Kathy atkathy@ev.com", ["mailto:kathy@ev.com"])),
    ).toEqual(["kathy@ev.com"]);
    expect(emailsInLine(line("Write tosales@shop.com", ["mailto:sales@shop.com"]))).toEqual([
      "sales@shop.com",
    ]);
    expect(emailsInLine(line("send it to job@tag44.comor call", ["mailto:job@tag44.com"]))).toEqual(
      ["job@tag44.com"],
    );
  });

  test("a separator symbol in front is never part of the address", () => {
    expect(emailsInLine(line("(503) 808-1268 |info@opensesame.com | Portland"))).toEqual([
      "info@opensesame.com",
    ]);
  });

  test("a glued variant of an address the page shows cleanly elsewhere is dropped", () => {
    expect(withoutGlued(["atestimates@roof.com", "estimates@roof.com"])).toEqual([
      "estimates@roof.com",
    ]);
  });

  test("two real addresses that share an ending both stay", () => {
    expect(isGluedOnto("bizsales@ink.com", "sales@ink.com")).toBe(false);
    expect(withoutGlued(["sales@ink.com", "bizsales@ink.com", "govsales@ink.com"])).toEqual([
      "sales@ink.com",
      "bizsales@ink.com",
      "govsales@ink.com",
    ]);
  });

  test("through the extractor, a link and its glued text give one clean address", () => {
    const url = "https://www.shop.com/contact";
    const facts = createExtractor().extract(
      [
        fetchedPage(
          url,
          '<p>Call us |<a href="mailto:info@shop.com">info@shop.com</a></p><p>Email: tosales@shop.com or <a href="mailto:sales@shop.com">sales@shop.com</a></p>',
        ),
      ],
      { countryCode: "US" },
    );
    expect(facts.emails.map((email) => email.value)).toEqual(["info@shop.com", "sales@shop.com"]);
  });
});
