import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import ResearchProgress from "../islands/research-progress";
import type { ResearchProject } from "../src/client/research/api";
import { laterListRows } from "../src/client/research/live-progress";
import { ResearchStoreContext } from "../src/client/research/use-research";
import type { ListRowCountsData } from "../src/live/events";
import { ResearchProgressPanel } from "../src/views/research-progress";
import { setup } from "./helpers/research-store";

// Issue 30: a list project's progress panel shows rows done / total and the rows in each state,
// from the page's snapshot on load and from the run's BATCH_PROGRESS events while it works.

const rows = (over: Partial<ListRowCountsData>): ListRowCountsData => ({
  total: 10,
  pending: 10,
  accepted: 0,
  rejected: 0,
  unreachable: 0,
  duplicate: 0,
  invalid: 0,
  ...over,
});
const atLoad = rows({ pending: 7, duplicate: 2, invalid: 1 });
const listProject: ResearchProject = {
  id: 1,
  name: "Fair",
  status: "processing",
  companyCount: 7,
  listRows: atLoad,
};

/** The progress island as the server draws it (from the store's initial state). */
function panelHtml(store: ReturnType<typeof setup>["store"]): string {
  return renderToString(
    <ResearchStoreContext.Provider value={store}>
      <ResearchProgress projectId={1} />
    </ResearchStoreContext.Provider>,
  );
}

/** The panel as the island draws the store's current state. */
function livePanelHtml(store: ReturnType<typeof setup>["store"]): string {
  const state = store.getState();
  return renderToString(
    <ResearchProgressPanel
      projectId={1}
      project={state.project}
      target={state.project.companyCount}
      leads={state.leads}
      listRows={state.live.listRows}
    />,
  );
}

/** The panel's figures as text: "Rows Done 3/10", then each state and its count. */
function listPanelText(html: string): string {
  const part = /<div[^>]*data-list-rows[\s\S]*?<\/dl>/.exec(html)?.[0] ?? "";
  return part
    .replace(/<[^>]+>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

describe("a list project's rows in the progress panel", () => {
  test("after a reload: rows done / total and every state's count, from the snapshot", () => {
    const { store } = setup({ project: listProject });
    expect(listPanelText(panelHtml(store))).toBe(
      "Rows Done 3/10 Accepted 0 Rejected 0 Unreachable 0 Duplicate 2 Invalid 1 Pending 7",
    );
  });

  test("live: each BATCH_PROGRESS moves the figures; the states add up to the rows", () => {
    const { store, emit } = setup({ project: listProject });
    emit("BATCH_PROGRESS", {
      companiesProcessedInBatch: 5,
      totalCompaniesInBatch: 10,
      listRows: rows({ pending: 5, accepted: 1, unreachable: 1, duplicate: 2, invalid: 1 }),
    });
    expect(listPanelText(livePanelHtml(store))).toBe(
      "Rows Done 5/10 Accepted 1 Rejected 0 Unreachable 1 Duplicate 2 Invalid 1 Pending 5",
    );
    const live = store.getState().live.listRows;
    const { total, ...states } = live ?? rows({});
    expect(Object.values(states).reduce((a, b) => a + b, 0)).toBe(total);
  });

  test("a project fetched before the last event never takes the figures back", async () => {
    const { store, emit, server } = setup({ project: listProject });
    const fetched = (listRows: ListRowCountsData, status = "processing") => {
      Object.assign(server.project, { status, listRows });
      return store.refetch("project");
    };
    const later = rows({ pending: 2, accepted: 4, rejected: 1, duplicate: 2, invalid: 1 });
    emit("BATCH_PROGRESS", { listRows: later });
    await fetched(rows({ pending: 4, accepted: 3, duplicate: 2, invalid: 1 }));
    expect(store.getState().live.listRows).toEqual(later);
    // A fresher fetch (the run ended while the page was hidden) is taken.
    const done = rows({
      pending: 0,
      accepted: 5,
      rejected: 1,
      unreachable: 1,
      duplicate: 2,
      invalid: 1,
    });
    await fetched(done, "completed");
    expect(store.getState().live.listRows).toEqual(done);
    // A straggler's event after the end still counts, and is never older than what is shown.
    emit("BATCH_PROGRESS", { listRows: later });
    expect(store.getState().live.listRows).toEqual(done);
  });

  test("the later of two readings: fewer rows pending; another list's total replaces it", () => {
    const a = rows({ pending: 6, accepted: 4 });
    const b = rows({ pending: 3, accepted: 7 });
    expect(laterListRows(a, b)).toBe(b);
    expect(laterListRows(b, a)).toBe(b);
    expect(laterListRows(b, undefined)).toBe(b);
    expect(laterListRows(null, a)).toBe(a);
    const other = { ...a, total: 12, pending: 8 };
    expect(laterListRows(b, other)).toBe(other);
  });

  test("a search project's panel has no rows figures", () => {
    const { store } = setup();
    expect(panelHtml(store)).not.toContain("data-list-rows");
    expect(store.getState().live.listRows).toBeNull();
  });
});
