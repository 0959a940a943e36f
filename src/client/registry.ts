import type { ComponentType } from "react";

/**
 * Every island the client can hydrate, loaded on demand so a page only downloads the islands it
 * shows (and a page with none downloads no React at all).
 */
export const islandLoaders = {
  "island-probe": () => import("../../islands/island-probe"),
  // The research page's four islands share one store and live connection (src/client/research/).
  "research-chat": () => import("../../islands/research-chat"),
  "research-progress": () => import("../../islands/research-progress"),
  "research-results": () => import("../../islands/research-results"),
  "research-rejected": () => import("../../islands/research-rejected"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;
