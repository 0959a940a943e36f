import type { HTMLElement } from "node-html-parser";
import { readName } from "./names.ts";
import type { Found } from "./person-card.ts";
import { fold, type Line, squash } from "./text.ts";
import { looksLikeTitle } from "./titles.ts";

/*
 * schema.org Person objects in a page's JSON-LD (`<script type="application/ld+json">`): a site's
 * own statement, for search engines, that someone holds a job there ("founder", "employee",
 * "member" of its Organization, or a Person on its own). It is a structural cue like an hCard,
 * but a script is never shown, so a person is taken only when a visitor can check it: the name
 * and the job title must both be in the page's visible lines, close together, and the value kept
 * is where they are seen. JSON-LD that is not JSON, or nested past reason, is ignored.
 */

/** Bounds for what a page may make us walk: scripts, characters, depth and objects. */
const MAX_SCRIPTS = 10;
const MAX_SCRIPT_CHARS = 100_000;
const MAX_DEPTH = 8;
const MAX_OBJECTS = 500;
/** How many lines apart the visible name and title may be (a team card's name, title, email). */
const CARD_LINES = 3;

interface LdPerson {
  name: string;
  jobTitle: string;
}

const isPerson = (type: unknown) =>
  type === "Person" || (Array.isArray(type) && type.includes("Person"));

function collect(value: unknown, depth: number, into: LdPerson[], budget: { left: number }): void {
  if (depth > MAX_DEPTH || budget.left <= 0 || value === null || typeof value !== "object") return;
  budget.left -= 1;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, depth + 1, into, budget);
    return;
  }
  const record = value as Record<string, unknown>;
  const { name, jobTitle } = record;
  if (isPerson(record["@type"]) && typeof name === "string" && typeof jobTitle === "string") {
    into.push({ name: squash(name), jobTitle: squash(jobTitle) });
  }
  for (const child of Object.values(record)) collect(child, depth + 1, into, budget);
}

/** Persons the page's JSON-LD declares with a job title. */
export function jsonLdPersons(root: HTMLElement): LdPerson[] {
  const persons: LdPerson[] = [];
  const budget = { left: MAX_OBJECTS };
  const scripts = root.querySelectorAll('script[type="application/ld+json"]').slice(0, MAX_SCRIPTS);
  for (const script of scripts) {
    const text = script.rawText;
    if (text.length > MAX_SCRIPT_CHARS) continue;
    try {
      collect(JSON.parse(text), 0, persons, budget);
    } catch {
      // Broken JSON-LD is common; it says nothing.
    }
  }
  return persons;
}

const lineWith = (lines: Line[], needle: string) => {
  const folded = fold(needle);
  return lines.findIndex((line) => fold(line.text).includes(folded));
};

/** JSON-LD persons whose name and title a visitor sees, placed on the lines that show them. */
export function jsonLdLayout(root: HTMLElement, lines: Line[]): Found[] {
  const found: Found[] = [];
  for (const person of jsonLdPersons(root)) {
    const parts = readName(person.name, { cue: true });
    if (!parts || !looksLikeTitle(person.jobTitle)) continue;
    const nameAt = lineWith(lines, parts.name);
    if (nameAt < 0) continue;
    const near = lines.slice(Math.max(0, nameAt - CARD_LINES), nameAt + CARD_LINES + 1);
    const titleAt = lineWith(near, person.jobTitle);
    if (titleAt < 0) continue;
    const at = Math.max(0, nameAt - CARD_LINES) + titleAt;
    found.push({
      ...parts,
      title: person.jobTitle,
      first: Math.min(nameAt, at),
      last: Math.max(nameAt, at),
      lineOnly: false,
    });
  }
  return found;
}
