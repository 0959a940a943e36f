import type { DashboardStats } from "../projects/views";
import { leaveForSignIn, SIGN_IN_AGAIN, sessionLostNotice } from "./session-lost";

/*
 * The dashboard's figures after something on the page changed them without a reload: an export
 * downloaded from a project card is counted by the server once the file is complete, so the
 * Exports tile is read again from GET /api/dashboard/stats rather than guessed.
 */

/** Each tile's label (src/views/stat-tile.tsx `data-stat-value`) and its figure. */
const FIGURES: Record<string, keyof DashboardStats> = {
  "Total Projects": "totalProjects",
  "Companies Found": "companiesFound",
  "Decision Makers": "decisionMakers",
  Exports: "exports",
};

interface TileValue {
  dataset: DOMStringMap;
  textContent: string | null;
}

/** Writes the figures into the tiles found under `root`. */
export function showStats(
  root: { querySelectorAll(selector: string): Iterable<TileValue> },
  stats: DashboardStats,
): void {
  for (const el of root.querySelectorAll("[data-stat-value]")) {
    const figure = FIGURES[el.dataset.statValue ?? ""];
    const value = figure ? stats[figure] : undefined;
    if (typeof value === "number") el.textContent = value.toLocaleString("en-US");
  }
}

/** Reads the figures again when the page shows tiles; a failure leaves them as they were. */
export async function refreshStatTiles(): Promise<void> {
  if (!document.querySelector("[data-stat-value]")) return;
  try {
    const res = await fetch("/api/dashboard/stats", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    // Spec §8: a 401 on the dashboard is 'Unauthorized', then /auth.
    if (res.status === 401) leaveForSignIn(sessionLostNotice(SIGN_IN_AGAIN.fromPage));
    else if (res.ok) showStats(document, (await res.json()) as DashboardStats);
  } catch (error) {
    console.warn("dashboard figures not refreshed", error);
  }
}
