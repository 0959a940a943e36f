import { exportFileName } from "../export/file-name";
import { Icon } from "./icons";

/**
 * The export control (spec §5: disabled when there are no results). A real link to the export
 * API, so it downloads without script; islands/workspace.ts fetches it instead to toast
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
      <button type="button" disabled className={className} title="No results to export yet">
        {content}
      </button>
    );
  }
  return (
    <a
      href={`/api/research-projects/${projectId}/export`}
      download={exportFileName(projectId, "xlsx")}
      data-export={projectId}
      className={className}
      title={iconOnly ? label : undefined}
    >
      {content}
    </a>
  );
}
