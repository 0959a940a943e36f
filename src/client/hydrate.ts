import { type ComponentType, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islandLoaders } from "./registry";

/** Hydrates every island marker under `root` that is not hydrated yet; each exactly once. */
export async function hydrateIslands(root: ParentNode): Promise<void> {
  const markers = root.querySelectorAll<HTMLElement>("[data-island]:not([data-hydrated])");
  await Promise.all(Array.from(markers, hydrateOne));
}

async function hydrateOne(el: HTMLElement): Promise<void> {
  el.dataset.hydrated = "pending";
  const name = el.dataset.island as IslandName;
  const loader = islandLoaders[name];
  const propsEl = document.querySelector(`script[data-island-props="${el.dataset.islandId}"]`);
  if (!loader || !propsEl) {
    console.error(`island ${name}: no loader or props`);
    return;
  }
  const props = JSON.parse(propsEl.textContent ?? "{}");
  const mod = (await loader()) as { default: ComponentType<Record<string, unknown>> };
  hydrateRoot(el, createElement(mod.default, props));
  // Set after hydrateRoot so tests (and people) can wait for a live island.
  el.dataset.hydrated = "true";
}
