/** What a toast shows; the shape of `window.showToast`'s argument and of htmx `showToast`. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds before it closes by itself; default 5000. */
  duration?: number;
}

/** sessionStorage key of a toast to show on the next page (set just before a full navigation). */
export const PENDING_TOAST_KEY = "pendingToast";

declare global {
  interface Window {
    showToast?: (toast: ToastInput) => void;
    /** Set by the auth module once the Firebase SDK is loaded, so Sign Out can end its session. */
    firebaseSignOut?: () => Promise<void>;
  }
}
