import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  companies,
  companyDecisionMakers,
  companyResearchResults,
  contacts,
  processedDomains,
  rejectedCompanies,
  researchProjects,
  type StoredCriterion,
  userStats,
} from "../../../db/schema";
import { debitLeadCredit } from "../../billing/credit-debit.ts";
import type { EmailCheckResult, EmailCheckStatus } from "../ports.ts";
import type { LeadContact } from "./company-reader.ts";
import { leadCount, type Tx } from "./project-state.ts";
import { storable } from "./storable.ts";

/*
 * The two ways a candidate ends, each one transaction: accepted (the lead, its credit, the usage
 * log and the stats, or nothing at all) or rejected (the reasoning). The processed-domain row is
 * written in the same transaction, so a crash before it means the candidate is simply looked at
 * again, and a crash after it means it is done: no lead twice, no credit twice.
 */

/** How long a found decision maker is trusted before the site is read again. */
export const CONTACT_TTL_DAYS = 30;

/**
 * The email check as a lead stores and exports it ("Email Check" column): its status, except that
 * a deliverable address at a webmail provider (gmail.com, web.de …) says "webmail", so that the
 * flag the check computed reaches the lead and the export. A webmail domain always has mail
 * servers, so "webmail" implies "valid"; an address that failed a check keeps its failure.
 */
export type StoredEmailStatus = EmailCheckStatus | "webmail";

export function storedEmailStatus(result: EmailCheckResult): StoredEmailStatus {
  return result.webmail && result.status === "valid" ? "webmail" : result.status;
}

export interface AcceptedCompany {
  projectId: number;
  userId: number;
  domain: string;
  website: string;
  companyName: string;
  industry?: string;
  description?: string;
  contact: LeadContact;
  contactEmailStatus?: StoredEmailStatus;
  decisionMaker: string;
  reasoning: string;
  /** The verdict per criterion, shown in the results and the export. */
  criteria: StoredCriterion[];
  isFromCache: boolean;
  /** The cached decision-maker contact a cache hit reuses (null: the company names nobody). */
  cachedContactId?: number | null;
  /** The pages read, kept on the shared company for reuse by other projects. */
  scrapedPages: string[];
  rawScrapedContent: string;
}

export type AcceptOutcome =
  | { kind: "accepted"; leadId: number; acceptedCount: number; target: number }
  | { kind: "duplicate" }
  | { kind: "target-reached"; acceptedCount: number }
  | { kind: "out-of-credits" }
  | { kind: "stopped"; status: string };

class OutOfCredits extends Error {}

/**
 * Stores an accepted lead and charges its credit, or changes nothing. `within` writes what else
 * belongs to the lead in the same transaction (a list run's row state: list-row-work.ts).
 */
export async function acceptCompany(
  db: Database,
  accepted: AcceptedCompany,
  within?: (tx: Tx, leadId: number) => Promise<void>,
): Promise<AcceptOutcome> {
  // Crawled text: a NUL or a broken surrogate must not fail the transaction.
  const lead = storable(accepted);
  try {
    return await db.transaction(async (tx) => {
      // The project row lock serialises this project's accepts, so the target is never passed.
      const [project] = await tx
        .select({ status: researchProjects.status, target: researchProjects.companyCount })
        .from(researchProjects)
        .where(eq(researchProjects.id, lead.projectId))
        .for("update");
      if (!project) return { kind: "stopped", status: "deleted" } as const;
      if (project.status !== "processing") return { kind: "stopped", status: project.status };
      const accepted = await leadCount(tx, lead.projectId);
      if (accepted >= project.target) return { kind: "target-reached", acceptedCount: accepted };

      const companyId = await upsertCompany(tx, lead);
      const contactId =
        lead.cachedContactId !== undefined
          ? lead.cachedContactId
          : await saveDecisionMaker(tx, companyId, lead);
      const [inserted] = await tx
        .insert(companyResearchResults)
        .values({
          projectId: lead.projectId,
          companyId,
          contactId,
          verificationStatus: "verified",
          reasoning: lead.reasoning,
          criteria: lead.criteria,
          isFromCache: lead.isFromCache,
        })
        .onConflictDoNothing()
        .returning({ id: companyResearchResults.id });
      await markProcessed(tx, lead.projectId, lead.domain);
      if (!inserted) return { kind: "duplicate" } as const;

      // Thrown, not returned: the lead inserted above must roll back with the missing credit.
      const debit = {
        userId: lead.userId,
        projectId: lead.projectId,
        companyName: lead.companyName,
      };
      if (!(await debitLeadCredit(tx, debit))) throw new OutOfCredits();
      const decisionMaker = Boolean(lead.contact.person?.name && lead.contact.person.email);
      await tx
        .insert(userStats)
        .values({
          userId: lead.userId,
          totalCompaniesFound: 1,
          totalDecisionMakers: decisionMaker ? 1 : 0,
        })
        .onConflictDoUpdate({
          target: userStats.userId,
          set: {
            totalCompaniesFound: sql`${userStats.totalCompaniesFound} + 1`,
            totalDecisionMakers: sql`${userStats.totalDecisionMakers} + ${decisionMaker ? 1 : 0}`,
            updatedAt: new Date(),
          },
        });
      await tx
        .update(researchProjects)
        .set({ lastActivityAt: new Date() })
        .where(eq(researchProjects.id, lead.projectId));
      await within?.(tx, inserted.id);
      return {
        kind: "accepted",
        leadId: inserted.id,
        acceptedCount: accepted + 1,
        target: project.target,
      } as const;
    });
  } catch (error) {
    if (error instanceof OutOfCredits) return { kind: "out-of-credits" };
    throw error;
  }
}

/** A company turned down (or that could not be checked), with why. */
export interface Rejection {
  projectId: number;
  domain: string;
  companyName: string;
  website: string;
  reasoning: string;
  /** The verdict per criterion; empty when the site was never judged. */
  criteria?: StoredCriterion[];
}

/**
 * Stores a rejection with its reasoning; a domain already processed is left alone. `within`
 * writes what else belongs to the rejection in the same transaction (a list run's row state).
 */
export async function rejectCompany(
  db: Database,
  rejected: Rejection,
  within?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const rejection = storable(rejected);
  return db.transaction(async (tx) => {
    const fresh = await markProcessed(tx, rejection.projectId, rejection.domain);
    if (!fresh) return false;
    await tx.insert(rejectedCompanies).values({
      projectId: rejection.projectId,
      companyName: rejection.companyName.slice(0, 255) || rejection.domain,
      website: rejection.website.slice(0, 2048),
      reasoning: rejection.reasoning.slice(0, 2000) || "Does not match the profile",
      criteria: rejection.criteria ?? [],
    });
    await tx
      .update(researchProjects)
      .set({ lastActivityAt: new Date() })
      .where(eq(researchProjects.id, rejection.projectId));
    await within?.(tx);
    return true;
  });
}

/** Marks a domain skipped without a verdict (excluded, already a customer, aggregator...). */
export async function skipDomain(db: Database, projectId: number, domain: string): Promise<void> {
  await markProcessed(db, projectId, domain);
}

async function markProcessed(tx: Tx | Database, projectId: number, domain: string) {
  const rows = await tx
    .insert(processedDomains)
    .values({ projectId, domain })
    .onConflictDoNothing()
    .returning({ id: processedDomains.id });
  return rows.length > 0;
}

async function upsertCompany(tx: Tx, lead: AcceptedCompany): Promise<number> {
  const values = {
    companyName: lead.companyName.slice(0, 255),
    website: lead.website.slice(0, 2048),
    industry: lead.industry?.slice(0, 200) ?? null,
    companyDescription: lead.description ?? null,
    companyEmail: lead.contact.companyEmail?.value ?? null,
    companyEmailSource: lead.contact.companyEmail?.source ?? null,
    companyPhone: lead.contact.companyPhone?.value ?? null,
    companyPhoneSource: lead.contact.companyPhone?.source ?? null,
    scrapedPages: lead.scrapedPages,
    rawScrapedContent: lead.rawScrapedContent,
    lastScrapedAt: new Date(),
  };
  // A cached company keeps what was read; a fresh reading replaces it.
  const [row] = await tx
    .insert(companies)
    .values({ domain: lead.domain, ...values })
    .onConflictDoUpdate({
      target: companies.domain,
      set: lead.isFromCache ? { updatedAt: new Date() } : { ...values, updatedAt: new Date() },
    })
    .returning({ id: companies.id });
  if (!row) throw new Error(`company ${lead.domain} was not stored`);
  return row.id;
}

/** The decision maker as a contact, remembered per company and title until it expires. */
async function saveDecisionMaker(
  tx: Tx,
  companyId: number,
  lead: AcceptedCompany,
): Promise<number | null> {
  const person = lead.contact.person;
  const expiresAt = new Date(Date.now() + CONTACT_TTL_DAYS * 86_400_000);
  let contactId: number | null = null;
  if (person) {
    const [contact] = await tx
      .insert(contacts)
      .values({
        companyId,
        contactName: person.name.value.slice(0, 200),
        contactHonorific: person.honorific?.slice(0, 60) ?? null,
        contactNameSource: person.name.source,
        contactTitle: person.title.value.slice(0, 200),
        contactEmail: person.email?.value ?? null,
        contactEmailSource: person.email?.source ?? null,
        contactEmailStatus: lead.contactEmailStatus ?? null,
        contactPhone: person.phone?.value ?? null,
        contactPhoneSource: person.phone?.source ?? null,
        lastScrapedAt: new Date(),
      })
      .returning({ id: contacts.id });
    contactId = contact?.id ?? null;
  }
  await tx
    .insert(companyDecisionMakers)
    .values({
      companyId,
      decisionMaker: lead.decisionMaker,
      contactId,
      status: person ? "found" : "not-found",
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [companyDecisionMakers.companyId, companyDecisionMakers.decisionMaker],
      set: {
        contactId,
        status: person ? "found" : "not-found",
        lastCheckedAt: new Date(),
        expiresAt,
      },
    });
  return contactId;
}
