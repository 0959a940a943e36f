import { describe, expect, test } from "bun:test";
import { ruleCriterion, testCompanyTypeMet } from "./helpers/evidence";

/*
 * Classes of web text seen on sites the engine was not written against, per language: role
 * nouns at the tail of compounds, exclusions that name a narrower product than the profile (and
 * must never widen to the bare product), and service companies that say they offer services.
 */

/** The verifier's judgement for a furniture maker's profile unless it names other products. */
const criterion = (
  name: string,
  profile: { companyType: string; productsServices?: string; exclusions?: string[] },
  text: string,
) => ruleCriterion(name, { productsServices: "furniture", ...profile }, text);

/** Whether the text is of a company of this type (furniture, no exclusions). */
const isOfType = (companyType: string, text: string) =>
  criterion("companyType", { companyType }, text)?.met;

describe("role nouns at the tail of a compound (de, nl, sv)", () => {
  testCompanyTypeMet({ companyType: "distributor", productsServices: "furniture" }, [
    ["nl", "Van Dijk is dé tuinbouwgroothandel in het Westland voor de teler."],
    ["nl", "Tuinbouwgroothandel voor de professionele teler"],
    ["de", "Wir sind ein Sanitärgroßhändler mit Lager in Leipzig."],
    ["sv", "Vi är en VVS-grossist och elgrossist i Göteborg med lager."],
  ]);
  testCompanyTypeMet({ companyType: "manufacturer", productsServices: "furniture" }, [
    ["de", "Wir sind ein Möbelhersteller aus Sachsen."],
    ["nl", "Wij zijn een meubelfabrikant uit Friesland."],
    ["sv", "Vi är en ventilationstillverkare i Jönköping."],
  ]);
  test("a longer role read from the word's start wins: an Einzelhändler is no Händler", () => {
    expect(isOfType("distributor", "Wir sind ein Einzelhändler für Möbel in Dresden.")).toBe(false);
  });
  test("a compound role about others stays about others", () => {
    const text = "Als Vertriebspartner namhafter Möbelhersteller liefern wir ab Lager.";
    expect(isOfType("manufacturer", text)).toBe(false);
  });
});

describe("an exclusion narrower than the product never widens to it", () => {
  // "upholstered furniture" excludes sofa makers, never every furniture maker.
  const cases: [string, string, string][] = [
    [
      "pl",
      "Jesteśmy producentem mebli tapicerowanych: sofy i narożniki.",
      "Produkujemy meble z litego drewna: stoły i komody.",
    ],
    [
      "de",
      "Wir fertigen Polstermöbel: Sofas und Sessel.",
      "Wir fertigen Möbel aus Massivholz: Tische und Schränke.",
    ],
    [
      "fr",
      "Nous fabriquons des meubles rembourrés : canapés et fauteuils.",
      "Nous fabriquons des meubles en bois massif.",
    ],
    [
      "it",
      "Produciamo mobili imbottiti: divani e poltrone.",
      "Produciamo mobili in legno massello.",
    ],
    [
      "es",
      "Fabricamos muebles tapizados: sofás y sillones.",
      "Fabricamos muebles de madera maciza.",
    ],
    [
      "nl",
      "Wij maken gestoffeerde meubelen: banken en fauteuils.",
      "Wij maken meubelen van massief hout.",
    ],
    [
      "sv",
      "Vi tillverkar stoppade möbler: soffor och fåtöljer.",
      "Vi tillverkar möbler i massivt trä.",
    ],
    [
      "pt",
      "Fabricamos os nossos móveis estofados para as salas: sofás e poltronas.",
      "Fabricamos móveis de madeira maciça.",
    ],
    ["en", "We make upholstered furniture: sofas and armchairs.", "We make solid wood furniture."],
  ];
  for (const [lang, excluded, kept] of cases) {
    test(`${lang}: the upholstery maker is excluded, the wood furniture maker is not`, () => {
      const profile = { companyType: "manufacturer", exclusions: ["upholstered furniture"] };
      const hit = criterion("exclusions", profile, excluded);
      expect(hit?.met).toBe(false);
      expect(excluded).toContain(hit?.quote ?? "∅");
      expect(criterion("exclusions", profile, kept)?.met).toBe(true);
    });
  }
  test("a denial of the excluded line excludes nothing", () => {
    const c = criterion(
      "exclusions",
      { companyType: "manufacturer", exclusions: ["upholstered furniture"] },
      "Produkujemy meble z drewna. Nie produkujemy mebli tapicerowanych (sof, narożników).",
    );
    expect(c?.met).toBe(true);
  });
});

describe("a service company says it offers services", () => {
  const service = (text: string, productsServices = "industrial cleaning") =>
    criterion("companyType", { companyType: "service company", productsServices }, text);
  const offers: [string, string][] = [
    ["es", "Desde Madrid damos servicio a toda la Comunidad. Prestamos servicios de limpieza."],
    ["es", "Tecnilimp es una empresa madrileña de servicios de limpieza industrial."],
    ["de", "Wir erbringen Dienstleistungen rund um die Industriereinigung."],
    ["fr", "Nous assurons des prestations de nettoyage industriel en Île-de-France."],
    ["fr", "Dupont est une société lyonnaise de services aux entreprises."],
    ["it", "Offriamo servizi di pulizia industriale in tutta la Lombardia."],
    ["nl", "Wij bieden schoonmaakdiensten voor fabrieken en magazijnen."],
    ["pl", "Świadczymy usługi sprzątania hal przemysłowych."],
    ["sv", "Vi erbjuder städtjänster till industrin i hela Skåne."],
    ["pt", "Prestamos serviços de limpeza industrial em Lisboa."],
    ["en", "We provide industrial cleaning services across the Midlands."],
  ];
  for (const [lang, text] of offers) {
    test(`${lang}: "${text.slice(0, 45)}" is a service company`, () => {
      const c = service(text);
      expect(c?.met).toBe(true);
      expect(text).toContain(c?.quote ?? "∅");
    });
  }
  const named: [string, string][] = [
    ["es", "Empresa de limpieza industrial en Madrid: naves y maquinaria."],
    ["fr", "Entreprise de nettoyage industriel à Lyon depuis 1990."],
    ["it", "Impresa di pulizia industriale a Milano."],
    ["pt", "Empresa de limpeza industrial em Lisboa."],
    ["en", "An industrial cleaning company based in Leeds."],
  ];
  for (const [lang, text] of named) {
    test(`${lang}: named by the profile's service, "${text.slice(0, 40)}"`, () => {
      expect(service(text)?.met).toBe(true);
    });
  }
  test("the same words on a product line name no service company", () => {
    expect(service("Productos de limpieza industrial: detergentes y desengrasantes.")?.met).toBe(
      false,
    );
  });
  test("a maker's or dealer's 'our services' makes no service company", () => {
    expect(
      service("Fabricamos fregadoras industriales. Nuestros servicios: reparación y recambios.")
        ?.met,
    ).toBe(false);
    expect(
      service(
        "Wir sind Großhändler für Reinigungsmittel. Wir bieten Dienstleistungen rund um Hygiene.",
      )?.met,
    ).toBe(false);
  });
  const denials: [string, string][] = [
    ["es", "Distribuimos productos de limpieza. No realizamos servicios de limpieza."],
    ["de", "Wir erbringen keine Reinigungsdienstleistungen, wir liefern Reinigungsmittel."],
    ["en", "We do not provide cleaning services."],
  ];
  for (const [lang, text] of denials) {
    test(`${lang}: a denied offer is no service company`, () => {
      expect(service(text)?.met).toBe(false);
    });
  }
});
