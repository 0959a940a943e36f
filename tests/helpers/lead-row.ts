import type { LeadRow } from "../../src/export/lead-row";

/** An export row with every field empty: tests fill in only what they are about. */
export const EMPTY_LEAD_ROW: LeadRow = {
  companyName: null,
  industry: null,
  companyDescription: null,
  website: null,
  contactName: null,
  contactTitle: null,
  contactEmail: null,
  contactPhone: null,
  companyEmail: null,
  companyPhone: null,
  contactNameSource: null,
  contactEmailSource: null,
  contactPhoneSource: null,
  companyEmailSource: null,
  companyPhoneSource: null,
  contactEmailStatus: null,
};

/** An export row with the given fields set. */
export const leadRow = (fields: Partial<LeadRow>): LeadRow => ({ ...EMPTY_LEAD_ROW, ...fields });
