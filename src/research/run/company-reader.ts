import { isAddressOfSite } from "../../company-domain.ts";
import { isRoleMailbox } from "../email/email-check.ts";
import { bestDecisionMaker } from "../extractor/index.ts";
import { languageHomeToRead } from "../extractor/language-homes.ts";
import { CRITERIA_ORDER } from "../extractor/links.ts";
import { localPartMatches } from "../extractor/people.ts";
import { fold, metaContent, parseHtml, toLines } from "../extractor/text.ts";
import { languageOf } from "../knowledge/countries.ts";
import type {
  CompanyFacts,
  ExtractedPerson,
  Extractor,
  FetchedPage,
  Fetcher,
  Sourced,
} from "../ports.ts";
import { type CompanyEvidence, EVIDENCE_PAGE_LIMIT, PAGE_TEXT_LIMIT } from "../verify/evidence.ts";
import { itemsOfLists, LIST_ITEMS } from "./list-items.ts";
import { sitemapPeoplePages } from "./sitemap-people-pages.ts";

/*
 * Reads one candidate company: its homepage, then the linked pages that carry the criteria it is
 * judged on (imprint, contact, about, products/services, team), within a page budget, and what
 * those pages state. Every value keeps the page it came from; nothing is filled in when a page is
 * silent.
 */

/** Pages fetched per company besides the homepage, unless the setup says otherwise. */
export const DEFAULT_PAGE_BUDGET = 8;

/**
 * Pages of one kind read before the budget goes to the rest: one imprint and one contact page say
 * where the company is and how to reach it; products can span several pages.
 */
const FIRST_PASS_CAP: Record<string, number> = {
  imprint: 1,
  contact: 1,
  about: 2,
  products: 3,
  team: 2,
  news: 1,
  careers: 1,
};

/** Kinds a company's own menu links: a homepage that links none of them is not where the menu is. */
const DESCRIBING_KINDS = new Set(["about", "products", "team"]);

/** Kinds worth a second-level search when the homepage links none: what judges a company. */
const SOUGHT_DEEPER = CRITERIA_ORDER.filter((kind) => kind !== "news" && kind !== "careers");

export interface CompanyReading {
  domain: string;
  /** The homepage after redirects. */
  website: string;
  pages: FetchedPage[];
  facts: CompanyFacts;
  evidence: CompanyEvidence;
}

export type ReadFailure = { ok: false; domain: string; website: string; reason: string };

type PageLink = { url: string; kind: string };

/** Fetches and reads a company's site; a failure says why, in words for the Rejected tab. */
export async function readCompany(
  deps: { fetcher: Fetcher; extractor: Extractor; pageBudget?: number },
  candidateUrl: string,
  domain: string,
  countryCode: string | undefined,
): Promise<({ ok: true } & CompanyReading) | ReadFailure> {
  const origin = new URL(candidateUrl).origin;
  const home = await deps.fetcher.fetch(`${origin}/`);
  if (!home.ok) {
    return { ok: false, domain, website: `${origin}/`, reason: fetchFailureReason(home.reason) };
  }
  const budget = deps.pageBudget ?? DEFAULT_PAGE_BUDGET;
  const language = countryCode ? languageOf(countryCode) : undefined;
  const pages = await readLinkedPages(deps, home.page, budget, language);
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

/**
 * The homepage and up to `budget` linked pages, those that carry criteria first. A second level
 * (links of the pages read) is followed for a kind still missing, before the budget goes to
 * more pages of kinds already read: an imprint linked only from the contact page, a team page
 * linked only from "About us" ("Chi siamo" → "Il team"), is still found on a homepage whose menu
 * lists ten products.
 */
async function readLinkedPages(
  deps: { fetcher: Fetcher; extractor: Extractor },
  home: FetchedPage,
  budget: number,
  countryLanguage: string | undefined,
): Promise<FetchedPage[]> {
  const pages = [home];
  const tried = new Set([home.url, home.finalUrl]);
  const kinds = new Set<string>();
  const read: { page: FetchedPage; kind: string }[] = [];
  const fetchAll = async (links: PageLink[]) => {
    for (const link of links) tried.add(link.url);
    const results = await Promise.all(links.map((link) => deps.fetcher.fetch(link.url)));
    results.forEach((result, i) => {
      const link = links[i];
      if (!result.ok || !link) return;
      // A link that redirects to a page already read (often the homepage) adds nothing.
      if (pages.some((page) => page.finalUrl === result.page.finalUrl)) return;
      tried.add(result.page.finalUrl);
      pages.push(result.page);
      kinds.add(link.kind);
      read.push({ page: result.page, kind: link.kind });
    });
    return results.length;
  };
  let links = deps.extractor.discoverPageLinks(home);
  let chosen = 0;
  // A language chooser (the menu is on the homepage of a language: "/de/", "Deutsch"), or a
  // homepage in English whose local-language pages name the people: that language's links first.
  const chooser = !links.some((link) => DESCRIBING_KINDS.has(link.kind));
  const languageHome = languageHomeToRead(home, chooser, countryLanguage);
  if (languageHome && !tried.has(languageHome) && budget > 0) {
    chosen = await fetchAll([{ url: languageHome, kind: "home" }]);
    const read = pages.find((page) => page.url === languageHome);
    if (read) {
      const own = deps.extractor.discoverPageLinks(read);
      links = [...own, ...links.filter((link) => !own.some((o) => o.url === link.url))];
    }
  }
  const { first, more } = firstPass(links);
  // One page kept for each sought kind the homepage does not link: it is likely one click further.
  const unlinked = SOUGHT_DEEPER.filter((kind) => !links.some((link) => link.kind === kind));
  const firstCount = Math.max(1, budget - chosen - unlinked.length);
  const spent = chosen + (await fetchAll(first.slice(0, firstCount)));
  if (spent >= budget) return pages;
  const missing = new Set<string>(SOUGHT_DEEPER.filter((kind) => !kinds.has(kind)));
  const next: PageLink[] = [];
  for (const page of missing.size > 0 ? pages.slice(1) : []) {
    for (const link of deps.extractor.discoverPageLinks(page)) {
      if (next.length + spent >= budget) break;
      if (!missing.has(link.kind) || tried.has(link.url)) continue;
      if (next.some((s) => s.kind === link.kind || s.url === link.url)) continue;
      next.push(link);
    }
  }
  // No link anywhere leads to a people page: the sitemap may list one the menu leaves out.
  const teamLinked = [...links, ...next].some((link) => link.kind === "team");
  if (missing.has("team") && !teamLinked && next.length + spent < budget) {
    for (const url of await sitemapPeoplePages(deps.fetcher, home.finalUrl, tried)) {
      if (next.length + spent >= budget) break;
      next.push({ url, kind: "team" });
    }
  }
  // The appointment in a news item, the contact in a job ad: items of the lists read so far.
  const items = itemsOfLists(read, tried, Math.min(LIST_ITEMS, budget - spent - next.length));
  next.push(...items.filter((item) => !next.some((s) => s.url === item.url)));
  // What the second level left of the budget goes to the homepage's other links, as before.
  for (const link of [...first.slice(firstCount), ...more]) {
    if (next.length + spent >= budget) break;
    if (!tried.has(link.url) && !next.some((s) => s.url === link.url)) next.push(link);
  }
  const before = read.length;
  const total = spent + (await fetchAll(next));
  // Lists first read in that last round (a news page linked only from "About"): their items.
  const room = Math.min(LIST_ITEMS - items.length, budget - total);
  if (room > 0) await fetchAll(itemsOfLists(read.slice(before), tried, room));
  return pages;
}

/**
 * Links in reading order, at most FIRST_PASS_CAP of a kind (`first`) until every kind had its
 * turn; the rest (`more`) fill what budget remains.
 */
function firstPass(links: PageLink[]): { first: PageLink[]; more: PageLink[] } {
  const counts = new Map<string, number>();
  const first: PageLink[] = [];
  const more: PageLink[] = [];
  for (const link of links) {
    const count = counts.get(link.kind) ?? 0;
    counts.set(link.kind, count + 1);
    (count < (FIRST_PASS_CAP[link.kind] ?? 1) ? first : more).push(link);
  }
  return { first, more };
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
    // Pages come in reading order (homepage, then imprint, contact, about, products, team): the
    // first ones with any visible text are those that carry the criteria.
    pages: pages
      .map((page) => ({
        url: page.finalUrl.slice(0, 2048),
        text: visibleText(page).slice(0, PAGE_TEXT_LIMIT),
      }))
      .filter((page) => page.text.length > 0)
      .slice(0, EVIDENCE_PAGE_LIMIT),
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
 * one planted in the text for a model to pick up). `found` is the decision maker when another
 * reading (a model's) chose them.
 */
export function leadContact(
  facts: CompanyFacts,
  decisionMaker: string,
  found = bestDecisionMaker(facts, decisionMaker),
): LeadContact {
  const person = found ? withOwnAddress(found, facts.emails, facts.people) : undefined;
  // A person's own address (not a role mailbox they were shown next to) is never the company's.
  const personal = new Set(
    [...facts.people, ...(person ? [person] : [])].flatMap((p) =>
      p.email && !isRoleAddress(p.email.value) ? [p.email.value.toLowerCase()] : [],
    ),
  );
  const isPersonal = (email: Sourced) =>
    personal.has(email.value.toLowerCase()) ||
    (!isRoleAddress(email.value) &&
      facts.people.some((p) => localPartMatches(email.value, p.name.value)));
  const shared = facts.emails.filter((e) => !isPersonal(e));
  const companyEmail = shared.find(isOnOwnDomain) ?? shared[0];
  const personalPhones = new Set(facts.people.flatMap((p) => (p.phone ? [p.phone.value] : [])));
  const companyPhone = facts.phones.find((p) => !personalPhones.has(p.value)) ?? facts.phones[0];
  return {
    ...(person ? { person } : {}),
    ...(companyEmail ? { companyEmail } : {}),
    ...(companyPhone ? { companyPhone } : {}),
  };
}

function isRoleAddress(email: string): boolean {
  return isRoleMailbox(email.slice(0, email.lastIndexOf("@")));
}

/**
 * The decision maker with their own address when the site shows one: a card may list the
 * company's info@ or vertrieb@ beside a person whose own anna.weber@ is on the page too. Small
 * firms often give each person their given name as address ("gareth@", "sunil@", on the contact
 * page): it is theirs when no one else the site names has that given name.
 */
function withOwnAddress(
  person: ExtractedPerson,
  emails: Sourced[],
  people: ExtractedPerson[],
): ExtractedPerson {
  if (person.email && !isRoleAddress(person.email.value)) return person;
  const personal = emails.filter((e) => !isRoleAddress(e.value));
  const spelled = personal.filter((e) => localPartMatches(e.value, person.name.value));
  const given = givenNames(person);
  const shared = people.some(
    (p) =>
      fold(p.name.value) !== fold(person.name.value) &&
      givenNames(p).some((form) => given.includes(form)),
  );
  const own =
    spelled.length > 0 || shared
      ? spelled
      : personal.filter((e) => given.includes(localPart(e.value)));
  const only = own[0];
  return own.length === 1 && only ? { ...person, email: { ...only } } : person;
}

/**
 * A person's given name as an address writes it ("Gareth Lloyd" → "gareth", "Jürgen" → "jurgen"
 * or "juergen"); a short one says too little.
 */
function givenNames(person: ExtractedPerson): string[] {
  const first = person.name.value.split(/\s+/)[0] ?? "";
  const german = first.replace(/ä/gi, "ae").replace(/ö/gi, "oe").replace(/ü/gi, "ue");
  const forms = [localPart(`${first}@`), localPart(`${german}@`)];
  return [...new Set(forms)].filter((form) => form.length >= 3);
}

const localPart = (email: string) =>
  fold(email.slice(0, email.lastIndexOf("@"))).replace(/[^a-z0-9]/g, "");

/** Whether an address belongs to the site it was read from (its domain or a subdomain). */
function isOnOwnDomain(email: Sourced): boolean {
  return isAddressOfSite(email.value, email.source);
}
