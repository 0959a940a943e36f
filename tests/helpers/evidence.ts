import { expect, test } from "bun:test";
import type { CompanyEvidence } from "../../src/research/verify/evidence";
import { verifyByRules } from "../../src/research/verify/rules-verifier";

/** What the verifier reads of a company: its pages (path → visible text), and no phones. */
export const siteEvidence = (
  texts: Record<string, string>,
  name = "Firma",
  domain = "firma.example",
): CompanyEvidence => ({
  domain,
  companyName: name,
  pages: Object.entries(texts).map(([path, text]) => ({ url: `https://${domain}${path}`, text })),
  phones: [],
});

/** The rules verifier's judgement of one criterion on a one-page site, for a profile in Germany. */
export const ruleCriterion = (
  name: string,
  profile: { companyType: string; productsServices: string; exclusions?: string[] },
  text: string,
) =>
  verifyByRules(
    {
      country: "Germany",
      productsServices: profile.productsServices,
      exclusions: profile.exclusions ?? [],
      companyType: profile.companyType,
    },
    siteEvidence({ "/": text }),
  ).criteria.find((c) => c.criterion === name);

/** One test per [language, site text]: the text is of a company of the profile's type. */
export function testCompanyTypeMet(
  profile: { companyType: string; productsServices: string },
  cases: [string, string][],
): void {
  for (const [lang, text] of cases) {
    test(`${lang}: "${text.slice(0, 40)}" is a ${profile.companyType}`, () => {
      expect(ruleCriterion("companyType", profile, text)?.met).toBe(true);
    });
  }
}
