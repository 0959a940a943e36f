import { describe, expect, test } from "bun:test";
import type { CompanyEvidence } from "../src/research/verify/evidence.ts";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import { siteEvidence } from "./helpers/evidence";

/*
 * Exclusions by kind: a place by the company's own address, a type or an activity by the
 * company's own claim; partners, customers, suppliers, markets and represented brands never
 * trigger one, and the reason names the clause that decided.
 */

const site = (texts: Record<string, string>) => siteEvidence(texts, "Muster", "muster.example");

const judge = (
  e: CompanyEvidence,
  exclusions: string[],
  opts: { companyType?: string; country?: string; city?: string } = {},
) =>
  verifyByRules(
    {
      country: opts.country ?? "Germany",
      ...(opts.city ? { city: opts.city } : {}),
      companyType: opts.companyType ?? "distributor",
      productsServices: "pumps",
      exclusions,
    },
    e,
  ).criteria.find((c) => c.criterion === "exclusions");

describe("a type exclusion needs the company's own claim", () => {
  const cases: [string, string, string][] = [
    ["en", "manufacturers", "We are the official partner of manufacturers such as Alpha and Beta."],
    ["de", "Hersteller", "Wir sind offizieller Partner der Hersteller Alpha und Beta."],
    ["fr", "fabricants", "Nous sommes le partenaire des fabricants Alpha et Beta."],
    ["it", "produttori", "Siamo partner dei produttori Alfa e Beta."],
    ["es", "fabricantes", "Somos socios de fabricantes como Alfa y Beta."],
    ["nl", "fabrikanten", "Wij zijn partner van fabrikanten zoals Alfa en Beta."],
  ];
  for (const [language, exclusion, sentence] of cases) {
    test(`${language}: a distributor naming the makers it partners with is no maker`, () => {
      expect(judge(site({ "/": sentence }), [exclusion])?.met).toBe(true);
    });
  }

  test("a maker naming its own customers after its claim is still a maker", () => {
    const maker = site({ "/": "Wir sind Hersteller von Pumpen für unsere Kunden in ganz Europa." });
    expect(judge(maker, ["Hersteller"])?.met).toBe(false);
    const represented = site({
      "/": "Hersteller wie Alpha und Beta vertreten wir in Deutschland.",
    });
    expect(judge(represented, ["Hersteller"])?.met).toBe(true);
  });

  test("a company that says it makes the product is excluded, its clause in the reason", () => {
    const maker = site({ "/": "Wir fertigen Pumpen im eigenen Werk in Sachsen." });
    const hit = judge(maker, ["Hersteller"]);
    expect(hit?.met).toBe(false);
    expect(hit?.reason).toContain("the company says it is a manufacturer");
    expect(hit?.reason).toContain("Wir fertigen Pumpen im eigenen Werk in Sachsen");
  });
});

describe("an activity exclusion needs the company to say it of itself", () => {
  test("en/de/fr/es: what partners, suppliers or brands do excludes nothing", () => {
    for (const text of [
      "We sell new pumps. Our partners also trade used machinery.",
      "Wir verkaufen neue Pumpen. Unsere Lieferanten handeln auch mit Gebrauchtmaschinen.",
      "Nous vendons des pompes neuves; nos partenaires reprennent les machines d'occasion.",
      "Vendemos bombas nuevas; nuestros proveedores venden maquinaria usada.",
    ]) {
      expect(judge(site({ "/": text }), ["used machinery"])?.met).toBe(true);
    }
  });

  test("a company that trades used machinery itself is excluded, the clause quoted", () => {
    const dealer = site({ "/": "We buy and sell used machinery from all over Europe." });
    const hit = judge(dealer, ["used machinery"]);
    expect(hit?.met).toBe(false);
    expect(hit?.reason).toBe(
      'Excluded by "used machinery": the company says "We buy and sell used machinery from all over Europe"',
    );
  });

  test("'your partner for …' is the company speaking of itself", () => {
    const dealer = site({
      "/": "Als Ihr Partner handeln wir mit Gebrauchtmaschinen aus ganz Europa.",
    });
    expect(judge(dealer, ["Gebrauchtmaschinen"])?.met).toBe(false);
  });
});

describe("a subsidiary exclusion needs the company to be one", () => {
  const independent: [string, string][] = [
    ["en", "We manufacture pumps. Our subsidiaries in France and Poland sell them."],
    [
      "de",
      "Wir fertigen Pumpen. Unsere Tochtergesellschaften in Frankreich übernehmen den Vertrieb.",
    ],
    ["fr", "Nous fabriquons des pompes et nos filiales en Espagne les vendent."],
    ["it", "Produciamo pompe; le nostre filiali in Francia le vendono."],
    ["en", "We manufacture pumps, with branches in Munich and Hamburg."],
  ];
  for (const [language, text] of independent) {
    test(`${language}: a maker that has subsidiaries is not one`, () => {
      const e = site({ "/": text });
      expect(
        judge(e, ["sales subsidiaries of foreign groups"], { companyType: "manufacturer" })?.met,
      ).toBe(true);
    });
  }

  test("en/de/fr: a company that is the subsidiary of a group is excluded", () => {
    for (const text of [
      "Muster Ltd is a subsidiary of the Acme Group.",
      "Die Muster GmbH ist eine Tochtergesellschaft der Acme-Gruppe.",
      "Muster SAS est une filiale du groupe Acme.",
    ]) {
      const hit = judge(site({ "/": text }), ["sales subsidiaries of foreign groups"]);
      expect(hit?.met).toBe(false);
      expect(hit?.reason).toContain("the company says");
    }
  });
});

describe("a place exclusion uses the company's own address", () => {
  const clinic = (town: string, extra = "") =>
    site({
      "/": `Unsere Praxis bietet Zahnbehandlungen. ${extra}`,
      "/kontakt": `Zahnpraxis Muster, Hauptstraße 1, ${town}, Deutschland`,
    });

  test("de: 'clinics outside the city' keeps a clinic in the city that mentions the region", () => {
    const inside = clinic("80331 München", "Patienten kommen auch von außerhalb der Stadt.");
    expect(judge(inside, ["clinics outside the city"], { city: "Munich" })?.met).toBe(true);
  });

  test("a metro municipality is inside the city; a town further off is outside", () => {
    expect(
      judge(clinic("82049 Pullach"), ["clinics outside the city"], { city: "Munich" })?.met,
    ).toBe(true);
    const away = judge(clinic("86150 Augsburg"), ["clinics outside the city"], { city: "Munich" });
    expect(away?.met).toBe(false);
    expect(away?.reason).toBe(
      'Excluded by "clinics outside the city": not in Munich: the address is in Augsburg',
    );
    expect(away?.quote).toContain("Augsburg");
  });

  test("fr/it/es/nl: the city exclusion in the profile's language", () => {
    const lyon = site({
      "/": "Notre cabinet dentaire accueille des patients de toute la région.",
      "/contact": "Cabinet Muster, 12 rue de la République, 69002 Lyon, France",
    });
    for (const exclusion of [
      "cabinets hors de la ville",
      "studi fuori città",
      "clínicas fuera de la ciudad",
      "klinieken buiten de stad",
    ]) {
      expect(judge(lyon, [exclusion], { country: "France", city: "Lyon" })?.met).toBe(true);
    }
    const villeurbanne = site({
      "/": "Notre cabinet dentaire.",
      "/contact": "Cabinet Muster, 3 avenue Henri Barbusse, 69100 Villeurbanne, France",
    });
    expect(
      judge(villeurbanne, ["cabinets hors de la ville"], { country: "France", city: "Lyon" })?.met,
    ).toBe(true);
    const grenoble = site({
      "/": "Notre cabinet dentaire.",
      "/contact": "Cabinet Muster, 3 avenue Alsace-Lorraine, 38000 Grenoble, France",
    });
    expect(
      judge(grenoble, ["cabinets hors de la ville"], { country: "France", city: "Lyon" })?.met,
    ).toBe(false);
  });

  test("a clinic whose site gives no address is not excluded by place", () => {
    const noAddress = site({
      "/": "Wir behandeln Patienten aus der ganzen Region, auch außerhalb der Stadt.",
    });
    expect(judge(noAddress, ["Kliniken außerhalb der Stadt"], { city: "Munich" })?.met).toBe(true);
  });

  test("'specialists in hydraulics' names no place", () => {
    const e = site({
      "/": "We are specialists in hydraulics.",
      "/contact": "Muster GmbH, Hauptstraße 1, 04347 Leipzig, Deutschland",
    });
    expect(judge(e, ["specialists in hydraulics"])?.met).toBe(false);
    expect(judge(e, ["companies in Austria"])?.met).toBe(true);
    expect(judge(e, ["companies in Germany"])?.met).toBe(false);
  });
});
