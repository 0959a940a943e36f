import parsePhoneNumber from "libphonenumber-js";
import { parse as parseDomain } from "tldts";
import { countriesSpeaking, countryCodeOf, countryNamedIn } from "../knowledge/countries.ts";
import { type PostalAddress, postalAddressesIn } from "../knowledge/postal-codes.ts";
import { registrationsIn } from "../knowledge/registrations.ts";
import { fold } from "../language/fold.ts";
import type { CompanyEvidence } from "./evidence.ts";
import type { Finding, ReadSite, Sentence } from "./page-words.ts";

/*
 * Where the company is, from what places it rather than what it mentions, strongest first: its
 * postal address on the imprint, legal and contact pages; its VAT or register number; its phone
 * numbers written with a country code; its ccTLD; the language of its pages. "We deliver to
 * Germany" or "branches in France" never place a company.
 */

export interface Address extends PostalAddress {
  sentence: Sentence;
  /** The country named right after the town ("04347 Leipzig, Deutschland"). */
  named?: string;
  weight: number;
}

export type Placement =
  | { kind: "one"; country: string; source: string; finding?: Finding }
  | { kind: "some"; countries: string[]; source: string; finding?: Finding };

const LEGAL_PAGE =
  /impressum|imprint|legal|mentions|note-?legali|aviso|colofon|disclaimer|privacy|datenschutz|agb|terms|villkor|informacje|kontakt|contact|contatt|contacto|contato|kontakt|about|ueber|uber-uns|chi-siamo|qui-sommes|over-ons|o-nas|om-oss|sobre/i;

/** The finding for characters [index, index + length) of a sentence, quoted around them. */
export const inSentence = (s: Sentence, index: number, length: number): Finding => ({
  quote: clip(s.text, index, length),
  url: s.url,
});

function clip(text: string, index: number, length: number): string {
  if (text.length <= 200) return text.trim();
  const start = Math.max(0, Math.min(index - Math.floor((200 - length) / 2), text.length - 200));
  const slice = text.slice(start, start + 200);
  // Whole words only, so the quote reads as the page does.
  const head = start > 0 ? slice.replace(/^\S*\s/, "") : slice;
  return (start + 200 < text.length ? head.replace(/\s\S*$/, "") : head).trim();
}

/** Every postal address on the site, legal and contact pages weighing most. */
export function addressesOf(site: ReadSite): Address[] {
  return site.sentences.flatMap((sentence, i) =>
    postalAddressesIn(sentence.text).map((a) => {
      // The country often stands on the line below the town.
      const next = site.sentences[i + 1];
      const below =
        next && next.url === sentence.url && next.words.length <= 4 ? ` ${next.text}` : "";
      const after = fold(
        `${sentence.text.slice(a.index + a.length, a.index + a.length + 60)}${below}`,
      );
      const named = countryNamedIn(after);
      const weight = LEGAL_PAGE.test(new URL(sentence.url, "http://x/").pathname) ? 2 : 1;
      return {
        ...a,
        sentence,
        ...(named && named.index < 25 ? { named: named.code } : {}),
        weight,
      };
    }),
  );
}

const best = <T extends { weight: number }>(list: T[]): T | undefined =>
  [...list].sort((a, b) => b.weight - a.weight)[0];

/** The placements of a company, strongest first. */
export function placementsOf(
  site: ReadSite,
  evidence: CompanyEvidence,
  addresses: Address[],
): Placement[] {
  const out: Placement[] = [];
  const definite = addresses.filter((a) => a.named || a.countries.length === 1);
  const address = best(definite);
  if (address) {
    out.push({
      kind: "one",
      country: address.named ?? address.countries[0] ?? "",
      source: "its address",
      finding: inSentence(address.sentence, address.index, address.length),
    });
  }
  const registrations = site.sentences.flatMap((sentence) =>
    registrationsIn(sentence.text).map((r) => ({
      ...r,
      sentence,
      weight: LEGAL_PAGE.test(sentence.url) ? 2 : 1,
    })),
  );
  const registration = best(registrations);
  if (registration) {
    out.push({
      kind: "one",
      country: registration.country,
      source: "its registration number",
      finding: inSentence(registration.sentence, registration.index, registration.text.length),
    });
  }
  const ambiguous = best(addresses.filter((a) => !a.named && a.countries.length > 1));
  const phoneCountries = [
    ...new Set(evidence.phones.map((p) => parsePhoneNumber(p)?.country).filter((c) => !!c)),
  ] as string[];
  const phones: Placement | undefined =
    phoneCountries.length > 0
      ? {
          kind: "some",
          countries: phoneCountries,
          source: "its phone numbers",
          ...phoneFinding(site, evidence.phones[0] ?? ""),
        }
      : undefined;
  // A four-digit code fits seven countries and a house number besides: phone numbers that name
  // none of them come first ("1234 Westheimer" on a site dialled +1 is no Austrian postcode).
  const phonesFirst = ambiguous && !phoneCountries.some((c) => ambiguous.countries.includes(c));
  if (phones && phonesFirst) out.push(phones);
  if (ambiguous) {
    out.push({
      kind: "some",
      countries: ambiguous.countries,
      source: "its address",
      finding: inSentence(ambiguous.sentence, ambiguous.index, ambiguous.length),
    });
  }
  if (phones && !phonesFirst) out.push(phones);
  const tld = parseDomain(evidence.domain).publicSuffix?.split(".").pop()?.toUpperCase();
  if (tld && /^[A-Z]{2}$/.test(tld) && !["EU", "IO", "CO", "TV", "ME", "AI"].includes(tld)) {
    out.push({
      kind: "one",
      country: tld === "UK" ? "GB" : tld,
      source: `its domain (.${tld.toLowerCase()})`,
    });
  }
  const named = townAndCountry(site);
  if (named) out.push(named);
  const speaking = countriesSpeaking(site.language);
  if (speaking.length > 0) {
    out.push({
      kind: "some",
      countries: speaking,
      source: `the language of its pages (${site.language})`,
    });
  }
  return out;
}

/**
 * "Wien, Österreich", "Montréal, Québec, Canada": a town and its country closing a short line
 * of a contact or legal page, where an address gives no postcode. Weaker than a phone number,
 * stronger than the language a country shares with its neighbours.
 */
function townAndCountry(site: ReadSite): Placement | undefined {
  for (const s of site.sentences) {
    if (s.words.length > 8 || !LEGAL_PAGE.test(new URL(s.url, "http://x/").pathname)) continue;
    const folded = fold(s.text).replace(/[.\s]+$/, "");
    const comma = folded.lastIndexOf(",");
    if (comma <= 0) continue;
    // A name, never a two-letter code: "Los Angeles, CA" is California.
    const tail = folded.slice(comma + 1).trim();
    const code = tail.length >= 3 ? countryCodeOf(tail) : undefined;
    if (!code) continue;
    return {
      kind: "some",
      countries: [code],
      source: "the country on its contact page",
      finding: inSentence(s, 0, s.text.length),
    };
  }
  return undefined;
}

function phoneFinding(site: ReadSite, e164: string): { finding?: Finding } {
  const code = e164.slice(0, 3);
  for (const s of site.sentences) {
    const at = s.text.replace(/[\s()]/g, "").indexOf(code);
    if (at !== -1 && /\+|00/.test(s.text)) {
      const raw = s.text.indexOf("+");
      return { finding: inSentence(s, Math.max(0, raw), 20) };
    }
  }
  return {};
}
