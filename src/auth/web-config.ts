import type { Config } from "../env";

/** What the browser's Firebase SDK needs: public identifiers only, never a secret. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** e.g. http://127.0.0.1:9099 when the Auth emulator stands in for Firebase. */
  emulatorUrl?: string;
}

export function firebaseWebConfig(config: Config): FirebaseWebConfig {
  return {
    apiKey: config.FIREBASE_API_KEY,
    authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: config.FIREBASE_PROJECT_ID,
    ...(config.authEmulatorHost ? { emulatorUrl: `http://${config.authEmulatorHost}` } : {}),
  };
}
