import { exportColumnsFor } from "./columns";
import { type CrmPreset, crmCsvStream } from "./crm-presets";
import { leadsCsvStream } from "./csv";
import { CSV_CONTENT_TYPE, EXPORT_CONTENT_TYPES, exportContentDisposition } from "./file-name";
import type { LeadRows } from "./lead-row";
import { leadsXlsxStream } from "./xlsx";

/** Every file the export can write: the full sheet (xlsx, csv) and the CRM import presets. */
export const API_EXPORT_FORMATS = [
  "xlsx",
  "csv",
  "hubspot-contacts",
  "hubspot-companies",
  "salesforce-contacts",
  "salesforce-accounts",
] as const;
export type AnyExportFormat = (typeof API_EXPORT_FORMATS)[number];

export interface ExportSubject {
  projectId: number;
  projectName: string;
  country: string;
  /** A list project's own columns, written before ours (columns.ts exportColumnsFor). */
  listColumns?: readonly string[];
}

/** Content type and download name: `project_{id}_leads.xlsx`, `project_{id}_hubspot-contacts.csv`. */
export function exportHeaders(format: AnyExportFormat, projectId: number) {
  if (format === "xlsx" || format === "csv") {
    return {
      "Content-Type": EXPORT_CONTENT_TYPES[format],
      "Content-Disposition": exportContentDisposition(projectId, format),
    };
  }
  return {
    "Content-Type": CSV_CONTENT_TYPE,
    // The id is a checked integer and the preset one of a fixed list: nothing can break out.
    "Content-Disposition": `attachment; filename="project_${Math.trunc(projectId)}_${format}.csv"`,
  };
}

/** The file's bytes as a stream, rows read only as fast as the client takes them. */
export function exportBody(
  format: AnyExportFormat,
  rows: LeadRows,
  subject: ExportSubject,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  const columns = exportColumnsFor(subject.listColumns);
  if (format === "csv") return leadsCsvStream(rows, signal, columns);
  if (format === "xlsx") {
    return leadsXlsxStream(rows, { projectName: subject.projectName, signal, columns });
  }
  return crmCsvStream(rows, format satisfies CrmPreset, { country: subject.country }, signal);
}
