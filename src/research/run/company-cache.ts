import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { companies, companyDecisionMakers, contacts } from "../../../db/schema";
import type { ExtractedPerson, Sourced } from "../ports.ts";
import { type CompanyEvidence, evidenceSchema } from "../verify/evidence.ts";
import type { LeadContact } from "./company-reader.ts";
import { CONTACT_TTL_DAYS } from "./outcomes.ts";

/*
 * The shared company cache (spec §3 Company): what another project already read of a domain,
 * reused while it is fresh so a popular company is fetched once, not once per project. A hit
 * needs both the company's pages (for verification) and a still-valid answer for the wanted
 * decision maker; otherwise the site is read again.
 */

export interface CachedCompany {
  website: string;
  companyName: string;
  industry?: string;
  description?: string;
  evidence: CompanyEvidence;
  contact: LeadContact;
  contactId: number | null;
  scrapedPages: string[];
}

const sourced = (value: string | null, source: string | null): Sourced | undefined =>
  value && source ? { value, source } : undefined;

/** The fresh cached reading of a domain for a decision-maker title, if there is one. */
export async function readCachedCompany(
  db: Database,
  domain: string,
  decisionMaker: string,
  now = new Date(),
): Promise<CachedCompany | undefined> {
  const freshSince = new Date(now.getTime() - CONTACT_TTL_DAYS * 86_400_000);
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.domain, domain), gt(companies.lastScrapedAt, freshSince)));
  if (!company?.rawScrapedContent) return undefined;
  const [role] = await db
    .select()
    .from(companyDecisionMakers)
    .where(
      and(
        eq(companyDecisionMakers.companyId, company.id),
        eq(companyDecisionMakers.decisionMaker, decisionMaker),
        gt(companyDecisionMakers.expiresAt, now),
      ),
    );
  if (!role) return undefined;
  let evidence: CompanyEvidence;
  try {
    evidence = evidenceSchema.parse(JSON.parse(company.rawScrapedContent));
  } catch {
    return undefined;
  }
  const [person] = role.contactId
    ? await db.select().from(contacts).where(eq(contacts.id, role.contactId))
    : [];
  const contact: LeadContact = {};
  const name = person ? sourced(person.contactName, person.contactNameSource) : undefined;
  if (person && name) {
    const found: ExtractedPerson = {
      name,
      title: { value: person.contactTitle ?? "", source: name.source },
      primaryTitle: undefined,
      ...(person.contactHonorific ? { honorific: person.contactHonorific } : {}),
    };
    const email = sourced(person.contactEmail, person.contactEmailSource);
    const phone = sourced(person.contactPhone, person.contactPhoneSource);
    if (email) found.email = email;
    if (phone) found.phone = phone;
    contact.person = found;
  }
  const companyEmail = sourced(company.companyEmail, company.companyEmailSource);
  const companyPhone = sourced(company.companyPhone, company.companyPhoneSource);
  if (companyEmail) contact.companyEmail = companyEmail;
  if (companyPhone) contact.companyPhone = companyPhone;
  return {
    website: company.website,
    companyName: company.companyName,
    ...(company.industry ? { industry: company.industry } : {}),
    ...(company.companyDescription ? { description: company.companyDescription } : {}),
    evidence,
    contact,
    contactId: role.contactId,
    scrapedPages: company.scrapedPages,
  };
}
