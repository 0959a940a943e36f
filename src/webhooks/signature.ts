import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Webhook signatures in Stripe's scheme: header `Export-Discovery-Signature: t=<unix seconds>,
 * v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Signing the timestamp with the body lets a receiver
 * refuse replays older than its tolerance.
 */

export const SIGNATURE_HEADER = "Export-Discovery-Signature";

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The signature header value for a body sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * A receiver's check (also what the tests' receiver runs): some v1 signature matches and the
 * timestamp is within `toleranceSeconds` of now.
 */
export function verifySignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  options: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  const parts = (header ?? "").split(",").map((p) => p.trim().split("=", 2));
  const timestamp = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isSafeInteger(timestamp)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  return parts.some(([k, v]) => {
    if (k !== "v1" || !v || !/^[0-9a-f]{64}$/.test(v)) return false;
    return timingSafeEqual(expected, Buffer.from(v, "hex"));
  });
}
