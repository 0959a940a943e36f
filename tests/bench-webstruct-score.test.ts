import { describe, expect, test } from "bun:test";
import { digitRunsOf } from "../bench/lib/number-runs.ts";
import { visibleText } from "../bench/lib/visible-text.ts";
import { scorePage, type Truth } from "../bench/lib/webstruct-score.ts";
import { createExtractor } from "../src/research/extractor/index.ts";

/*
 * The real-page bench's scorer on numbers that change when dialled from abroad: an Argentine
 * mobile printed "(0351) 15 555-0192" is +54 9 351 555 0192, the same number, shown on the page.
 */

function score(html: string, truth: Omit<Truth, "url" | "emails" | "faxes" | "people">) {
  const body = `<html><body>${html}</body></html>`;
  const url = "https://estudio.example/contacto";
  const facts = createExtractor().extract(
    [{ url, finalUrl: url, status: 200, contentType: "text/html", body, truncated: false }],
    { countryCode: truth.country },
  );
  const full: Truth = { url, emails: [], faxes: [], people: [], ...truth };
  return scorePage("p", full, facts, visibleText(body), digitRunsOf(body));
}

describe("the real-page bench's phone scoring", () => {
  test("a mobile whose international form differs from the printed one is found, not fabricated", () => {
    const s = score("<p>Consultas: tel. (0351) 15 555-0192</p>", {
      country: "AR",
      phones: ["0351155550192"],
    });
    expect(s.fabricated).toBe(0);
    expect(s.phone).toMatchObject({ hitP: 1, outP: 1, hitR: 1, ofR: 1 });
  });

  test("a landline printed with its area code in brackets is found", () => {
    const s = score("<p>Consultas: tel. (0351) 422-8810</p>", {
      country: "AR",
      phones: ["03514228810"],
    });
    expect(s.fabricated).toBe(0);
    expect(s.phone.hitR).toBe(1);
  });
});
