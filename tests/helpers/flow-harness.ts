import type { User } from "firebase/auth";
import type { Identity } from "../../src/client/auth/firebase-identity";
import type { FlowDeps } from "../../src/client/auth/flows";
import type { ToastInput } from "../../src/client/toast-types";

type SyncAnswer = Awaited<ReturnType<FlowDeps["sync"]>>;

/** An error as the Firebase SDK throws it: the code in its message and as a field. */
export const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: (${code})`), { code });

/** A Firebase user as the flows see it; `delete()` is recorded. */
export const fakeUser = (emailVerified: boolean) => {
  const user = { emailVerified, deleted: false, delete: async () => {} };
  user.delete = async () => {
    user.deleted = true;
  };
  return user;
};

/** The sign-in flows' dependencies, scripted, with everything they did recorded. */
export function flowHarness(options: {
  user?: ReturnType<typeof fakeUser>;
  error?: unknown;
  sync?: SyncAnswer;
  /** Answers to successive syncs (then `sync`, then ok). */
  syncAnswers?: SyncAnswer[];
  session?: Awaited<ReturnType<FlowDeps["verifySession"]>>;
  /** Firebase created the Google account just now. */
  newGoogleUser?: boolean;
  /** What solving the human check yields (default: a payload). */
  solved?: string | undefined;
}) {
  const toasts: ToastInput[] = [];
  const navigations: { path: string; toast?: ToastInput }[] = [];
  const syncs: unknown[] = [];
  const sent: string[] = [];
  /** For each solve, how many syncs had been made before it. */
  const solves: number[] = [];
  /** Each show (true) or hide (false) of the 'Loading...' screen, in order. */
  const loading: boolean[] = [];
  const act = async () => {
    if (options.error) throw options.error;
    return options.user as unknown as User;
  };
  const identity = {
    login: act,
    loginWithGoogle: async () => ({ user: await act(), isNewUser: options.newGoogleUser === true }),
    register: act,
    resendVerificationEmail: async () => {
      sent.push("verification");
    },
    getIdToken: async () => "token",
    logout: async () => {},
  } as unknown as Identity;
  const deps: FlowDeps = {
    identity,
    sync: async (_token, details) => {
      syncs.push(details);
      return options.syncAnswers?.shift() ?? options.sync ?? { ok: true };
    },
    solveHumanCheck: async () => {
      solves.push(syncs.length);
      return "solved" in options ? options.solved : "solved-payload";
    },
    verifySession: async () => options.session ?? "ok",
    toast: (t) => toasts.push(t),
    navigate: (path, toast) => navigations.push({ path, toast }),
    loading: (shown) => loading.push(shown),
  };
  return { deps, toasts, navigations, syncs, sent, solves, loading };
}
