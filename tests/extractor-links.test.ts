import { describe, expect, test } from "bun:test";
import { registrableDomain } from "../src/company-domain.ts";
import { discoverPageLinks } from "../src/research/extractor/links.ts";
import { fetchedPage } from "./helpers/pages";

/*
 * Page discovery: the pages that carry a company's criteria, named in the site's own language,
 * found from a link's path or from its text alone, ordered by what they tell, on the site only.
 */

const links = (body: string, home = "https://www.firma.example/") =>
  discoverPageLinks(fetchedPage(home, body));

/** [language, path, link text, kind]: the path and the text each name the page on their own. */
const NAMES: [string, string, string, string][] = [
  ["de", "/impressum", "Impressum", "imprint"],
  ["de", "/ueber-uns", "Über uns", "about"],
  ["de", "/produkte", "Produkte", "products"],
  ["de", "/leistungen", "Leistungen", "products"],
  ["de", "/kontakt", "Kontakt", "contact"],
  ["de", "/team", "Unser Team", "team"],
  ["fr", "/mentions-legales", "Mentions légales", "imprint"],
  ["fr", "/qui-sommes-nous", "Qui sommes-nous ?", "about"],
  ["fr", "/produits", "Nos produits", "products"],
  ["fr", "/services", "Services", "products"],
  ["fr", "/equipe", "L'équipe", "team"],
  ["it", "/azienda", "Azienda", "about"],
  ["it", "/chi-siamo", "Chi siamo", "about"],
  ["it", "/prodotti", "Prodotti", "products"],
  ["it", "/servizi", "Servizi", "products"],
  ["it", "/contatti", "Contatti", "contact"],
  ["it", "/note-legali", "Note legali", "imprint"],
  ["es", "/empresa", "Empresa", "about"],
  ["es", "/quienes-somos", "Quiénes somos", "about"],
  ["es", "/equipo", "Equipo", "team"],
  ["es", "/aviso-legal", "Aviso legal", "imprint"],
  ["es", "/productos", "Productos", "products"],
  ["es", "/servicios", "Servicios", "products"],
  ["nl", "/over-ons", "Over ons", "about"],
  ["nl", "/wie-zijn-wij", "Wie zijn wij", "about"],
  ["nl", "/producten", "Producten", "products"],
  ["nl", "/diensten", "Diensten", "products"],
  ["nl", "/colofon", "Colofon", "imprint"],
  ["pl", "/o-nas", "O nas", "about"],
  ["pl", "/o-firmie", "O firmie", "about"],
  ["pl", "/produkty", "Produkty", "products"],
  ["pl", "/uslugi", "Usługi", "products"],
  ["pl", "/zespol", "Zespół", "team"],
  ["pl", "/dane-firmy", "Dane firmy", "imprint"],
  ["sv", "/om-oss", "Om oss", "about"],
  ["sv", "/produkter", "Produkter", "products"],
  ["sv", "/tjanster", "Tjänster", "products"],
  ["sv", "/kontakt", "Kontakta oss", "contact"],
  ["sv", "/medarbetare", "Medarbetare", "team"],
  ["pt", "/sobre-nos", "Sobre nós", "about"],
  ["pt", "/quem-somos", "Quem somos", "about"],
  ["pt", "/produtos", "Produtos", "products"],
  ["pt", "/servicos", "Serviços", "products"],
  ["pt", "/contato", "Contato", "contact"],
  ["en", "/about-us", "About us", "about"],
  ["en", "/products", "Products", "products"],
  ["en", "/legal-notice", "Legal notice", "imprint"],
  ["en", "/contact", "Contact", "contact"],
  ["en", "/our-team", "Our team", "team"],
  // A partnership's people page, named after who they are (issue 27).
  ["en", "/partners/", "The partners", "team"],
  ["de", "/gesellschafter", "Gesellschafter", "team"],
  ["fr", "/associes", "Les associés", "team"],
  ["it", "/soci", "I soci", "team"],
  ["es", "/socios", "Los socios", "team"],
  ["nl", "/vennoten", "Vennoten", "team"],
  ["pl", "/wspolnicy", "Wspólnicy", "team"],
  ["sv", "/delagare", "Delägare", "team"],
  ["pt", "/fundadores", "Fundadores", "team"],
  ["en", "/founders", "Our founders", "team"],
];

describe("page names in nine languages", () => {
  for (const [lang, path, text, kind] of NAMES) {
    test(`${lang} ${path} by its path`, () => {
      expect(links(`<a href="${path}">→</a>`)).toEqual([
        { url: `https://www.firma.example${path}`, kind: kind as never },
      ]);
    });
    test(`${lang} "${text}" by its text (opaque path)`, () => {
      expect(links(`<footer><a href="/p/7">${text}</a></footer>`)).toEqual([
        { url: "https://www.firma.example/p/7", kind: kind as never },
      ]);
    });
  }
  test("no page that carries nothing: blog, cart, home", () => {
    expect(links('<a href="/blog">Blog</a><a href="/cart">Cart</a><a href="/">Home</a>')).toEqual(
      [],
    );
  });
  test("news pages, last: they announce who was appointed (issue 27)", () => {
    const body = `<a href="/aktuelles">Aktuelles</a><a href="/kontakt">Kontakt</a>
      <a href="/nyheter/ny-vd">Ny VD</a><a href="/actualites">Actualités</a>`;
    const found = links(body);
    expect(found.map((link) => link.kind)).toEqual(["contact", "news", "news", "news"]);
  });
  test("news pages named as Swiss, Swedish and French sites name them", () => {
    const body = `<a href="/aktuell/">Aktuell</a><a href="/aktuellt">Aktuellt</a>
      <a href="/actus">Actus</a>`;
    expect(links(body).map((link) => link.kind)).toEqual(["news", "news", "news"]);
  });
});

describe("order and rules", () => {
  test("imprint, contact, about, products, team; one of each kind before a second of any", () => {
    const body = `<nav><a href="/team">Team</a><a href="/produkte">Produkte</a><a href="/produkte/pumpen">Produkte Pumpen</a>
      <a href="/kontakt">Kontakt</a><a href="/ueber-uns">Über uns</a></nav><footer><a href="/impressum">Impressum</a></footer>`;
    expect(links(body).map((link) => link.kind)).toEqual([
      "imprint",
      "contact",
      "about",
      "products",
      "team",
      "products",
    ]);
  });
  test("same site only: www and subdomains count, other sites do not", () => {
    const body = `<a href="https://firma.example/kontakt">Kontakt</a><a href="https://shop.firma.example/produkte">Produkte</a>
      <a href="https://other.example/impressum">Impressum</a><a href="https://firma.example.evil.test/about">About</a>`;
    expect(links(body).map((link) => link.url)).toEqual([
      "https://firma.example/kontakt",
      "https://shop.firma.example/produkte",
    ]);
  });
  test("no files, no mailto/tel/javascript, no fragments, no duplicates, not the page itself", () => {
    const body = `<a href="/katalog.pdf">Produkte</a><a href="/team.jpg">Team</a><a href="mailto:a@firma.example">Kontakt</a>
      <a href="tel:+4930123">Kontakt</a><a href="javascript:void(0)">Kontakt</a><a href="#kontakt">Kontakt</a>
      <a href="/kontakt#form">Kontakt</a><a href="/kontakt">Kontaktformular</a><a href="/">Über uns</a>`;
    expect(links(body)).toEqual([{ url: "https://www.firma.example/kontakt", kind: "contact" }]);
  });
  test("registrable domains from the public suffix list", () => {
    expect(registrableDomain("www.shop.example.co.uk")).toBe("example.co.uk");
    expect(registrableDomain("WWW.Firma.DE.")).toBe("firma.de");
    expect(registrableDomain("muster.test")).toBe("muster.test");
  });
});
