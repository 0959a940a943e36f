import type { User } from "firebase/auth";
import type { ToastInput } from "../toast-types";
import {
  HUMAN_CHECK_REQUIRED,
  type RegistrationDetails,
  type SessionCheck,
  type SyncDetails,
  type SyncResult,
} from "./backend";
import type { Identity } from "./firebase-identity";
import { type AuthAction, authErrorMessage, FAILURE_TITLES, SYNC_FAILED, TOASTS } from "./messages";

/** What the flows touch outside themselves, so tests can stand in for each. */
export interface FlowDeps {
  identity: Identity;
  sync(idToken: string, details?: SyncDetails): Promise<SyncResult>;
  /** Solves the human check without the widget; undefined when it could not be solved. */
  solveHumanCheck(): Promise<string | undefined>;
  verifySession(): Promise<SessionCheck>;
  toast(toast: ToastInput): void;
  /** A full-page navigation; `toast` is shown by the next page. */
  navigate(path: string, toast?: ToastInput): void;
  /** Shows or hides the full-screen 'Loading...' spinner (spec §2: while the auth state loads). */
  loading?(shown: boolean): void;
}

/** "leaving": a navigation has started, keep the form busy. "stay": let the user try again. */
export type FlowOutcome = "leaving" | "stay";

const failure = (deps: FlowDeps, action: AuthAction, description: string): FlowOutcome => {
  deps.toast({ title: FAILURE_TITLES[action], description, variant: "destructive" });
  return "stay";
};

async function solvedCheck(deps: FlowDeps): Promise<SyncDetails | undefined> {
  const recaptchaToken = await deps.solveHumanCheck();
  return recaptchaToken ? { recaptchaToken } : undefined;
}

/**
 * Trades the ID token for the session cookie. Every sign-in that creates a user must carry a
 * solved human check: a brand-new Firebase account (`newUser`) solves it before asking; any
 * other sign-in the server finds no user for is answered `human_check_required`, solves it
 * then and asks once more. Existing users sign in without it, as spec §7 has it.
 */
async function syncToken(
  deps: FlowDeps,
  details?: SyncDetails,
  newUser = false,
): Promise<SyncResult> {
  const token = await deps.identity.getIdToken();
  if (!token) {
    return { ok: false, verificationRequired: false, status: 0, message: SYNC_FAILED };
  }
  const sent = details ?? (newUser ? await solvedCheck(deps) : undefined);
  const first = await deps.sync(token, sent);
  if (first.ok || first.verificationRequired || first.code !== HUMAN_CHECK_REQUIRED || sent) {
    return first;
  }
  const solved = await solvedCheck(deps);
  return solved ? deps.sync(token, solved) : first;
}

/** Spec §4 steps 2 to 5, shared by email and Google sign-in. */
async function finishSignIn(
  deps: FlowDeps,
  action: AuthAction,
  user: User,
  newUser = false,
): Promise<FlowOutcome> {
  if (!user.emailVerified) {
    // The sync still matters: its limited cookie makes the server show the verify-email screen.
    await syncToken(deps, undefined, newUser);
    deps.navigate("/verify-email", TOASTS.emailNotVerified);
    return "leaving";
  }
  const synced = await syncToken(deps, undefined, newUser);
  if (!synced.ok) {
    if (synced.verificationRequired) {
      deps.navigate("/verify-email");
      return "leaving";
    }
    return failure(deps, action, synced.message);
  }
  deps.toast(TOASTS.loginSuccess);
  // The spinner stays up through the redirect: the next page replaces it.
  deps.loading?.(true);
  const session = await deps.verifySession();
  if (session === "ok") {
    // The welcome toast travels with the redirect, or the page change would swallow it at once.
    deps.navigate("/", TOASTS.loginSuccess);
    return "leaving";
  }
  deps.loading?.(false);
  deps.toast(session === "connection-error" ? TOASTS.connectionError : TOASTS.sessionError);
  return "stay";
}

/** Email and password sign-in. */
export async function login(deps: FlowDeps, email: string, password: string) {
  let user: User;
  try {
    user = await deps.identity.login(email, password);
  } catch (err) {
    return failure(deps, "login", authErrorMessage("login", err));
  }
  return finishSignIn(deps, "login", user);
}

/** Google popup sign-in (also creates the account on first use, after the human check). */
export async function loginWithGoogle(deps: FlowDeps) {
  let signedIn: Awaited<ReturnType<Identity["loginWithGoogle"]>>;
  try {
    signedIn = await deps.identity.loginWithGoogle();
  } catch (err) {
    return failure(deps, "google", authErrorMessage("google", err));
  }
  return finishSignIn(deps, "google", signedIn.user, signedIn.isNewUser);
}

/**
 * Sign-up: create the account, send the verification email at once, then sync with the names
 * and the human-check payload. If the server refuses, the new Firebase account is deleted again
 * so the same email can be used on the next try.
 */
export async function register(
  deps: FlowDeps,
  input: { email: string; password: string } & RegistrationDetails,
): Promise<FlowOutcome> {
  let user: User;
  try {
    user = await deps.identity.register(input.email, input.password);
  } catch (err) {
    return failure(deps, "register", authErrorMessage("register", err));
  }
  try {
    await deps.identity.resendVerificationEmail();
  } catch (err) {
    // The verify-email screen offers "Resend", so the account is still usable.
    console.warn("verification email not sent", err);
  }
  const { firstName, lastName, recaptchaToken } = input;
  const synced = await syncToken(deps, { firstName, lastName, recaptchaToken });
  if (synced.ok || synced.verificationRequired) {
    deps.navigate("/verify-email", TOASTS.registered);
    return "leaving";
  }
  try {
    await user.delete();
    await deps.identity.logout();
  } catch (err) {
    console.warn("could not roll back the new account", err);
  }
  return failure(deps, "register", synced.message);
}
