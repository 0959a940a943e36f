import { expect, test } from "bun:test";
import { planTerms } from "../src/research/plan/plan-terms";

// Once the type word, the place and the keyword are out of a query, a bare head ("products",
// "Produkte", "produkter") is left: it would match every site's "Products" menu.
test.each([
  ["sv", "Sweden", "ventilation", ["ventilation produkter tillverkare Sverige"]],
  ["de", "Germany", "Lüftung", ["Lüftung Produkte Hersteller Deutschland"]],
  ["en", "Sweden", "ventilation", ["ventilation products manufacturer Sweden"]],
])("%s: a bare category head is no term", (_lang, country, keyword, queries) => {
  const terms = planTerms(queries, { country, companyType: "manufacturer", keywords: [keyword] });
  expect(terms).toEqual([]);
});

test("a product with its head stays a term", () => {
  const terms = planTerms(["Lüftungsgeräte Hersteller Deutschland"], {
    country: "Germany",
    companyType: "manufacturer",
    keywords: [],
  });
  expect(terms).toEqual(["luftungsgerate"]);
});
