import { projectStateKey } from "../../projects/project-status";
import { parseTab } from "../../views/research-tabs";
import { showToast } from "../toast";
import { type ResearchState, type ResearchStore, shownProgress } from "./project-store";
import { researchToasts } from "./toasts";

/*
 * The server-rendered parts of the research page around the islands: the tab labels, the header
 * (found/target, bar, status badge, pause control) and the open tab. They stay plain HTML (the
 * header's pause control works without script, through htmx or a form post); this module keeps
 * them in step with the store and tells the store what they learn.
 */

const HEADER = "#research-header";

interface HtmxDetail {
  elt: Element;
  xhr: XMLHttpRequest;
}

declare global {
  interface Window {
    htmx?: { process(element: Element): void };
  }
}

/** Wires the page chrome to the store; call once per page. */
export function connectPageChrome(store: ResearchStore): void {
  watchOpenTab(store);
  watchStatusForm(store);
  const render = () => renderChrome(store.getState());
  store.subscribe(render);
  afterHeaderRefresh = render;
  showFigures = () => renderFigures(store.getState());
  // A header the server rendered (the pause control's answer, or a refresh) carries the found
  // figure as of its request; events that came meanwhile may have moved on. It is corrected in
  // the same task as the swap, so the page never shows the figure going back (14, 13, 14).
  document.addEventListener("htmx:afterSwap", (e) => {
    if (e.target instanceof Element && e.target.closest(HEADER)) showFigures();
  });
  render();
}

function watchOpenTab(store: ResearchStore): void {
  const tablist = document.querySelector('[role="tablist"]');
  if (!tablist) return;
  const read = () =>
    store.setTab(
      parseTab(
        tablist.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.dataset.tab,
      ),
    );
  // src/client/workspace.ts switches tabs in place; aria-selected is what it changes.
  new MutationObserver(read).observe(tablist, {
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-selected"],
  });
  read();
}

/** Status changes through the header's pause control (an htmx form). */
function watchStatusForm(store: ResearchStore): void {
  const fromStatusForm = (e: Event) => {
    const { elt } = (e as CustomEvent<HtmxDetail>).detail;
    return elt instanceof HTMLFormElement && elt.closest(HEADER) !== null;
  };
  // beforeOnLoad: the answer is in but not yet swapped in. Later events fire on the old form,
  // which the swap detaches, so they would never reach the document.
  document.addEventListener("htmx:beforeOnLoad", (e) => {
    if (!fromStatusForm(e)) return;
    const { status } = (e as CustomEvent<HtmxDetail>).detail.xhr;
    if (status === 401) {
      // Spec §8: a toast first, then /auth after 500 ms, instead of htmx's immediate HX-Redirect.
      e.preventDefault();
      store.sessionLost(researchToasts.unauthorized);
    } else if (status >= 200 && status < 300) {
      store.statusChanged();
    }
  });
  // No answer at all (the server's own failures come with their toast in HX-Trigger).
  document.addEventListener("htmx:sendError", (e) => {
    if (fromStatusForm(e)) showToast(researchToasts.statusFailed);
  });
}

let headerRefreshedFor: string | undefined;
/** Checks the header again once a refresh landed: the store may have moved on meanwhile. */
let afterHeaderRefresh: () => void = () => {};
let headerRefresh: Promise<void> | undefined;
let headerRefreshAgain = false;
/** Writes the store's figures into the page; set once the chrome is connected. */
let showFigures: () => void = () => {};

function renderChrome(state: ResearchState): void {
  renderFigures(state);
  const badge = document.querySelector<HTMLElement>(`${HEADER} [data-testid="status-badge"]`);
  // The state, not only the status: a pause for want of credits reads differently (issue 29).
  const shown = projectStateKey(state.project);
  if (!badge || badge.dataset.state === shown) {
    headerRefreshedFor = undefined;
  } else if (shown !== headerRefreshedFor && !statusFormBusy()) {
    // Once per state: should the server still say otherwise, asking again would not help.
    // While the pause control's own request is out, its answer brings the header (and then
    // statusChanged() renders again, so a state that still differs is refreshed after it).
    headerRefreshedFor = shown;
    requestHeaderRefresh();
  }
}

/** The tab counts and the header's found/target and bar, as the store has them. */
function renderFigures(state: ResearchState): void {
  setText('[role="tab"][data-tab="results"]', `Results (${state.leads.length})`);
  setText('[role="tab"][data-tab="rejected"]', `Rejected Companies (${state.rejected.length})`);
  const target = state.project.companyCount;
  const { found, percent } = shownProgress(state);
  setText(`${HEADER} [data-testid="header-progress"]`, `${found}/${target}`);
  const bar = document.querySelector<HTMLProgressElement>(`${HEADER} progress`);
  if (bar && bar.value !== percent) {
    bar.value = percent;
    bar.setAttribute("aria-valuetext", `${found} of ${target} companies found`);
  }
}

/**
 * The header's pause control has a request in flight (htmx marks the form `htmx-request`).
 * Replacing the header then would detach the form htmx is answering: its afterRequest would reach
 * no document listener, and src/client/workspace.ts would count the request as pending for good and
 * show the 'Session Timeout' card 10 s later.
 */
function statusFormBusy(): boolean {
  return document.querySelector(`${HEADER} form.htmx-request`) !== null;
}

function setText(selector: string, text: string): void {
  const el = document.querySelector(selector);
  if (el && el.textContent !== text) el.textContent = text;
}

/** One header refresh at a time; a status that changes meanwhile gets one more after it. */
function requestHeaderRefresh(): void {
  if (headerRefresh) {
    headerRefreshAgain = true;
    return;
  }
  headerRefresh = refreshHeader().finally(() => {
    headerRefresh = undefined;
    if (headerRefreshAgain) {
      headerRefreshAgain = false;
      requestHeaderRefresh();
    } else {
      afterHeaderRefresh();
    }
  });
}

/**
 * A status set by a live event (or a refetch) re-renders the header on the server, which owns
 * its badge and pause control; htmx then wires the new form. A failed refresh leaves the old one.
 */
async function refreshHeader(): Promise<void> {
  try {
    const res = await fetch(location.href, { credentials: "same-origin" });
    if (!res.ok || new URL(res.url).pathname !== location.pathname) return;
    const page = new DOMParser().parseFromString(await res.text(), "text/html");
    const fresh = page.querySelector(HEADER);
    const current = document.querySelector(HEADER);
    if (!fresh || !current) return;
    if (statusFormBusy()) {
      // The pause control was used while this was fetched: its answer swaps the header in.
      headerRefreshedFor = undefined;
      return;
    }
    const adopted = document.importNode(fresh, true);
    current.replaceWith(adopted);
    // In the same task as the swap (see connectPageChrome's afterSwap listener).
    showFigures();
    window.htmx?.process(adopted);
  } catch (error) {
    console.warn("research header refresh failed", error);
  }
}
