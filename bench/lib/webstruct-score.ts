import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { primaryTitleFor } from "../../src/research/extractor/titles.ts";
import type { CompanyFacts } from "../../src/research/ports.ts";
import { type DigitRun, showsDigits } from "./number-runs.ts";
import type { Visible } from "./visible-text.ts";

/*
 * Scores the extractor's facts for one annotated page with the corpus README's matching rules:
 * emails case-insensitive, phones by their last 9 digits, names case- and whitespace-insensitive
 * ignoring honorifics (Mr, Mrs, Ms, Dr), a title pair when the name matches and one title contains
 * the other. Counts are summed over pages by the caller.
 */

export interface Truth {
  url: string | null;
  country: string;
  emails: string[];
  phones: string[];
  faxes: string[];
  people: { name: string; title: string | null }[];
}

/** Counters of one field: true positives for precision and for recall, their denominators. */
export interface Field {
  hitP: number;
  outP: number;
  hitR: number;
  ofR: number;
}

export const newField = (): Field => ({ hitP: 0, outP: 0, hitR: 0, ofR: 0 });

export interface PageScore {
  email: Field;
  phone: Field;
  /** Phones over the annotated numbers a visitor sees without opening a hidden tab or panel. */
  visiblePhone: Field;
  person: Field;
  titledPerson: Field;
  title: Field;
  pair: Field;
  /**
   * Recall of the decision makers: annotated people whose title maps to one of the catalogue's
   * roles, found with a title of the same role (the "decision-maker recall").
   */
  decisionMaker: Field;
  /**
   * Why a decision maker was missed, counted without naming anyone (the held-out sets print
   * these, not their pages): not read at all, read with a title of no role, or of another role.
   */
  decisionMakerMisses: { unread: number; noRole: number; otherRole: number };
  faxesAsPhones: number;
  glued: number;
  fabricated: number;
  /** Human-readable misses and false positives, for --verbose. */
  notes: string[];
}

const HONORIFIC = /^(?:mr|mrs|ms|miss|dr|prof)\.?\s+/i;

/**
 * Post-nominal letters after a name ("Stacey Phelps PA-C", "Kathy Smith, CMFO", "Keith Harris,
 * M.D."): the product keeps them out of the name (issue 27), annotators sometimes in; a name
 * matches with or without them. Only runs of capitals after a word in mixed case count.
 */
const POST_NOMINALS =
  /(?<=\p{Ll}\S*)(?:,?\s+(?:\p{Lu}{2,6}(?:-\p{Lu}{1,3})?|(?:\p{Lu}\.){2,3}|Ph\.?D\.?|Jr\.?|Sr\.?))+$/u;

export function nameKey(name: string): string {
  return name
    .replace(/\s+/g, " ")
    .trim()
    .replace(POST_NOMINALS, "")
    .toLowerCase()
    .replace(HONORIFIC, "")
    .replace(/\s/g, "");
}

const last9 = (digits: string) => digits.replace(/\D/g, "").slice(-9);

/**
 * Whether an extracted E.164 number is an annotated one: by their last 9 digits (the corpus
 * README's rule), or, for a number annotated as printed at home with its trunk 0 ("021-12 34 50",
 * 9 digits in all), by the national number after that 0: the last 9 digits of "+46 21 123450"
 * and "021123450" differ only by that prefix.
 */
function samePhone(e164: string, annotated: string, country?: string): boolean {
  if (last9(e164) === last9(annotated)) return true;
  const digits = annotated.replace(/\D/g, "");
  // Dialled from abroad a number may change beyond its trunk 0: Argentina's "(0351) 15 555-0192"
  // is +54 9 351 555 0192. Read with the page's country, the printed form says which it is.
  if (country && parsePhoneNumberFromString(annotated, country as CountryCode)?.number === e164) {
    return true;
  }
  if (!/^0[1-9]/.test(digits)) return false;
  return parsePhoneNumberFromString(e164)?.nationalNumber === digits.slice(1);
}

/** The digit strings a number may be printed as on a page of its own country. */
function printedDigits(e164: string): string[] {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return [last9(e164)];
  return [parsed.nationalNumber, parsed.formatNational().replace(/\D/g, "")];
}

const titlesMatch = (a: string, b: string) => {
  const x = a.toLowerCase().trim();
  const y = b.toLowerCase().trim();
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
};

/** Whether the page shows `email` as a word of its own (not the tail of a longer word). */
function standsAlone(email: string, visible: string, mailtos: string[]): boolean {
  if (mailtos.some((link) => link.replace(/^\s*mailto:/, "").split("?")[0] === email)) return true;
  for (let at = visible.indexOf(email); at >= 0; at = visible.indexOf(email, at + 1)) {
    if (!/[a-z0-9._%+|-]/.test(visible[at - 1] ?? "")) return true;
  }
  return false;
}

/** An extracted address with a word or a symbol glued in front of a real one. */
function isGlued(email: string, others: string[], visible: string, mailtos: string[]): boolean {
  const lower = email.toLowerCase();
  const longer = (o: string) => o !== lower && lower.endsWith(o) && o.length < lower.length;
  if (others.some(longer) && !standsAlone(lower, visible, mailtos)) return true;
  const local = lower.slice(0, lower.indexOf("@"));
  if (/^[^a-z0-9]/.test(local)) return true;
  const rest = /^(?:at|to|e-?mail|mail|contact|email:)(.+@.+)$/.exec(lower)?.[1];
  if (!rest) return false;
  const at = visible.indexOf(rest);
  return at > 0 && !/[a-z0-9._%+-]/.test(visible[at - 1] ?? "");
}

/**
 * Scores one page; `runs` are its visible digit runs (number-runs.ts), the oracle of which phone
 * numbers the page shows.
 */
export function scorePage(
  id: string,
  truth: Truth,
  facts: CompanyFacts,
  page: Visible,
  runs: DigitRun[],
): PageScore {
  const { text } = page;
  const visible = text.toLowerCase();
  // "name [at] domain [dot] com": the oracle undoes the usual disguises itself.
  const undisguised = visible
    .replace(
      /\s*[[({]\s*(?:at|ät|@|a|bei|chez|arroba|arobase|chiocciola|apenstaartje|apenstaart|malpa|małpa|snabel-a)\s*[\])}]\s*/g,
      "@",
    )
    .replace(/\s*[[({]\s*(?:dot|punkt|point|punto|kropka|punt|ponto)\s*[\])}]\s*/g, ".");
  const mailtos = page.links.map((link) => decodeURIComponent(link).toLowerCase());
  const notes: string[] = [];
  const s: PageScore = {
    email: newField(),
    phone: newField(),
    visiblePhone: newField(),
    person: newField(),
    titledPerson: newField(),
    title: newField(),
    pair: newField(),
    decisionMaker: newField(),
    decisionMakerMisses: { unread: 0, noRole: 0, otherRole: 0 },
    faxesAsPhones: 0,
    glued: 0,
    fabricated: 0,
    notes,
  };
  const fabricated = (what: string) => {
    s.fabricated += 1;
    notes.push(`${id} FABRICATED ${what}`);
  };

  // Emails: recall is what counts (annotation is incomplete), precision printed anyway.
  const truthEmails = [...new Set(truth.emails.map((e) => e.toLowerCase()))];
  const gotEmails = [...new Set(facts.emails.map((e) => e.value.toLowerCase()))];
  for (const email of gotEmails) {
    s.email.outP += 1;
    if (truthEmails.includes(email)) s.email.hitP += 1;
    else if (isGlued(email, [...truthEmails, ...gotEmails], visible, mailtos)) {
      s.glued += 1;
      notes.push(`${id} GLUED email ${email}`);
    } else notes.push(`${id} email not annotated ${email}`);
    // A mailto link's target is what a reader gets by clicking it (an icon, "Email us").
    const linked = mailtos.some((link) => link.includes(email));
    if (!undisguised.includes(email) && !linked) fabricated(`email ${email}`);
  }
  for (const email of truthEmails) {
    s.email.ofR += 1;
    if (gotEmails.includes(email)) s.email.hitR += 1;
    else notes.push(`${id} MISSED email ${email}`);
  }

  // Phones by their last 9 digits; a fax reported as a phone is counted on its own.
  const unique = (numbers: string[]) => [
    ...new Map(numbers.map((n) => [last9(n), n.replace(/\D/g, "")])).values(),
  ];
  const truthPhones = unique(truth.phones);
  const truthFaxes = unique(truth.faxes).filter(
    (f) => !truthPhones.some((p) => last9(p) === last9(f)),
  );
  const gotPhones = [...new Set(facts.phones.map((p) => p.value))];
  for (const phone of gotPhones) {
    s.phone.outP += 1;
    if (truthPhones.some((t) => samePhone(phone, t, truth.country))) s.phone.hitP += 1;
    else if (truthFaxes.some((t) => samePhone(phone, t, truth.country))) {
      s.faxesAsPhones += 1;
      notes.push(`${id} FAX AS PHONE ${phone}`);
    } else notes.push(`${id} phone false positive ${phone}`);
    if (!printedDigits(phone).some((digits) => showsDigits(runs, digits))) {
      fabricated(`phone ${phone}`);
    }
  }
  for (const phone of truthPhones) {
    s.phone.ofR += 1;
    const shown = showsDigits(runs, last9(phone));
    if (shown) s.visiblePhone.ofR += 1;
    if (gotPhones.some((got) => samePhone(got, phone, truth.country))) {
      s.phone.hitR += 1;
      if (shown) s.visiblePhone.hitR += 1;
    } else notes.push(`${id} MISSED phone ${phone}${shown ? "" : " (not in the visible text)"}`);
  }

  // People, titles and pairs.
  const truthPeople = truth.people.map((p) => ({ ...p, key: nameKey(p.name) }));
  const squashed = visible.replace(/\s+/g, " ");
  for (const person of facts.people) {
    const key = nameKey(person.name.value);
    const same = truthPeople.filter((p) => p.key === key);
    s.person.outP += 1;
    if (same.length > 0) s.person.hitP += 1;
    else notes.push(`${id} person false positive "${person.name.value}" (${person.title.value})`);
    const pairOk = same.some((p) => p.title && titlesMatch(p.title, person.title.value));
    s.pair.outP += 1;
    if (pairOk) s.pair.hitP += 1;
    const titled = same.filter((p) => p.title);
    if (titled.length > 0) {
      s.title.outP += 1;
      if (pairOk) s.title.hitP += 1;
      else notes.push(`${id} WRONG TITLE "${person.name.value}": "${person.title.value}"`);
    }
    const name = person.name.value.toLowerCase().replace(/\s+/g, " ");
    if (!squashed.includes(name)) fabricated(`name "${person.name.value}"`);
  }
  const seen = new Set<string>();
  for (const person of truthPeople) {
    const id2 = `${person.key}|${person.title ?? ""}`;
    if (seen.has(id2)) continue;
    seen.add(id2);
    const got = facts.people.filter((p) => nameKey(p.name.value) === person.key);
    s.person.ofR += 1;
    if (got.length > 0) s.person.hitR += 1;
    if (!person.title) continue;
    s.titledPerson.ofR += 1;
    s.title.ofR += 1;
    if (got.length > 0) s.titledPerson.hitR += 1;
    else notes.push(`${id} MISSED person "${person.name}" (${person.title})`);
    const title = person.title;
    if (got.some((p) => titlesMatch(title, p.title.value))) s.title.hitR += 1;
    const role = primaryTitleFor(title);
    if (!role) continue;
    s.decisionMaker.ofR += 1;
    if (got.some((p) => p.primaryTitle === role)) {
      s.decisionMaker.hitR += 1;
      continue;
    }
    notes.push(`${id} MISSED decision maker "${person.name}" (${title}: ${role})`);
    const misses = s.decisionMakerMisses;
    if (got.length === 0) misses.unread += 1;
    else if (got.some((p) => p.primaryTitle)) misses.otherRole += 1;
    else misses.noRole += 1;
  }
  return s;
}
