import { describe, expect, test } from "bun:test";
import { extractor, page } from "./helpers/extractor-runs";

describe("page discovery", () => {
  const home = page(
    "https://www.muster.de/de/",
    `<nav><a href="kontakt.html">Kontakt</a><a href="/ueber-uns/">Über uns</a><a href="/team">Unser Team</a>
     <a href="https://muster.de/impressum">Impressum</a><a href="#top">Top</a><a href="mailto:a@muster.de">Mail</a>
     <a href="tel:+4930123">Tel</a><a href="javascript:void(0)">JS</a><a href="https://evil.test/contact">Contact</a>
     <a href="/produkte">Produkte</a><a href="kontakt.html#form">Formular</a><a href="/katalog.pdf">Kontakt PDF</a></nav>`,
  );
  test("German site: same domain, resolved, deduped, no schemes", () => {
    expect(extractor.discoverPages(home)).toEqual([
      "https://www.muster.de/de/kontakt.html",
      "https://muster.de/impressum",
      "https://www.muster.de/team",
      "https://www.muster.de/ueber-uns/",
    ]);
  });
  test("French, Italian, Spanish, Dutch, Polish, Swedish links", () => {
    const links = (lang: string, body: string) =>
      extractor.discoverPages(page(`https://exemple.${lang}/`, body));
    // [language, its home page's links, the pages found, in order]
    const cases: [string, string, string[]][] = [
      [
        "fr",
        '<a href="/mentions-legales">Mentions légales</a><a href="/a-propos">À propos</a><a href="/blog">Blog</a>',
        ["/mentions-legales", "/a-propos"],
      ],
      [
        "it",
        '<a href="/contatti">Contatti</a><a href="/chi-siamo">Chi siamo</a>',
        ["/contatti", "/chi-siamo"],
      ],
      [
        "es",
        '<a href="/equipo">Equipo</a><a href="/aviso-legal">Aviso legal</a>',
        ["/aviso-legal", "/equipo"],
      ],
      [
        "nl",
        '<a href="/over-ons">Over ons</a><a href="/contacteer-ons">Contacteer ons</a>',
        ["/contacteer-ons", "/over-ons"],
      ],
      [
        "pl",
        '<a href="/o-nas">O nas</a><a href="/informacje-prawne">Informacje prawne</a>',
        ["/informacje-prawne", "/o-nas"],
      ],
      [
        "se",
        '<a href="/om-oss">Om oss</a><a href="/kontakta-oss">Kontakta oss</a>',
        ["/kontakta-oss", "/om-oss"],
      ],
    ];
    for (const [lang, body, found] of cases) {
      expect(links(lang, body)).toEqual(found.map((path) => `https://exemple.${lang}${path}`));
    }
  });
  test("at most six links", () => {
    const many = Array.from(
      { length: 12 },
      (_, i) => `<a href="/kontakt-${i}">Kontakt ${i}</a>`,
    ).join("");
    expect(extractor.discoverPages(page("https://muster.de/", many))).toHaveLength(6);
  });
});
