import { type App, cert, deleteApp, getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { type Config, exposeEmulatorToLibraries } from "../env";
import { AppError } from "../errors";

/** What a verified Firebase ID token says about its holder. */
export interface VerifiedIdentity {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
  /** "password", "google.com", ... */
  provider: string;
}

/** What the identity service says about an account now (the session revocation check). */
export type AccountStatus =
  | {
      state: "active";
      /** Sessions begun before this instant are revoked (Firebase's tokensValidAfterTime). */
      tokensValidAfter: Date | undefined;
    }
  | { state: "disabled" }
  | { state: "deleted" };

/** Port: turns a Bearer ID token into an identity, and tells whether an account still stands. */
export interface IdentityVerifier {
  /** Throws a 401 AppError for any token that is not a live account's. */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  /** Throws when the identity service cannot be asked (the caller decides what that means). */
  accountStatus(uid: string): Promise<AccountStatus>;
  /** Deletes the account (account deletion); an account already gone counts as deleted. */
  deleteAccount(uid: string): Promise<void>;
}

export const invalidToken = () =>
  new AppError("invalid_token", 401, "Your sign-in has expired. Please sign in again.");

/**
 * firebase-admin against the configured project. With the Auth emulator the SDK accepts the
 * emulator's unsigned tokens (and only those: a signed token is refused), so revocation checking
 * is always on: it asks the identity service whether the account exists and is enabled, which a
 * token made up for an unknown account fails.
 */
export function firebaseIdentity(config: Config): IdentityVerifier {
  exposeEmulatorToLibraries(config);
  const name = `exd-${config.FIREBASE_PROJECT_ID}`;
  const app: App =
    getApps().find((a) => a.name === name) ??
    initializeApp(
      {
        projectId: config.FIREBASE_PROJECT_ID,
        ...(config.FIREBASE_SERVICE_ACCOUNT_JSON && !config.authEmulatorHost
          ? { credential: cert(JSON.parse(config.FIREBASE_SERVICE_ACCOUNT_JSON)) }
          : {}),
      },
      name,
    );
  const auth = getAuth(app);
  return {
    async verifyIdToken(idToken) {
      if (idToken.length < 20 || idToken.length > 8192) throw invalidToken();
      try {
        const t = await auth.verifyIdToken(idToken, true);
        return {
          uid: t.uid,
          email: t.email?.toLowerCase(),
          emailVerified: t.email_verified === true,
          name: typeof t.name === "string" ? t.name : undefined,
          picture: t.picture,
          provider: t.firebase.sign_in_provider,
        };
      } catch (err) {
        throw new AppError("invalid_token", 401, invalidToken().userMessage, { cause: err });
      }
    },
    async accountStatus(uid) {
      try {
        const record = await auth.getUser(uid);
        if (record.disabled) return { state: "disabled" };
        const after = record.tokensValidAfterTime;
        return { state: "active", tokensValidAfter: after ? new Date(after) : undefined };
      } catch (err) {
        if (isUserNotFound(err)) return { state: "deleted" };
        throw err;
      }
    },
    async deleteAccount(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (err) {
        if (!isUserNotFound(err)) throw err;
      }
    },
  };
}

const isUserNotFound = (err: unknown) =>
  (err as { code?: unknown } | null)?.code === "auth/user-not-found";

/** Releases every firebase-admin app (tests and shutdown). */
export async function closeFirebaseApps(): Promise<void> {
  await Promise.all(getApps().map((a) => deleteApp(a)));
}
