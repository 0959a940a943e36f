import { isIP } from "node:net";
import { getDomain } from "tldts";

/*
 * The one key a company is known by: its registrable domain (eTLD+1 from the Public Suffix List,
 * through tldts). The creation form's "existing companies", the engine's skip list
 * (processed_domains), the shared companies cache and the run all compare this key, so
 * "shop.acme.de", "https://www.acme.de/kontakt" and "acme.de" are one company. Hosts are read
 * through the WHATWG URL parser, so an IDN typed in Unicode ("münchen.de") and its punycode
 * ("xn--mnchen-3ya.de") give the same key, in punycode.
 */

/** Second-level labels under which registrations sit one level deeper (example.co.uk). */
const SECOND_LEVEL = new Set(["co", "com", "org", "net", "ac", "gov", "edu", "ltd", "plc"]);

/**
 * The registrable domain of a host name. Private suffixes count (two blogs on one hosting domain
 * are two sites); for a host the list cannot place (localhost, a bare label) the last two labels,
 * or three under a generic second level like "co" in "co.uk".
 */
export function registrableDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const listed = getDomain(host, { allowPrivateDomains: true });
  if (listed) return listed;
  const labels = host.split(".");
  const take = labels.length > 2 && SECOND_LEVEL.has(labels[labels.length - 2] ?? "") ? 3 : 2;
  return labels.slice(-take).join(".");
}

/** "https://www.Acme.de/kontakt" → "acme.de": the company key of an absolute URL. */
export function companyDomain(url: string): string | undefined {
  try {
    const host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
    if (!host) return undefined;
    // An address has no registrable part: 10.0.0.1 and 127.0.0.1 are not both "0.1".
    if (host.startsWith("[") || isIP(host) !== 0) return host;
    return registrableDomain(host.replace(/^www\./, ""));
  } catch {
    return undefined;
  }
}

/** Whether an e-mail address belongs to the site at `url` (its company domain or a subdomain). */
export function isAddressOfSite(email: string, url: string): boolean {
  const site = companyDomain(url);
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return site !== undefined && (domain === site || domain.endsWith(`.${site}`));
}

/** A host name that could be a public website: labels of letters, digits and hyphens, and a TLD. */
const PLAUSIBLE_HOST = /^([a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z\d-]{2,63}$/;

/**
 * The company key of a website as a user types it ("https://www.Acme.de/about", "shop.acme.de",
 * "bäckerei.de"); undefined when it is not a plausible public domain (IPs and localhost are not).
 */
export function websiteDomain(input: string): string | undefined {
  const trimmed = input.trim().toLowerCase();
  if (!trimmed) return undefined;
  let host: string;
  try {
    const absolute = /^[a-z][a-z\d+.-]*:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
    host = new URL(absolute).hostname.replace(/\.$/, "");
  } catch {
    return undefined;
  }
  if (host.length > 253 || !PLAUSIBLE_HOST.test(host) || isIP(host) !== 0) return undefined;
  return companyDomain(`https://${host}/`);
}
