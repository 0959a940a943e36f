import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { createExtractor } from "../src/research/extractor/index.ts";
import { polishNominative } from "../src/research/extractor/polish-names.ts";
import { primaryTitleFor } from "../src/research/extractor/titles.ts";
import { nameKey } from "./lib/webstruct-score.ts";

/*
 * `bun bench/extract-sentences.ts [--corpus DIR] [--file dev|held] [--verbose]`: the extractor on
 * short paragraphs of running text as company sites print them (tests/fixtures/people-sentences-
 * blind, written blind), each read as a page of one paragraph. Scores the people the catalogue
 * gives a role: recall of those the annotator titled with a role (found under the same role),
 * and the roles given where the annotator printed none (a past, a future or no title) or another.
 * Prints figures; never fails on them. `held` is kept back: read its summary only.
 */

const args = process.argv.slice(2);
const at = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const corpus = resolve(at("--corpus") ?? "tests/fixtures/people-sentences-blind");
const file = at("--file") ?? "dev";
const verbose = args.includes("--verbose");
const print = (line = "") => process.stdout.write(`${line}\n`);

const itemSchema = z.object({
  id: z.string(),
  lang: z.string(),
  country: z.string(),
  text: z.string(),
  people: z.array(
    z.object({
      name: z.string(),
      title: z.string().nullable(),
      external: z.boolean().optional(),
    }),
  ),
});
const items = z
  .array(itemSchema)
  .parse(JSON.parse(readFileSync(join(corpus, `${file}.json`), "utf8")));

/**
 * The same person: the annotator gives a Polish name in the nominative, the product as the page
 * prints it ("z Anną Kowalską") where the nominative stands nowhere on it.
 */
function samePerson(printed: string, annotated: string): boolean {
  if (nameKey(printed) === nameKey(annotated)) return true;
  const [given = "", family = ""] = printed.split(" ");
  const nominative = polishNominative(given, family);
  return !!nominative && nameKey(nominative.join(" ")) === nameKey(annotated);
}

const extractor = createExtractor();
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
interface Tally {
  roles: number;
  found: number;
  unread: number;
  otherRole: number;
  given: number;
  wrong: number;
}
const byLang = new Map<string, Tally>();
const started = performance.now();
for (const item of items) {
  const tally = byLang.get(item.lang) ?? {
    roles: 0,
    found: 0,
    unread: 0,
    otherRole: 0,
    given: 0,
    wrong: 0,
  };
  byLang.set(item.lang, tally);
  const url = `https://firm.example/${item.id}`;
  const body = `<html><body><p>${escapeHtml(item.text)}</p></body></html>`;
  const facts = extractor.extract(
    [{ url, finalUrl: url, status: 200, contentType: "text/html", body, truncated: false }],
    { countryCode: item.country },
  );
  const roleOf = (title: string | null) => (title ? primaryTitleFor(title) : undefined);
  for (const person of item.people) {
    const role = roleOf(person.title);
    if (!role) continue;
    tally.roles += 1;
    const got = facts.people.filter((p) => samePerson(p.name.value, person.name));
    if (got.some((p) => p.primaryTitle === role)) {
      tally.found += 1;
      continue;
    }
    if (got.length === 0) tally.unread += 1;
    else tally.otherRole += 1;
    if (verbose)
      print(
        `${item.id} MISSED ${person.name} (${person.title}: ${role}) got ${got.map((p) => `${p.title.value}: ${p.primaryTitle ?? "-"}`).join("; ") || "nothing"}`,
      );
  }
  for (const p of facts.people) {
    if (!p.primaryTitle) continue;
    tally.given += 1;
    const truth = item.people.find((t) => samePerson(p.name.value, t.name));
    if (truth && roleOf(truth.title) === p.primaryTitle) continue;
    // A role read for someone the annotator listed with none, or another, or for no one listed.
    tally.wrong += 1;
    if (verbose)
      print(
        `${item.id} WRONG ${p.name.value}: ${p.title.value} (${p.primaryTitle}), annotated ${truth ? (truth.title ?? "no title") : "no such person"}`,
      );
  }
}
const ms = performance.now() - started;

const ratio = (hit: number, of: number) => (of === 0 ? "   -" : (hit / of).toFixed(2));
print(`corpus ${corpus} (${file}.json): ${items.length} items in ${(ms / 1000).toFixed(1)} s`);
print(
  `${"lang".padEnd(6)}${"role recall".padEnd(22)}${"role precision".padEnd(22)}unread  other role`,
);
const total: Tally = { roles: 0, found: 0, unread: 0, otherRole: 0, given: 0, wrong: 0 };
const row = (lang: string, t: Tally) =>
  print(
    `${lang.padEnd(6)}${`${ratio(t.found, t.roles)} (${t.found}/${t.roles})`.padEnd(22)}${`${ratio(t.given - t.wrong, t.given)} (${t.given - t.wrong}/${t.given})`.padEnd(22)}${String(t.unread).padEnd(8)}${t.otherRole}`,
  );
for (const [lang, t] of [...byLang].sort()) {
  row(lang, t);
  for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += t[key];
}
row("TOTAL", total);
