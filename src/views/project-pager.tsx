import type { ProjectPage } from "../projects/project-page";
import { Icon } from "./icons";
import { btn, input, muted } from "./ui";

/** The dashboard URL of a page of the list, keeping the search; page 1 and no search is `/`. */
export function projectPageHref(page: number, q: string): string {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (q !== "") params.set("q", q);
  const query = params.toString();
  return query === "" ? "/" : `/?${query}`;
}

/**
 * Filters the list by project name: a plain GET form, so it works without script, by keyboard,
 * and the result is a link that can be shared or reloaded.
 */
export function ProjectSearch({ q }: { q: string }) {
  return (
    <search>
      <form method="get" action="/" className="flex items-center gap-2">
        <label htmlFor="project-search" className="sr-only">
          Search projects by name
        </label>
        <input
          id="project-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Search projects"
          maxLength={200}
          autoComplete="off"
          className={`${input} w-56`}
        />
        <button type="submit" className={btn.secondary}>
          <Icon name="search" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </form>
    </search>
  );
}

/** Previous / "Page N of M" / next, as links; absent when everything fits on one page. */
export function ProjectPager({ page }: { page: ProjectPage }) {
  if (page.pageCount <= 1) return null;
  const link = (to: number, label: string, rel: "prev" | "next") => (
    <a href={projectPageHref(to, page.q)} rel={rel} className={btn.secondary}>
      {label}
    </a>
  );
  return (
    <nav aria-label="Project pages" className="mt-6 flex items-center justify-center gap-3">
      {page.page > 1 && link(page.page - 1, "Previous", "prev")}
      <span className={`text-sm ${muted}`} aria-current="page">
        {`Page ${page.page} of ${page.pageCount}`}
      </span>
      {page.page < page.pageCount && link(page.page + 1, "Next", "next")}
    </nav>
  );
}
