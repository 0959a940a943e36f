/**
 * An ARIA tablist without a reload: click or arrow keys (Home/End too) switch panels, and the
 * URL's ?tab= follows so a reload or a shared link opens the same tab.
 */
export function wireTabs(root: HTMLElement, onChange?: (tab: string) => void): void {
  const tabs = Array.from(root.querySelectorAll<HTMLElement>('[role="tab"]'));
  const select = (tab: HTMLElement, focus: boolean) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
    const name = tab.dataset.tab ?? "";
    const url = new URL(location.href);
    url.searchParams.set("tab", name);
    history.replaceState(history.state, "", url);
    onChange?.(name);
  };
  for (const tab of tabs) {
    tab.addEventListener("click", () => select(tab, false));
    tab.addEventListener("keydown", (e) => {
      const index = tabs.indexOf(tab);
      const next = {
        ArrowRight: tabs[(index + 1) % tabs.length],
        ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
        Home: tabs[0],
        End: tabs[tabs.length - 1],
      }[e.key];
      if (!next) return;
      e.preventDefault();
      select(next, true);
    });
  }
}
