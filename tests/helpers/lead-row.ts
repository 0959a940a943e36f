import type { LeadRow } from "../../src/export/lead-row";
import type { LeadView } from "../../src/projects/views";

/** An export row with every field empty (name and website are required, so blank): tests fill in only what they are about. */
export const EMPTY_LEAD_ROW: LeadRow = {
  companyName: "",
  industry: null,
  companyDescription: null,
  website: "",
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

/** A result as the API serves it: an export row with its id, found fresh rather than cached. */
export const leadView = (fields: Partial<LeadView> & Pick<LeadView, "id">): LeadView => ({
  ...EMPTY_LEAD_ROW,
  isFromCache: false,
  ...fields,
});
