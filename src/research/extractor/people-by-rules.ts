import { primaryTitleOf } from "../decision-makers.ts";
import { SENTENCE_END } from "../verify/page-words.ts";
import {
  cleanTitle,
  PEOPLE_ASKED,
  type PersonProposal,
  type ReadPeopleAnswer,
  type ReadPeopleRequest,
  ROLE_NONE,
} from "./model-people.ts";
import { peopleInLines } from "./people.ts";
import { parseHtml, toLines } from "./text.ts";
import { primaryTitleFor } from "./titles.ts";

/*
 * The offline model's answer to "read-people": the rules read the excerpt the engine sent, each
 * sentence as a paragraph of its own, so that a person written "Name, Title." inside running text
 * is read like a card; the people the rules had found are confirmed where the excerpt still shows
 * them. It reads nothing but the request's text, so it cannot name anyone the excerpt does not;
 * the engine grounds its answer like any model's.
 */

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** People the excerpt names with a title, read by the rules, the wanted role first. */
export function readPeopleByRules(request: ReadPeopleRequest): ReadPeopleAnswer {
  const proposals: PersonProposal[] = [];
  const add = (proposal: PersonProposal) => {
    const same = (p: PersonProposal) => p.name === proposal.name && p.title === proposal.title;
    if (!proposals.some(same)) proposals.push(proposal);
  };
  for (const { page, text } of request.pages) {
    for (const found of request.found.filter((f) => f.page === page)) {
      if (text.includes(found.name) && text.includes(found.title)) add(proposal(found, page));
    }
    const html = text
      .split("\n")
      .flatMap((line) => line.split(SENTENCE_END))
      .map((sentence) => `<p>${escapeHtml(sentence)}</p>`)
      .join("");
    const root = parseHtml(html);
    for (const person of peopleInLines(root, toLines(root), "")) {
      add(proposal({ name: person.name.value, title: person.title.value }, page));
    }
  }
  const wanted = primaryTitleOf(request.wanted);
  const first = proposals.filter((p) => p.role === wanted);
  return {
    people: [...first, ...proposals.filter((p) => p.role !== wanted)].slice(0, PEOPLE_ASKED),
  };
}

function proposal(person: { name: string; title: string }, page: number): PersonProposal {
  const title = cleanTitle(person.title);
  return { name: person.name, title, role: primaryTitleFor(title) ?? ROLE_NONE, page };
}
