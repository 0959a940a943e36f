import { describe, expect, test } from "bun:test";
import { primaryTitles } from "../src/research/decision-makers.ts";
import { roleOfOffice } from "../src/research/extractor/title-offices.ts";
import { JOB_TITLES, type RoleForms } from "../src/research/knowledge/job-titles/index.ts";
import { LANGUAGES } from "../src/research/language/stopwords.ts";

/* The office nouns of the job-title tables: every office form, and every office head with a
 * role's field, is read as its role; every language has nouns of a post that a title follows. */

type Table = (typeof JOB_TITLES)[keyof typeof JOB_TITLES];

function officeForms(table: Table, forms: RoleForms): string[] {
  const heads: readonly string[] = "officeHeads" in table ? table.officeHeads : [];
  const out = [...(forms.offices ?? [])];
  for (const head of heads) for (const field of forms.fields ?? []) out.push(`${head} ${field}`);
  return out;
}

describe("office nouns in the nine tables", () => {
  for (const language of LANGUAGES) {
    const table: Table = JOB_TITLES[language];
    test(`${language}: each office form is read as its role`, () => {
      const wrong = primaryTitles.flatMap((primary) =>
        officeForms(table, table.roles[primary])
          .filter((form) => roleOfOffice(form) !== primary)
          .map((form) => `${form} → ${roleOfOffice(form)} (table: ${primary})`),
      );
      expect(wrong).toEqual([]);
    });
    test(`${language}: a post followed by the CEO's title names the CEO`, () => {
      const posts: readonly string[] = "posts" in table ? table.posts : [];
      expect(posts.length).toBeGreaterThan(0);
      const ceo = table.roles.CEO.titles[0] ?? "";
      // Swedish writes the post after the title, in one compound ("vd-posten").
      const phrase = (post: string) => (language === "sv" ? `${ceo}-${post}` : `${post} ${ceo}`);
      const wrong = posts.filter((post) => roleOfOffice(phrase(post)) !== "CEO");
      expect(wrong).toEqual([]);
    });
  }
});
