import { html, redirect } from "./stand-in-web.ts";

/*
 * Small company sites in the nine languages, each naming the wanted person where a visitor would
 * look for them and linking that page the way such sites do (tests/research-wanted-person).
 */

export interface Site {
  language: string;
  host: string;
  /** What the project asks for (a catalogue title). */
  wanted: string;
  person: { name: string; title: string };
  pages: Record<string, string | Response | ((request: Request) => string)>;
}

/** A page as small sites write one: a header menu, the main text, a footer. */
function page(title: string, nav: string, main: string, footer = ""): string {
  return `<!doctype html><html><head><title>${title}</title></head><body>
<header><nav>${nav}</nav></header><main>${main}</main><footer>${footer}</footer></body></html>`;
}

const links = (pairs: [string, string][]) =>
  pairs.map(([href, label]) => `<a href="${href}">${label}</a>`).join(" ");

/** A menu's worth of products: links that compete with the people page for the budget. */
const productLinks = (prefix: string, names: string[]) =>
  `<ul>${names.map((name, i) => `<li><a href="${prefix}/${i + 1}">${name}</a></li>`).join("")}</ul>`;

export const SITES: Site[] = [
  {
    // The people page sits in a dropdown under "Unternehmen"; the homepage redirects to /de/.
    language: "de",
    host: "pumpen-berger.example",
    wanted: "Purchase Director",
    person: { name: "Thomas Berger", title: "Leiter Einkauf" },
    pages: {
      "/": redirect("/de/"),
      "/de/": page(
        "Pumpen Berger GmbH",
        `<ul><li><a href="/de/">Start</a></li>
          <li><span>Unternehmen</span><ul>
            <li><a href="/de/unternehmen/wir-ueber-uns">Wir über uns</a></li>
            <li><a href="/de/unternehmen/ansprechpartner">Ansprechpartner</a></li></ul></li>
          <li><a href="/de/produkte">Produkte</a>${productLinks("/de/produkte", ["Kreiselpumpen", "Tauchpumpen", "Dosierpumpen", "Zubehör", "Ersatzteile"])}</li>
          <li><a href="/de/aktuelles">Aktuelles</a></li></ul>`,
        "<h1>Pumpen für Industrie und Gewerbe</h1><p>Seit 1987 fertigen wir Pumpen in Kassel.</p>",
        links([
          ["/de/impressum", "Impressum"],
          ["/de/datenschutz", "Datenschutz"],
          ["/de/kontakt", "Kontakt"],
        ]),
      ),
      "/de/unternehmen/wir-ueber-uns": page(
        "Wir über uns",
        "",
        "<p>Ein Familienunternehmen in zweiter Generation mit 40 Mitarbeitenden.</p>",
      ),
      "/de/unternehmen/ansprechpartner": page(
        "Ansprechpartner",
        "",
        `<h1>Ihre Ansprechpartner</h1>
         <div class="card"><h3>Sabine Roth</h3><p>Vertrieb Inland</p><p>Tel. +49 561 123450</p></div>
         <div class="card"><h3>Thomas Berger</h3><p>Leiter Einkauf</p><p>Tel. +49 561 123460</p></div>`,
      ),
      "/de/impressum": page(
        "Impressum",
        "",
        "<p>Pumpen Berger GmbH, Industriestraße 4, 34117 Kassel</p><p>Geschäftsführer: Klaus Berger</p>",
      ),
      "/de/kontakt": page("Kontakt", "", "<p>Telefon +49 561 123400</p>"),
    },
  },
  {
    // The only links are in the footer; the owner is named on "Qui sommes-nous ?".
    language: "fr",
    host: "boulangerie-dubois.example",
    wanted: "Owner",
    person: { name: "Claire Dubois", title: "Propriétaire" },
    pages: {
      "/": page(
        "Boulangerie Dubois",
        "",
        "<h1>Pain au levain depuis 1998</h1><p>Livraison aux restaurants de Lyon.</p>",
        links([
          ["/qui-sommes-nous.html", "Qui sommes-nous ?"],
          ["/mentions-legales.html", "Mentions légales"],
          ["/contact.html", "Contact"],
        ]),
      ),
      "/qui-sommes-nous.html": page(
        "Qui sommes-nous ?",
        "",
        `<h1>Notre histoire</h1><p>Une boulangerie artisanale au cœur de Lyon.</p>
         <section><h2>Claire Dubois</h2><p>Propriétaire</p></section>`,
      ),
      "/mentions-legales.html": page(
        "Mentions légales",
        "",
        "<p>Boulangerie Dubois SARL, 12 rue Mercière, 69002 Lyon</p>",
      ),
      "/contact.html": page("Contact", "", "<p>Tél. +33 4 78 12 34 56</p>"),
    },
  },
  {
    // The team page is two clicks deep: linked only from "Chi siamo".
    language: "it",
    host: "rossi-meccanica.example",
    wanted: "CEO",
    person: { name: "Marco Rossi", title: "Amministratore unico" },
    pages: {
      "/": page(
        "Rossi Meccanica",
        links([
          ["/chi-siamo", "Chi siamo"],
          ["/prodotti", "Prodotti"],
          ["/contatti", "Contatti"],
        ]),
        "<h1>Lavorazioni meccaniche di precisione</h1>",
        links([["/note-legali", "Note legali"]]),
      ),
      "/chi-siamo": page(
        "Chi siamo",
        "",
        `<p>Dal 1975 a Brescia.</p><p>${links([["/chi-siamo/il-team", "Il team"]])}</p>`,
      ),
      "/chi-siamo/il-team": page(
        "Il team",
        "",
        `<ul><li><strong>Marco Rossi</strong> – Amministratore unico</li>
         <li><strong>Giulia Bianchi</strong> – Responsabile qualità</li></ul>`,
      ),
      "/prodotti": page("Prodotti", "", "<p>Alberi, flange, ingranaggi.</p>"),
      "/contatti": page("Contatti", "", "<p>Tel. +39 030 1234567</p>"),
      "/note-legali": page("Note legali", "", "<p>Rossi Meccanica S.r.l., P.IVA 01234560987</p>"),
    },
  },
  {
    // A homepage crowded with products and news; the people page is "Equipo".
    language: "es",
    host: "aceites-garcia.example",
    wanted: "Purchase Director",
    person: { name: "Lucía Fernández", title: "Responsable de compras" },
    pages: {
      "/": page(
        "Aceites García",
        `${links([
          ["/quienes-somos", "Quiénes somos"],
          ["/productos", "Productos"],
          ["/noticias", "Noticias"],
          ["/contacto", "Contacto"],
        ])}${productLinks("/productos", ["Aceite virgen extra", "Aceite ecológico", "Aceite de orujo", "Garrafas", "Regalos"])}
        ${productLinks("/noticias", ["Feria de Madrid", "Nueva almazara", "Premio 2024"])}
        ${links([["/equipo", "Equipo"]])}`,
        "<h1>Aceite de oliva desde Jaén</h1>",
        links([["/aviso-legal", "Aviso legal"]]),
      ),
      "/quienes-somos": page("Quiénes somos", "", "<p>Cooperativa fundada en 1962.</p>"),
      "/equipo": page(
        "Equipo",
        "",
        `<table><tr><th>Nombre</th><th>Cargo</th></tr>
         <tr><td>Antonio García</td><td>Director comercial</td></tr>
         <tr><td>Lucía Fernández</td><td>Responsable de compras</td></tr></table>`,
      ),
      "/contacto": page("Contacto", "", "<p>Tel. +34 953 123 456</p>"),
      "/aviso-legal": page("Aviso legal", "", "<p>Aceites García S.L., CIF B23123456</p>"),
    },
  },
  {
    // The about page's address says nothing ("?page=12"): only its text names it.
    language: "nl",
    host: "peeters-bouw.example",
    wanted: "CEO",
    person: { name: "Jan Peeters", title: "Zaakvoerder" },
    pages: {
      "/": page(
        "Peeters Bouw",
        links([
          ["/index.php?page=12", "Over ons"],
          ["/index.php?page=14", "Contact"],
        ]),
        "<h1>Renovatie en nieuwbouw in Limburg</h1>",
      ),
      "/index.php": (request) =>
        new URL(request.url).searchParams.get("page") === "12"
          ? page(
              "Over ons",
              "",
              `<p>Familiebedrijf sinds 1990.</p>
               <dl><dt>Zaakvoerder</dt><dd>Jan Peeters</dd><dt>BTW</dt><dd>BE 0123.456.789</dd></dl>`,
            )
          : page("Contact", "", "<p>Tel. +32 11 12 34 56</p>"),
    },
  },
  {
    // The board is listed under "Kadra", a page the menu names in Polish only.
    language: "pl",
    host: "kowalski-meble.example",
    wanted: "CEO",
    person: { name: "Piotr Kowalski", title: "Prezes Zarządu" },
    pages: {
      "/": page(
        "Kowalski Meble",
        `${links([
          ["/o-nas", "O nas"],
          ["/oferta", "Oferta"],
          ["/aktualnosci", "Aktualności"],
          ["/kadra", "Kadra"],
          ["/kontakt", "Kontakt"],
        ])}${productLinks("/oferta", ["Stoły", "Krzesła", "Szafy", "Łóżka"])}`,
        "<h1>Meble z litego drewna</h1>",
      ),
      "/o-nas": page("O nas", "", "<p>Firma rodzinna z Poznania.</p>"),
      "/kadra": page(
        "Kadra",
        "",
        `<div><h3>Piotr Kowalski</h3><p>Prezes Zarządu</p></div>
         <div><h3>Anna Nowak</h3><p>Kierownik produkcji</p></div>`,
      ),
      "/kontakt": page("Kontakt", "", "<p>Tel. +48 61 123 45 67</p>"),
    },
  },
  {
    // The owner is on "Medarbetare", linked from "Om oss" and from the footer.
    language: "sv",
    host: "lindqvist-tra.example",
    wanted: "Owner",
    person: { name: "Erik Lindqvist", title: "Ägare" },
    pages: {
      "/": page(
        "Lindqvist Trä",
        links([
          ["/om-oss", "Om oss"],
          ["/produkter", "Produkter"],
          ["/nyheter", "Nyheter"],
        ]),
        "<h1>Trävaror från Dalarna</h1>",
        links([
          ["/om-oss/medarbetare", "Medarbetare"],
          ["/kontakt", "Kontakta oss"],
        ]),
      ),
      "/om-oss": page("Om oss", "", "<p>Sågverk sedan 1952.</p>"),
      "/om-oss/medarbetare": page(
        "Medarbetare",
        "",
        `<article><h3>Erik Lindqvist</h3><p>Ägare</p><p>erik@lindqvist-tra.example</p></article>
         <article><h3>Maria Holm</h3><p>Ekonomiansvarig</p></article>`,
      ),
      "/kontakt": page("Kontakt", "", "<p>Tel. +46 23 123 45</p>"),
    },
  },
  {
    // A /pt/ prefix throughout; "Equipa" sits beside "Quem somos".
    language: "pt",
    host: "vinhos-sousa.example",
    wanted: "CEO",
    person: { name: "João Sousa", title: "Sócio-gerente" },
    pages: {
      "/": redirect("/pt/"),
      "/pt/": page(
        "Vinhos Sousa",
        links([
          ["/pt/quem-somos", "Quem somos"],
          ["/pt/equipa", "Equipa"],
          ["/pt/vinhos", "Os nossos vinhos"],
          ["/pt/noticias", "Notícias"],
          ["/pt/contactos", "Contactos"],
        ]),
        "<h1>Vinhos do Douro</h1>",
      ),
      "/pt/quem-somos": page("Quem somos", "", "<p>Quinta familiar desde 1920.</p>"),
      "/pt/equipa": page(
        "Equipa",
        "",
        `<div><h4>João Sousa</h4><p>Sócio-gerente</p></div>
         <div><h4>Rita Almeida</h4><p>Enóloga</p></div>`,
      ),
      "/pt/contactos": page("Contactos", "", "<p>Tel. +351 254 123 456</p>"),
    },
  },
  {
    // The leadership page is two clicks deep and the homepage spends its menu on products and news.
    language: "en",
    host: "harbour-tools.example",
    wanted: "CEO",
    person: { name: "Helen Carter", title: "Managing Director" },
    pages: {
      "/": page(
        "Harbour Tools",
        `${links([
          ["/about", "About"],
          ["/products", "Products"],
          ["/news", "News"],
          ["/contact", "Contact"],
        ])}${productLinks("/products", ["Spanners", "Sockets", "Torque wrenches", "Pliers", "Tool chests"])}
        ${productLinks("/news", ["Trade show 2024", "New warehouse"])}`,
        "<h1>Hand tools for the trade</h1>",
        links([["/legal", "Legal notice"]]),
      ),
      "/about": page(
        "About",
        "",
        `<p>Family-run since 1961 in Bristol.</p><p>${links([["/about/leadership", "Our leadership team"]])}</p>`,
      ),
      "/about/leadership": page(
        "Leadership",
        "",
        `<div><h3>Helen Carter</h3><p>Managing Director</p></div>
         <div><h3>Owen Price</h3><p>Head of Operations</p></div>`,
      ),
      "/contact": page("Contact", "", "<p>Tel. +44 117 496 0123</p>"),
      "/legal": page("Legal notice", "", "<p>Harbour Tools Ltd, company no. 01234567</p>"),
    },
  },
  {
    // "Unsere Mitarbeitenden", the gender-neutral plural, behind an address with no words.
    language: "de",
    host: "weber-kaeltetechnik.example",
    wanted: "CEO",
    person: { name: "Anja Weber", title: "Geschäftsführende Gesellschafterin" },
    pages: {
      "/": page(
        "Weber Kältetechnik",
        links([
          ["/seite/3", "Unsere Mitarbeitenden"],
          ["/kontakt", "Kontakt"],
        ]),
        "<h1>Kälteanlagen für Gewerbe</h1>",
        links([["/impressum", "Impressum"]]),
      ),
      "/seite/3": page(
        "Team",
        "",
        `<div><h3>Anja Weber</h3><p>Geschäftsführende Gesellschafterin</p></div>
         <div><h3>Jonas Keller</h3><p>Kundendienst</p></div>`,
      ),
      "/kontakt": page("Kontakt", "", "<p>Tel. +49 89 1234560</p>"),
      "/impressum": page("Impressum", "", "<p>Weber Kältetechnik GmbH &amp; Co. KG, München</p>"),
    },
  },
  {
    // "Nosotros", the usual short name of a Spanish about page.
    language: "es",
    host: "ferreteria-molina.example",
    wanted: "CEO",
    person: { name: "Javier Molina", title: "Director general" },
    pages: {
      "/": page(
        "Ferretería Molina",
        links([
          ["/inicio/nosotros", "Nosotros"],
          ["/inicio/contacto", "Contacto"],
        ]),
        "<h1>Suministros industriales en Valencia</h1>",
      ),
      "/inicio/nosotros": page(
        "Nosotros",
        "",
        "<p>Empresa familiar desde 1979.</p><div><h3>Javier Molina</h3><p>Director general</p></div>",
      ),
      "/inicio/contacto": page("Contacto", "", "<p>Tel. +34 961 234 567</p>"),
    },
  },
  {
    // The management group: "Ledningsgrupp".
    language: "sv",
    host: "norrstal.example",
    wanted: "CEO",
    person: { name: "Karin Berg", title: "Verkställande direktör" },
    pages: {
      "/": page(
        "Norrstål",
        links([
          ["/var-ledningsgrupp", "Ledningsgrupp"],
          ["/kontakt", "Kontakt"],
        ]),
        "<h1>Stålkonstruktioner i Luleå</h1>",
      ),
      "/var-ledningsgrupp": page(
        "Ledningsgrupp",
        "",
        `<div><h3>Karin Berg</h3><p>Verkställande direktör</p></div>
         <div><h3>Olof Nyström</h3><p>Inköpschef</p></div>`,
      ),
      "/kontakt": page("Kontakt", "", "<p>Tel. +46 920 123 45</p>"),
    },
  },
  {
    // "Kierownictwo" (the management) in the menu, "Kim jesteśmy" beside it.
    language: "pl",
    host: "stal-nowak.example",
    wanted: "Purchase Director",
    person: { name: "Tomasz Wiśniewski", title: "Kierownik działu zakupów" },
    pages: {
      "/": page(
        "Stal Nowak",
        links([
          ["/kim-jestesmy", "Kim jesteśmy"],
          ["/kierownictwo", "Kierownictwo"],
          ["/kontakt", "Kontakt"],
        ]),
        "<h1>Konstrukcje stalowe</h1>",
      ),
      "/kim-jestesmy": page("Kim jesteśmy", "", "<p>Firma z Katowic od 1995 roku.</p>"),
      "/kierownictwo": page(
        "Kierownictwo",
        "",
        `<div><h3>Adam Nowak</h3><p>Prezes Zarządu</p></div>
         <div><h3>Tomasz Wiśniewski</h3><p>Kierownik działu zakupów</p></div>`,
      ),
      "/kontakt": page("Kontakt", "", "<p>Tel. +48 32 123 45 67</p>"),
    },
  },
  {
    // An organisation chart page, "Organigramme", linked only from "L'entreprise".
    language: "fr",
    host: "transports-martin.example",
    wanted: "CEO",
    person: { name: "Philippe Martin", title: "Directeur général" },
    pages: {
      "/": page(
        "Transports Martin",
        links([
          ["/l-entreprise", "L'entreprise"],
          ["/nous-contacter", "Nous contacter"],
        ]),
        "<h1>Transport routier de marchandises</h1>",
      ),
      "/l-entreprise": page(
        "L'entreprise",
        "",
        `<p>Créée en 1972 à Rennes.</p><p>${links([["/l-entreprise/organigramme", "Organigramme"]])}</p>`,
      ),
      "/l-entreprise/organigramme": page(
        "Organigramme",
        "",
        `<ul><li><b>Philippe Martin</b><br>Directeur général</li>
         <li><b>Sophie Leroy</b><br>Responsable achats</li></ul>`,
      ),
      "/nous-contacter": page("Nous contacter", "", "<p>Tél. +33 2 99 12 34 56</p>"),
    },
  },
  {
    // "Wie zijn we" (who are we) under a /nl/ prefix, the owner among the staff.
    language: "nl",
    host: "bakker-installatie.example",
    wanted: "Owner",
    person: { name: "Pieter de Bakker", title: "Eigenaar" },
    pages: {
      "/": redirect("/nl/"),
      "/nl/": page(
        "Bakker Installatietechniek",
        "",
        "<h1>Installatietechniek in Utrecht</h1>",
        links([
          ["/nl/wie-zijn-we", "Wie zijn we"],
          ["/nl/contact", "Contact"],
        ]),
      ),
      "/nl/wie-zijn-we": page(
        "Wie zijn we",
        "",
        `<p>Sinds 2004 uw installateur.</p>
         <div><h3>Pieter de Bakker</h3><p>Eigenaar</p></div>
         <div><h3>Sanne Visser</h3><p>Planner</p></div>`,
      ),
      "/nl/contact": page("Contact", "", "<p>Tel. +31 30 123 4567</p>"),
    },
  },
  {
    // The board: "Consiglio di amministrazione", next to a long menu of products.
    language: "it",
    host: "ceramiche-conti.example",
    wanted: "Owner",
    person: { name: "Lorenzo Conti", title: "Titolare" },
    pages: {
      "/": page(
        "Ceramiche Conti",
        `${links([
          ["/azienda", "Azienda"],
          ["/prodotti", "Prodotti"],
          ["/notizie", "Notizie"],
          ["/contatti", "Contatti"],
        ])}${productLinks("/prodotti", ["Piastrelle", "Mosaici", "Lastre", "Battiscopa", "Decori"])}`,
        "<h1>Ceramiche da Sassuolo</h1>",
        links([["/organigramma", "Organigramma"]]),
      ),
      "/azienda": page("Azienda", "", "<p>Dal 1968 a Sassuolo.</p>"),
      "/organigramma": page(
        "Organigramma",
        "",
        `<div><h3>Lorenzo Conti</h3><p>Titolare</p></div>
         <div><h3>Chiara Ferri</h3><p>Responsabile commerciale</p></div>`,
      ),
      "/contatti": page("Contatti", "", "<p>Tel. +39 0536 123456</p>"),
    },
  },
  {
    // A language chooser for a homepage: "DE | EN" links to /de/ and /en/, the menu is there.
    language: "de",
    host: "hartmann-armaturen.example",
    wanted: "Owner",
    person: { name: "Uwe Hartmann", title: "Inhaber" },
    pages: {
      "/": page(
        "Hartmann Armaturen",
        "",
        `<p>${links([
          ["/de/", "DE"],
          ["/en/", "EN"],
        ])}</p>`,
        links([["/impressum", "Impressum"]]),
      ),
      "/de/": page(
        "Hartmann Armaturen",
        links([
          ["/de/ueber-uns", "Über uns"],
          ["/de/kontakt", "Kontakt"],
        ]),
        "<h1>Armaturen für den Anlagenbau</h1>",
      ),
      "/de/ueber-uns": page(
        "Über uns",
        "",
        "<p>Seit 1954 in Wuppertal.</p><div><h3>Uwe Hartmann</h3><p>Inhaber</p></div>",
      ),
      "/de/kontakt": page("Kontakt", "", "<p>Tel. +49 202 123456</p>"),
      "/impressum": page("Impressum", "", "<p>Hartmann Armaturen e.K., Wuppertal</p>"),
    },
  },
  {
    // A chooser that names the languages ("Português", "English") over addresses with no code.
    language: "pt",
    host: "cortica-ferreira.example",
    wanted: "Owner",
    person: { name: "Ana Ferreira", title: "Proprietária" },
    pages: {
      "/": page(
        "Cortiça Ferreira",
        "",
        `<p>${links([
          ["/index.php?lang=pt", "Português"],
          ["/index.php?lang=en", "English"],
        ])}</p>`,
      ),
      "/index.php": (request) =>
        page(
          "Cortiça Ferreira",
          new URL(request.url).searchParams.get("lang") === "pt"
            ? links([
                ["/quem-somos.php", "Quem somos"],
                ["/contactos.php", "Contactos"],
              ])
            : links([["/about.php", "About us"]]),
          "<h1>Rolhas de cortiça</h1>",
        ),
      "/quem-somos.php": page(
        "Quem somos",
        "",
        "<p>Desde 1931 em Santa Maria da Feira.</p><div><h3>Ana Ferreira</h3><p>Proprietária</p></div>",
      ),
      "/contactos.php": page("Contactos", "", "<p>Tel. +351 256 123 456</p>"),
    },
  },
  {
    // The HR manager is named only in a job ad, on the careers page the menu links last.
    language: "sv",
    host: "tradgard-lindqvist.example",
    wanted: "HR Manager",
    person: { name: "Karin Sundberg", title: "HR-chef" },
    pages: {
      "/": page(
        "Lindqvist Trädgårdsmaskiner AB",
        links([
          ["/om-oss", "Om oss"],
          ["/produkter", "Produkter"],
          ["/kontakt", "Kontakt"],
          ["/lediga-jobb", "Lediga jobb"],
        ]),
        "<h1>Trädgårdsmaskiner sedan 1972</h1>",
      ),
      "/om-oss": page("Om oss", "", "<p>Familjeföretag i Växjö med 60 anställda.</p>"),
      "/produkter": page("Produkter", "", "<p>Gräsklippare och röjsågar.</p>"),
      "/kontakt": page("Kontakt", "", "<p>Tel. 0470-12 34 56</p>"),
      "/lediga-jobb": page(
        "Lediga jobb",
        "",
        "<h2>Montör till vår fabrik</h2><p>Frågor om tjänsten besvaras av vår HR-chef, Karin Sundberg.</p>",
      ),
    },
  },
  {
    // "Recrutement": the job ad's contact is the HR director, named nowhere else.
    language: "fr",
    host: "menuiserie-garnier.example",
    wanted: "HR Manager",
    person: { name: "Sophie Garnier", title: "directrice des ressources humaines" },
    pages: {
      "/": page(
        "Menuiserie Garnier",
        links([
          ["/entreprise", "L'entreprise"],
          ["/realisations", "Réalisations"],
          ["/contact", "Contact"],
          ["/recrutement", "Recrutement"],
        ]),
        "<h1>Menuiserie bois et alu à Angers</h1>",
      ),
      "/entreprise": page("L'entreprise", "", "<p>Fondée en 1988, 35 salariés.</p>"),
      "/contact": page("Contact", "", "<p>Tél. 02 41 12 34 56</p>"),
      "/recrutement": page(
        "Recrutement",
        "",
        "<h2>Poseur menuisier (H/F)</h2><p>Envoyez votre candidature à Sophie Garnier, directrice des ressources humaines.</p>",
      ),
    },
  },
];

export function siteHandlers(site: Site) {
  return Object.fromEntries(
    Object.entries(site.pages).map(([path, body]) => [
      path,
      (request: Request) =>
        typeof body === "string"
          ? html(body)
          : typeof body === "function"
            ? html(body(request))
            : body.clone(),
    ]),
  );
}
