import { bestDecisionMaker } from "../extractor/index.ts";
import { metaContent, parseHtml, toLines } from "../extractor/text.ts";
import type {
  CompanyFacts,
  ExtractedPerson,
  Extractor,
  FetchedPage,
  Fetcher,
  Sourced,
} from "../ports.ts";
import { normalizedDomain } from "../profile.ts";
import { type CompanyEvidence, EVIDENCE_PAGE_LIMIT, PAGE_TEXT_LIMIT } from "../verify/evidence.ts";

/*
 * Reads one candidate company: its homepage, then the few linked pages most likely to hold
 * contacts and company facts (contact, about, team, imprint), and what those pages state. Every
 * value keeps the page it came from; nothing is filled in when a page is silent.
 */

/** Pages fetched per company besides the homepage. */
export const LINKED_PAGE_LIMIT = 4;

export interface CompanyReading {
  domain: string;
  /** The homepage after redirects. */
  website: string;
  pages: FetchedPage[];
  facts: CompanyFacts;
  evidence: CompanyEvidence;
}

export type ReadFailure = { ok: false; domain: string; website: string; reason: string };

/** Fetches and reads a company's site; a failure says why, in words for the Rejected tab. */
export async function readCompany(
  deps: { fetcher: Fetcher; extractor: Extractor },
  candidateUrl: string,
  domain: string,
  countryCode: string | undefined,
): Promise<({ ok: true } & CompanyReading) | ReadFailure> {
  const origin = new URL(candidateUrl).origin;
  const home = await deps.fetcher.fetch(`${origin}/`);
  if (!home.ok) {
    return { ok: false, domain, website: `${origin}/`, reason: fetchFailureReason(home.reason) };
  }
  const linked = deps.extractor.discoverPages(home.page).slice(0, LINKED_PAGE_LIMIT);
  const results = await Promise.all(linked.map((url) => deps.fetcher.fetch(url)));
  const pages = [home.page, ...results.flatMap((r) => (r.ok ? [r.page] : []))];
  const facts = deps.extractor.extract(pages, countryCode ? { countryCode } : {});
  return {
    ok: true,
    domain,
    website: home.page.finalUrl,
    pages,
    facts,
    evidence: evidenceOf(domain, pages, facts),
  };
}

function fetchFailureReason(reason: string): string {
  switch (reason) {
    case "robots":
      return "The website does not allow crawlers (robots.txt)";
    case "timeout":
      return "The website did not answer in time";
    case "blocked-address":
      return "The website's address is not allowed";
    case "not-html":
      return "The website has no readable pages";
    default:
      return "The website could not be read";
  }
}

/**
 * The verifier's view: each page's visible text, clipped, and the phones the pages write with a
 * country code (a national number was parsed with the profile's country as default region, so it
 * says nothing about where the company is).
 */
export function evidenceOf(
  domain: string,
  pages: FetchedPage[],
  facts: CompanyFacts,
): CompanyEvidence {
  return {
    domain,
    companyName: (facts.companyName?.value ?? domain).slice(0, 255),
    pages: pages.slice(0, EVIDENCE_PAGE_LIMIT).map((page) => ({
      url: page.finalUrl.slice(0, 2048),
      text: visibleText(page).slice(0, PAGE_TEXT_LIMIT),
    })),
    phones: facts.phones
      .filter((p) => p.international)
      .slice(0, 20)
      .map((p) => p.value),
  };
}

/** What a reader sees of a page: its meta description (sites often say what they do there) and its visible lines. */
function visibleText(page: FetchedPage): string {
  const root = parseHtml(page.body);
  const summary = metaContent(root, "description");
  const lines = toLines(root).map((line) => line.text);
  return [...(summary ? [summary] : []), ...lines].join("\n");
}

/** The contact values a lead shows, each with its page. */
export interface LeadContact {
  person?: ExtractedPerson;
  companyEmail?: Sourced;
  companyPhone?: Sourced;
}

/**
 * The decision maker for the wanted title and the company's own email and phone. The company
 * email prefers a shared mailbox (info@) over a person's address, which is shown with the person,
 * and an address on the site's own domain over any other the pages mention (a web agency's, or
 * one planted in the text for a model to pick up).
 */
export function leadContact(facts: CompanyFacts, decisionMaker: string): LeadContact {
  const person = bestDecisionMaker(facts, decisionMaker);
  const personal = new Set(
    facts.people.flatMap((p) => (p.email ? [p.email.value.toLowerCase()] : [])),
  );
  const shared = facts.emails.filter((e) => !personal.has(e.value.toLowerCase()));
  const companyEmail = shared.find(isOnOwnDomain) ?? shared[0] ?? facts.emails[0];
  const personalPhones = new Set(facts.people.flatMap((p) => (p.phone ? [p.phone.value] : [])));
  const companyPhone = facts.phones.find((p) => !personalPhones.has(p.value)) ?? facts.phones[0];
  return {
    ...(person ? { person } : {}),
    ...(companyEmail ? { companyEmail } : {}),
    ...(companyPhone ? { companyPhone } : {}),
  };
}

/** Whether an address belongs to the site it was read from (its domain or a subdomain). */
function isOnOwnDomain(email: Sourced): boolean {
  const site = normalizedDomain(email.source);
  const domain = email.value.slice(email.value.lastIndexOf("@") + 1).toLowerCase();
  return site !== undefined && (domain === site || domain.endsWith(`.${site}`));
}
