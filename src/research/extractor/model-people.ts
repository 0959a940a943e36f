import { z } from "zod";
import { primaryTitles } from "../decision-makers.ts";
import type { ExtractedPerson, LanguageModel, TokenUsage } from "../ports.ts";
import { standsAsWordsIn } from "../verify/grounding.ts";
import { readName } from "./names.ts";
import {
  excerptText,
  PEOPLE_EXCERPT_CHARS,
  PEOPLE_PAGES,
  type PeoplePage,
} from "./people-excerpt.ts";
import { vouches } from "./person-layouts.ts";
import { fold, foldWords } from "./text.ts";
import { looksLikeTitle, matchTitle } from "./titles.ts";

/*
 * A language model reads the people of a site too (issue 27): it is sent the excerpt of the
 * pages that name people (people-excerpt.ts) and the people the rules read there, as quoted data
 * like every request, and proposes people with their titles. A proposal is kept only when its
 * name reads as a name and stands, with its title on the same or the next line, in the visible
 * text the model was sent from the page it names; the title shown is the page's. So the model can
 * find the manager named in a sentence or an odd layout, but cannot add a person, a title or a
 * pairing that the page does not show.
 */

/** People the rules read that are sent along, so that the model confirms or corrects them. */
const FOUND_SENT = 6;
/** People asked for: the wanted one is among the first few a site names. */
export const PEOPLE_ASKED = 8;

const pageIndex = z
  .number()
  .int()
  .min(0)
  .max(PEOPLE_PAGES - 1);

export const readPeopleRequestSchema = z.object({
  /** The decision maker the user wants, a catalogue title or "Other". */
  wanted: z.string().max(100),
  pages: z
    .array(z.object({ page: pageIndex, text: z.string().max(PEOPLE_EXCERPT_CHARS) }))
    .max(PEOPLE_PAGES),
  found: z
    .array(z.object({ name: z.string().max(100), title: z.string().max(200), page: pageIndex }))
    .max(FOUND_SENT),
});

export type ReadPeopleRequest = z.infer<typeof readPeopleRequestSchema>;

export const ROLE_NONE = "none";

const proposalSchema = z.object({
  name: z.string().max(100),
  title: z.string().max(200),
  role: z.enum([ROLE_NONE, ...primaryTitles]),
  page: pageIndex,
});

export type PersonProposal = z.infer<typeof proposalSchema>;

// Room above PEOPLE_ASKED: a model that lists a few more is not worth a corrective round trip.
export const readPeopleAnswerSchema = z.object({
  people: z.array(proposalSchema).max(PEOPLE_ASKED + 4),
});

export type ReadPeopleAnswer = z.infer<typeof readPeopleAnswerSchema>;

const READ_PEOPLE_SYSTEM = `Read the people a company's web pages name. pages: excerpts of its
own pages. found: people already read from them by rules, possibly wrong. List each person named
with a job title, at most ${PEOPLE_ASKED}, the wanted role first: name and title copied exactly as
the page writes them (no translation, no completion), page, and role: the catalogue role the
title means, or none. Keep found people that are right, correct wrong ones, add missed ones.
Never a person or title the pages do not show.`;

/** Asks the model for the people of the excerpt; returns only the grounded ones. */
export async function readPeopleWithModel(
  model: LanguageModel,
  excerpt: PeoplePage[],
  found: ExtractedPerson[],
  wanted: string,
): Promise<{ people: ExtractedPerson[]; usage: TokenUsage }> {
  const pages = excerpt.slice(0, PEOPLE_PAGES);
  const pageOf = (url: string) => pages.findIndex((page) => page.url === url);
  const data: ReadPeopleRequest = {
    wanted,
    pages: pages.map((page, index) => ({ page: index, text: excerptText(page) })),
    found: found
      .filter((person) => pageOf(person.name.source) >= 0)
      .slice(0, FOUND_SENT)
      .map((person) => ({
        name: person.name.value.slice(0, 100),
        title: person.title.value.slice(0, 200),
        page: pageOf(person.name.source),
      })),
  };
  const { value, usage } = await model.complete({
    task: "read-people",
    system: READ_PEOPLE_SYSTEM,
    data,
    schema: readPeopleAnswerSchema,
  });
  return { people: groundedPeople(value.people, pages), usage };
}

/** The proposals that stand on the page they name, as the page writes them; the rest dropped. */
export function groundedPeople(
  proposals: PersonProposal[],
  pages: PeoplePage[],
): ExtractedPerson[] {
  const people: ExtractedPerson[] = [];
  for (const proposal of proposals) {
    const person = grounded(proposal, pages[proposal.page]);
    if (!person) continue;
    const key = `${fold(person.name.value)}|${fold(person.title.value)}`;
    if (people.some((p) => `${fold(p.name.value)}|${fold(p.title.value)}` === key)) continue;
    people.push(person);
  }
  return people;
}

/** A title as copied from a sentence: its closing stop or comma is not part of it. */
export const cleanTitle = (title: string) => title.trim().replace(/[\s.,;:]+$/u, "");

function grounded(
  proposal: PersonProposal,
  page: PeoplePage | undefined,
): ExtractedPerson | undefined {
  if (!page) return undefined;
  const title = cleanTitle(proposal.title);
  // The rules' own test of a name, as in their layouts: a known given name, unless a catalogue
  // title vouches for it; a heading, a product or a title proposed as a name fails it.
  const parts = readName(proposal.name, { cue: vouches(title) });
  const role = parts && title ? roleOf(title, proposal.role) : null;
  if (!parts || role === null) return undefined;
  // A piece of the name is no title of it ("Jonas Klein", "Klein").
  const nameWords = new Set(foldWords(parts.name));
  if (foldWords(title).some((word) => nameWords.has(word))) return undefined;
  const named = page.pieces.filter((piece) => standsAsWordsIn(piece.text, parts.name));
  // The title in the name's own sentence or line, or on the line beside it (a card, a row); not
  // in another sentence of the same paragraph.
  const paired = page.pieces.some(
    (piece) =>
      standsAsWordsIn(piece.text, title) &&
      named.some((other) => other === piece || Math.abs(other.at - piece.at) === 1),
  );
  if (!paired) return undefined;
  return {
    name: { value: parts.name, source: page.url },
    title: { value: title, source: page.url },
    primaryTitle: role,
    ...(parts.honorific ? { honorific: parts.honorific } : {}),
  };
}

/** A short text the rules cannot read, that may still be a title their tables lack ("Patron"). */
const UNREAD_TITLE = /^[\p{L}.&'’ -]{2,40}$/u;

/**
 * The catalogue role of a title, or null when the text is no title: the rules' reading of it when
 * they read it as one (the model's pick among several roles it names; none for a job title of no
 * role, "Lab Manager"), the model's role only for a short title the rules cannot read at all (an
 * abbreviation or a form the tables lack). So a model cannot make the "Lab Technician" of a page
 * its CEO, nor a sentence a title.
 */
function roleOf(
  title: string,
  proposed: PersonProposal["role"],
): ExtractedPerson["primaryTitle"] | null {
  const known = matchTitle(title)?.primaries ?? [];
  if (looksLikeTitle(title)) return known.find((role) => role === proposed) ?? known[0];
  // Words beyond a title ("ny VD för Nordluft AB. Hon kommer") make it a sentence, not a title.
  if (known.length > 0) return null;
  const short = UNREAD_TITLE.test(title) && title.split(" ").length <= 3;
  return short && proposed !== ROLE_NONE ? proposed : null;
}
