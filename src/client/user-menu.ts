/** Ends the session everywhere it lives, then goes to /auth whatever happened (spec §4 Logout). */
export async function signOut(): Promise<void> {
  try {
    const res = await fetch("/api/firebase/auth/logout", { method: "POST" });
    if (!res.ok) console.warn(`logout answered ${res.status}`);
  } catch (err) {
    console.error("logout failed", err);
  }
  try {
    await window.firebaseSignOut?.();
  } catch (err) {
    console.error("identity sign-out failed", err);
  }
  location.assign("/auth");
}

/** The <details> user menu: Escape and a click elsewhere close it; Sign Out buttons anywhere. */
export function installUserMenu(): void {
  const openMenus = () =>
    document.querySelectorAll<HTMLDetailsElement>("details[data-user-menu][open]");
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("click", (e) => {
    const target = e.target as Element | null;
    for (const menu of openMenus()) if (!menu.contains(target)) menu.open = false;
    const button = target?.closest<HTMLButtonElement>("[data-sign-out]");
    if (!button) return;
    button.disabled = true;
    void signOut();
  });
}
