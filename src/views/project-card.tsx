import type { ProjectSummary } from "../projects/views";
import { ConfirmDialog } from "./confirm-dialog";
import { ExportLink } from "./export-link";
import { timeAgo } from "./format";
import { htmxPost } from "./htmx";
import { Icon } from "./icons";
import { DashboardStatusBadge } from "./status-badge";
import { btn, card, input, menuItem, muted } from "./ui";

export const DELETE_CONFIRMATION =
  "Are you sure you want to delete this research? This action cannot be undone and will permanently remove all project data, chat messages, and found companies.";

export interface ProjectCardProps {
  project: ProjectSummary;
  now: Date;
  /** Server-rendered rename mode (the no-script path, or a refused rename). */
  renaming?: boolean;
  renameError?: string;
  /** Server-rendered open delete dialog (the no-script path). */
  confirmingDelete?: boolean;
}

/**
 * One project of the list (spec §2 Project list). The name is a link stretched over the whole
 * card, so the card opens the project by mouse and keyboard alike while the export button and
 * the menu stay separately focusable above it.
 */
export function ProjectCard({ project, now, ...modes }: ProjectCardProps) {
  return (
    <ProjectCardMarkup project={project} createdAgo={timeAgo(project.createdAt, now)} {...modes} />
  );
}

/**
 * The card with its age already worded ('about 2 hours'): project-card-html.ts renders it with
 * marker values in place of the id, name, age and count to get a card's template.
 */
export function ProjectCardMarkup({
  project,
  createdAgo,
  renaming = false,
  renameError,
  confirmingDelete = false,
}: Omit<ProjectCardProps, "now"> & { createdAgo: string }) {
  const { id, name, resultCount } = project;
  return (
    <li
      id={`project-${id}`}
      data-project-card={id}
      className={`${card} relative flex flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-500/40 hover:shadow-md`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-lg font-semibold" hidden={renaming} data-rename-view>
            <a
              href={`/research/${id}`}
              className="rounded-sm after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
            >
              {name}
            </a>
          </h3>
          <RenameForm id={id} name={name} open={renaming} error={renameError} />
        </div>
        <DashboardStatusBadge project={project} />
      </div>
      <p className={`text-sm ${muted}`}>{`Created ${createdAgo} ago`}</p>
      <div className="mt-auto flex items-center justify-between gap-2">
        <p className="text-sm font-medium">{`${resultCount} companies found`}</p>
        <div className="relative z-10 flex items-center gap-1">
          <ExportLink
            projectId={id}
            count={resultCount}
            className={btn.icon}
            label={`Export ${name} to Excel`}
            iconOnly
          />
          <CardMenu id={id} name={name} />
        </div>
      </div>
      <ConfirmDialog
        id={`delete-dialog-${id}`}
        title="Delete Research"
        message={DELETE_CONFIRMATION}
        open={confirmingDelete}
      >
        <form
          {...htmxPost(`/research/${id}/delete`, "dashboard-content")}
          hx-disabled-elt="find button"
          data-delete-form
        >
          <button type="submit" className={`${btn.danger} w-full sm:w-auto`}>
            Delete
          </button>
        </form>
      </ConfirmDialog>
    </li>
  );
}

/**
 * Inline rename: replaces the name in place. Enter submits (a plain form); Escape cancels
 * (src/client/workspace.ts). Blank names are refused by the server with the 'Update Failed' toast,
 * so the rule lives in one schema.
 */
function RenameForm({
  id,
  name,
  open,
  error,
}: {
  id: number;
  name: string;
  open: boolean;
  error?: string;
}) {
  const errorId = `rename-error-${id}`;
  return (
    <form
      {...htmxPost(`/research/${id}/name`, `project-${id}`)}
      hx-disabled-elt="find input"
      hidden={!open}
      data-rename-form
      className="relative z-10"
    >
      <label htmlFor={`rename-${id}`} className="sr-only">
        Research name
      </label>
      <input
        id={`rename-${id}`}
        name="name"
        defaultValue={name}
        data-original={name}
        maxLength={200}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <p className={`mt-1 text-xs ${muted}`}>Press Enter to save, Escape to cancel.</p>
    </form>
  );
}

/** The card's menu: a <details> dropdown, so it opens by keyboard and without script. */
function CardMenu({ id, name }: { id: number; name: string }) {
  return (
    <details data-card-menu className="relative">
      <summary
        className={`${btn.icon} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <Icon name="dots" className="h-5 w-5" strokeWidth={3} />
        <span className="sr-only">{`Actions for ${name}`}</span>
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-52 rounded-lg border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900">
        <a href={`/?rename=${id}#project-${id}`} data-rename-start={id} className={menuItem}>
          <Icon name="pencil" />
          Edit research name
        </a>
        <a
          href={`/?delete=${id}#project-${id}`}
          data-dialog-open={`delete-dialog-${id}`}
          className={`${menuItem} text-red-600 dark:text-red-400`}
        >
          <Icon name="trash" />
          Delete
        </a>
      </div>
    </details>
  );
}
