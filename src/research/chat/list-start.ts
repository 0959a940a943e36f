import type { Database } from "../../../db/client";
import { listRowCounts } from "../../projects/list-store.ts";

/*
 * What the chat says for a list project (issue 30). "Start": there is nothing to plan, since the
 * list is the plan; the reply says how many rows will be researched, what is settled already and
 * the most it can cost, and asks for the same "yes" as a search's plan. "More" on a finished
 * list: a list project researches its rows and nothing else, so no web search is offered.
 */

/** The list's plan as the chat states it before the user confirms. */
export async function listPlanReply(db: Database, projectId: number): Promise<string> {
  const counts = await listRowCounts(db, projectId);
  const settled = [
    counts.duplicate ? `${counts.duplicate} duplicate` : "",
    counts.invalid ? `${counts.invalid} invalid` : "",
  ].filter(Boolean);
  const already = settled.length ? ` (${settled.join(" and ")} already set aside)` : "";
  const credits = counts.pending === 1 ? "1 credit" : `${counts.pending} credits`;
  return `Your list has ${counts.total} rows${already}. I will read the website of each of the ${counts.pending} others (or find it by the company's name), check it and find the decision maker. Each accepted lead costs one credit, so at most ${credits}. Shall I start? (yes/no)`;
}

/** "More" once every row of the list is done: the list is the whole job, a new project finds more. */
export async function listDoneMoreReply(db: Database, projectId: number): Promise<string> {
  const counts = await listRowCounts(db, projectId);
  return `All ${counts.total} rows of your list are done, and a list project researches only its own rows: it does not search the web for more. To research more companies, create a new project from another list or from a search.`;
}
