import { generateKeyPairSync, sign } from "node:crypto";

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Claims shaped like a Firebase ID token for `projectId`. */
export function idTokenClaims(projectId: string, uid: string, overrides: object = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 10,
    user_id: uid,
    sub: uid,
    iat: now - 10,
    exp: now + 3600,
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: "password" },
    ...overrides,
  };
}

/** An unsigned token, the kind the Auth emulator issues. */
export function unsignedToken(claims: object): string {
  return `${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims)}.`;
}

/** A token properly signed, but by a key nobody trusts: a forgery. */
export function forgedToken(claims: object): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const body = `${b64url({ alg: "RS256", kid: "forged", typ: "JWT" })}.${b64url(claims)}`;
  return `${body}.${sign("sha256", Buffer.from(body), privateKey).toString("base64url")}`;
}
