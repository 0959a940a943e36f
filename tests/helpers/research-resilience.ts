import { expect } from "bun:test";
import { companyDomain } from "../../src/company-domain";
import { industries } from "../../src/sandbox/industries";
import type { TestDatabase } from "./database";
import { leadRows, processedRows, rejectedRows } from "./research";

// What the research-resilience-* test files share: a profile with many matches and the check
// that a run stored no company twice.

/** Every product the generator knows: with one country and type, a profile with many matches. */
export const EVERY_PRODUCT = industries.map((i) => i.name.en).join(", ");

export const frenchMakers = {
  name: "French makers",
  country: "France",
  companyType: "manufacturer",
  productsServices: EVERY_PRODUCT,
  decisionMaker: "CEO",
};

/** Leads per company are unique, and no domain is both a lead and a rejection. */
export async function expectNoDuplicates(db: TestDatabase["db"], projectId: number) {
  const leads = await leadRows(db, projectId);
  expect(new Set(leads.map((l) => l.companyId)).size).toBe(leads.length);
  const rejected = (await rejectedRows(db, projectId)).map((r) => companyDomain(r.website));
  expect(new Set(rejected).size).toBe(rejected.length);
  const processed = (await processedRows(db, projectId)).map((r) => r.domain);
  expect(new Set(processed).size).toBe(processed.length);
  return { leads, rejected, processed };
}
