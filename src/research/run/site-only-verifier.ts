import type { ResearchProfile } from "../profile.ts";
import { profileData } from "../profile.ts";
import type { CompanyEvidence } from "../verify/evidence.ts";
import { hardFailure } from "../verify/pre-check.ts";
import type { Verifier } from "../verify/verifier.ts";

/*
 * A list run without criteria (issue 30: "the profile's criteria are optional in list mode")
 * judges one thing: that the row's website is a company site that could be read, not a parked
 * domain. Every such company is a lead, and the run only finds its decision maker. The site
 * check is the rules' own (pre-check.ts), so list and search runs call a parked site alike.
 */

/** Whether a profile asks for anything beyond a readable company site. */
export function hasCriteria(profile: ResearchProfile): boolean {
  return Boolean(
    profile.companyType.trim() || profile.productsServices.trim() || profile.keywords.length,
  );
}

/** The verifier of a list without criteria: a readable company site is a lead. */
export const siteOnlyVerifier: Verifier = {
  async verify(profile: ResearchProfile, evidence: CompanyEvidence) {
    const usage = { promptTokens: 0, completionTokens: 0 };
    const failure = hardFailure({ ...profileData(profile), exclusions: [] }, evidence);
    const site = failure?.criteria.find((c) => c.criterion === "site");
    if (site && !site.met) return { verdict: { accept: false, criteria: [site] }, usage };
    const read = { criterion: "site" as const, met: true, reason: "Company website read" };
    return { verdict: { accept: true, criteria: [read] }, usage };
  },
};
