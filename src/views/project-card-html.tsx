import { renderToString } from "react-dom/server";
import { projectStateKey } from "../projects/project-status";
import type { ProjectSummary } from "../projects/views";
import { timeAgo } from "./format";
import { ProjectCardMarkup } from "./project-card";

/** Which card of the list is open for rename (with the refused name's error) or delete. */
export interface CardModes {
  renaming?: number;
  renameError?: string;
  deleting?: number;
}

// Values no real card can hold, rendered in place of the variable parts of a card. The numbers
// are valid ids (the export file name checks), nine digits that no class name or text has; the
// strings sit in Unicode's private use area, which neither React nor a project name produces
// (tests/dashboard-html.test.tsx checks the template against React for awkward names).
const ID_MARK = 900000001;
const COUNT_MARK = 900000002;
const NAME_MARK = "\uE000name\uE000";
const AGO_MARK = "\uE000ago\uE000";
const MARKS = /(900000001|900000002|\uE000name\uE000|\uE000ago\uE000)/;

type Slot = "id" | "count" | "name" | "ago";
const slotOf: Record<string, Slot> = {
  [String(ID_MARK)]: "id",
  [String(COUNT_MARK)]: "count",
  [NAME_MARK]: "name",
  [AGO_MARK]: "ago",
};

/** A card's HTML split at its markers: literal text at even indexes, slots at odd ones. */
type Template = (string | Slot)[];

// One template per shape: the status (data-status) and the state it reads as (the badge: a paused
// project is "Not started", "Paused" or "out of credits"), and whether the export control is a
// link or a disabled button (no results yet). A handful of entries for the life of the process.
const templates = new Map<string, Template>();

function templateFor(project: ProjectSummary): Template {
  const { status } = project;
  const empty = project.resultCount === 0;
  const state = projectStateKey(project);
  const key = `${empty ? 0 : 1}${status}:${state}`;
  let template = templates.get(key);
  if (!template) {
    const shape = {
      id: ID_MARK,
      name: NAME_MARK,
      status,
      createdAt: new Date(0),
      processingStartedAt: project.processingStartedAt ? new Date(0) : null,
      pauseReason: project.pauseReason ?? null,
      resultCount: empty ? 0 : COUNT_MARK,
    };
    const html = renderToString(<ProjectCardMarkup project={shape} createdAgo={AGO_MARK} />);
    template = html.split(MARKS).map((part, i) => (i % 2 === 1 ? (slotOf[part] as Slot) : part));
    templates.set(key, template);
  }
  return template;
}

// React's own escaping of text and attribute values (escapeTextForBrowser), so that a filled
// template is the same HTML React would have written.
const ESCAPES: Record<string, string> = {
  '"': "&quot;",
  "&": "&amp;",
  "'": "&#x27;",
  "<": "&lt;",
  ">": "&gt;",
};
const needsEscape = /["&'<>]/;
const escapeHtml = (text: string) =>
  needsEscape.test(text) ? text.replace(/["&'<>]/g, (c) => ESCAPES[c] as string) : text;

function fill(template: Template, project: ProjectSummary, createdAgo: string): string {
  const values: Record<Slot, string> = {
    id: String(project.id),
    count: String(project.resultCount),
    name: escapeHtml(project.name),
    ago: escapeHtml(createdAgo),
  };
  let html = "";
  for (let i = 0; i < template.length; i++) {
    html += i % 2 === 0 ? template[i] : values[template[i] as Slot];
  }
  return html;
}

/**
 * The dashboard's project cards as one HTML string, the same markup `<ProjectCard>` renders.
 * Rendering 24 cards (7 KB each) through React was most of `GET /`'s server time (issue 19); a
 * card in list mode differs from another of its shape only in its id, name, age and count, so it
 * is filled into a template instead. A card open for rename or delete still goes through React.
 */
export function projectCardsHtml(
  projects: readonly ProjectSummary[],
  now: Date,
  modes: CardModes,
): string {
  let html = "";
  for (const project of projects) {
    const createdAgo = timeAgo(project.createdAt, now);
    const renaming = modes.renaming === project.id;
    const confirmingDelete = modes.deleting === project.id;
    if (renaming || confirmingDelete) {
      html += renderToString(
        <ProjectCardMarkup
          project={project}
          createdAgo={createdAgo}
          renaming={renaming}
          renameError={renaming ? modes.renameError : undefined}
          confirmingDelete={confirmingDelete}
        />,
      );
    } else {
      html += fill(templateFor(project), project, createdAgo);
    }
  }
  return html;
}
