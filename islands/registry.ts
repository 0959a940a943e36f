import type { ComponentType } from "react";

/**
 * Every island the client can hydrate, loaded on demand so a page only downloads the islands it
 * shows (and a page with none downloads no React at all).
 */
export const islandLoaders = {
  "island-probe": () => import("./island-probe"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;
