// Small behaviour for the workspace pages (dashboard, research project page), loaded by
// client.ts only where `[data-workspace]` is present. Everything here enhances server HTML that
// already works without it: links, <details> menus, native <dialog>s and plain form posts.
import { wireTabs } from "./auth/tabs";
import { wireListPreview } from "./list-preview";
import {
  leaveForSignIn,
  parseSessionLostNotice,
  SIGN_IN_AGAIN,
  sessionLostNotice,
} from "./session-lost";
import { refreshStatTiles } from "./stat-tiles";
import { showToast } from "./toast";
import type { ToastInput } from "./toast-types";

/** Spec §2/§9: after 10 s of waiting the session has most likely expired. */
const SESSION_TIMEOUT_MS = 10_000;

const closest = <T extends Element = HTMLElement>(target: EventTarget | null, selector: string) =>
  target instanceof Element ? (target.closest(selector) as T | null) : null;

// --- Session timeout -------------------------------------------------------------------------

let pending = 0;
let timeoutTimer: ReturnType<typeof setTimeout> | undefined;

/** Counts a request in flight; the card shows if any one of them waits too long. */
function requestStarted(): void {
  pending += 1;
  timeoutTimer ??= setTimeout(showSessionTimeout, SESSION_TIMEOUT_MS);
}

function requestEnded(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) {
    clearTimeout(timeoutTimer);
    timeoutTimer = undefined;
  }
}

function showSessionTimeout(): void {
  const card = document.querySelector<HTMLElement>("[data-session-timeout]");
  if (!card) return;
  card.hidden = false;
  card.querySelector<HTMLButtonElement>("[data-reload]")?.focus();
}

// --- Menus, rename, dialogs ------------------------------------------------------------------

function closeMenus(except?: Element | null): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(
    "details[data-card-menu][open]",
  )) {
    if (menu !== except) menu.open = false;
  }
}

function startRename(card: HTMLElement): void {
  const view = card.querySelector<HTMLElement>("[data-rename-view]");
  const form = card.querySelector<HTMLFormElement>("[data-rename-form]");
  const field = form?.querySelector<HTMLInputElement>("input[name=name]");
  if (!view || !form || !field) return;
  view.hidden = true;
  form.hidden = false;
  field.focus();
  field.select();
}

function cancelRename(form: HTMLFormElement): void {
  const card = form.closest<HTMLElement>("[data-project-card]");
  const field = form.querySelector<HTMLInputElement>("input[name=name]");
  if (field) field.value = field.dataset.original ?? field.value;
  form.hidden = true;
  const view = card?.querySelector<HTMLElement>("[data-rename-view]");
  if (view) view.hidden = false;
  card?.querySelector<HTMLElement>("details[data-card-menu] summary")?.focus();
}

function onClick(e: MouseEvent): void {
  const target = e.target;
  closeMenus(closest(target, "details[data-card-menu]"));
  const rename = closest(target, "[data-rename-start]");
  if (rename) {
    e.preventDefault();
    closeMenus();
    const card = rename.closest<HTMLElement>("[data-project-card]");
    if (card) startRename(card);
    return;
  }
  const opener = closest(target, "[data-dialog-open]");
  if (opener) {
    const dialog = document.getElementById(opener.dataset.dialogOpen ?? "");
    if (dialog instanceof HTMLDialogElement) {
      e.preventDefault();
      closeMenus();
      if (!dialog.open) dialog.showModal();
    }
    return;
  }
  if (closest(target, "[data-reload]")) {
    location.reload();
    return;
  }
  const exportLink = closest<HTMLAnchorElement>(target, "a[data-export]");
  if (exportLink && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey) {
    e.preventDefault();
    void exportResults(exportLink);
  }
}

function onKeydown(e: KeyboardEvent): void {
  if (e.key !== "Escape") return;
  const form = closest<HTMLFormElement>(e.target, "form[data-rename-form]");
  if (form) {
    e.preventDefault();
    cancelRename(form);
    return;
  }
  const menu = document.querySelector<HTMLDetailsElement>("details[data-card-menu][open]");
  if (menu) {
    menu.open = false;
    menu.querySelector("summary")?.focus();
  }
}

// --- Export ----------------------------------------------------------------------------------

const exportFailed: ToastInput = {
  title: "Export Failed",
  description: "Failed to export results. Please try again.",
  variant: "destructive",
};

/** Fetches the file rather than following the link, so success and failure can be toasted. */
async function exportResults(link: HTMLAnchorElement): Promise<void> {
  if (link.getAttribute("aria-disabled") === "true") return;
  link.setAttribute("aria-disabled", "true");
  requestStarted();
  try {
    const res = await fetch(link.href, { credentials: "same-origin" });
    if (res.status === 401) {
      // Spec §8: an export without a session is 'Unauthorized', then /api/login.
      leaveForSignIn(sessionLostNotice(SIGN_IN_AGAIN.afterAction));
      return;
    }
    if (!res.ok) throw new Error(`export answered ${res.status}`);
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    const save = document.createElement("a");
    save.href = url;
    save.download = fileName(res) ?? link.getAttribute("download") ?? "leads.xlsx";
    document.body.append(save);
    save.click();
    save.remove();
    // Revoked later: some browsers read the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    showToast({
      title: "Export Complete",
      description: "Your results were downloaded as an Excel file.",
    });
    // The dashboard's Exports tile: the server has counted this export by now.
    void refreshStatTiles();
  } catch (err) {
    console.error(err);
    showToast(exportFailed);
  } finally {
    requestEnded();
    link.removeAttribute("aria-disabled");
  }
}

function fileName(res: Response): string | undefined {
  const header = res.headers.get("content-disposition") ?? "";
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

function wireAll(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-create-form]")) {
    wireListPreview(form);
  }
  for (const tabs of root.querySelectorAll<HTMLElement>("[data-tabs]")) {
    if (tabs.dataset.tabsWired) continue;
    tabs.dataset.tabsWired = "true";
    const list = tabs.querySelector<HTMLElement>('[role="tablist"]');
    if (!list) continue;
    // The tabs are links (deep links without script); here they switch in place instead.
    list.addEventListener("click", (e) => {
      if (closest(e.target, '[role="tab"]')) e.preventDefault();
    });
    wireTabs(list);
  }
}

// --- htmx ------------------------------------------------------------------------------------

function wireHtmx(): void {
  // htmx's settle step must not copy `style` (the CSP refuses it): see the htmx-config meta in
  // src/views/document.tsx.
  document.addEventListener("htmx:beforeRequest", requestStarted);
  document.addEventListener("htmx:afterRequest", (e) => {
    requestEnded();
    const detail = (e as CustomEvent<{ elt: Element; failed: boolean }>).detail;
    // A failed delete leaves its dialog open over the list; the toast says what happened.
    if (detail.failed) detail.elt.closest("dialog")?.close();
  });
  document.addEventListener("htmx:beforeSwap", (e) => {
    const detail = (
      e as CustomEvent<{
        requestConfig: { elt: Element };
        xhr: XMLHttpRequest;
        shouldSwap: boolean;
        isError: boolean;
      }>
    ).detail;
    // A refused creation form comes back as 422 with the messages: show it like a success.
    // (detail.elt is the swap target here; the element that asked is in requestConfig.)
    if (detail.xhr.status === 422 && detail.requestConfig.elt.closest("[data-create-form]")) {
      detail.shouldSwap = true;
      detail.isError = false;
    }
  });
  document.addEventListener("htmx:load", (e) => wireAll(e.target as ParentNode));
  // A form handler that found no session (src/routes/pages/workspace-request.ts requireVerified).
  document.addEventListener("sessionLost", (e) => {
    const notice = parseSessionLostNotice((e as CustomEvent<unknown>).detail);
    if (notice) leaveForSignIn(notice);
  });
}

function showFlashToast(): void {
  const flash = document.querySelector<HTMLScriptElement>("script[data-flash-toast]");
  if (!flash?.textContent) return;
  flash.remove();
  try {
    showToast(JSON.parse(flash.textContent) as ToastInput);
  } catch {
    // A malformed hand-over is only a lost toast.
  }
}

/** Wires the workspace behaviour once per page. */
export function installWorkspace(): void {
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeydown);
  wireHtmx();
  wireAll(document);
  showFlashToast();
}
