import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import type { ToastInput } from "../../client/toast-types";

const COOKIE = "flash_toast";

const flashShape = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
});

/**
 * Leaves a toast for the page a redirect leads to. A cookie rather than a query parameter keeps
 * the address clean (/research/{id}), and works for plain form posts as well as htmx's
 * HX-Redirect, where a toast shown before the navigation would vanish with the page.
 */
export function setFlashToast(c: Context, toast: ToastInput): void {
  setCookie(c, COOKIE, encodeURIComponent(JSON.stringify(toast)), {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: 60,
  });
}

/** Reads and clears the toast left by the previous request, if any and well-formed. */
export function takeFlashToast(c: Context): ToastInput | undefined {
  const raw = getCookie(c, COOKIE);
  if (raw === undefined) return undefined;
  deleteCookie(c, COOKIE, { path: "/" });
  try {
    const parsed = flashShape.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The HX-Trigger value that makes src/client/toast.ts show a toast after an htmx request. */
export function toastTrigger(toast: ToastInput): string {
  // Header values must be ASCII; a message may quote what the user typed, so escape the rest.
  return JSON.stringify({ showToast: toast }).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
