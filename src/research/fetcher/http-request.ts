import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import type { Target } from "./address-guard.ts";

/*
 * One HTTP exchange with a vetted target. node:http(s) rather than fetch because its `lookup`
 * hook pins the socket to the address the guard checked (no second DNS answer can sneak in: DNS
 * rebinding), while the URL keeps the host name for the Host header, SNI and certificate check.
 */

/** Status, headers and (when wanted) the body, at most `maxBytes` after decompression. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Uint8Array;
  truncated: boolean;
}

export type RequestOutcome =
  | { ok: true; response: RawResponse }
  | { ok: false; reason: "timeout" | "network"; detail: string };

export interface RequestSpec {
  target: Target;
  userAgent: string;
  accept: string;
  /** Covers connecting, waiting for headers and reading the body. */
  timeoutMs: number;
  maxBytes: number;
  /** Whether the body is worth downloading, decided from the status and headers. */
  wantBody: (status: number, headers: IncomingHttpHeaders) => boolean;
  /** A POST with this body and these extra headers (webhook deliveries); GET without. */
  post?: { body: string; headers: Record<string, string> };
}

const EMPTY = new Uint8Array(0);

/** Sends one GET (or POST) to a vetted target and reads a bounded body; never follows redirects. */
export function sendRequest(spec: RequestSpec): Promise<RequestOutcome> {
  const { target } = spec;
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: RequestOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        method: spec.post ? "POST" : "GET",
        lookup: pinnedLookup(target),
        // No pooled sockets: nothing outlives the request, and no socket is reused across hosts.
        agent: false,
        headers: {
          host: target.url.host,
          "user-agent": spec.userAgent,
          accept: spec.accept,
          "accept-encoding": "gzip, deflate, br",
          ...(spec.post
            ? { ...spec.post.headers, "content-length": String(Buffer.byteLength(spec.post.body)) }
            : {}),
        },
      },
      (response) => readResponse(response, spec, finish),
    );
    const timer = setTimeout(() => {
      finish({ ok: false, reason: "timeout", detail: `${spec.timeoutMs} ms` });
      request.destroy();
    }, spec.timeoutMs);
    request.on("error", (error) => finish({ ok: false, reason: "network", detail: error.message }));
    request.end(spec.post?.body);
  });
}

/** Answers every lookup with the vetted address, whatever name the client asks about. */
function pinnedLookup(target: Target): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
}

function readResponse(
  response: IncomingMessage,
  spec: RequestSpec,
  finish: (outcome: RequestOutcome) => void,
): void {
  const status = response.statusCode ?? 0;
  const done = (bytes: Uint8Array, truncated: boolean) =>
    finish({ ok: true, response: { status, headers: response.headers, bytes, truncated } });
  if (!spec.wantBody(status, response.headers)) {
    response.destroy();
    done(EMPTY, false);
    return;
  }
  const body = decompressed(response);
  if (!body) {
    response.destroy();
    const encoding = String(response.headers["content-encoding"]);
    finish({ ok: false, reason: "network", detail: `unsupported content-encoding ${encoding}` });
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  body.on("data", (chunk: Buffer) => {
    if (size + chunk.length <= spec.maxBytes) {
      chunks.push(chunk);
      size += chunk.length;
      return;
    }
    // Past the cap: keep what fits and hang up rather than download the rest.
    chunks.push(chunk.subarray(0, spec.maxBytes - size));
    done(new Uint8Array(Buffer.concat(chunks)), true);
    response.destroy();
    if (body !== response) body.destroy();
  });
  body.on("end", () => done(new Uint8Array(Buffer.concat(chunks)), false));
  body.on("error", (error) => finish({ ok: false, reason: "network", detail: error.message }));
  response.on("error", (error) => finish({ ok: false, reason: "network", detail: error.message }));
}

/** The body stream after Content-Encoding; the byte cap counts decoded bytes (zip bombs). */
function decompressed(response: IncomingMessage): Readable | undefined {
  const encoding = String(response.headers["content-encoding"] ?? "identity")
    .trim()
    .toLowerCase();
  if (encoding === "identity" || encoding === "") return response;
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!decoder) return undefined;
  response.on("error", (error) => decoder.destroy(error));
  return response.pipe(decoder);
}
