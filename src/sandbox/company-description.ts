import { describeCompany } from "./company-wordings.ts";
import type { CompanyType, Language, SearchDocument } from "./corpus.ts";
import type { City, Country } from "./countries.ts";
import type { Industry } from "./industries.ts";
import { fill, phrases } from "./phrases.ts";
import { TYPE_NOUNS } from "./site-vocabulary.ts";

/*
 * What a company says it is, on its home page and to a search engine. A misleading reseller
 * describes itself vaguely there and is indexed as a maker; its about page (honestDescription)
 * still tells the truth.
 */

export interface DescribedCompany {
  name: string;
  language: Language;
  country: Country;
  city: City;
  industry: Industry;
  companyType: CompanyType;
  products: Industry["products"];
  /** Which of the type's wordings it uses (describeCompany's `wording`). */
  wording: number;
  misleading: boolean;
}

const placeholders = (company: DescribedCompany, language: "local" | "en") =>
  language === "en"
    ? {
        products: company.products.map((p) => p.en).join(", "),
        city: company.city.nameEn ?? company.city.name,
        country: company.country.nameEn,
      }
    : {
        products: company.products.map((p) => p[company.language]).join(", "),
        city: company.city.name,
        country: company.country.nameLocal,
      };

/** The home page's description, in the site's language. */
export function homeDescription(company: DescribedCompany): string {
  const { language, companyType, wording } = company;
  return fill(
    company.misleading
      ? phrases[language].vagueSupplier
      : describeCompany(language, companyType, wording),
    placeholders(company, "local"),
  );
}

/** The about page's description: what the company really does, whatever its home page says. */
export function honestDescription(company: DescribedCompany): string {
  return company.misleading
    ? fill(phrases[company.language].describe[company.companyType], placeholders(company, "local"))
    : homeDescription(company);
}

/** The home page as a search engine indexes it, with English words beside the local ones. */
export function searchDocument(company: DescribedCompany): SearchDocument {
  const { name, language, country, city, industry } = company;
  const description = homeDescription(company);
  const englishDescription = fill(
    company.misleading
      ? phrases.en.vagueSupplier
      : describeCompany("en", company.companyType, company.wording),
    placeholders(company, "en"),
  );
  const indexedType = company.misleading ? "manufacturer" : company.companyType;
  return {
    path: "/",
    title: `${name} – ${industry.name[language]} – ${city.name}`,
    snippet: description,
    text: [
      name,
      description,
      englishDescription,
      industry.name[language],
      industry.name.en,
      ...company.products.map((p) => p[language]),
      ...company.products.map((p) => p.en),
      TYPE_NOUNS[language][indexedType],
      TYPE_NOUNS.en[indexedType],
      city.name,
      city.nameEn ?? "",
      city.region,
      city.regionEn ?? "",
      country.nameLocal,
      country.nameEn,
    ].join(" "),
    language,
    country: country.code,
  };
}
