import { countryCodeOf } from "../knowledge/countries.ts";
import type { CompanyEvidence } from "./evidence.ts";
import { addressesOf, placementsOf } from "./location.ts";
import { readSite } from "./page-words.ts";
import { type ProfileForVerification, verifyByRules } from "./rules-verifier.ts";
import type { Verdict } from "./verdict.ts";

/*
 * The failures no model needs to confirm, found by the rules before a paid model is asked: a
 * site that is parked or has nothing to read, and a company whose own legal address or
 * registration number, as its imprint, legal, contact or about page states it, is in another
 * country than the wanted one. Such a company is rejected for free, with the rules' quote;
 * anything else, and every acceptance, goes to the verifier.
 */

/** A rejection decided without a model, or undefined when the verifier must judge. */
export function hardFailure(
  profile: ProfileForVerification,
  evidence: CompanyEvidence,
): Verdict | undefined {
  // The rules judge every criterion for free: a company rejected here is shown all of it.
  const rules = verifyByRules(profile, evidence);
  const site = rules.criteria.find((c) => c.criterion === "site");
  if (site && !site.met) return { ...rules, accept: false };
  const country = rules.criteria.find((c) => c.criterion === "country");
  if (!country || country.met || !decisivelyElsewhere(profile.country, evidence)) return undefined;
  return { ...rules, accept: false };
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
