/*
 * Hyperlink targets for the xlsx export. Every value here is scraped text, so a link is made only
 * when the target is plainly what the column claims (a web page, an email address, a phone
 * number); anything else stays a plain text cell. In particular no `javascript:`, `data:` or
 * `file:` link can come out of this module, whatever a page contained.
 */

/** The link a column's cells get, if any. */
export type LinkKind = "web" | "email" | "phone";

// Excel refuses longer hyperlink targets when it opens the file ("We found a problem...").
const MAX_LINK_LENGTH = 2000;
const HTTP_SCHEME = /^https?:\/\//i;
// A leading "name:" that is a scheme rather than "host:port" (a digit follows a port's colon).
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const EMAIL = /^[^\s@<>()[\]\\,;:"?&#%/]+@[^\s@<>()[\]\\,;:"?&#%/]+\.[^\s@<>()[\]\\,;:"?&#%/.]+$/;
const PHONE_CHARS = /^\+?[\d\s().\-/]+$/;

/** An http(s) URL for a stored website or page URL; bare domains become https. */
export function webLink(raw: string | null): string | null {
  const value = raw?.trim();
  if (!value || /\s/.test(value)) return null;
  let candidate: string;
  if (HTTP_SCHEME.test(value)) candidate = value;
  else if (OTHER_SCHEME.test(value)) return null;
  else candidate = `https://${value.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  // "https://bank.example@evil.example" reads as the bank's site but goes elsewhere.
  if (!url.hostname || url.username || url.password) return null;
  return url.href.length <= MAX_LINK_LENGTH ? url.href : null;
}

/** A link to a page the verifier quoted: only an absolute http(s) URL, never a guess. */
export function pageLink(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  return value && HTTP_SCHEME.test(value) ? webLink(value) : null;
}

/** A mailto: link for a single plain address; anything with query-like parts gets none. */
export function mailtoLink(raw: string | null): string | null {
  const value = raw?.trim();
  if (!value || value.length > 254 || !EMAIL.test(value)) return null;
  return `mailto:${value}`;
}

/** A tel: link with digits and an optional leading +, for a value that only looks like a phone. */
export function telLink(raw: string | null): string | null {
  const value = raw?.trim();
  if (!value || !PHONE_CHARS.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  if (digits.length < 3 || digits.length > 20) return null;
  return `tel:${value.startsWith("+") ? "+" : ""}${digits}`;
}

/** The link target for a value of the given kind, or null when it must stay plain text. */
export function linkTarget(kind: LinkKind, raw: string | null): string | null {
  switch (kind) {
    case "web":
      return webLink(raw);
    case "email":
      return mailtoLink(raw);
    case "phone":
      return telLink(raw);
  }
}
