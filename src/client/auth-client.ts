// The account pages' script (/auth, /verify-email, /reset-password): the Firebase web SDK and
// the sign-in flows. Loaded only there, so the other pages never download Firebase.
import { wireAuthPage } from "./auth/auth-page";
import { syncUser, verifySession } from "./auth/backend";
import { emulatedGooglePicker } from "./auth/emulated-google";
import { createIdentity, readWebConfig } from "./auth/firebase-identity";
import type { FlowDeps } from "./auth/flows";
import { wireResetPasswordPage } from "./auth/reset-password-page";
import { solveHumanCheck } from "./auth/solve-human-check";
import { wireVerifyEmailPage } from "./auth/verify-email-page";
import { PENDING_TOAST_KEY, type ToastInput } from "./toast-types";

function navigate(path: string, toast?: ToastInput): void {
  if (toast) {
    try {
      sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(toast));
    } catch {
      // Storage blocked: the next page simply shows no toast.
    }
  }
  location.assign(path);
}

async function main(): Promise<void> {
  const identity = createIdentity(readWebConfig(), {
    pickEmulatedGoogleAccount: emulatedGooglePicker(),
  });
  window.firebaseSignOut = () => identity.logout();
  const deps: FlowDeps = {
    identity,
    sync: syncUser,
    solveHumanCheck: () => solveHumanCheck(),
    verifySession: () => verifySession(),
    toast: (toast) => window.showToast?.(toast),
    navigate,
    loading: (shown) => {
      const screen = document.querySelector<HTMLElement>("[data-loading-screen]");
      if (screen) screen.hidden = !shown;
    },
  };
  const root = document.querySelector<HTMLElement>("[data-auth-page]");
  if (root?.dataset.authPage === "auth") await wireAuthPage(root, deps);
  if (root?.dataset.authPage === "verify-email") await wireVerifyEmailPage(root, deps);
  if (root?.dataset.authPage === "reset-password") wireResetPasswordPage(root, deps);
}

main()
  .catch((err) => console.error("account page script failed", err))
  .finally(() => {
    // Tests (and people) can wait for this before clicking.
    document.documentElement.dataset.authReady = "true";
  });
