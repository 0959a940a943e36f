import {
  type PersonProposal,
  type ReadPeopleAnswer,
  type ReadPeopleRequest,
  ROLE_NONE,
  readPeopleAnswerSchema,
  readPeopleRequestSchema,
} from "../../src/research/extractor/model-people.ts";
import { readName } from "../../src/research/extractor/names.ts";
import { looksLikeTitle, primaryTitleFor } from "../../src/research/extractor/titles.ts";
import type { RuleHandler } from "../../src/research/llm/rules-model.ts";
import { SENTENCE_END } from "../../src/research/verify/page-words.ts";

/*
 * What the rules-backed stand-in adds to the rules when it plays a model reading people: a person
 * in apposition inside a sentence, "I am Rebecca Stone, owner and ceramist." or "Our buyer, Jan
 * de Vries, …", read from the excerpt's own text: a name the rules read as one (a known given
 * name) with a clause beside it that the rules read as a title. Honest but crude, as a test model
 * is: it reads only the request's text, so it never names anyone the excerpt does not.
 */

/** A run of capitalized words, particles between: where a name may stand in a sentence. */
const NAME_RUN =
  /\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:van|von|de|der|den|da|di|del|la|le)\s+)*\p{Lu}[\p{L}'’-]+){1,3}/gu;

/** The clause, or its tail past a word or two ("Nuestra directora comercial"), that is a title. */
function titleIn(clause: string): string | undefined {
  const words = clause.split(/\s+/).filter(Boolean);
  for (let drop = 0; drop <= 2 && drop < words.length; drop++) {
    const tail = words.slice(drop).join(" ");
    if (looksLikeTitle(tail)) return tail;
  }
  return undefined;
}

/** People in apposition in the excerpt's sentences. */
export function sentencePeople(request: ReadPeopleRequest): PersonProposal[] {
  const found: PersonProposal[] = [];
  for (const { page, text } of request.pages) {
    for (const sentence of text.split("\n").flatMap((line) => line.split(SENTENCE_END))) {
      for (const match of sentence.matchAll(NAME_RUN)) {
        const name = readName(match[0])?.name;
        if (!name) continue;
        const after = sentence
          .slice(match.index + match[0].length)
          .match(/^\s*[,–—]\s*([^,.;:()]+)/u);
        const before = sentence.slice(0, match.index).match(/([^,.;:()]+),\s*$/u);
        const title = [after?.[1], before?.[1]]
          .map((clause) => titleIn(clause?.trim() ?? ""))
          .find(Boolean);
        if (title) found.push({ name, title, role: primaryTitleFor(title) ?? ROLE_NONE, page });
      }
    }
  }
  return found;
}

/** The rules' answer to "read-people" with the sentence people added, the wanted role first. */
export function withSentencePeople(rules: RuleHandler): RuleHandler {
  return (data) => {
    const request = readPeopleRequestSchema.parse(data);
    const answer = readPeopleAnswerSchema.parse(rules(data));
    const known = (p: PersonProposal) =>
      answer.people.some((q) => q.name === p.name && q.title === p.title);
    const people = [...answer.people, ...sentencePeople(request).filter((p) => !known(p))];
    return { people: people.slice(0, 12) } satisfies ReadPeopleAnswer;
  };
}
