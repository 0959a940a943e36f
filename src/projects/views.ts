import type { StoredCriterion } from "../../db/schema/results";
import type { LeadRow } from "../export/lead-row";
import type { ProjectStatus } from "./project-status";

/** One criterion of the verifier's verdict: met or not, why, the quoted text and its page. */
export type CriterionView = StoredCriterion;

/** A row of the project list (spec §7 GET /api/research-projects). */
export interface ProjectSummary {
  id: number;
  name: string;
  status: ProjectStatus | string;
  /** Empty until the project first processed: "Not started" (project-status.ts projectState). */
  processingStartedAt?: Date | null;
  /** Why a paused project is paused: the badge tells "out of credits" from "paused". */
  pauseReason?: string | null;
  createdAt: Date;
  resultCount: number;
}

/** An accepted lead as the API and the islands read it: the export's row with its id and the
 * fields that only matter on screen. */
export interface LeadView extends LeadRow {
  readonly id: number;
  /** The catalogue's English title when the found one is in another language (issue 15). */
  readonly contactTitleEnglish?: string;
  readonly isFromCache: boolean;
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
