const CONTROLS = "input, button, select, textarea";

/**
 * The busy flag of spec §4: while a request runs every control under `root` is disabled and a
 * button with data-busy-label shows it. Controls that were disabled before stay disabled after.
 */
export function setBusy(root: HTMLElement, busy: boolean): void {
  root.toggleAttribute("aria-busy", busy);
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLButtonElement>(CONTROLS)) {
    if (busy) {
      if (el.disabled) continue;
      el.dataset.busyDisabled = "";
      el.disabled = true;
    } else if (el.dataset.busyDisabled !== undefined) {
      delete el.dataset.busyDisabled;
      el.disabled = false;
    }
  }
  for (const button of root.querySelectorAll<HTMLElement>("[data-busy-label]")) {
    if (busy) {
      button.dataset.idleLabel = button.textContent ?? "";
      button.textContent = button.dataset.busyLabel ?? "";
    } else if (button.dataset.idleLabel !== undefined) {
      button.textContent = button.dataset.idleLabel;
      delete button.dataset.idleLabel;
    }
  }
}

/** Runs `task` with `root` busy; leaves it busy when the task says a navigation has begun. */
export async function whileBusy(root: HTMLElement, task: () => Promise<unknown>): Promise<void> {
  setBusy(root, true);
  let outcome: unknown;
  try {
    outcome = await task();
  } finally {
    if (outcome !== "leaving") setBusy(root, false);
  }
}

/** Show/hide buttons (data-password-toggle="<input id>") for password fields. */
export function wirePasswordToggles(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-password-toggle]")) {
    const input = document.getElementById(button.dataset.passwordToggle ?? "");
    if (!(input instanceof HTMLInputElement)) continue;
    button.addEventListener("click", () => {
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      button.setAttribute("aria-pressed", String(show));
      button.setAttribute("aria-label", show ? "Hide password" : "Show password");
    });
  }
}

/** The trimmed value of a named field of a form ("" when absent). */
export function field(form: HTMLFormElement, name: string, trim = true): string {
  const el = form.elements.namedItem(name);
  const value = el instanceof HTMLInputElement ? el.value : "";
  return trim ? value.trim() : value;
}

/**
 * Shows each field's own message under it (aria-invalid, aria-describedby) and clears the ones
 * now right; returns the first wrong field, for the focus.
 */
export function showFieldProblems(
  form: HTMLFormElement,
  problems: Partial<Record<string, string>>,
  names: readonly string[],
): HTMLInputElement | undefined {
  let first: HTMLInputElement | undefined;
  for (const name of names) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) continue;
    const errorId = `${input.id}-error`;
    document.getElementById(errorId)?.remove();
    const message = problems[name];
    input.toggleAttribute("aria-invalid", Boolean(message));
    if (!message) {
      input.removeAttribute("aria-describedby");
      continue;
    }
    const note = document.createElement("p");
    note.id = errorId;
    note.className = "text-sm text-red-600 dark:text-red-400";
    note.textContent = message;
    (input.closest("[data-field]") ?? input.parentElement)?.append(note);
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", errorId);
    first ??= input;
  }
  return first;
}
