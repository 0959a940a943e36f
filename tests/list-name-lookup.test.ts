import { describe, expect, test } from "bun:test";
import type { SearchHit, SearchQuery, WebSearch } from "../src/research/ports";
import { lookUpCompany, matchShare, nameWords } from "../src/research/run/name-lookup";

/*
 * Issue 30: a row with a company name and no website is looked up through the search port; the
 * match is the first hit (directories aside) holding at least half of the name's words, and its
 * confidence is that share. Names in any script.
 */

/** A search port answering every query with the same hits, recording what it was asked. */
function searchWith(hits: SearchHit[]): WebSearch & { asked: SearchQuery[] } {
  const asked: SearchQuery[] = [];
  return {
    asked,
    async search(query) {
      asked.push(query);
      return hits;
    },
  };
}

const hit = (url: string, title: string): SearchHit => ({ url, title, snippet: "" });

describe("name words and their share in a hit", () => {
  test("accents folded, words of any script kept", () => {
    expect(nameWords("Müller Maschinenbau GmbH")).toEqual(["muller", "maschinenbau", "gmbh"]);
    expect(nameWords("株式会社サンプル")).toEqual(["株式会社サンプル"]);
    // One-letter Latin pieces ("z", "o.o.", "S.r.l.") are no words of the name.
    expect(nameWords("Żabka Polska sp. z o.o.")).toEqual(["zabka", "polska", "sp"]);
  });

  test("a domain label that joins the words counts for them", () => {
    expect(matchShare(["muller", "maschinenbau"], "Startseite", "muellermaschinenbau.de")).toBe(
      0.5,
    );
    expect(matchShare(["acme", "tools"], "Home", "acme-tools.de")).toBe(1);
    expect(matchShare(["株式会社サンプル"], "株式会社サンプル | 会社概要", "sample.jp")).toBe(1);
  });
});

describe("lookUpCompany", () => {
  test("directories are skipped; the first hit holding the name wins, with its confidence", async () => {
    const search = searchWith([
      hit("https://www.europages.com/acme-tools", "Acme Tools GmbH - Europages"),
      hit("https://other.de/", "Tools and more"),
      hit("https://www.acme-tools.de/kontakt", "Kontakt - Acme Tools GmbH"),
    ]);
    const match = await lookUpCompany(search, {
      name: "Acme Tools GmbH",
      country: "Deutschland",
      countryCode: "DE",
      language: "de",
    });
    expect(match).toEqual({
      url: "https://www.acme-tools.de/kontakt",
      title: "Kontakt - Acme Tools GmbH",
      domain: "acme-tools.de",
      confidence: 1,
    });
    expect(search.asked[0]).toMatchObject({ query: "Acme Tools GmbH Deutschland", country: "DE" });
  });

  test("of hits holding a generic name whole, the one whose domain spells it wins", async () => {
    const search = searchWith([
      hit("http://davies-chemicals.co.uk/", "Davies Chemicals Ltd – chemicals – Birmingham"),
      hit(
        "http://chemicals-birmingham.co.uk/",
        "Chemicals Birmingham Ltd – chemicals – Birmingham",
      ),
    ]);
    const match = await lookUpCompany(search, { name: "Chemicals Birmingham Ltd" });
    expect(match?.domain).toBe("chemicals-birmingham.co.uk");
    const italian = await lookUpCompany(
      searchWith([
        hit("https://rossi-imballaggi.it/", "Rossi Imballaggi S.r.l. – imballaggi a Milano"),
        hit("https://imballaggi-milano.it/", "Imballaggi Milano S.r.l."),
      ]),
      { name: "Imballaggi Milano S.r.l." },
    );
    expect(italian?.domain).toBe("imballaggi-milano.it");
  });

  test("a partial match says so; no hit close enough is no match", async () => {
    const partial = await lookUpCompany(
      searchWith([hit("https://rossi.it/", "Rossi Imballaggi")]),
      { name: "Rossi Imballaggi Industriali S.r.l." },
    );
    expect(partial?.confidence).toBe(0.67);
    const none = await lookUpCompany(searchWith([hit("https://bianchi.it/", "Bianchi Srl")]), {
      name: "Rossi Imballaggi Industriali",
    });
    expect(none).toBeUndefined();
  });
});
