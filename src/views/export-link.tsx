import { exportFileName } from "../export/file-name";
import { Icon } from "./icons";

/**
 * The export control (spec §5: disabled when there are no results). A real link to the export
 * API, so it downloads without script; src/client/workspace.ts fetches it instead to toast
 * 'Export Complete' or 'Export Failed'.
 */
export function ExportLink({
  projectId,
  count,
  className,
  label,
  iconOnly = false,
}: {
  projectId: number;
  count: number;
  className: string;
  label: string;
  iconOnly?: boolean;
}) {
  const content = iconOnly ? (
    <>
      <Icon name="download" />
      <span className="sr-only">{label}</span>
    </>
  ) : (
    <>
      <Icon name="download" />
      {label}
    </>
  );
  if (count === 0) {
    return (
      // A disabled button gets no pointer events: the tooltip sits on a wrapper, reachable by Tab.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the wrapper carries the disabled button's tooltip
      <span data-tooltip="No results to export yet" tabIndex={0} className="inline-flex">
        <button type="button" disabled className={className}>
          {content}
        </button>
      </span>
    );
  }
  return (
    <a
      href={`/api/research-projects/${projectId}/export`}
      download={exportFileName(projectId, "xlsx")}
      data-export={projectId}
      className={className}
      data-tooltip={iconOnly ? label : undefined}
    >
      {content}
    </a>
  );
}

/** The other files beside the Excel export: the plain CSV and the CRM import presets. */
const MORE_FORMATS = [
  { format: "csv", label: "CSV (all columns)" },
  { format: "hubspot-contacts", label: "HubSpot contacts" },
  { format: "hubspot-companies", label: "HubSpot companies" },
  { format: "salesforce-contacts", label: "Salesforce contacts" },
  { format: "salesforce-accounts", label: "Salesforce accounts" },
] as const;

/**
 * A small menu of CSV downloads; each entry is an export link like the main one (the workspace
 * script fetches it and toasts the outcome). Hidden while there is nothing to export.
 */
export function ExportFormatsMenu({ projectId, count }: { projectId: number; count: number }) {
  if (count === 0) return null;
  return (
    <details className="relative" data-export-formats>
      <summary className="inline-flex cursor-pointer items-center rounded-md border border-gray-300 px-3 py-2 text-sm font-medium dark:border-gray-700">
        CSV and CRM formats
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900">
        {MORE_FORMATS.map(({ format, label }) => (
          <a
            key={format}
            href={`/api/research-projects/${projectId}/export?format=${format}`}
            data-export={projectId}
            className="block px-4 py-2 text-sm hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            {label}
          </a>
        ))}
      </div>
    </details>
  );
}
