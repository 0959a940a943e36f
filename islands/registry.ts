import type { ComponentType } from "react";

/**
 * Every island the client can hydrate, loaded on demand so a page only downloads the islands it
 * shows (and a page with none downloads no React at all).
 */
export const islandLoaders = {
  "island-probe": () => import("./island-probe"),
  // The research page's four islands share one store and live connection (islands/research/).
  "research-chat": () => import("./research-chat"),
  "research-progress": () => import("./research-progress"),
  "research-results": () => import("./research-results"),
  "research-rejected": () => import("./research-rejected"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;
