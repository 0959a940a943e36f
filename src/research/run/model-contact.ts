import { OTHER_DECISION_MAKER, primaryTitleOf } from "../decision-makers.ts";
import { bestDecisionMaker } from "../extractor/index.ts";
import { readPeopleWithModel } from "../extractor/model-people.ts";
import type { PeoplePage } from "../extractor/people-excerpt.ts";
import { fold } from "../extractor/text.ts";
import { primaryTitleFor } from "../extractor/titles.ts";
import { LanguageModelError } from "../llm/errors.ts";
import { isOfflineModel } from "../llm/rules-model.ts";
import type { CompanyFacts, ExtractedPerson, LanguageModel } from "../ports.ts";
import type { ResearchProfile } from "../profile.ts";
import { type LeadContact, leadContact } from "./company-reader.ts";
import type { ResearchEngine } from "./engine.ts";

/*
 * Where a paid model reads people in a run (issue 27): for a company being accepted whose rules
 * reading found no one with the wanted title, and only then, so that the tokens stay within the
 * budget per accepted lead. The model's grounded people join the rules' ones; a person both read
 * keeps the contacts of their card as the rules read it, and one only the model read gets an
 * address only if it spells their name (leadContact). A failed call costs the lead nothing: it
 * keeps the rules' contact.
 */

/** What a company's reading offers the model: its facts and the lines that name people. */
export interface PeopleToRead {
  facts: CompanyFacts;
  people?: PeoplePage[];
}

/** What of a run the model's reading needs: its model (metered) and the engine's, the wanted title. */
export interface PeopleReadingRun {
  engine: Pick<ResearchEngine, "model" | "logger">;
  model: LanguageModel;
  profile: Pick<ResearchProfile, "decisionMaker">;
  projectId: number;
}

/** The lead's contact, with the model's reading of people when the rules found no decision maker. */
export async function contactWithModelPeople(
  run: PeopleReadingRun,
  contact: LeadContact,
  reading: PeopleToRead | undefined,
): Promise<LeadContact> {
  const excerpt = reading?.people ?? [];
  if (contact.person || !reading || excerpt.length === 0 || isOfflineModel(run.engine.model)) {
    return contact;
  }
  const wanted = run.profile.decisionMaker;
  let read: ExtractedPerson[];
  try {
    read = (await readPeopleWithModel(run.model, excerpt, reading.facts.people, wanted)).people;
  } catch (error) {
    if (!(error instanceof LanguageModelError)) throw error;
    run.engine.logger.warn(
      { err: error, projectId: run.projectId },
      "people not read by the model",
    );
    return contact;
  }
  const added = read.map((person) => withCard(person, reading.facts.people));
  const facts = { ...reading.facts, people: [...reading.facts.people, ...added] };
  const found = bestDecisionMaker(facts, wanted) ?? byRole(added, wanted);
  return found ? leadContact(facts, wanted, found) : contact;
}

/** A person the rules read too keeps the email and phone of their card. */
function withCard(person: ExtractedPerson, rules: ExtractedPerson[]): ExtractedPerson {
  const same = rules.find((p) => fold(p.name.value) === fold(person.name.value));
  return {
    ...person,
    ...(same?.email ? { email: same.email } : {}),
    ...(same?.phone ? { phone: same.phone } : {}),
  };
}

/** Someone whose role (the model's, for a title the rules cannot read) is the wanted one. */
function byRole(people: ExtractedPerson[], wanted: string): ExtractedPerson | undefined {
  const role = primaryTitleOf(wanted) ?? primaryTitleFor(wanted);
  if (!role) return undefined;
  return people.find((p) =>
    role === OTHER_DECISION_MAKER ? p.primaryTitle !== undefined : p.primaryTitle === role,
  );
}
