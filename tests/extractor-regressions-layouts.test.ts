import { describe, expect, test } from "bun:test";
import { bestDecisionMaker } from "../src/research/extractor/index.ts";

/*
 * Extractor bugs the research benchmarks found, each on the HTML the pages had: phone numbers the
 * page does not show (a bracketed area code read as a note), team cards whose name and role ran
 * into one word, imprint links in languages the discovery did not know, imprint and table layouts
 * that paired the wrong name and title, and the document type read as visible text.
 */

import { extractor, handPage, page, people, run } from "./helpers/extractor-regressions";

describe("team cards: name and role elements on one line", () => {
  test("de-jong-drukkerij.test: the owner and the phone in her card", () => {
    const facts = run(
      '<section class="content"><div class="cards"><div class="card"><strong>Inge Meijer</strong><span class="role">Eigenares</span><p>Telefoon: 010 807 1452</p></div><div class="card"><strong>Femke van den Berg</strong><span class="role">Commercieel directeur</span><p>Telefoon: 010 577 4502</p></div></div></section>',
      "NL",
    );
    expect(people(facts)).toEqual([
      ["Inge Meijer", "Eigenares", "Owner", undefined, "+31108071452"],
      ["Femke van den Berg", "Commercieel directeur", "Sales Director", undefined, "+31105774502"],
    ]);
    expect(bestDecisionMaker(facts, "Owner")?.name.value).toBe("Inge Meijer");
  });

  test("smit-smit-2.test: each card keeps its email and phone", () => {
    const facts = run(
      '<section class="content"><div class="cards"><div class="card"><strong>Esther Visser</strong><span class="role">Eigenares</span><p>E-mail: <a href="mailto:esther@smit-smit-2.test">esther@smit-smit-2.test</a><br>Telefoon: 010 328 0889</p></div><div class="card"><strong>Linda Visser</strong><span class="role">Bedrijfsleider</span><p>E-mail: <a href="mailto:linda@smit-smit-2.test">linda@smit-smit-2.test</a><br>Telefoon: 010 613 5424</p></div></div></section>',
      "NL",
    );
    expect(people(facts)).toEqual([
      ["Esther Visser", "Eigenares", "Owner", "esther@smit-smit-2.test", "+31103280889"],
      [
        "Linda Visser",
        "Bedrijfsleider",
        "Operations Manager",
        "linda@smit-smit-2.test",
        "+31106135424",
      ],
    ]);
  });

  test("chimica-greco.test: Cloudflare-protected addresses stay with their card", () => {
    const facts = run(
      '<section class="content"><div class="cards"><div class="card"><strong>Matteo Esposito</strong><span class="role">Titolare</span><p>E-mail: <a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="3a575b4e4e5f557a5952535753595b175d485f5955144e5f494e">[email&#160;protected]</a></p></div><div class="card"><strong>Paolo Conti</strong><span class="role">Amministratore delegato</span><p>E-mail: <a href="/cdn-cgi/l/email-protection#c1b1a0aeadae81a2a9a8aca8a2a0eca6b3a4a2aeefb5a4b2b5"><span class="__cf_email__" data-cfemail="c1b1a0aeadae81a2a9a8aca8a2a0eca6b3a4a2aeefb5a4b2b5">[email&#160;protected]</span></a></p></div></div></section>',
      "IT",
    );
    expect(people(facts)).toEqual([
      ["Matteo Esposito", "Titolare", "Owner", "matteo@chimica-greco.test", undefined],
      ["Paolo Conti", "Amministratore delegato", "CEO", "paolo@chimica-greco.test", undefined],
    ]);
    expect(bestDecisionMaker(facts, "Managing Director")?.name.value).toBe("Paolo Conti");
  });

  test("solar-munoz.test and cosmetiques-marseille.test", () => {
    const solar = run(
      '<div class="cards"><div class="card"><strong>Carlos Pérez</strong><span class="role">Propietario</span><p>Teléfono: 912 07 92 49</p></div><div class="card"><strong>Cristina Fernández</strong><span class="role">Directora de operaciones</span><p>Teléfono: 914 59 30 17</p></div></div>',
      "ES",
    );
    expect(bestDecisionMaker(solar, "Owner")).toMatchObject({
      name: { value: "Carlos Pérez" },
      title: { value: "Propietario" },
      phone: { value: "+34912079249", international: false },
    });
    expect(solar.people[1]?.name.value).toBe("Cristina Fernández");
    expect(solar.people[1]?.phone?.value).toBe("+34914593017");
    const marseille = run(
      '<div class="cards"><div class="card"><strong>Philippe Lambert</strong><span class="role">Directeur général</span><p></p></div><div class="card"><strong>Jean Fontaine</strong><span class="role">Directeur commercial</span><p></p></div></div>',
      "FR",
    );
    expect(bestDecisionMaker(marseille, "Sales Director")?.name.value).toBe("Jean Fontaine");
  });

  test("'Name Title' written as plain text", () => {
    expect(
      people(
        run(
          "<ul><li>Jan de Vries Directeur</li><li>Femke van den Berg Commercieel directeur</li><li>Anna Maria Rossi Direttore commerciale</li></ul>",
          "NL",
        ),
      ),
    ).toEqual([
      ["Jan de Vries", "Directeur", "CEO", undefined, undefined],
      ["Femke van den Berg", "Commercieel directeur", "Sales Director", undefined, undefined],
      ["Anna Maria Rossi", "Direttore commerciale", "Sales Director", undefined, undefined],
    ]);
  });

  test("a title is not split into a name and a shorter title", () => {
    // zielinski-chemia.test: "Business Development Manager" is one title in a definition list.
    const facts = run(
      '<dl class="team"><dt>Prezes zarządu</dt><dd>Katarzyna Zielińska</dd><dt>Business Development Manager</dt><dd>Anna Kowalczyk</dd><dt>Dyrektor operacyjny</dt><dd>Ewa Woźniak</dd></dl>',
      "PL",
    );
    expect(people(facts).map(([name, title]) => [name, title])).toEqual([
      ["Katarzyna Zielińska", "Prezes zarządu"],
      ["Anna Kowalczyk", "Business Development Manager"],
      ["Ewa Woźniak", "Dyrektor operacyjny"],
    ]);
  });

  test("a definition list whose entries hold contacts pairs each term with its definition", () => {
    // taylor-wood-2.test: the list is longer than a card, but a <dt> and its <dd> belong together.
    const facts = run(
      '<dl class="team"><dt>Founder</dt><dd>Robert Jones<br>Email: robert.jones@taylor-wood-2.test<br>Phone: (206) 661-1735</dd><dt>CEO</dt><dd>Rebecca Brown<br>Email: rebecca.brown@taylor-wood-2.test<br>Phone: (206) 873-4307</dd><dt>Head of Purchasing</dt><dd>Andrew Davies<br>Email: andrew.davies@taylor-wood-2.test<br>Phone: (206) 654-6673</dd><dt>Head of Sales</dt><dd>Michael Hall<br>Email: michael.hall@taylor-wood-2.test<br>Phone: (206) 805-5785</dd><dt>Operations Director</dt><dd>Rebecca Johnson<br>Email: rebecca.johnson@taylor-wood-2.test<br>Phone: (206) 879-8099</dd></dl>',
      "US",
    );
    expect(people(facts)).toEqual([
      ["Robert Jones", "Founder", "Owner", "robert.jones@taylor-wood-2.test", "+12066611735"],
      ["Rebecca Brown", "CEO", "CEO", "rebecca.brown@taylor-wood-2.test", "+12068734307"],
      [
        "Andrew Davies",
        "Head of Purchasing",
        "Purchase Director",
        "andrew.davies@taylor-wood-2.test",
        "+12066546673",
      ],
      [
        "Michael Hall",
        "Head of Sales",
        "Sales Director",
        "michael.hall@taylor-wood-2.test",
        "+12068055785",
      ],
      [
        "Rebecca Johnson",
        "Operations Director",
        "Operations Manager",
        "rebecca.johnson@taylor-wood-2.test",
        "+12068798099",
      ],
    ]);
  });
});

describe("hand corpus imprint and table layouts", () => {
  test("hoffmann-pumpen.de: the label on one line, the managing director on the next", () => {
    const pages = [handPage("hoffmann-pumpen.de", "impressum.html")];
    const facts = extractor.extract(pages, { countryCode: "DE" });
    // "Dipl.-Ing. Klaus Hoffmann": the degree is a prefix, not part of the name.
    expect(people(facts)).toEqual([
      ["Klaus Hoffmann", "Geschäftsführer", "CEO", undefined, undefined],
    ]);
    expect(bestDecisionMaker(facts, "CEO")?.name.source).toBe(
      "https://hoffmann-pumpen.de/impressum.html",
    );
    expect(facts.phones).toEqual([
      {
        value: "+497118104230",
        source: "https://hoffmann-pumpen.de/impressum.html",
        international: true,
      },
    ]);
  });

  test("the label-above layout takes only a line of names", () => {
    expect(
      people(
        run("<p>Vertreten durch den Geschäftsführer:<br>Hoffmann Pumpentechnik GmbH</p>", "DE"),
      ),
    ).toEqual([]);
    expect(
      people(run("<p>Geschäftsführer:<br>Dr. Max Mustermann, Erika Musterfrau</p>", "DE")).map(
        ([name]) => name,
      ),
    ).toEqual(["Max Mustermann", "Erika Musterfrau"]);
  });

  test("seidel-armaturen.de: a table pairs title and name cell by cell; its heading is no name", () => {
    const facts = extractor.extract([handPage("seidel-armaturen.de", "kontakt.html")], {
      countryCode: "DE",
    });
    expect(people(facts)).toEqual([
      ["Thomas Seidel", "Geschäftsführer", "CEO", undefined, undefined],
      [
        "Jana Köhler",
        "Vertriebsleiterin",
        "Sales Director",
        "j.koehler@seidel-armaturen.de",
        "+493414925117",
      ],
    ]);
    expect(bestDecisionMaker(facts, "CEO")?.name.value).toBe("Thomas Seidel");
  });

  test("cells of different rows never pair", () => {
    expect(
      people(
        run(
          "<h2>Kontakt</h2><table><tr><td>Max Mustermann</td><td>Lager</td></tr><tr><td>Geschäftsführer</td><td>Telefon: 030 1234567</td></tr></table>",
          "DE",
        ),
      ),
    ).toEqual([]);
  });
});

describe("page discovery vocabulary", () => {
  const labels: Array<[string, string]> = [
    ["de", "Impressum"],
    ["pl", "Dane firmy"],
    ["pl", "Informacje prawne"],
    ["se", "Företagsinformation"],
    ["se", "Juridisk information"],
    ["pt", "Informações legais"],
    ["pt", "Ficha técnica"],
    ["nl", "Bedrijfsgegevens"],
    ["nl", "Colofon"],
    ["it", "Dati societari"],
    ["it", "Note legali"],
    ["es", "Aviso legal"],
    ["es", "Datos identificativos"],
  ];
  for (const [tld, label] of labels) {
    test(`${tld}: "${label}" with an opaque path`, () => {
      const home = page(
        `https://exemple.${tld}/`,
        `<footer><a href="/p/17">${label}</a><a href="/p/18">Blog</a></footer>`,
      );
      expect(extractor.discoverPages(home)).toEqual([`https://exemple.${tld}/p/17`]);
    });
  }

  test("a Polish homepage's team and company-data pages (zielinski-chemia.test)", () => {
    const home = page(
      "https://zielinski-chemia.test/",
      '<nav><a href="/">Strona główna</a><a href="/o-nas/">O nas</a><a href="/produkty/">Produkty</a><a href="/zespol/">Zespół</a><a href="/kontakt/">Kontakt</a><a href="/dane-firmy/">Dane firmy</a></nav>',
    );
    expect(extractor.discoverPages(home).sort()).toEqual(
      [
        "https://zielinski-chemia.test/dane-firmy/",
        "https://zielinski-chemia.test/kontakt/",
        "https://zielinski-chemia.test/o-nas/",
        "https://zielinski-chemia.test/zespol/",
      ].sort(),
    );
  });
});
