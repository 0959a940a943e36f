// The only script every page loads. It stays tiny: React and the islands are fetched only when
// the page has an island marker.
import { installDeletionConfirm } from "./confirm-deletion";
import { followSessionLostPage } from "./session-lost";
import { installToasts } from "./toast";
import { installTooltips } from "./tooltip";
import { installUserMenu } from "./user-menu";

const ISLAND_SELECTOR = "[data-island]:not([data-hydrated])";

async function hydrateUnder(root: ParentNode): Promise<void> {
  if (!root.querySelector(ISLAND_SELECTOR)) return;
  const { hydrateIslands } = await import("./hydrate");
  await hydrateIslands(root);
}

/** Light/dark toggle: the class on <html>, remembered under localStorage "theme". */
function wireThemeToggles(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest("[data-theme-toggle]");
    if (!button) return;
    const next = document.documentElement.classList.contains("dark") ? "light" : "dark";
    document.documentElement.classList.remove("light", "dark");
    document.documentElement.classList.add(next);
    try {
      localStorage.setItem("theme", next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  });
}

wireThemeToggles();
installToasts();
installTooltips();
installUserMenu();
followSessionLostPage();
installDeletionConfirm();
void hydrateUnder(document);
// The dashboard and project pages' menus, dialogs, tabs and export; other pages never load it.
if (document.querySelector("[data-workspace]")) {
  void import("./workspace").then((m) => m.installWorkspace());
}
// Content swapped in by htmx may carry islands of its own.
document.addEventListener("htmx:load", (e) => void hydrateUnder(e.target as ParentNode));
