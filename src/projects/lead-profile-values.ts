import { criterionOf } from "../export/criteria";
import type { LeadRow, LeadRows } from "../export/lead-row";
import { countryCodeOf, countryNameIn } from "../research/knowledge/countries";
import { postalAddressesIn } from "../research/knowledge/postal-codes";

/*
 * The profile columns of an export hold values a CRM can map ("Country" = "Poland"), not the
 * verifier's evidence ("✓ “96-283 Poznań” (…/kontakt)"), which has columns of its own. A value is
 * filled only where the verifier found the company meets that part of the profile: the company
 * is in the profile's country, makes the profile's products; otherwise the cell stays empty.
 */

/** The project's profile, as the user described the companies wanted. */
export interface ExportProfile {
  country: string;
  city?: string | null;
  companyType: string;
  productsServices: string;
}

/** The lead's own country, city, type and products where its verdict vouches for them. */
export function profileValues(
  row: LeadRow,
  profile: ExportProfile,
): Pick<
  LeadRow,
  "companyCountry" | "companyCountryCode" | "companyCity" | "companyType" | "companyProducts"
> {
  const met = (name: string) => criterionOf(row.criteria, name)?.met === true;
  const code = met("country") ? countryCodeOf(profile.country) : undefined;
  return {
    companyCountry: code ? countryNameIn(code, "en") : met("country") ? profile.country : null,
    companyCountryCode: code ?? null,
    companyCity: cityOf(row, profile, met("city")),
    companyType: met("companyType") ? profile.companyType : null,
    companyProducts: met("products") ? profile.productsServices : null,
  };
}

/** The profile's city when the verdict found the company there, else the town of its address. */
function cityOf(row: LeadRow, profile: ExportProfile, cityMet: boolean): string | null {
  if (cityMet && profile.city) return profile.city;
  for (const name of ["city", "country"]) {
    const quote = criterionOf(row.criteria, name)?.quote;
    const town = quote ? postalAddressesIn(quote)[0]?.town : undefined;
    if (town) return town;
  }
  return null;
}

/** The rows with their profile values filled in, read as fast as the writer reads them. */
export async function* withProfileValues(
  rows: LeadRows,
  profile: ExportProfile,
): AsyncGenerator<LeadRow, void, undefined> {
  for await (const row of rows) yield { ...row, ...profileValues(row, profile) };
}
