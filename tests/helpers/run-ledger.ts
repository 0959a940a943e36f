import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companyResearchResults } from "../../db/schema";
import { companyDomain } from "../../src/company-domain";
import { industries } from "../../src/sandbox/industries";
import {
  creditsLeft,
  processedRows,
  projectRow,
  rejectedRows,
  statsOf,
  usageLogs,
} from "./research";

/*
 * What the fault tests check after a run that was interrupted: the database as the ledger of
 * leads, credits and processed domains, read directly (not through the app under test).
 */

/** Every product the generator knows: with one country and type, a profile with many matches. */
const EVERY_PRODUCT = industries.map((i) => i.name.en).join(", ");

/** 26 matches in the 800-company web of the fault tests, so the tests' target of 8 has room to spare. */
export const FRENCH_MAKERS = {
  name: "French makers",
  country: "France",
  companyType: "manufacturer",
  productsServices: EVERY_PRODUCT,
  decisionMaker: "CEO",
};

export interface RunLedger {
  status: string;
  leads: number;
  /** Leads minus distinct lead domains: 0 unless a company was accepted twice. */
  duplicateLeads: number;
  /** Domains both accepted and rejected, or rejected twice, or marked processed twice. */
  doubleOutcomes: number;
  creditsSpent: number;
  usageLogs: number;
  statsFound: number;
}

/** The project's leads and the user's credits as the database holds them. */
export async function runLedger(
  db: Database,
  ids: { userId: number; projectId: number; initialCredits: number },
): Promise<RunLedger> {
  const { userId, projectId } = ids;
  const leadDomains = (
    await db
      .select({ domain: companies.domain })
      .from(companyResearchResults)
      .innerJoin(companies, eq(companies.id, companyResearchResults.companyId))
      .where(eq(companyResearchResults.projectId, projectId))
  ).map((row) => row.domain);
  const rejected = (await rejectedRows(db, projectId)).map((r) => companyDomain(r.website));
  const processed = (await processedRows(db, projectId)).map((r) => r.domain);
  const outcomes = [...new Set(leadDomains), ...rejected];
  return {
    status: (await projectRow(db, projectId)).status,
    leads: leadDomains.length,
    duplicateLeads: leadDomains.length - new Set(leadDomains).size,
    doubleOutcomes:
      outcomes.length - new Set(outcomes).size + processed.length - new Set(processed).size,
    creditsSpent: ids.initialCredits - (await creditsLeft(db, userId)),
    usageLogs: (await usageLogs(db, userId)).length,
    statsFound: (await statsOf(db, userId))?.totalCompaniesFound ?? 0,
  };
}

/** The ledger a completed run must show: its target reached once, one credit per lead. */
export function completedLedger(target: number): RunLedger {
  return {
    status: "completed",
    leads: target,
    duplicateLeads: 0,
    doubleOutcomes: 0,
    creditsSpent: target,
    usageLogs: target,
    statsFound: target,
  };
}
