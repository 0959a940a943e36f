import { verifySignature } from "../../src/webhooks/signature";

/*
 * A webhook receiver on loopback, as a customer would write one: it reads the raw body, checks
 * the Export-Discovery-Signature header with the endpoint's secret, and answers with the next
 * scripted status (then 200), so a test can make the first try fail.
 */

export interface ReceivedDelivery {
  body: string;
  json: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
  signature: string | null;
  /** Whether the signature verified with the secret known at the time. */
  verified: boolean;
  answered: number;
}

export function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedDelivery[] = [];
  const script = [...statuses];
  let secret = "";
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const body = await request.text();
      const signature = request.headers.get("export-discovery-signature");
      const answered = script.shift() ?? 200;
      received.push({
        body,
        json: JSON.parse(body),
        signature,
        verified: verifySignature(signature, body, secret),
        answered,
      });
      return new Response(answered < 300 ? "ok" : "try again", { status: answered });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/hooks/export-discovery`,
    received,
    /** The endpoint's signing secret, once the app has shown it. */
    useSecret(value: string) {
      secret = value;
    },
    /** Statuses for the next requests. */
    answer(...next: number[]) {
      script.push(...next);
    },
    stop: () => server.stop(true),
  };
}
