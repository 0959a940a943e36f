import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { FirebaseWebConfig } from "../auth/web-config";

// signInWithPopup loads Google's iframe loader (gapi) from here.
const GAPI = "https://apis.google.com";

/**
 * Where the Firebase web SDK talks to and frames from: the emulator when there is one (Google
 * sign-in then goes through the app's own dialog and signInWithCredential, so no gapi); else the
 * Identity Toolkit and token APIs, the auth domain's iframe and gapi for signInWithPopup.
 */
function firebaseSources(firebase: FirebaseWebConfig | undefined) {
  if (!firebase) return { connect: [], frame: [], script: [] };
  if (firebase.emulatorUrl) {
    return { connect: [firebase.emulatorUrl], frame: [firebase.emulatorUrl], script: [] };
  }
  return {
    connect: [
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://www.googleapis.com",
    ],
    frame: [`https://${firebase.authDomain}`],
    script: [GAPI],
  };
}

/**
 * Security headers with a CSP that runs only our own scripts (plus the per-request nonce of the
 * theme snippet) and our own stylesheet. Inline style attributes are refused too, so views use
 * classes and <progress> rather than style="". The ALTCHA widget fits without exceptions: its
 * strict-CSP build takes its stylesheet from a file we serve and its workers from our origin.
 */
export function securityHeaders(options: {
  https: boolean;
  firebase?: FirebaseWebConfig;
}): MiddlewareHandler {
  const firebase = firebaseSources(options.firebase);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...firebase.script],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "https:"],
      connectSrc: ["'self'", ...firebase.connect],
      frameSrc: ["'self'", ...firebase.frame],
      workerSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    // signInWithPopup talks to its popup through window.opener; "same-origin" would cut it.
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
  });
}
