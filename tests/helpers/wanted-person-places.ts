import { html } from "./stand-in-web.ts";
import type { Site } from "./wanted-person-sites.ts";

/*
 * More places a visitor finds the wanted person (issue 27): the imprint linked from the footer
 * only, a news item, prose on the about page, a contact list by department, a team page behind a
 * `<details>` or collapsed menu, a home in English with the local pages under /de/, and a title
 * printed in another form than the one the user typed.
 */

function page(title: string, nav: string, main: string, footer = ""): string {
  return `<!doctype html><html><head><title>${title}</title></head><body>
<header><nav>${nav}</nav></header><main>${main}</main><footer>${footer}</footer></body></html>`;
}

const links = (pairs: [string, string][]) =>
  pairs.map(([href, label]) => `<a href="${href}">${label}</a>`).join(" ");

const products = (prefix: string, names: string[]) =>
  `<ul>${names.map((name, i) => `<li><a href="${prefix}/${i + 1}">${name}</a></li>`).join("")}</ul>`;

export const PLACES: Site[] = [
  {
    // The managing director is named only in the Impressum, linked from the footer alone.
    language: "de",
    host: "schmidt-stahlbau.example",
    wanted: "CEO",
    person: { name: "Andreas Schmidt", title: "Geschäftsführer" },
    pages: {
      "/": page(
        "Schmidt Stahlbau",
        `${links([
          ["/leistungen", "Leistungen"],
          ["/referenzen", "Referenzen"],
          ["/aktuelles", "Aktuelles"],
        ])}${products("/leistungen", ["Hallenbau", "Treppen", "Geländer", "Vordächer", "Carports", "Balkone"])}`,
        "<h1>Stahlbau aus Bielefeld</h1>",
        links([
          ["/datenschutz", "Datenschutz"],
          ["/impressum", "Impressum"],
        ]),
      ),
      "/impressum": page(
        "Impressum",
        "",
        "<p>Schmidt Stahlbau GmbH<br>Am Hafen 3, 33602 Bielefeld</p><p>Geschäftsführer: Andreas Schmidt</p><p>HRB 12345, Amtsgericht Bielefeld</p>",
      ),
      "/leistungen": page("Leistungen", "", "<p>Stahlbau aller Art.</p>"),
    },
  },
  {
    // A news item announces the new managing director ("Från 1 januari är Per Ek ny VD").
    language: "sv",
    host: "ek-maskin.example",
    wanted: "CEO",
    person: { name: "Per Ek", title: "VD" },
    pages: {
      "/": page(
        "Ek Maskin AB",
        links([
          ["/produkter", "Produkter"],
          ["/nyheter", "Nyheter"],
          ["/kontakt", "Kontakt"],
        ]),
        "<h1>Maskiner för skogsbruk</h1>",
      ),
      "/nyheter": page(
        "Nyheter",
        "",
        "<article><h2>Ny VD</h2><p>Från 1 januari är Per Ek ny VD för Ek Maskin AB.</p></article>",
      ),
      "/kontakt": page("Kontakt", "", "<p>Tel. +46 31 123 45 67</p>"),
    },
  },
  {
    // The purchasing head is named in the about page's prose, not in a card.
    language: "de",
    host: "weber-textil.example",
    wanted: "Purchase Director",
    person: { name: "Anna Weber", title: "leitet seit 2019 den Einkauf" },
    pages: {
      "/": page(
        "Weber Textil",
        links([
          ["/ueber-uns", "Über uns"],
          ["/kontakt", "Kontakt"],
        ]),
        "<h1>Heimtextilien aus dem Allgäu</h1>",
      ),
      "/ueber-uns": page(
        "Über uns",
        "",
        "<p>Seit 1950 weben wir in Kempten. Anna Weber leitet seit 2019 den Einkauf.</p>",
      ),
      "/kontakt": page("Kontakt", "", "<p>Tel. +49 831 123456</p>"),
    },
  },
  {
    // A contact page by department: "Achats : Julie Morel".
    language: "fr",
    host: "morel-emballages.example",
    wanted: "Purchase Director",
    person: { name: "Julie Morel", title: "Responsable des achats" },
    pages: {
      "/": page(
        "Morel Emballages",
        links([
          ["/produits", "Produits"],
          ["/contact", "Contact"],
        ]),
        "<h1>Emballages carton à Nantes</h1>",
      ),
      "/contact": page(
        "Contact",
        "",
        `<h2>Vos interlocuteurs</h2>
         <table><tr><th>Service</th><th>Nom</th><th>Téléphone</th></tr>
         <tr><td>Commercial</td><td>Marc Petit, Directeur commercial</td><td>02 40 12 34 56</td></tr>
         <tr><td>Achats</td><td>Julie Morel, Responsable des achats</td><td>02 40 12 34 57</td></tr></table>`,
      ),
    },
  },
  {
    // The team page is linked only from a <details> menu on a phone-sized site.
    language: "nl",
    host: "jansen-metaal.example",
    wanted: "Owner",
    person: { name: "Kees Jansen", title: "Eigenaar" },
    pages: {
      "/": page(
        "Jansen Metaal",
        `<details><summary>Menu</summary>${links([
          ["/diensten", "Diensten"],
          ["/ons-team", "Ons team"],
          ["/contact", "Contact"],
        ])}</details>`,
        "<h1>Metaalbewerking in Eindhoven</h1>",
      ),
      "/ons-team": page(
        "Ons team",
        "",
        `<div><h3>Kees Jansen</h3><p>Eigenaar</p></div><div><h3>Lotte de Wit</h3><p>Werkvoorbereider</p></div>`,
      ),
      "/contact": page("Contact", "", "<p>Tel. +31 40 123 4567</p>"),
    },
  },
  {
    // A collapsed mobile menu (a button toggles it) is where the "Zespół" link lives.
    language: "pl",
    host: "zielinski-okna.example",
    wanted: "CEO",
    person: { name: "Marek Zieliński", title: "Prezes Zarządu" },
    pages: {
      "/": page(
        "Zieliński Okna",
        `<button aria-controls="menu" aria-expanded="false">Menu</button>
         <ul id="menu" hidden>${links([
           ["/oferta", "Oferta"],
           ["/zespol", "Zespół"],
           ["/kontakt", "Kontakt"],
         ])}</ul>`,
        "<h1>Okna PCV z Lublina</h1>",
      ),
      "/zespol": page(
        "Zespół",
        "",
        `<div><h3>Marek Zieliński</h3><p>Prezes Zarządu</p></div><div><h3>Ewa Mazur</h3><p>Księgowa</p></div>`,
      ),
      "/kontakt": page("Kontakt", "", "<p>Tel. +48 81 123 45 67</p>"),
    },
  },
  {
    // The home is in English; the German pages sit under /de/ and only they name the people.
    language: "de",
    host: "krause-ventile.example",
    wanted: "Purchase Director",
    person: { name: "Sabine Krause", title: "Einkaufsleiterin" },
    pages: {
      "/": page(
        "Krause Ventile",
        `${links([
          ["/products", "Products"],
          ["/about", "About"],
          ["/contact", "Contact"],
        ])} <span class="lang">${links([
          ["/", "EN"],
          ["/de/", "DE"],
        ])}</span>`,
        "<h1>Valves for process industry</h1><p>We design and build ball valves in Siegen and ship them to forty countries.</p>",
      ),
      "/about": page("About", "", "<p>A family company from Siegen, founded in 1962.</p>"),
      "/products": page("Products", "", "<p>Ball valves, gate valves.</p>"),
      "/contact": page("Contact", "", "<p>Phone +49 271 123456</p>"),
      "/de/": page(
        "Krause Ventile",
        links([
          ["/de/produkte", "Produkte"],
          ["/de/ueber-uns", "Über uns"],
          ["/de/ansprechpartner", "Ansprechpartner"],
          ["/de/kontakt", "Kontakt"],
        ]),
        "<h1>Ventile für die Prozessindustrie</h1>",
      ),
      "/de/ansprechpartner": page(
        "Ansprechpartner",
        "",
        `<div><h3>Sabine Krause</h3><p>Einkaufsleiterin</p></div><div><h3>Jörg Lang</h3><p>Vertrieb</p></div>`,
      ),
    },
  },
  {
    // The user typed "Purchase Director"; the page says "Head of Procurement".
    language: "en",
    host: "pennine-foods.example",
    wanted: "Purchase Director",
    person: { name: "Rachel Hughes", title: "Head of Procurement" },
    pages: {
      "/": page(
        "Pennine Foods",
        links([
          ["/our-team", "Our team"],
          ["/contact", "Contact"],
        ]),
        "<h1>Oat biscuits from Yorkshire</h1>",
      ),
      "/our-team": page(
        "Our team",
        "",
        `<div><h3>David Shaw</h3><p>Managing Director</p></div><div><h3>Rachel Hughes</h3><p>Head of Procurement</p></div>`,
      ),
      "/contact": page("Contact", "", "<p>Tel. +44 1422 123456</p>"),
    },
  },
  {
    // German, "Leiterin Einkauf" for a typed "Purchase Director".
    language: "de",
    host: "lang-moebel.example",
    wanted: "Purchase Director",
    person: { name: "Petra Lang", title: "Leiterin Einkauf" },
    pages: {
      "/": page(
        "Lang Möbel",
        links([
          ["/team", "Team"],
          ["/kontakt", "Kontakt"],
        ]),
        "<h1>Möbel nach Maß</h1>",
      ),
      "/team": page(
        "Team",
        "",
        `<div><h3>Georg Lang</h3><p>Geschäftsführer</p></div><div><h3>Petra Lang</h3><p>Leiterin Einkauf</p></div>`,
      ),
    },
  },
];

/** Sites where the person stands in one item of a list page: a news article, a job ad. */
export const LISTED: Site[] = [
  {
    // The news page lists teasers; the appointment is in the article it links.
    language: "it",
    host: "galli-plastica.example",
    wanted: "Sales Director",
    person: { name: "Elena Galli", title: "direttrice commerciale" },
    pages: {
      "/": page(
        "Galli Plastica",
        `${links([
          ["/azienda", "Azienda"],
          ["/prodotti", "Prodotti"],
          ["/news", "News"],
          ["/contatti", "Contatti"],
        ])}${products("/prodotti", ["Flaconi", "Tappi", "Vaschette", "Preforme"])}`,
        "<h1>Stampaggio materie plastiche a Varese</h1>",
      ),
      "/azienda": page("Azienda", "", "<p>Dal 1978 stampiamo materie plastiche a Varese.</p>"),
      "/contatti": page("Contatti", "", "<p>Tel. +39 0332 123456</p>"),
      "/news": page(
        "News",
        "",
        `<article><h2><a href="/news/fiera-2024">Galli Plastica a Plast 2024</a></h2><p>Vi aspettiamo al padiglione 24.</p></article>
         <article><h2><a href="/news/nuova-direzione-commerciale">Cambio al vertice: nuova direttrice commerciale</a></h2><p>Un cambio al vertice delle vendite.</p><a href="/news/nuova-direzione-commerciale">Leggi tutto</a></article>`,
      ),
      "/news/fiera-2024": page("Plast 2024", "", "<p>Padiglione 24, stand B12.</p>"),
      "/news/nuova-direzione-commerciale": page(
        "Nuova direzione commerciale",
        "",
        "<p>Dal 1° marzo Elena Galli è la nuova direttrice commerciale di Galli Plastica.</p>",
      ),
    },
  },
  {
    // The careers page lists openings; the ad names the HR manager to write to.
    language: "nl",
    host: "dekker-logistiek.example",
    wanted: "HR Manager",
    person: { name: "Femke Dekker", title: "HR-manager" },
    pages: {
      "/": page(
        "Dekker Logistiek",
        links([
          ["/over-ons", "Over ons"],
          ["/diensten", "Diensten"],
          ["/werken-bij", "Werken bij"],
          ["/contact", "Contact"],
        ]),
        "<h1>Warehousing en transport in Tilburg</h1>",
      ),
      "/over-ons": page("Over ons", "", "<p>Sinds 1985 een familiebedrijf.</p>"),
      "/contact": page("Contact", "", "<p>Tel. +31 13 123 4567</p>"),
      "/werken-bij": page(
        "Werken bij",
        "",
        `<h1>Vacatures</h1><ul><li><a href="/werken-bij/chauffeur-ce">Chauffeur CE</a></li>
         <li><a href="/werken-bij/orderpicker">Orderpicker</a></li></ul>`,
      ),
      "/werken-bij/chauffeur-ce": page(
        "Chauffeur CE",
        "",
        "<h1>Chauffeur CE (fulltime)</h1><p>Vragen? Neem contact op met Femke Dekker, HR-manager.</p>",
      ),
      "/werken-bij/orderpicker": page(
        "Orderpicker",
        "",
        "<h1>Orderpicker</h1><p>Solliciteer via het formulier.</p>",
      ),
    },
  },
];

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { "content-type": "application/xml" },
  });
const text = (body: string) => new Response(body, { headers: { "content-type": "text/plain" } });
const urlset = (host: string, paths: string[]) =>
  xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
      .map((path) => `<url><loc>http://${host}${path}</loc></url>`)
      .join("")}</urlset>`,
  );

/** Sites whose people page no link reaches, listed only in their sitemap. */
export const SITEMAPPED: Site[] = [
  {
    // robots.txt names a sitemap index; its child lists the contact persons' page.
    language: "de",
    host: "vogel-hydraulik.example",
    wanted: "Sales Director",
    person: { name: "Martina Vogel", title: "Vertriebsleiterin" },
    pages: {
      "/robots.txt": text(
        "User-agent: *\nDisallow: /intern/\nSitemap: http://vogel-hydraulik.example/sitemap_index.xml\n",
      ),
      "/sitemap_index.xml": xml(
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://vogel-hydraulik.example/page-sitemap.xml</loc></sitemap></sitemapindex>`,
      ),
      "/page-sitemap.xml": urlset("vogel-hydraulik.example", [
        "/",
        "/produkte",
        // Disallowed for crawlers: never read, however well it is named.
        "/intern/team",
        "/unternehmen/ansprechpartner",
        "/kontakt",
      ]),
      "/": page(
        "Vogel Hydraulik",
        links([
          ["/produkte", "Produkte"],
          ["/kontakt", "Kontakt"],
        ]),
        "<h1>Hydraulikzylinder aus Hagen</h1>",
      ),
      "/produkte": page("Produkte", "", "<p>Zylinder, Aggregate, Ventile.</p>"),
      "/kontakt": page("Kontakt", "", "<p>Tel. +49 2331 123456</p>"),
      "/intern/team": page("Intern", "", "<div><h3>Jan Vogel</h3><p>Vertriebsleiter</p></div>"),
      "/unternehmen/ansprechpartner": page(
        "Ansprechpartner",
        "",
        `<div><h3>Martina Vogel</h3><p>Vertriebsleiterin</p></div><div><h3>Tim Busch</h3><p>Technik</p></div>`,
      ),
    },
  },
  {
    // No robots.txt at all: the sitemap sits where builders put it, /sitemap.xml.
    language: "fr",
    host: "roux-ascenseurs.example",
    wanted: "CEO",
    person: { name: "Hélène Roux", title: "Directrice générale" },
    pages: {
      // Another site's page in the list (the web agency's team): not this company's, never read.
      "/sitemap.xml": xml(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
          <url><loc>http://roux-ascenseurs.example/</loc></url>
          <url><loc>http://agence-web.example/equipe</loc></url>
          <url><loc>http://roux-ascenseurs.example/nos-ascenseurs</loc></url>
          <url><loc>http://roux-ascenseurs.example/notre-equipe</loc></url></urlset>`,
      ),
      "/": page(
        "Roux Ascenseurs",
        links([
          ["/nos-ascenseurs", "Nos ascenseurs"],
          ["/contact", "Contact"],
        ]),
        "<h1>Ascenseurs et monte-charges à Lille</h1>",
      ),
      "/notre-equipe": page(
        "Notre équipe",
        "",
        `<div><h3>Hélène Roux</h3><p>Directrice générale</p></div><div><h3>Luc Blanc</h3><p>Technicien</p></div>`,
      ),
      "/contact": page("Contact", "", "<p>Tél. 03 20 12 34 56</p>"),
    },
  },
];

/** Sites that name people but not the wanted one: the lead shows nobody for that role. */
export const NOBODY: Site[] = [
  {
    language: "it",
    host: "verdi-vini.example",
    wanted: "Purchase Director",
    person: { name: "", title: "" },
    pages: {
      "/": page("Verdi Vini", links([["/chi-siamo", "Chi siamo"]]), "<h1>Vini del Piemonte</h1>"),
      "/chi-siamo": page(
        "Chi siamo",
        "",
        `<div><h3>Paolo Verdi</h3><p>Titolare</p></div><div><h3>Sara Neri</h3><p>Enologa</p></div>`,
      ),
    },
  },
  {
    language: "es",
    host: "ruiz-aceros.example",
    wanted: "HR Manager",
    person: { name: "", title: "" },
    pages: {
      "/": page("Aceros Ruiz", links([["/equipo", "Equipo"]]), "<h1>Aceros en Bilbao</h1>"),
      "/equipo": page(
        "Equipo",
        "",
        `<div><h3>Iker Ruiz</h3><p>Director general</p></div><div><h3>Ane Etxeberria</h3><p>Directora comercial</p></div>`,
      ),
    },
  },
];

export { html };
