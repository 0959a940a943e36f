import { countryCodeOf } from "../knowledge/countries.ts";
import type { CompanyEvidence } from "./evidence.ts";
import { addressesOf, placementsOf } from "./location.ts";
import { readSite } from "./page-words.ts";
import { type ProfileForVerification, verifyByRules } from "./rules-verifier.ts";
import { isOwnDenial } from "./type-criterion.ts";
import type { Criterion, Verdict } from "./verdict.ts";

/*
 * The failures no model needs to confirm, found by the rules before a paid model is asked, each
 * decided by what the company says of itself, never by what its pages leave unsaid:
 * - a site that is parked or has nothing to read;
 * - a company whose own legal address or registration number, as its imprint, legal, contact or
 *   about page states it, is in another country than the wanted one;
 * - a company that denies, in its own words, being the wanted type or making the products
 *   ("Wir sind kein Hersteller", "nous ne fabriquons pas");
 * - a company an exclusion of the profile applies to, which the exclusions criterion decides
 *   only on the company's own claim, name or address (exclusions-criterion.ts), never on a
 *   partner, customer or brand it mentions.
 * Such a company is rejected for free, with the rules' quote. Silence (no product named, no type
 * claimed) is no certainty: the rules' vocabulary may miss how a site says it, so it goes to the
 * model, with a shorter excerpt (evidence-excerpts.ts). Every acceptance goes to the verifier.
 */

/** A rejection decided without a model, or undefined when the verifier must judge. */
export function hardFailure(
  profile: ProfileForVerification,
  evidence: CompanyEvidence,
): Verdict | undefined {
  // The rules judge every criterion for free: a company rejected here is shown all of it.
  const rules = verifyByRules(profile, evidence);
  const failed = (name: Criterion["criterion"]) =>
    rules.criteria.find((c) => c.criterion === name && !c.met);
  const certain =
    failed("site") ??
    failed("exclusions") ??
    rules.criteria.find(isOwnDenial) ??
    (failed("country") && decisivelyElsewhere(profile.country, evidence)
      ? failed("country")
      : undefined);
  return certain ? { ...rules, accept: false } : undefined;
}

// The pages where a company states its own legal address: imprint, legal notice, contact.
const LEGAL_PAGE =
  /impressum|imprint|legal|mentions|colofon|aviso|note-?legali|informacje|kontakt|contact|contatt|contacto|contato|about|ueber|uber-uns|chi-siamo|qui-sommes|over-ons|o-nas|om-oss|sobre/i;

/**
 * Whether the strongest sign of where the company is, is its own address or registration (a
 * placement quoted from a page that fits one country) and that country is not the wanted one.
 * Phones, the domain and the page language are weaker and leave the call to the verifier.
 */
function decisivelyElsewhere(country: string, evidence: CompanyEvidence): boolean {
  const wanted = countryCodeOf(country);
  if (!wanted) return false;
  const site = readSite(evidence);
  const strongest = placementsOf(site, evidence, addressesOf(site))[0];
  return (
    strongest?.kind === "one" &&
    strongest.country !== wanted &&
    strongest.finding !== undefined &&
    LEGAL_PAGE.test(new URL(strongest.finding.url).pathname)
  );
}
