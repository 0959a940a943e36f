/** What a toast shows; the shape of `window.showToast`'s argument and of htmx `showToast`. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds before it closes by itself; default TOAST_DURATION_MS. */
  duration?: number;
}

/*
 * Spec §9's toast constants (those of the toast primitives the spec's app was built on). The
 * region's width is the view's `max-w-[420px]` (src/views/toast-region.tsx): Tailwind needs the
 * literal class, so TOAST_MAX_WIDTH_PX records it and a test holds the two together.
 */
/** One toast at a time: a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** How long a toast shows before it closes by itself. */
export const TOAST_DURATION_MS = 5_000;
/** A dismissed toast is closed (hidden) at once and its node removed this long after. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** A swipe to the right past this many pixels dismisses; a shorter one springs back. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the notification region. */
export const TOAST_HOTKEY = "F8";
export const TOAST_MAX_WIDTH_PX = 420;

/** sessionStorage key of a toast to show on the next page (set just before a full navigation). */
export const PENDING_TOAST_KEY = "pendingToast";

declare global {
  interface Window {
    showToast?: (toast: ToastInput) => void;
    /** Set by the auth module once the Firebase SDK is loaded, so Sign Out can end its session. */
    firebaseSignOut?: () => Promise<void>;
  }
}
