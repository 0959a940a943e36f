import { parsePhoneNumberFromString } from "libphonenumber-js";
import { visibleLines } from "../../src/research/extractor/text.ts";
import { decodeBody } from "../../src/research/fetcher/charset.ts";
import type { SandboxCompany, SandboxCorpus, SandboxPage } from "../../src/sandbox/corpus.ts";
import { isPathAllowed } from "../../src/sandbox/ground-truth.ts";
import { cloudflareDecode } from "../../src/sandbox/mess.ts";

/*
 * The pages a polite crawler can read on each sandbox site, as text to look contact values up in.
 * This is the oracle of "never fabricate": it reads the corpus's own bytes, not what the engine
 * fetched, only their visible text, and undoes the usual email disguises itself.
 */

/** The kinds of contact value, each compared in its own normal form. */
export type ContactKind = "text" | "email" | "phone";

/** One readable page, normalised for lookups. */
export interface ReadablePage {
  /** Path and query as the server keys it. */
  path: string;
  /** Folded text: entities decoded, disguised emails undone, no whitespace, lower case. */
  folded: string;
  /** Digits of every phone-like run of characters on the page. */
  phoneDigits: string[];
}

/** Lower case, Unicode NFC, every kind of whitespace removed: layout never decides a match. */
export function fold(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/\s+/gu, "");
}

// "name [at] domain [dot] de", "name(at)domain.de", "name {at} domain (punkt) de"...
const AT = /\s*[[({]\s*(?:at|@)\s*[\])}]\s*/giu;
const DOT = /\s*[[({]\s*(?:dot|punkt|point|punto|kropka|punt)\s*[\])}]\s*/giu;
// A phone as pages write it: digits with spaces, dots, slashes, dashes and brackets; one line.
const PHONE_RUN = /\+?\(?\d[\d \t\u00a0()./-]{4,}\d/gu;

function readPage(path: string, page: SandboxPage): ReadablePage {
  return readableHtml(path, decodeBody(page.body, page.headers["content-type"], false));
}

/**
 * A page's visible text, read with the extractor's own visible-text reader so that both agree on
 * what is hidden (display:none, hidden, aria-hidden, off-screen, templates, comments…): a value
 * that is only in hidden markup is on no page a visitor sees, so a lead showing it is fabricated.
 * The disguises (entities, [at], Cloudflare) are undone here, independently of the extractor.
 */
export function readableHtml(path: string, html: string): ReadablePage {
  const lines = visibleLines(html);
  const text = lines.map((line) => line.text).join("\n");
  const links = lines.flatMap((line) => line.hrefs);
  const hrefs = links
    .filter((href) => /^(mailto|tel):/i.test(href))
    .map((href) => percentDecoded(href.replace(/^(mailto|tel):/i, "")));
  // Cloudflare's email protection: the address is only in the data attribute or the link's hash.
  const cloudflare = [
    ...lines.flatMap((line) => line.cfEmails),
    ...links
      .filter((href) => href.includes("/cdn-cgi/l/email-protection#"))
      .map((href) => href.split("#")[1] ?? ""),
  ]
    .filter((hex) => /^(?:[0-9a-f]{2}){2,}$/i.test(hex))
    .map(cloudflareDecode);
  const all = [text, ...hrefs, ...cloudflare].join("\n");
  return {
    path,
    folded: fold(all.replace(AT, "@").replace(DOT, ".")),
    phoneDigits: (all.match(PHONE_RUN) ?? []).map((run) => run.replace(/\D/g, "")),
  };
}

/** A link target with %XX escapes decoded; a malformed one as it is. */
function percentDecoded(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

const isReadable = (page: SandboxPage) =>
  page.status >= 200 && page.status < 300 && /html/i.test(page.headers["content-type"] ?? "html");

/** The readable pages of every site of a corpus, read once each on first use. */
export class ReadableSites {
  private readonly byDomain = new Map<string, Map<string, ReadablePage>>();
  private readonly companies: Map<string, SandboxCompany>;

  constructor(private readonly corpus: SandboxCorpus) {
    this.companies = new Map(corpus.companies.map((c) => [c.domain, c]));
  }

  /** Every page of the site a crawler may fetch that answers with HTML. */
  pages(domain: string): ReadablePage[] {
    return [...this.site(domain).values()];
  }

  /** The readable page a URL names, the way the sandbox server looks it up; else undefined. */
  pageAt(domain: string, url: URL): ReadablePage | undefined {
    const pages = this.site(domain);
    return pages.get(`${url.pathname}${url.search}`) ?? pages.get(url.pathname);
  }

  private site(domain: string): Map<string, ReadablePage> {
    let pages = this.byDomain.get(domain);
    if (pages) return pages;
    pages = new Map();
    const site = this.corpus.sites.find((s) => s.domain === domain);
    const company = this.companies.get(domain);
    for (const [path, page] of Object.entries(site?.pages ?? {})) {
      if (path === "/robots.txt" || !isReadable(page)) continue;
      if (company && !isPathAllowed(company, path)) continue;
      pages.set(path, readPage(path, page));
    }
    this.byDomain.set(domain, pages);
    return pages;
  }
}

/** Whether a page shows a value, compared in the value's normal form. */
export function pageShows(page: ReadablePage, kind: ContactKind, value: string): boolean {
  if (kind === "phone") {
    const written = writtenForms(value);
    return page.phoneDigits.some((digits) => written.has(digits));
  }
  const wanted = fold(value);
  return wanted.length > 0 && page.folded.includes(wanted);
}

/**
 * The digits of every usual way to write an E.164 number: national (with or without the trunk
 * 0), or international with "+" or "00", with or without "(0)". Exact forms only, so a foreign
 * number read with the wrong country code (a US "(206) 672-9730" stored as +49 6729730) fails.
 */
function writtenForms(e164: string): Set<string> {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return new Set([e164.replace(/\D/g, "")]);
  const code = parsed.countryCallingCode;
  const national = parsed.nationalNumber;
  return new Set([national, `0${national}`].flatMap((n) => [n, `${code}${n}`, `00${code}${n}`]));
}
