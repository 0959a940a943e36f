/** File formats the export writes. */
export type ExportFormat = "xlsx" | "csv";

export const XLSX_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** Content type per format, for the HTTP response. */
export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  xlsx: XLSX_CONTENT_TYPE,
  csv: CSV_CONTENT_TYPE,
};

/** The download name of spec §7, `project_{id}_leads.{ext}`. */
export function exportFileName(projectId: number, ext: ExportFormat): string {
  // The name goes into a Content-Disposition header; only a plain id can never break out of it.
  if (!Number.isSafeInteger(projectId) || projectId < 0) {
    throw new RangeError(`invalid project id for an export file name: ${projectId}`);
  }
  return `project_${projectId}_leads.${ext}`;
}

/** A Content-Disposition value that makes the browser download the file under its export name. */
export function exportContentDisposition(projectId: number, ext: ExportFormat): string {
  return `attachment; filename="${exportFileName(projectId, ext)}"`;
}
