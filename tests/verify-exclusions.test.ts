import { describe, expect, test } from "bun:test";
import type { CompanyEvidence } from "../src/research/verify/evidence.ts";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import { siteEvidence } from "./helpers/evidence";

/* Exclusions as phrases about the company itself, never as loose tokens or a hidden type filter. */

const site = (texts: Record<string, string>) =>
  siteEvidence(texts, "Muster GmbH", "muster.example");

const profile = (exclusions: string[]) => ({
  country: "Germany",
  companyType: "manufacturer",
  productsServices: "machines",
  exclusions,
});

const exclusion = (exclusions: string[], e: CompanyEvidence) =>
  verifyByRules(profile(exclusions), e).criteria.find((c) => c.criterion === "exclusions");

const ADDRESS = "Muster GmbH, Hauptstraße 1, 04347 Leipzig, Deutschland";
const machineMaker = site({
  "/": "Wir fertigen Verpackungsmaschinen für die Lebensmittelindustrie. We build packaging machines.",
  "/impressum": ADDRESS,
});
const packagingMaker = site({
  "/": "We manufacture packaging materials: corrugated boxes, stretch film and packaging materials for retail. Wir fertigen Maschinen.",
  "/impressum": ADDRESS,
});

describe("exclusions are phrases", () => {
  test("'producers of packaging materials' excludes their makers, not a packaging-machine maker", () => {
    const hit = exclusion(["producers of packaging materials"], packagingMaker);
    expect(hit?.met).toBe(false);
    expect(hit?.quote).toContain("packaging materials");
    expect(hit?.url).toBe("https://muster.example/");
    expect(exclusion(["producers of packaging materials"], machineMaker)?.met).toBe(true);
    // Never a hidden type filter: the machine maker is still accepted.
    expect(verifyByRules(profile(["producers of packaging materials"]), machineMaker).accept).toBe(
      true,
    );
  });

  test("a comma-separated list is several phrases, none of which empties the profile", () => {
    const exclusions = ["producers of packaging materials", "contract packing", "outside Germany"];
    expect(verifyByRules(profile(exclusions), machineMaker).accept).toBe(true);
  });

  test("'outside Germany' excludes a company located elsewhere, whatever it mentions", () => {
    const dutch = site({
      "/": "Wij produceren machines. Levering in Duitsland en heel Europa.",
      "/contact": "Machines BV, Industrieweg 12, 5651 GH Eindhoven, Nederland",
    });
    const hit = exclusion(["outside Germany"], dutch);
    expect(hit?.met).toBe(false);
    expect(hit?.quote).toContain("Eindhoven");
    expect(exclusion(["outside Germany"], machineMaker)?.met).toBe(true);
  });

  test("a city or country named with 'in' or 'outside' is judged by the company's address", () => {
    expect(exclusion(["outside Leipzig"], machineMaker)?.met).toBe(true);
    expect(exclusion(["outside Munich"], machineMaker)?.met).toBe(false);
    expect(exclusion(["in Leipzig"], machineMaker)?.met).toBe(false);
    expect(exclusion(["in Austria"], machineMaker)?.met).toBe(true);
  });

  test("'sales subsidiaries' excludes the sales branch of a foreign group", () => {
    const branch = site({
      "/": "Die Muster GmbH ist die deutsche Vertriebsniederlassung der Muster Group (USA). Wir fertigen nicht selbst.",
      "/impressum": ADDRESS,
    });
    expect(exclusion(["sales subsidiaries"], branch)?.met).toBe(false);
    expect(exclusion(["sales subsidiaries"], machineMaker)?.met).toBe(true);
  });

  test("'contract packing' excludes co-packers; a denial does not", () => {
    const copacker = site({
      "/": "Wir übernehmen Lohnverpackung und Konfektionierung für Markenhersteller.",
    });
    expect(exclusion(["contract packing"], copacker)?.met).toBe(false);
    const denies = site({ "/": "Wir fertigen Maschinen; Lohnverpackung bieten wir nicht an." });
    expect(exclusion(["contract packing"], denies)?.met).toBe(true);
  });

  test("a phrase naming the company's customers or markets excludes nothing", () => {
    expect(exclusion(["food industry"], machineMaker)?.met).toBe(true);
    expect(exclusion(["Lebensmittelindustrie"], machineMaker)?.met).toBe(true);
    const hospitals = site({
      "/": "Unsere Kunden sind Krankenhäuser und Pflegeheime. Wir fertigen Betten.",
    });
    expect(exclusion(["Krankenhäuser"], hospitals)?.met).toBe(true);
    const clinic = site({ "/": "Wir sind ein Krankenhaus der Grundversorgung in Leipzig." });
    expect(exclusion(["Krankenhaus"], clinic)?.met).toBe(false);
  });

  test("a company name or domain excludes that company", () => {
    expect(exclusion(["Muster"], machineMaker)?.met).toBe(false);
    expect(exclusion(["muster.example"], machineMaker)?.met).toBe(false);
    expect(exclusion(["Beispiel AG"], machineMaker)?.met).toBe(true);
  });

  test("a bare type word excludes that type only", () => {
    const dealer = site({
      "/": "Als autorisierter Händler führender Hersteller liefern wir Maschinen.",
    });
    expect(exclusion(["distributors"], dealer)?.met).toBe(false);
    expect(exclusion(["Händler"], dealer)?.met).toBe(false);
    expect(exclusion(["distributors"], machineMaker)?.met).toBe(true);
  });

  test("a product line excludes a company that offers it, in the site's language", () => {
    const pumps = site({
      "/": "Wir fertigen Kreiselpumpen und Tauchpumpen.",
      "/impressum": ADDRESS,
    });
    expect(exclusion(["submersible pumps"], pumps)?.met).toBe(false);
    expect(exclusion(["furniture"], pumps)?.met).toBe(true);
  });

  test("an exclusion that does not apply changes no other criterion", () => {
    const without = verifyByRules(profile([]), machineMaker).criteria.filter(
      (c) => c.criterion !== "exclusions",
    );
    const withIt = verifyByRules(
      profile(["furniture", "Beispiel AG", "outside Germany"]),
      machineMaker,
    ).criteria.filter((c) => c.criterion !== "exclusions");
    expect(withIt).toEqual(without);
  });
});
