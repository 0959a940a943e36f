import type { LeadView } from "../../src/projects/views";
import { type ContactKind, pageShows, type ReadableSites } from "./readable-pages.ts";

/*
 * DESIGN.md "Never fabricate": every contact value a lead shows must be on a page of the
 * company's own site that a polite crawler may read, and the source URL kept with it must be such
 * a page and show it.
 */

/** One contact value a lead shows, with the page it claims to come from. */
export interface ShownValue {
  field: string;
  kind: ContactKind;
  value: string;
  source: string | null;
}

export interface ValueCheck extends ShownValue {
  domain: string;
  /** Some readable page of the company's site shows the value. */
  onSite: boolean;
  /** The source URL is a readable page of that site and shows the value. */
  sourceShowsIt: boolean;
}

/** Every contact value the results table shows for a lead (the title's source is the name's). */
export function shownValues(lead: LeadView): ShownValue[] {
  const fields: [string, ContactKind, string | null, string | null][] = [
    ["contact name", "text", lead.contactName, lead.contactNameSource],
    ["contact title", "text", lead.contactTitle, lead.contactNameSource],
    ["contact email", "email", lead.contactEmail, lead.contactEmailSource],
    ["contact phone", "phone", lead.contactPhone, lead.contactPhoneSource],
    ["company email", "email", lead.companyEmail, lead.companyEmailSource],
    ["company phone", "phone", lead.companyPhone, lead.companyPhoneSource],
  ];
  return fields.flatMap(([field, kind, value, source]) =>
    value?.trim() ? [{ field, kind, value, source }] : [],
  );
}

/** Checks each shown value of a lead against its company's readable pages. */
export function checkLeadValues(
  sites: ReadableSites,
  domain: string,
  lead: LeadView,
): ValueCheck[] {
  const pages = sites.pages(domain);
  return shownValues(lead).map((shown) => {
    const onSite = pages.some((page) => pageShows(page, shown.kind, shown.value));
    const sourcePage = shown.source ? sourcePageOf(sites, domain, shown.source) : undefined;
    return {
      ...shown,
      domain,
      onSite,
      sourceShowsIt: sourcePage ? pageShows(sourcePage, shown.kind, shown.value) : false,
    };
  });
}

function sourcePageOf(sites: ReadableSites, domain: string, source: string) {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  return host === domain ? sites.pageAt(domain, url) : undefined;
}

/** A check's one-line description, for the reports of values that failed it. */
export function describeCheck(check: ValueCheck): string {
  const where = check.onSite ? "on the site" : "on no readable page of the site";
  return `${check.domain} ${check.field} "${check.value}" (source ${check.source ?? "none"}): ${where}`;
}
