import type { StoredCriterion } from "../../db/schema/results";
import type { ProjectStatus } from "./project-status";

/** One criterion of the verifier's verdict: met or not, why, the quoted text and its page. */
export type CriterionView = StoredCriterion;

/** A row of the project list (spec §7 GET /api/research-projects). */
export interface ProjectSummary {
  id: number;
  name: string;
  status: ProjectStatus | string;
  /** Empty until the project first processed: "Not started" (project-status.ts displayStatus). */
  processingStartedAt?: Date | null;
  createdAt: Date;
  resultCount: number;
}

/** An accepted lead as the client reads it (spec §3, flattened), with each value's source page. */
export interface LeadView {
  id: number;
  companyName: string;
  industry: string | null;
  companyDescription: string | null;
  website: string;
  contactName: string | null;
  /** "Dr.", "Dipl.-Ing.": written with the name on the page, kept apart from it. */
  contactHonorific?: string | null;
  contactTitle: string | null;
  /** The catalogue's English title when the found one is in another language (issue 15). */
  contactTitleEnglish?: string;
  contactEmail: string | null;
  contactPhone: string | null;
  companyEmail: string | null;
  companyPhone: string | null;
  contactNameSource: string | null;
  contactEmailSource: string | null;
  contactPhoneSource: string | null;
  companyEmailSource: string | null;
  companyPhoneSource: string | null;
  contactEmailStatus: string | null;
  isFromCache: boolean;
  /** The verdict per criterion (the API always sends it; older rows have none). */
  criteria?: CriterionView[];
}

export interface RejectedView {
  id: number;
  companyName: string;
  website: string;
  reasoning: string;
  /** The verdict per criterion; empty when the site was never judged (unreadable, failed). */
  criteria?: CriterionView[];
  rejectedAt: Date;
}

/** The dashboard's four tiles (spec §3 Dashboard stats). */
export interface DashboardStats {
  totalProjects: number;
  companiesFound: number;
  decisionMakers: number;
  exports: number;
}

/** "Geschäftsführer (CEO)": the title as found, with its English catalogue title when it has one. */
export function titleWithEnglish(title: string, english: string | undefined): string {
  return english ? `${title} (${english})` : title;
}
