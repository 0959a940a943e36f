import { DEPARTMENTS } from "../knowledge/departments.ts";
import { cognateKey } from "../language/cognates.ts";
import { TITLE_JOINERS } from "./sentence-words.ts";
import { fold, foldWords } from "./text.ts";

/*
 * A department printed where a layout puts a person's title: "Buchhaltung", "Contact presse",
 * "Unternehmenskommunikation", "verkoop binnenland". Read only in a layout's title slot (a card, a
 * "Title: Name" label, a "Name – Title" line), never from prose.
 */

const all = Object.values(DEPARTMENTS);
const CONTRACTED = new Set(["al", "ao", "aos", "a", "as", "au", "aux"]);
const folded = all.flatMap((lang) => lang.departments.map(fold));
const WORDS = new Set(folded.filter((entry) => !entry.includes(" ")));
/** Departments of several words ("human resources", "odprawy celne"), read as one word. */
const PHRASES = folded.filter((entry) => entry.includes(" ")).map((entry) => entry.split(" "));
const HEADS = new Set(all.flatMap((lang) => lang.heads.map(fold)));
/** Compounds end in a department: "Unternehmenskommunikation", "Pressekontakt" start with one. */
const LONG = [...WORDS].filter((word) => word.length >= 5);

const isWord = (word: string) =>
  WORDS.has(word) ||
  word.includes(" ") ||
  (word.length >= 9 && LONG.some((d) => word.endsWith(d) || word.startsWith(d)));

/** The words with each department phrase among them joined into one department word. */
function joinPhrases(words: string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const phrase = PHRASES.find((p) => p.every((word, k) => words[at + k] === word));
    out.push(phrase ? phrase.join(" ") : (words[at] ?? ""));
    if (phrase) at += phrase.length - 1;
  }
  return out;
}

/** True when a short text names a department and little else. */
export function isDepartment(printed: string): boolean {
  // "Export (Duitsland, Polen)", "Ventas (zona norte)": the markets or areas a department serves,
  // in brackets after it, narrow it.
  const text = printed.replace(/\s*\([^()]{2,60}\)$/u, "");
  if (text.length > 50 || /[\d@:;!?()]/.test(text)) return false;
  const words = joinPhrases(
    // "al", "ao", "à": a preposition joined to its article ("Atención al cliente", "Apoio ao
    // cliente").
    foldWords(text).filter((word) => !TITLE_JOINERS.has(word) && !CONTRACTED.has(word)),
  );
  if (words.length === 0 || words.length > 4) return false;
  const departments = words.filter(isWord).length;
  const unknown = words.filter((word) => !isWord(word) && !HEADS.has(word)).length;
  // "verkoop binnenland": a department and one word that narrows it.
  return departments > 0 && unknown <= (isWord(words[0] ?? "") ? 1 : 0);
}

/**
 * The departments a title names, as spelling keys that meet across languages: "directeur export",
 * "Export Manager", "Exportleiter", "kierownik eksportu", "jefe de exportación" all name export.
 * A key is the cognate key's first six letters, so a language's suffix ("-ación", "-u") does not
 * part two spellings of one department.
 */
export function departmentKeys(title: string): string[] {
  const keys = new Set<string>();
  for (const word of joinPhrases(foldWords(title))) {
    // A compound ("Exportleiter") or an inflected form ("eksportu", "Einkaufs") holds one.
    const department = WORDS.has(word)
      ? word
      : LONG.find(
          (d) =>
            (word.length >= 9 && word.endsWith(d)) ||
            (word.startsWith(d) && (word.length >= 9 || word.length - d.length <= 2)),
        );
    const key = department ? cognateKey(department.replace(/ /g, "")) : "";
    if (key.length >= 4) keys.add(key.slice(0, 6));
  }
  return [...keys];
}
