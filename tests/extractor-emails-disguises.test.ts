import { describe, expect, test } from "bun:test";
import { emailsInLine } from "../src/research/extractor/emails.ts";
import { type Line, parseHtml } from "../src/research/extractor/text.ts";

/*
 * The disguises sites put on an address, in the word each of the nine languages has for "@"
 * (the snail, the monkey's tail, the little monkey...) and for the dot; plain text nobody
 * disguised ("see us at acme.com") stays prose.
 */

const line = (text: string): Line => ({
  text,
  hrefs: [],
  cfEmails: [],
  element: parseHtml("<p></p>"),
});
const read = (text: string) => emailsInLine(line(text));

describe("an address disguised in the page's own language", () => {
  test.each([
    ["de", "E-Mail: anna (ät) firma (punkt) de", "anna@firma.de"],
    ["de", "Kontakt: anna[bei]firma.de", "anna@firma.de"],
    ["fr", "Courriel : anne [arobase] societe [point] fr", "anne@societe.fr"],
    ["it", "Scriveteci: marco (chiocciola) ditta (punto) it", "marco@ditta.it"],
    ["es", "Correo: lucia(arroba)empresa(punto)es", "lucia@empresa.es"],
    ["pt", "E-mail: joao (arroba) empresa (ponto) pt", "joao@empresa.pt"],
    ["pt", "Contacto: joao (a) empresa.pt", "joao@empresa.pt"],
    ["nl", "Mail: henk [apenstaartje] bedrijf [punt] nl", "henk@bedrijf.nl"],
    ["nl", "Mail: henk (apenstaart) bedrijf.nl", "henk@bedrijf.nl"],
    ["pl", "E-mail: jan(małpa)firma(kropka)pl", "jan@firma.pl"],
    ["pl", "E-mail: jan (malpa) firma.pl", "jan@firma.pl"],
    ["sv", "E-post: per (snabel-a) foretaget (punkt) se", "per@foretaget.se"],
    ["en", "Email: jane {at} company [dot] co [dot] uk", "jane@company.co.uk"],
  ])("%s: %s", (_lang, text, email) => {
    expect(read(text)).toEqual([email]);
  });

  test("a full-width at sign and spaces around the @ or the domain's dot", () => {
    expect(read("Mail: anna＠firma.de")).toEqual(["anna@firma.de"]);
    expect(read("Mail: anna @ firma . de")).toEqual(["anna@firma.de"]);
    expect(read("Mail: anna@firma .de")).toEqual(["anna@firma.de"]);
  });

  test("prose with no disguise stays prose", () => {
    expect(read("Visit us at acme.com for more.")).toEqual([]);
    expect(read("Option (a) and option (b) are both possible.")).toEqual([]);
    expect(read("Wir sind für Sie da. Besuchen Sie uns bei Firma Meier. De gustibus.")).toEqual([]);
  });
});

test("a sentence's full stop after an address is no dot of its domain", () => {
  expect(read("Write to webmaster@library.org . This account is read daily.")).toEqual([
    "webmaster@library.org",
  ]);
  expect(read("Schreiben Sie an info@firma.de . weitere Fragen beantworten wir gern.")).toEqual([
    "info@firma.de",
  ]);
});
