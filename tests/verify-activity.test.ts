import { describe, expect, test } from "bun:test";
import { verifyByRules } from "../src/research/verify/rules-verifier";
import { siteEvidence } from "./helpers/evidence";

/*
 * A company's own activity, read in its own voice, in the nine languages: makers that say what
 * they make without the word "manufacturer", service companies that describe the service they
 * do, traders that say whom they supply. Sentences written for these tests.
 */

type Profile = { companyType: string; productsServices: string; terms?: string[] };

/** The company-type criterion for a one-page site (terms: the plan's localized terms). */
const typeMet = (profile: Profile, text: string, name = "Firma") =>
  verifyByRules(
    { country: "Germany", exclusions: [], ...profile },
    siteEvidence({ "/": text }, name),
  ).criteria.find((c) => c.criterion === "companyType")?.met;

/** One test per [language, products, text, terms?]: the site is of the profile's type. */
function testType(
  companyType: string,
  expected: boolean,
  cases: [string, string, string, string[]?][],
) {
  for (const [lang, productsServices, text, terms] of cases) {
    test(`${lang}: "${text.slice(0, 50)}" ${expected ? "is" : "is not"} a ${companyType}`, () => {
      expect(typeMet({ companyType, productsServices, terms: terms ?? [] }, text)).toBe(expected);
    });
  }
}

describe("makers that say what they make", () => {
  testType("manufacturer", true, [
    ["en", "conveyor systems", "We design and build conveyor systems for airports and warehouses."],
    ["en", "oak tables", "Every oak table is finished by hand in our own workshop near Exeter."],
    ["de", "furniture", "Seit 1962 bauen wir in Schreinerqualität Möbel aus heimischer Eiche."],
    ["de", "furniture", "Wir stellen seit drei Generationen Möbel nach Maß her."],
    ["nl", "furniture", "Wij bouwen meubels op maat voor keukens en kantoren."],
    ["it", "centrifugal pumps", "Da tre generazioni costruiamo pompe centrifughe per l'industria."],
    ["es", "furniture", "Construimos muebles de madera maciza para hoteles y particulares."],
    ["pt", "furniture", "Produzimos móveis de madeira maciça para toda a Europa."],
    ["pl", "furniture", "Od trzydziestu lat budujemy meble kuchenne na wymiar."],
    ["sv", "furniture", "I Småland bygger vi möbler av massivt trä sedan 1948."],
    ["fr", "dosing pumps", "Depuis 1985, nous construisons des pompes doseuses à Lyon."],
    // Making said of the product: the product before the participle.
    ["en", "oak tables", "Our oak tables are made by hand from Devon timber."],
    ["de", "furniture", "Unsere Möbel werden in Handarbeit aus Eiche gefertigt."],
    ["it", "furniture", "I nostri mobili sono realizzati a mano in Brianza."],
    ["nl", "furniture", "Onze meubels worden met de hand gemaakt in Friesland."],
  ]);
  testType("manufacturer", false, [
    ["en", "furniture", "We do not build furniture ourselves; we source it from partners."],
    ["de", "furniture", "Wir bauen keine Möbel, wir vermitteln sie an Händler."],
    ["fr", "furniture", "Nous ne construisons pas de meubles."],
    // The object must be the profile's product: a maker of something else is no maker of it.
    ["en", "furniture", "We design and build conveyor systems for airports."],
    ["nl", "furniture", "Wij bouwen stalen loopbruggen voor de offshore."],
    // Made by others: not the company's own voice.
    ["en", "furniture", "The furniture we sell is made in Poland by our partners."],
  ]);
});

describe("makers that say what they have made, in the perfect", () => {
  testType("manufacturer", true, [
    [
      "en",
      "slurry tankers",
      "We have built slurry tankers and livestock trailers in Cahir since 1979.",
    ],
    ["de", "Güllefässer", "Wir haben seit 1979 über 4.000 Güllefässer gebaut."],
    ["fr", "fenêtres", "Depuis 1985, nous avons fabriqué plus de 20 000 fenêtres en bois."],
    ["it", "serramenti", "In quarant'anni abbiamo costruito serramenti per tutta la Lombardia."],
    ["es", "remolques", "Desde 1990 hemos fabricado más de 5.000 remolques agrícolas."],
    ["nl", "tuinhuizen", "Sinds 1992 hebben wij ruim 3.000 tuinhuizen gebouwd."],
    ["sv", "storkök", "Sedan 1968 har vi tillverkat utrustning för storkök i rostfritt stål."],
    ["pt", "rolhas", "Desde 1932 temos produzido rolhas de cortiça natural."],
    ["pl", "okna drewniane", "Od 1986 roku w naszej stolarni robimy okna drewniane i drzwi."],
    ["sv", "diskbänkar", "Alla diskbänkar konstrueras och tillverkas i vår fabrik i Gnosjö."],
  ]);
  testType("manufacturer", false, [
    ["en", "slurry tankers", "We have never built slurry tankers: we sell those of three makers."],
    ["en", "slurry tankers", "The slurry tankers we have sold were built by Kverneland."],
    ["de", "Güllefässer", "Wir haben noch nie Güllefässer gebaut, wir vermieten sie."],
  ]);
});

describe("service companies that describe the service they do", () => {
  testType("service company", true, [
    ["en", "office cleaning", "We clean offices, schools and shops across the city every night."],
    ["de", "cleaning", "Wir reinigen Büros und Arztpraxen in ganz Köln.", ["Reinigung"]],
    ["fr", "cleaning", "Nous nettoyons vos bureaux chaque soir, week-end compris.", ["nettoyage"]],
    [
      "es",
      "customs clearance",
      "Tramitamos el despacho de aduanas para importadores y exportadores.",
      ["despacho de aduanas"],
    ],
    [
      "it",
      "PLC programming",
      "Programmiamo PLC e sistemi di controllo per costruttori di macchine.",
      ["programmazione PLC"],
    ],
    [
      "nl",
      "sports injuries",
      "Wij behandelen sportblessures en rugklachten in onze praktijk.",
      ["sportblessures"],
    ],
    ["pl", "cleaning", "Sprzątamy biura i klatki schodowe w całym Krakowie.", ["sprzątanie"]],
    ["sv", "cleaning", "Vi städar kontor och trapphus i hela Göteborg.", ["städning"]],
    ["pt", "cleaning", "Limpamos escritórios e condomínios em todo o Porto.", ["limpeza"]],
    [
      "en",
      "control system programming",
      "We program control systems for machine builders and OEMs.",
    ],
  ]);
  testType("service company", false, [
    // Goods named like the service, traded: not a service.
    ["de", "cleaning", "Wir liefern Reinigungsmittel an Gebäudereiniger.", ["Reinigung"]],
    ["en", "cleaning", "We do not clean offices; we sell cleaning machines."],
    // A maker's upkeep of what it sells is after-sales, not a maintenance company.
    [
      "de",
      "maintenance",
      "Wir bauen Verpackungsmaschinen. Auf Wunsch übernehmen wir auch die Wartung.",
      ["Wartung"],
    ],
  ]);
  test("de: customs clearance ('Zollabfertigung') is no making ('Fertigung')", () => {
    const text =
      "Zollabfertigung für Importeure und Exporteure. Wir übernehmen die Zollabfertigung Ihrer Sendungen.";
    const profile = {
      companyType: "service company",
      productsServices: "customs clearance",
      terms: ["Zollabfertigung"],
    };
    expect(typeMet(profile, text)).toBe(true);
  });
  test("a heading that opens with the service, on a site that claims no other kind", () => {
    const profile = { companyType: "service company", productsServices: "customs clearance" };
    const text =
      "Customs clearance for importers\nWe handle the paperwork at the port of Felixstowe.";
    expect(typeMet(profile, text)).toBe(true);
    // The same heading on a wholesaler's site makes no service company.
    const trader = `${text}\nWe are a wholesaler of frozen fish.`;
    expect(typeMet(profile, trader)).toBe(false);
  });
  test("fr: 'Notre équipe nettoie vos bureaux': the team is the company's", () => {
    const profile = { companyType: "service company", productsServices: "office cleaning" };
    const text =
      "Chaque soir, notre équipe nettoie vos bureaux et les parties communes de la résidence.";
    expect(typeMet({ ...profile, terms: ["nettoyage de bureaux"] }, text)).toBe(true);
  });
  test("the customers it serves are not what it is: a forwarder for importers", () => {
    const text = "Your partner for importers: we handle customs clearance at Hamburg port.";
    expect(
      typeMet({ companyType: "service company", productsServices: "customs clearance" }, text),
    ).toBe(true);
  });
});

describe("traders that sell on to businesses", () => {
  testType("distributor", true, [
    [
      "en",
      "power tools",
      "We stock and deliver brands such as Bosch and Makita to trade customers.",
    ],
    ["de", "coffee", "Wir beliefern Gastronomie und Fachhandel mit Kaffee aus aller Welt."],
    ["fr", "wine", "Nous livrons les restaurants et les cavistes de toute la région."],
    ["it", "wine", "Riforniamo bar, ristoranti e alberghi di tutta la Liguria."],
    ["es", "wine", "Suministramos a tiendas y restaurantes de toda Andalucía."],
    ["nl", "coffee", "Wij leveren aan winkels en de horeca in heel Nederland."],
    ["pl", "coffee", "Dostarczamy kawę do sklepów i restauracji w całej Polsce."],
    ["sv", "coffee", "Vi levererar till butiker och restauranger i hela Sverige."],
    ["pt", "wine", "Fornecemos lojas e restaurantes em todo o país."],
    ["fr", "tools", "Nous livrons les professionnels du bâtiment en outillage."],
    ["de", "tools", "Wir beliefern Gewerbekunden und Profis mit Werkzeug aller Marken."],
  ]);
  testType("wholesaler", true, [
    ["de", "coffee", "Wir beliefern Gastronomie und Fachhandel mit Kaffee aus aller Welt."],
  ]);
  testType("distributor", false, [
    // A maker that supplies shops is a maker.
    ["de", "bread", "Wir sind Hersteller von Backwaren und beliefern den Fachhandel."],
    // Supplying with no trade named is not selling on.
    ["en", "coffee", "We deliver fresh coffee to your door."],
    ["de", "coffee", "Wir beliefern keine Händler, nur Privatkunden."],
  ]);
});

describe("a type verdict never contradicts itself", () => {
  test("en: a dealer of other makers' products is not 'a manufacturer' twice", () => {
    const text = "We are proud partners of leading manufacturers such as Grundfos and KSB.";
    const criterion = verifyByRules(
      {
        country: "Germany",
        exclusions: [],
        companyType: "manufacturer",
        productsServices: "pumps",
      },
      siteEvidence({ "/": `We design and build pumps. ${text}` }),
    ).criteria.find((c) => c.criterion === "companyType");
    expect(criterion?.met).toBe(false);
    expect(criterion?.reason).not.toMatch(/Not a manufacturer: the site describes a manufacturer/);
    expect(criterion?.reason).toBe(
      "Not a manufacturer: the site sells other manufacturers' products",
    );
  });
});
