import type { SandboxCompany } from "../corpus.ts";
import { companyTermTexts } from "../ground-truth.ts";
import { industryById } from "../industries.ts";
import type { GroundTruthCompanyInput } from "./format.ts";

/*
 * A SandboxCompany → its ground-truth.json entry. A generated company's industry id becomes its
 * English name, and the catalogue's local names become localTerms, so that the loaded company
 * is compared with profiles on exactly the same names as the generated one.
 */

/** The ground-truth.json entry of a company whose site is in `siteLanguage`. */
export function toGroundTruthEntry(
  company: SandboxCompany,
  siteLanguage: string,
): GroundTruthCompanyInput {
  const industry = company.terms ? company.industry : industryById(company.industry).name.en;
  const stated = new Set([industry, ...company.products]);
  const localTerms = [...new Set(companyTermTexts(company))].filter((t) => !stated.has(t));
  return {
    name: company.name,
    industry,
    country: company.country,
    city: company.city,
    ...(company.region ? { region: company.region } : {}),
    ...(company.language !== siteLanguage ? { language: company.language } : {}),
    companyType: company.companyType,
    products: company.products,
    ...(localTerms.length > 0 ? { localTerms } : {}),
    ...(company.isParked ? { isParked: true } : {}),
    ...(company.looksLikeManufacturer ? { looksLikeManufacturer: true } : {}),
    ...(company.email ? { email: company.email } : {}),
    ...(company.phone ? { phone: company.phone } : {}),
    people: company.people,
    ...(company.features.length > 0 ? { features: company.features } : {}),
  };
}
