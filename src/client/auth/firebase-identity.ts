import { initializeApp } from "firebase/app";
import {
  type Auth,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  getAdditionalUserInfo,
  getAuth,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
  type UserCredential,
} from "firebase/auth";
import { type EmulatedGoogleAccount, emulatedGoogleIdToken } from "./emulated-google";
import { IdentityWrapperError, NO_USER_SIGNED_IN, NOT_CONFIGURED } from "./messages";

/** The public settings the server writes into the page (src/auth/web-config.ts). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  emulatorUrl?: string;
}

/** The identity provider behind one small interface (spec §7: the calls the app makes). */
export interface Identity {
  /** Resolves once the SDK has restored any user from its own storage. */
  ready(): Promise<void>;
  currentUser(): User | null;
  register(email: string, password: string): Promise<User>;
  login(email: string, password: string): Promise<User>;
  /** `isNewUser`: Firebase created the account just now, so the server will create a user. */
  loginWithGoogle(): Promise<{ user: User; isNewUser: boolean }>;
  resendVerificationEmail(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  logout(): Promise<void>;
  /** A fresh or cached ID token; null when there is no user or the call fails. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
}

/** Reads the config the page carries in <script type="application/json" id="firebase-config">. */
export function readWebConfig(doc: Document = document): FirebaseWebConfig | undefined {
  try {
    const text = doc.getElementById("firebase-config")?.textContent;
    const parsed = text ? (JSON.parse(text) as Partial<FirebaseWebConfig>) : undefined;
    if (!parsed?.apiKey || !parsed.projectId || !parsed.authDomain) return undefined;
    return parsed as FirebaseWebConfig;
  } catch {
    return undefined;
  }
}

function connect(config: FirebaseWebConfig | undefined): Auth | undefined {
  if (!config) return undefined;
  try {
    const app = initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
    });
    const auth = getAuth(app);
    if (config.emulatorUrl)
      connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    return auth;
  } catch (err) {
    console.error("Firebase initialisation failed", err);
    return undefined;
  }
}

export interface IdentityOptions {
  /**
   * With the emulator, asks which Google account to sign in as (null: cancelled) instead of
   * signInWithPopup, whose Google iframe script cannot load without the internet.
   */
  pickEmulatedGoogleAccount?: () => Promise<EmulatedGoogleAccount | null>;
}

/** Shaped like the SDK's own error, so the Google messages of spec §8 apply to it too. */
const popupClosed = () =>
  Object.assign(new Error("Firebase: Error (auth/popup-closed-by-user)."), {
    code: "auth/popup-closed-by-user",
  });

const googleSignIn = (result: UserCredential) => ({
  user: result.user,
  isNewUser: getAdditionalUserInfo(result)?.isNewUser === true,
});

/** Builds the wrapper; without a usable config every call fails with NOT_CONFIGURED. */
export function createIdentity(
  config: FirebaseWebConfig | undefined,
  options: IdentityOptions = {},
): Identity {
  const auth = connect(config);
  const pickEmulated = config?.emulatorUrl ? options.pickEmulatedGoogleAccount : undefined;
  const need = (): Auth => {
    if (!auth) throw new IdentityWrapperError(NOT_CONFIGURED);
    return auth;
  };
  return {
    ready: async () => {
      await auth?.authStateReady();
    },
    currentUser: () => auth?.currentUser ?? null,
    register: async (email, password) =>
      (await createUserWithEmailAndPassword(need(), email, password)).user,
    login: async (email, password) =>
      (await signInWithEmailAndPassword(need(), email, password)).user,
    loginWithGoogle: async () => {
      if (pickEmulated) {
        const ready = need();
        const account = await pickEmulated();
        if (!account) throw popupClosed();
        const credential = GoogleAuthProvider.credential(emulatedGoogleIdToken(account));
        return googleSignIn(await signInWithCredential(ready, credential));
      }
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: "select_account" });
      return googleSignIn(await signInWithPopup(need(), provider));
    },
    resendVerificationEmail: async () => {
      const user = need().currentUser;
      if (!user) throw new IdentityWrapperError(NO_USER_SIGNED_IN);
      await sendEmailVerification(user);
    },
    sendPasswordReset: (email) => sendPasswordResetEmail(need(), email),
    logout: async () => {
      if (auth) await signOut(auth);
    },
    getIdToken: async (forceRefresh = false) => {
      try {
        return (await auth?.currentUser?.getIdToken(forceRefresh)) ?? null;
      } catch (err) {
        console.warn("ID token unavailable", err);
        return null;
      }
    },
  };
}
