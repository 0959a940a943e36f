import { describe, expect, test } from "bun:test";
import { primaryTitles } from "../src/research/decision-makers.ts";
import { matchTitle } from "../src/research/extractor/titles.ts";
import { JOB_TITLES, type RoleForms } from "../src/research/knowledge/job-titles/index.ts";
import { LANGUAGES } from "../src/research/language/stopwords.ts";

/* The job-title tables: one per language the engine reads, each giving every role of the
 * catalogue its forms, and every form in them read as its role by the matcher. */

type Table = (typeof JOB_TITLES)[keyof typeof JOB_TITLES];

/** A role's forms as printed: titles, abbreviations, regional forms, head + field, compounds. */
function printedForms(table: Table, forms: RoleForms): string[] {
  const out = [...forms.titles, ...(forms.abbreviations ?? [])];
  for (const regional of Object.values(forms.regional ?? {})) out.push(...regional);
  const after: readonly string[] = "headsAfter" in table ? table.headsAfter : [];
  const compoundHeads: readonly string[] = "compoundHeads" in table ? table.compoundHeads : [];
  for (const field of forms.fields ?? []) {
    for (const head of table.headsBefore) out.push(`${head} ${field}`);
    for (const head of after) out.push(`${field} ${head}`);
  }
  for (const opening of forms.compounds ?? []) {
    for (const head of compoundHeads) out.push(`${opening}${head}`);
  }
  return out;
}

describe("every role has its forms in every language", () => {
  test("a table for each of the nine languages, no other", () => {
    expect(Object.keys(JOB_TITLES).sort()).toEqual([...LANGUAGES].sort());
  });
  for (const language of LANGUAGES) {
    const table: Table = JOB_TITLES[language];
    test(`${language}: the catalogue's ten roles, no other`, () => {
      expect(Object.keys(table.roles).sort()).toEqual([...primaryTitles].sort());
      for (const primary of primaryTitles) {
        const forms: RoleForms = table.roles[primary];
        expect(printedForms(table, forms).length).toBeGreaterThan(0);
      }
    });
    test(`${language}: each form is read as its role`, () => {
      const wrong = primaryTitles.flatMap((primary) =>
        printedForms(table, table.roles[primary])
          .filter((form) => !matchTitle(form)?.primaries.includes(primary))
          .map((form) => `${form} → ${primary}`),
      );
      expect(wrong).toEqual([]);
    });
    test(`${language}: a subordinate or past word takes the role away`, () => {
      const holder = table.roles.CEO.titles[0] ?? "";
      for (const word of [...table.subordinate, ...table.past]) {
        expect(matchTitle(`${word} ${holder}`)).toBeUndefined();
      }
    });
    test(`${language}: a title that stands alone means its role only alone`, () => {
      for (const [title, primary] of Object.entries(table.aloneOnly)) {
        expect(matchTitle(title)?.primaries).toEqual([primary as never]);
      }
    });
  }
});
