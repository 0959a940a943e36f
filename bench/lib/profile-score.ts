import { HONORIFIC } from "../../src/research/extractor/name-words.ts";
import type { SandboxCompany, SandboxCorpus } from "../../src/sandbox/corpus.ts";
import { expectedDecisionMaker, isPathAllowed } from "../../src/sandbox/ground-truth.ts";
import { checkLeadValues, type ValueCheck } from "./contact-provenance.ts";
import type { ReadableSites } from "./readable-pages.ts";
import type { BenchLead } from "./research-harness.ts";

/*
 * Scores one research run against the corpus's ground truth: which companies it accepted, whether
 * it named the right decision maker, and whether every contact value it shows is on the site.
 */

/** `correct` of `of`: an accuracy whose denominator is printed beside it. */
export interface Tally {
  correct: number;
  of: number;
}

export interface DecisionMakerScore {
  /** Leads whose company names the wanted person on a readable page (expectedDecisionMaker). */
  expected: number;
  name: Tally;
  title: Tally;
  /** Over the leads whose expected person has an email on the site. */
  email: Tally;
  /** Over the leads whose expected person has a phone on the site. */
  phone: Tally;
  /** Leads that show a person although the site names nobody with the wanted title. */
  unexpectedPerson: number;
  /** Leads that show some value other than the expected person's: "domain: field shown ≠ expected". */
  mismatches: string[];
}

export interface ProfileScore {
  accepted: number;
  /** Accepted companies that match the profile. */
  correct: number;
  /** Matching companies in the corpus. */
  expected: number;
  /** Matching companies whose homepage robots.txt lets a polite crawler read. */
  expectedReadable: number;
  /** Accepted domains that do not match. */
  wrong: string[];
  /** Readable matching domains the run did not accept. */
  missed: string[];
  decisionMaker: DecisionMakerScore;
  /** Every contact value shown, checked against the site. */
  values: ValueCheck[];
}

const tally = (): Tally => ({ correct: 0, of: 0 });

const count = (t: Tally, correct: boolean): void => {
  t.of++;
  if (correct) t.correct++;
};

/** Scores a run's leads given the domains that should have been accepted. */
export function scoreProfile(
  corpus: SandboxCorpus,
  sites: ReadableSites,
  expected: ReadonlySet<string>,
  decisionMaker: string,
  leads: readonly BenchLead[],
): ProfileScore {
  const companies = new Map(corpus.companies.map((c) => [c.domain, c]));
  const acceptedDomains = new Set(leads.map((l) => l.domain));
  const readable = [...expected].filter((d) => {
    const company = companies.get(d);
    return company !== undefined && isPathAllowed(company, "/");
  });
  return {
    accepted: leads.length,
    correct: leads.filter((l) => expected.has(l.domain)).length,
    expected: expected.size,
    expectedReadable: readable.length,
    wrong: leads.filter((l) => !expected.has(l.domain)).map((l) => l.domain),
    missed: readable.filter((d) => !acceptedDomains.has(d)),
    decisionMaker: scoreDecisionMakers(companies, decisionMaker, leads),
    values: leads.flatMap((lead) => checkLeadValues(sites, lead.domain, lead)),
  };
}

const noDecisionMakers = (): DecisionMakerScore => ({
  expected: 0,
  name: tally(),
  title: tally(),
  email: tally(),
  phone: tally(),
  unexpectedPerson: 0,
  mismatches: [],
});

function scoreDecisionMakers(
  companies: ReadonlyMap<string, SandboxCompany>,
  decisionMaker: string,
  leads: readonly BenchLead[],
): DecisionMakerScore {
  const score = noDecisionMakers();
  for (const lead of leads) {
    const company = companies.get(lead.domain);
    const person = company ? expectedDecisionMaker(company, decisionMaker) : undefined;
    if (!person) {
      if (lead.contactName) score.unexpectedPerson++;
      continue;
    }
    score.expected++;
    const wrong: string[] = [];
    const judge = (
      field: string,
      into: Tally,
      shown: string | null,
      wanted: string,
      same = sameText,
    ) => {
      const right = shown !== null && same(shown, wanted);
      count(into, right);
      if (!right) wrong.push(`${field} ${shown ?? "none"} ≠ ${wanted}`);
    };
    judge("name", score.name, lead.contactName, person.name, samePerson);
    judge("title", score.title, lead.contactTitle, person.title);
    if (person.email) judge("email", score.email, lead.contactEmail, person.email, sameEmail);
    if (person.phone) judge("phone", score.phone, lead.contactPhone, person.phone);
    if (wrong.length > 0) score.mismatches.push(`${lead.domain}: ${wrong.join("; ")}`);
  }
  return score;
}

const addTallies = (a: Tally, b: Tally): Tally => ({
  correct: a.correct + b.correct,
  of: a.of + b.of,
});

/** Several runs' scores as one: every count added up. */
export function sumScores(scores: readonly ProfileScore[]): ProfileScore {
  const empty: ProfileScore = {
    accepted: 0,
    correct: 0,
    expected: 0,
    expectedReadable: 0,
    wrong: [],
    missed: [],
    decisionMaker: noDecisionMakers(),
    values: [],
  };
  return scores.reduce((sum, s) => {
    const [a, b] = [sum.decisionMaker, s.decisionMaker];
    return {
      accepted: sum.accepted + s.accepted,
      correct: sum.correct + s.correct,
      expected: sum.expected + s.expected,
      expectedReadable: sum.expectedReadable + s.expectedReadable,
      wrong: [...sum.wrong, ...s.wrong],
      missed: [...sum.missed, ...s.missed],
      decisionMaker: {
        expected: a.expected + b.expected,
        name: addTallies(a.name, b.name),
        title: addTallies(a.title, b.title),
        email: addTallies(a.email, b.email),
        phone: addTallies(a.phone, b.phone),
        unexpectedPerson: a.unexpectedPerson + b.unexpectedPerson,
        mismatches: [...a.mismatches, ...b.mismatches],
      },
      values: [...sum.values, ...s.values],
    };
  }, empty);
}

const cleanText = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim();

/** Exactly the value, up to surrounding and repeated whitespace. */
const sameText = (shown: string, wanted: string) => cleanText(shown) === cleanText(wanted);

/** Leading salutations and degrees ("Dr.", "Dipl.-Ing. (FH)"): the product keeps them apart. */
const withoutHonorifics = (name: string) => {
  const words = name.trim().split(/\s+/);
  while (words.length > 2 && HONORIFIC.test(words[0] ?? "")) words.shift();
  return words.join(" ");
};
const samePerson = (shown: string, wanted: string) =>
  sameText(withoutHonorifics(shown), withoutHonorifics(wanted));

/** Email addresses are not case-sensitive in practice. */
const sameEmail = (shown: string, wanted: string) =>
  cleanText(shown).toLowerCase() === cleanText(wanted).toLowerCase();

/** Fabricated values: shown, yet on no readable page of the company's site. */
export const fabricated = (score: ProfileScore): ValueCheck[] =>
  score.values.filter((v) => !v.onSite);

/** Values on the site whose source URL is not a readable page of it showing them. */
export const wronglySourced = (score: ProfileScore): ValueCheck[] =>
  score.values.filter((v) => v.onSite && !v.sourceShowsIt);
