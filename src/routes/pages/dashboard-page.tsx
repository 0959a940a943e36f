import type { UserRow } from "../../auth/auth-state";
import type { ToastInput } from "../../client/toast-types";
import type { ProjectPage } from "../../projects/project-page";
import type { DashboardStats } from "../../projects/views";
import {
  type CreateFormErrors,
  type CreateFormValues,
  CreateProjectForm,
} from "../../views/create-project-form";
import { EmptyState } from "../../views/empty-state";
import { FlashToast } from "../../views/flash-toast";
import { formatRenewDate } from "../../views/format";
import { Icon, type IconName } from "../../views/icons";
import { projectCardsHtml } from "../../views/project-card-html";
import { ProjectPager, ProjectSearch, projectPageHref } from "../../views/project-pager";
import { ProjectListSkeleton, SessionTimeoutCard } from "../../views/skeleton";
import { StatTile } from "../../views/stat-tile";
import { TopNav } from "../../views/top-nav";
import { btn, card, muted } from "../../views/ui";

/** What the project area shows: the list (maybe with a card in rename/delete mode) or the form. */
export type DashboardView =
  | {
      kind: "list";
      renaming?: number;
      renameError?: string;
      deleting?: number;
    }
  | { kind: "new"; values?: CreateFormValues; errors?: CreateFormErrors };

export type DashboardUser = Pick<
  UserRow,
  | "firstName"
  | "lastName"
  | "email"
  | "profileImageUrl"
  | "creditsLeft"
  | "creditsMonthlyLimit"
  | "nextCreditRefreshDate"
>;

export interface DashboardData {
  stats: DashboardStats;
  /** The page of the project list shown (?page, ?q), with the card opened for rename/delete. */
  page: ProjectPage;
  view: DashboardView;
  now: Date;
  flash?: ToastInput;
}

/**
 * The signed-in home (spec §2 Dashboard): stats, credits and the project list, all rendered on
 * the server, so the data is there when the HTML arrives. `#dashboard-content` and
 * `#project-area` are the regions htmx swaps after a delete, or to open and close the form.
 */
export function DashboardPage({ user, data }: { user: DashboardUser; data: DashboardData }) {
  return (
    <div className="min-h-screen" data-workspace="dashboard">
      <TopNav user={user} />
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <header className="mb-8">
          <h1 className="text-3xl font-bold">Lead Research Dashboard</h1>
          <p className="mt-1 text-gray-600 dark:text-gray-400">
            Manage your AI-powered lead research projects
          </p>
        </header>
        <DashboardContent user={user} data={data} />
      </main>
      <SessionTimeoutCard />
      <FlashToast toast={data.flash} />
    </div>
  );
}

/** The four tiles of spec §2, in order. */
const STAT_TILES = [
  { key: "totalProjects", label: "Total Projects", icon: "folder" },
  { key: "companiesFound", label: "Companies Found", icon: "building" },
  { key: "decisionMakers", label: "Decision Makers", icon: "users" },
  { key: "exports", label: "Exports", icon: "download" },
] as const satisfies readonly { key: keyof DashboardStats; label: string; icon: IconName }[];

function DashboardContent({ user, data }: { user: DashboardUser; data: DashboardData }) {
  const { stats } = data;
  return (
    <div id="dashboard-content" className="space-y-8">
      <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STAT_TILES.map(({ key, label, icon }) => (
          <StatTile
            key={key}
            label={label}
            value={stats[key]}
            icon={<Icon name={icon} className="h-5 w-5" />}
          />
        ))}
      </section>
      <CreditsLine user={user} />
      <ProjectArea data={data} />
    </div>
  );
}

function CreditsLine({ user }: { user: DashboardUser }) {
  return (
    <section
      aria-label="Credits"
      className={`${card} flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between`}
    >
      <p className="flex items-center gap-2 text-sm">
        <Icon name="credit" className="h-5 w-5 text-brand-600 dark:text-brand-500" />
        <span className={muted}>Credits Left</span>
        <span className="font-semibold" data-testid="credits-left">
          {`${user.creditsLeft} out of ${user.creditsMonthlyLimit}`}
        </span>
      </p>
      <p className="flex items-center gap-2 text-sm">
        <Icon name="calendar" className="h-5 w-5 text-brand-600 dark:text-brand-500" />
        <span className={muted}>Credits renew at</span>
        <span className="font-semibold" data-testid="credits-renew">
          {formatRenewDate(user.nextCreditRefreshDate)}
        </span>
      </p>
    </section>
  );
}

// htmx attributes of the controls that open the form or go back to the list without a reload.
const swapProjectArea = {
  "hx-target": "#project-area",
  "hx-select": "#project-area",
  "hx-swap": "outerHTML",
  "hx-push-url": "true",
  "hx-indicator": "#project-area",
};

/** The list or the creation form; a skeleton replaces it while htmx fetches the other. */
function ProjectArea({ data }: { data: DashboardData }) {
  const { view } = data;
  return (
    <div id="project-area" aria-live="polite">
      <div className="hidden [.htmx-request>&]:block">
        <ProjectListSkeleton />
      </div>
      <div className="[.htmx-request>&]:hidden">
        {view.kind === "new" ? (
          <CreateProjectForm values={view.values} errors={view.errors} />
        ) : (
          <ProjectList data={data} view={view} />
        )}
      </div>
    </div>
  );
}

function ProjectList({
  data,
  view,
}: {
  data: DashboardData;
  view: Extract<DashboardView, { kind: "list" }>;
}) {
  const { page } = data;
  const { projects } = page;
  // No project at all only when nothing matches without a search: a search may just miss.
  const none = projects.length === 0 && page.q === "";
  return (
    <section aria-labelledby="projects-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h2 id="projects-title" className="text-xl font-semibold">
          Recent Research Projects
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {!none && <ProjectSearch q={page.q} />}
          <a href="/?new=1" hx-get="/?new=1" {...swapProjectArea} className={btn.primary}>
            <Icon name="plus" />
            New Research
          </a>
        </div>
      </div>
      {none ? (
        <div className={card}>
          <EmptyState
            icon="search"
            title="No research projects yet"
            description="Describe the companies you want to reach and let the AI research assistant find them and their decision makers."
          >
            <a href="/?new=1" hx-get="/?new=1" {...swapProjectArea} className={btn.primary}>
              <Icon name="plus" />
              Create Your First Project
            </a>
          </EmptyState>
        </div>
      ) : projects.length === 0 ? (
        <div className={card} data-no-match>
          <EmptyState icon="search" title={`No projects match “${page.q}”`}>
            <a href={projectPageHref(1, "")} className={btn.secondary}>
              Clear search
            </a>
          </EmptyState>
        </div>
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: <ProjectCard>'s own markup, filled with escaped values (project-card-html.tsx)
          dangerouslySetInnerHTML={{ __html: projectCardsHtml(projects, data.now, view) }}
        />
      )}
      <ProjectPager page={page} />
    </section>
  );
}
