import { domainToASCII } from "node:url";

/** An address split and normalized: the domain lower-case ASCII (IDNs as punycode). */
export interface ParsedEmail {
  local: string;
  domain: string;
}

// RFC 5321 limits: local part 64 octets, whole path 254 (256 minus the angle brackets).
const MAX_LOCAL = 64;
const MAX_ADDRESS = 254;
const MAX_DOMAIN = 255;
const MAX_LABEL = 63;

// Dot-atom local parts only: quoted strings and comments are legal in RFC 5322 but never seen
// on business sites, and accepting them would let obfuscation garbage through as "valid".
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Parses an address with a pragmatic RFC 5322 subset; undefined when it is not one. */
export function parseEmail(input: string): ParsedEmail | undefined {
  const address = input.trim();
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return undefined;
  const local = address.slice(0, at);
  const rawDomain = address.slice(at + 1);
  if (local.length > MAX_LOCAL || rawDomain.length > MAX_DOMAIN) return undefined;
  if (!local.split(".").every((atom) => LOCAL_ATOM.test(atom))) return undefined;
  // IP literals ([192.0.2.1]) are legal but no company publishes one as its contact.
  if (rawDomain.startsWith("[")) return undefined;
  const domain = domainToASCII(rawDomain.toLowerCase());
  if (!domain || domain.length > MAX_DOMAIN || `${local}@${domain}`.length > MAX_ADDRESS) {
    return undefined;
  }
  const labels = domain.split(".");
  if (labels.length < 2) return undefined;
  if (!labels.every((l) => l.length <= MAX_LABEL && LABEL.test(l))) return undefined;
  if (!TLD.test(labels[labels.length - 1] ?? "")) return undefined;
  return { local, domain };
}
