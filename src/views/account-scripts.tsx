import type { AssetManifest } from "../assets/manifest";
import type { FirebaseWebConfig } from "../auth/web-config";
import { serializeProps } from "./island";
import { LoadingScreen } from "./loading-screen";

/**
 * What an account page adds for src/client/auth-client.ts: the public Firebase settings as inert
 * JSON, the module itself, and the 'Loading...' screen it shows after a sign-in. Only these
 * pages load the Firebase SDK.
 */
export function AccountScripts({
  assets,
  firebase,
}: {
  assets: AssetManifest;
  firebase: FirebaseWebConfig;
}) {
  const publicConfig: FirebaseWebConfig = {
    apiKey: firebase.apiKey,
    authDomain: firebase.authDomain,
    projectId: firebase.projectId,
    ...(firebase.emulatorUrl ? { emulatorUrl: firebase.emulatorUrl } : {}),
  };
  return (
    <>
      <LoadingScreen />
      <script
        type="application/json"
        id="firebase-config"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeProps escapes it
        dangerouslySetInnerHTML={{ __html: serializeProps(publicConfig) }}
      />
      <script type="module" src={assets.url("auth.js")} />
    </>
  );
}
