import { describe, expect, test } from "bun:test";
import { verifyByRules } from "../src/research/verify/rules-verifier";
import { siteEvidence } from "./helpers/evidence";

/*
 * Wholesalers described by what they do: a trade shop for business customers, a heading that
 * names the trade, goods delivered to shops and workshops after a long list of them.
 */

const type = (
  companyType: string,
  productsServices: string,
  country: string,
  pages: Record<string, string>,
) =>
  verifyByRules(
    { country, companyType, productsServices, exclusions: [] },
    siteEvidence(pages),
  ).criteria.find((c) => c.criterion === "companyType");

describe("a shop for business customers is a wholesaler's, not a retailer's", () => {
  test.each([
    [
      "pl",
      "Poland",
      "Hurtownia śrub i wkrętów\nZapraszamy firmy do rejestracji w naszym sklepie B2B.",
    ],
    [
      "de",
      "Germany",
      "Großhandel für Schrauben\nGewerbekunden bestellen rund um die Uhr in unserem B2B-Shop.",
    ],
    [
      "fr",
      "France",
      "Grossiste en visserie\nLes professionnels commandent sur notre boutique B2B.",
    ],
  ])("%s", (_lang, country, text) => {
    expect(type("distributor", "screws", country, { "/": text })?.met).toBe(true);
  });
});

describe("a heading that opens with the trade names the company", () => {
  test.each([
    ["pl", "Poland", "Hurtownia farb i lakierów\nZapraszamy do współpracy."],
    ["it", "Italy", "Ingrosso vernici Bianchi\nDal 1985 al vostro servizio."],
    ["de", "Germany", "Großhandel Farben und Lacke\nSeit 1985 für Sie da."],
  ])("%s", (_lang, country, text) => {
    expect(type("wholesaler", "paints", country, { "/": text })?.met).toBe(true);
  });
});

describe("goods delivered to the trade after a long list of them", () => {
  test.each([
    [
      "pl",
      "Poland",
      "Dostarczamy farby, lakiery, rozpuszczalniki, pędzle, wałki, taśmy malarskie i szpachle do warsztatów lakierniczych i sklepów budowlanych.",
    ],
    [
      "en",
      "United Kingdom",
      "We deliver paints, varnishes, thinners, brushes, rollers, masking tapes and fillers every day to body shops, workshops and hardware stores.",
    ],
  ])("%s", (_lang, country, text) => {
    expect(type("distributor", "paints", country, { "/": text })?.met).toBe(true);
  });
});
