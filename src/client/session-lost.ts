import { REDIRECT_DELAY_MS, researchToasts } from "./research/toasts";
import type { ToastInput } from "./toast-types";

/*
 * Spec §8 "Session": a request that finds no session shows 'Unauthorized' / 'You are logged
 * out. Logging in again...' and, 500 ms later, goes to sign in again: through /api/login after a
 * project action or an export, straight to /auth from a page or a status update. The server says
 * which (a 401 page's notice, or an htmx answer's `sessionLost` trigger); this module obeys.
 */

/** Where a lost session is sent (spec §8 gives both readings; /api/login leads to /auth). */
export const SIGN_IN_AGAIN = { afterAction: "/api/login", fromPage: "/auth" } as const;

/** What the server hands over: where to go, after how long, and the toast to show meanwhile. */
export interface SessionLostNotice {
  to: string;
  delayMs: number;
  toast: ToastInput;
}

/** The notice for a lost session, going to `to` after the spec's 500 ms. */
export function sessionLostNotice(to: string): SessionLostNotice {
  return { to, delayMs: REDIRECT_DELAY_MS, toast: researchToasts.unauthorized };
}

/** What leaving touches, so tests can stand in for the browser. */
export interface LeaveDeps {
  toast(toast: ToastInput): void;
  assign(path: string): void;
  schedule(run: () => void, ms: number): void;
}

const browser = (): LeaveDeps => ({
  toast: (toast) => window.showToast?.(toast),
  assign: (path) => location.assign(path),
  schedule: (run, ms) => void setTimeout(run, ms),
});

// A notice comes from our own server, but only ever leads to a path of this site.
const isLocalPath = (to: unknown): to is string =>
  typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && !to.includes("\\");

/** The notice in a JSON value, or undefined when it is not a well-formed one. */
export function parseSessionLostNotice(value: unknown): SessionLostNotice | undefined {
  const v = value as Partial<SessionLostNotice> | null;
  if (!v || !isLocalPath(v.to) || typeof v.toast?.title !== "string") return undefined;
  const delayMs = typeof v.delayMs === "number" && v.delayMs >= 0 ? v.delayMs : REDIRECT_DELAY_MS;
  return { to: v.to, delayMs, toast: v.toast };
}

let leaving = false;

/** Shows the toast once and goes to sign in after the delay; later notices are ignored. */
export function leaveForSignIn(notice: SessionLostNotice, deps: LeaveDeps = browser()): boolean {
  if (leaving) return false;
  leaving = true;
  deps.toast(notice.toast);
  deps.schedule(() => deps.assign(notice.to), notice.delayMs);
  return true;
}

/** Tests only: a fresh page. */
export function resetSessionLost(): void {
  leaving = false;
}

/** The 401 page's notice (src/views/session-lost-notice.tsx), if this page is one. */
export function followSessionLostPage(doc: Document = document, deps?: LeaveDeps): void {
  const script = doc.querySelector<HTMLScriptElement>("script[data-session-lost]");
  if (!script?.textContent) return;
  try {
    const notice = parseSessionLostNotice(JSON.parse(script.textContent));
    if (notice) leaveForSignIn(notice, deps);
  } catch {
    // A malformed notice: the page's own link and Refresh header still lead to sign-in.
  }
}
