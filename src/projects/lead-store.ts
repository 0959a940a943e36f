import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  companies,
  companyResearchResults,
  contacts,
  rejectedCompanies,
  researchProjects,
} from "../../db/schema";
import type { LeadRow } from "../export/lead-row";
import { englishTitle } from "../research/extractor/titles";
import { preparedPerDatabase } from "./prepared";
import { getProject } from "./project-store";
import type { LeadView, RejectedView } from "./views";

/** Rows per page when streaming an export: small enough that 50k leads never sit in memory. */
export const EXPORT_PAGE_SIZE = 1000;

// The flattened lead of spec §3: the result row joined to its company and (optional) contact.
const leadColumns = {
  id: companyResearchResults.id,
  companyName: companies.companyName,
  industry: companies.industry,
  companyDescription: companies.companyDescription,
  website: companies.website,
  contactName: contacts.contactName,
  contactHonorific: contacts.contactHonorific,
  contactTitle: contacts.contactTitle,
  contactEmail: contacts.contactEmail,
  contactPhone: contacts.contactPhone,
  companyEmail: companies.companyEmail,
  companyPhone: companies.companyPhone,
  contactNameSource: contacts.contactNameSource,
  contactEmailSource: contacts.contactEmailSource,
  contactPhoneSource: contacts.contactPhoneSource,
  companyEmailSource: companies.companyEmailSource,
  companyPhoneSource: companies.companyPhoneSource,
  contactEmailStatus: contacts.contactEmailStatus,
  isFromCache: companyResearchResults.isFromCache,
  criteria: companyResearchResults.criteria,
};

// The joins from a result to its company and (optional) contact, shared by every lead query.
const companyOfLead = eq(companies.id, companyResearchResults.companyId);
const contactOfLead = eq(contacts.id, companyResearchResults.contactId);

function leadsQuery(db: Database) {
  return db
    .select(leadColumns)
    .from(companyResearchResults)
    .innerJoin(companies, companyOfLead)
    .leftJoin(contacts, contactOfLead);
}

/** The project's accepted leads, oldest first; 404 unless the user owns the project. */
export async function listLeads(
  db: Database,
  userId: number,
  projectId: number,
): Promise<LeadView[]> {
  // The owner check rides in the join: one round trip on the hot polling path (spec §7 polls
  // results every 3-5 s), and a second query only when there is nothing to show.
  const rows = await ownedLeads(db).execute({ userId, projectId });
  if (rows.length === 0) await getProject(db, userId, projectId);
  return rows.map(withEnglishTitle);
}

/** The found title stays as the page wrote it; its English catalogue title rides beside it. */
function withEnglishTitle(lead: LeadView): LeadView {
  const english = lead.contactTitle ? englishTitle(lead.contactTitle) : undefined;
  return english ? { ...lead, contactTitleEnglish: english } : lead;
}

/** The owner check as a join: a project of someone else's has no rows. */
const ownedBy = and(
  eq(researchProjects.id, companyResearchResults.projectId),
  eq(researchProjects.userId, sql.placeholder("userId")),
);

const ownedLeads = preparedPerDatabase((db) =>
  leadsQuery(db)
    .innerJoin(researchProjects, ownedBy)
    .where(eq(companyResearchResults.projectId, sql.placeholder("projectId")))
    .orderBy(asc(companyResearchResults.id))
    .prepare("owned_leads"),
);

/**
 * The project's leads for an export, oldest first, read a page at a time by id (keyset
 * pagination), so memory stays flat however many leads there are and a cancelled download stops
 * reading. The owner check runs before the first row is yielded.
 */
export async function* leadRowsForExport(
  db: Database,
  userId: number,
  projectId: number,
): AsyncGenerator<LeadRow & { id: number }, void, undefined> {
  await getProject(db, userId, projectId);
  let afterId = 0;
  for (;;) {
    const page = await leadsQuery(db)
      .where(
        and(
          eq(companyResearchResults.projectId, projectId),
          gt(companyResearchResults.id, afterId),
        ),
      )
      .orderBy(asc(companyResearchResults.id))
      .limit(EXPORT_PAGE_SIZE);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE_SIZE) return;
    afterId = last.id;
  }
}

const rejectedColumns = {
  id: rejectedCompanies.id,
  companyName: rejectedCompanies.companyName,
  website: rejectedCompanies.website,
  reasoning: rejectedCompanies.reasoning,
  criteria: rejectedCompanies.criteria,
  rejectedAt: rejectedCompanies.rejectedAt,
};

/** The companies the verifier turned down for the project, newest first; owner-checked. */
export function listRejected(
  db: Database,
  userId: number,
  projectId: number,
): Promise<RejectedView[]> {
  return rejectionsOf(db, userId, projectId);
}

/** How many leads and rejections the project has (the tab counts); owner-checked. */
export async function countLeadsAndRejected(
  db: Database,
  userId: number,
  projectId: number,
): Promise<{ results: number; rejected: number }> {
  await getProject(db, userId, projectId);
  const [[results], [rejected]] = await Promise.all([
    db
      .select({ n: count() })
      .from(companyResearchResults)
      .where(eq(companyResearchResults.projectId, projectId)),
    db
      .select({ n: count() })
      .from(rejectedCompanies)
      .where(eq(rejectedCompanies.projectId, projectId)),
  ]);
  return { results: results?.n ?? 0, rejected: rejected?.n ?? 0 };
}

/**
 * One page of the project's leads after lead `afterId`, oldest first (keyset pagination: stable
 * while the run adds leads); owner-checked. The public API's cursor walks these pages.
 */
export async function leadsPage(
  db: Database,
  userId: number,
  projectId: number,
  afterId: number,
  limit: number,
): Promise<LeadView[]> {
  await getProject(db, userId, projectId);
  return leadsQuery(db)
    .where(
      and(eq(companyResearchResults.projectId, projectId), gt(companyResearchResults.id, afterId)),
    )
    .orderBy(asc(companyResearchResults.id))
    .limit(limit);
}

/** One lead of the project by id (webhook payloads); undefined once it is gone. */
export async function leadById(
  db: Database,
  projectId: number,
  leadId: number,
): Promise<LeadView | undefined> {
  const [row] = await leadsQuery(db).where(
    and(eq(companyResearchResults.projectId, projectId), eq(companyResearchResults.id, leadId)),
  );
  return row;
}

/** One page of the project's rejections after `afterId`, oldest first; owner-checked. */
export function rejectedPage(
  db: Database,
  userId: number,
  projectId: number,
  afterId: number,
  limit: number,
): Promise<RejectedView[]> {
  return rejectionsOf(db, userId, projectId, { afterId, limit });
}

/** The project's rejections once the owner check passed: all newest first, or a page by id. */
async function rejectionsOf(
  db: Database,
  userId: number,
  projectId: number,
  page?: { afterId: number; limit: number },
): Promise<RejectedView[]> {
  await getProject(db, userId, projectId);
  const ofProject = eq(rejectedCompanies.projectId, projectId);
  const query = db.select(rejectedColumns).from(rejectedCompanies).$dynamic();
  if (!page) {
    return query
      .where(ofProject)
      .orderBy(desc(rejectedCompanies.rejectedAt), desc(rejectedCompanies.id));
  }
  return query
    .where(and(ofProject, gt(rejectedCompanies.id, page.afterId)))
    .orderBy(asc(rejectedCompanies.id))
    .limit(page.limit);
}

/** Leads and rejections of each of the user's projects, in two grouped queries (API list). */
export async function countsByProject(
  db: Database,
  userId: number,
): Promise<Map<number, { results: number; rejected: number }>> {
  const counted = (table: typeof companyResearchResults | typeof rejectedCompanies) =>
    db
      .select({ projectId: table.projectId, n: count() })
      .from(table)
      .innerJoin(researchProjects, eq(researchProjects.id, table.projectId))
      .where(eq(researchProjects.userId, userId))
      .groupBy(table.projectId);
  const [results, rejected] = await Promise.all([
    counted(companyResearchResults),
    counted(rejectedCompanies),
  ]);
  const counts = new Map<number, { results: number; rejected: number }>();
  const entry = (id: number) => counts.get(id) ?? { results: 0, rejected: 0 };
  for (const r of results) counts.set(r.projectId, { ...entry(r.projectId), results: r.n });
  for (const r of rejected) counts.set(r.projectId, { ...entry(r.projectId), rejected: r.n });
  return counts;
}
