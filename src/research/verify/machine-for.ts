import { CATEGORY_HEADS } from "../knowledge/category-heads.ts";
import { fold, tokenize } from "../language/fold.ts";
import type { ReadSite } from "./page-words.ts";
import { hitNegated, type PhraseHit } from "./term-match.ts";

/*
 * "Maskiner för att packa trävaror", "Maschinen zum Verpacken", "machines pour emballer": a
 * machine named by what it is for rather than by a compound ("packaging machinery"). The
 * modifier's forms come from the phrase's wordings (own, glossary, plan), cut to a stem of five
 * letters, so "packaging" meets "packa" and "Verpackungs-" meets "verpacken".
 */

const MACHINE_STEMS = CATEGORY_HEADS.machine.map((h) => h.replace(/\*$/, ""));
const STEM = 5;
// Words between the machine and its purpose: "for", "to", "zum", "för att", "pour", "per".
const LINKS = new Set(
  "for to of the fur zum zur zu von pour a de d per di da para voor om te tot dla do av att".split(
    " ",
  ),
);
const REACH = 3;

const machineAt = (word: string) => MACHINE_STEMS.findIndex((s) => word.includes(s));

/** The stems of what a machine phrase's machines are for ("packaging machinery" → "packa"). */
export function purposeStems(wordings: readonly string[]): string[] {
  const stems = new Set<string>();
  for (const wording of wordings) {
    const words = tokenize(wording);
    if (!words.some((w) => machineAt(w) >= 0)) continue;
    for (const w of words) {
      const stem = MACHINE_STEMS.find((s) => w.includes(s));
      // "forpackningsmaskiner" → "forpacknings"; a separate word is its own modifier.
      const modifier = stem ? w.slice(0, w.indexOf(stem)) : w;
      if (modifier.length >= STEM && !LINKS.has(modifier)) stems.add(modifier.slice(0, STEM));
    }
  }
  return [...stems];
}

/** Where the site names machines by their purpose, undenied: "maskiner för att packa". */
export function machinesFor(site: ReadSite, wordings: readonly string[]): PhraseHit | undefined {
  const stems = purposeStems(wordings.map(fold));
  if (stems.length === 0) return undefined;
  for (const sentence of site.sentences) {
    const list = sentence.words.map((w) => w.w);
    for (let i = 0; i < list.length; i++) {
      if (!MACHINE_STEMS.some((s) => (list[i] ?? "").startsWith(s))) continue;
      let j = i + 1;
      while (j < list.length && j <= i + REACH && LINKS.has(list[j] ?? "")) j++;
      if (j === i + 1 || !stems.some((s) => (list[j] ?? "").startsWith(s))) continue;
      const hit = { sentence, from: i, to: j + 1 };
      if (!hitNegated(hit)) return hit;
    }
  }
  return undefined;
}
