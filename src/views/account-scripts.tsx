import type { AssetManifest } from "../assets/manifest";
import type { FirebaseWebConfig } from "../auth/web-config";
import { serializeProps } from "./island";

/**
 * What an account page adds for islands/auth-client.ts: the public Firebase settings as inert
 * JSON and the module itself. Only these pages load the Firebase SDK.
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
