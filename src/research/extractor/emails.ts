import { parse as parseDomain } from "tldts";
import type { Line } from "./text.ts";

/*
 * Email addresses as sites publish them: mailto links, plain text, the usual "[at]"/"(dot)"
 * disguises, HTML entities (already decoded by the parser) and Cloudflare's email protection.
 * Every address is syntax-checked; nothing is guessed or completed.
 */

const EMAIL_SOURCE =
  "[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,24}(?![a-z0-9-])";
/** Finds addresses in text; a separate anchored copy validates one (a shared /g regex keeps state). */
const EMAIL = new RegExp(EMAIL_SOURCE, "gi");
const WHOLE_EMAIL = new RegExp(`^${EMAIL_SOURCE}$`, "i");

/** File names such as "logo@2x.png" look like addresses; these endings are never a mail TLD. */
const FILE_TLDS = new Set([
  "png",
  "jpg",
  "jpeg",
  "gif",
  "svg",
  "webp",
  "avif",
  "bmp",
  "ico",
  "tif",
  "tiff",
  "css",
  "js",
  "pdf",
  "mp4",
  "webm",
]);

/**
 * The word for "@" in brackets, in the nine languages: at, ät, bei (de), arobase, chez (fr),
 * chiocciola (it), arroba (es, pt), apenstaart(je) (nl), małpa (pl), snabel-a (sv), and a
 * bracketed "a" ("anna (a) firma.pt").
 */
const AT =
  "(?:at|@|ät|a|arroba|arobase|chez|bei|ad|chiocciola|apenstaart(?:je)?|ma[łl]pa|snabel-?a)";
const DOT = String.raw`(?:dot|punkt|punto|point|punt|kropka|ponto|\.)`;
const OPEN = String.raw`[\[({<]`;
const CLOSE = String.raw`[\])}>]`;

/** "name [at] domain (dot) de", "name{at}domain.de": the brackets make the intent unambiguous. */
const BRACKETED_AT = new RegExp(String.raw`\s*${OPEN}\s*${AT}\s*${CLOSE}\s*`, "gi");
const BRACKETED_DOT = new RegExp(String.raw`\s*${OPEN}\s*${DOT}\s*${CLOSE}\s*`, "gi");

/**
 * "name at domain dot de" without brackets reads like prose ("visit us at acme dot com"), so it
 * is accepted only right after an email label ("E-Mail: max at firma dot de").
 */
const SPELLED =
  /\b(e-?mail|mail|courriel|correo|posta|e-?post)\s*:?\s*([a-z0-9._%+-]+)\s+at\s+([a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)+)\b/gi;

const EMAIL_SPACED_AT = /([a-z0-9._%+-])\s+@\s+([a-z0-9-])/gi;
/**
 * "anna@firma . de": a spaced dot inside the domain of an address already written, taken only
 * when what follows is a lower-case top-level domain of the Public Suffix List ("info@x.org .
 * This account" is the end of a sentence, not the domain "x.org.this").
 */
const EMAIL_SPACED_DOT =
  /(@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)\s+\.\s*([a-z]{2,24})(?![\p{L}\d-])/gu;

const joinSpacedDot = (all: string, domain: string, tld: string): string =>
  parseDomain(`x.${tld}`).isIcann ? `${domain}.${tld}` : all;

/** Rewrites disguised addresses in a line into plain ones; other text is left as it was. */
export function undisguise(text: string): string {
  // NFKC: a full-width "＠" (and "．") is the plain character.
  return text
    .normalize("NFKC")
    .replace(BRACKETED_AT, "@")
    .replace(BRACKETED_DOT, ".")
    .replace(EMAIL_SPACED_AT, "$1@$2")
    .replace(EMAIL_SPACED_DOT, joinSpacedDot)
    .replace(SPELLED, (_all, label: string, local: string, domain: string) => {
      return `${label}: ${local}@${domain.replace(/\s+dot\s+/gi, ".")}`;
    });
}

/** Decodes Cloudflare's email protection: hex bytes, the first one the XOR key of the rest. */
export function decodeCloudflare(hex: string): string | undefined {
  if (!/^(?:[0-9a-f]{2}){2,}$/i.test(hex)) return undefined;
  const key = Number.parseInt(hex.slice(0, 2), 16);
  const bytes: number[] = [];
  for (let i = 2; i < hex.length; i += 2)
    bytes.push(Number.parseInt(hex.slice(i, i + 2), 16) ^ key);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

/** A checked, normalized address (domain lowercased), or undefined when it is not one. */
export function normalizeEmail(candidate: string): string | undefined {
  const trimmed = candidate.trim().replace(/^mailto:/i, "");
  const at = trimmed.lastIndexOf("@");
  if (at < 1) return undefined;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  const email = `${local}@${domain}`;
  if (!WHOLE_EMAIL.test(email)) return undefined;
  if (local.length > 64 || email.length > 254) return undefined;
  const tld = domain.slice(domain.lastIndexOf(".") + 1);
  if (FILE_TLDS.has(tld)) return undefined;
  return email;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Addresses carried by a link target: mailto (query dropped) or Cloudflare's protection URL. */
function fromHref(href: string): string[] {
  const protectedHex = /\/cdn-cgi\/l\/email-protection#([0-9a-f]+)/i.exec(href);
  if (protectedHex?.[1]) {
    const decoded = decodeCloudflare(protectedHex[1]);
    return decoded ? [decoded] : [];
  }
  if (!/^\s*mailto:/i.test(href)) return [];
  const target = href.trim().slice("mailto:".length).split("?")[0] ?? "";
  return safeDecode(target).split(/[,;]/);
}

/** Words that glue onto an address when a page's text runs into it: "at", "to", "email". */
const GLUE_WORDS = new Set(["at", "to", "email", "e-mail", "mail", "contact", "or", "and", "us"]);

/**
 * Whether `text` is `clean` with a word or a symbol run into it: "|info@x.com", "tosales@x.com"
 * before, "job@x.comor" after. Only a glue word or a symbol counts in front, so two real
 * addresses such as "sales@x.com" and "bizsales@x.com" both stay.
 */
export function isGluedOnto(text: string, clean: string): boolean {
  const a = text.toLowerCase();
  const b = clean.toLowerCase();
  if (a === b) return false;
  if (a.endsWith(b)) {
    const head = a.slice(0, a.length - b.length);
    return /^[^a-z0-9]+$/.test(head) || GLUE_WORDS.has(head.replace(/[^a-z-]/g, ""));
  }
  return a.startsWith(b) && /^[a-z]+$/.test(a.slice(b.length));
}

/** Symbols a page puts before an address ("|info@…"): valid in a local part, never meant. */
const LEADING_SYMBOLS = /^[!#$%&'*+/=?^`{|}~-]+/;

/** Every address one line states, in order, deduplicated case-insensitively. */
export function emailsInLine(line: Line): string[] {
  const found: string[] = [];
  const add = (candidate: string) => {
    const email = normalizeEmail(candidate);
    if (email && !found.some((e) => e.toLowerCase() === email.toLowerCase())) found.push(email);
  };
  for (const href of line.hrefs) for (const candidate of fromHref(href)) add(candidate);
  for (const hex of line.cfEmails) {
    const decoded = decodeCloudflare(hex);
    if (decoded) add(decoded);
  }
  // A link's target is the address as meant; text run into it on the line is not a second one.
  const linked = [...found];
  for (const match of undisguise(line.text).matchAll(EMAIL)) {
    const text = match[0].replace(LEADING_SYMBOLS, "");
    if (!linked.some((clean) => isGluedOnto(text, clean))) add(text);
  }
  return found;
}

/** Drops addresses that are another address of the same list with a word run into it. */
export function withoutGlued(emails: string[]): string[] {
  return emails.filter((email) => !emails.some((clean) => isGluedOnto(email, clean)));
}
