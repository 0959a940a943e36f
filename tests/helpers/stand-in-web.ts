import type { ResolvedAddress } from "../../src/research/fetcher/address-guard.ts";
import {
  createHttpFetcher,
  type HttpFetcherOptions,
} from "../../src/research/fetcher/http-fetcher.ts";
import type { FetchResult } from "../../src/research/ports.ts";

/*
 * The fetcher against stand-in sites on loopback, reached only through `sandboxHosts`, as the
 * sandbox web is. DNS is always a stub: no test may send a packet anywhere but 127.0.0.1.
 */

type Handler = (request: Request) => Response | Promise<Response>;
type Sites = Record<string, Record<string, Handler>>;

interface Hit {
  host: string;
  path: string;
  at: number;
  userAgent: string | null;
}

interface StandIn {
  port: number;
  hits: Hit[];
  /** Hits on pages only, robots.txt left out. */
  pages: () => Hit[];
  stop: () => Promise<void>;
  sandboxHosts: (hostname: string) => { address: string; port: number } | undefined;
}

/** The stand-in web of the running test; a test file stops it with `afterEach(stopWeb)`. */
export let web: StandIn | undefined;
export async function stopWeb() {
  await web?.stop();
  web = undefined;
}

export function startWeb(sites: Sites): StandIn {
  const hits: Hit[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(request) {
      const url = new URL(request.url);
      const host = (request.headers.get("host") ?? "").replace(/:\d+$/, "");
      hits.push({
        host,
        path: `${url.pathname}${url.search}`,
        at: performance.now(),
        userAgent: request.headers.get("user-agent"),
      });
      const handler = sites[host]?.[url.pathname];
      return handler ? handler(request) : new Response("not found", { status: 404 });
    },
  });
  const port = server.port ?? 0;
  web = {
    port,
    hits,
    pages: () => hits.filter((hit) => hit.path !== "/robots.txt"),
    stop: () => server.stop(true),
    sandboxHosts: (hostname) => (hostname in sites ? { address: "127.0.0.1", port } : undefined),
  };
  return web;
}

/** A resolver that knows only what a test tells it: real DNS is never asked. */
export function stubDns(table: Record<string, string | string[]> = {}) {
  const asked: string[] = [];
  const resolveHost = async (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname);
    const answer = table[hostname];
    if (!answer) throw new Error(`ENOTFOUND ${hostname} (test stub)`);
    return (Array.isArray(answer) ? answer : [answer]).map((address) => ({ address }));
  };
  return { asked, resolveHost };
}

export function fetcherFor(standIn: StandIn, options: HttpFetcherOptions = {}) {
  return createHttpFetcher({
    perHostDelayMs: 0,
    timeoutMs: 2000,
    resolveHost: stubDns().resolveHost,
    sandboxHosts: standIn.sandboxHosts,
    ...options,
  });
}

export const html = (body: BodyInit, contentType = "text/html; charset=utf-8") =>
  new Response(body, { headers: { "content-type": contentType } });
export const redirect = (location: string, status = 302) =>
  new Response(null, { status, headers: { location } });
export const text = (body: string) =>
  new Response(body, { headers: { "content-type": "text/plain" } });
/** A handler that answers only after `ms`: a slow server. */
export const after = (ms: number, respond: () => Response) => async (): Promise<Response> => {
  await Bun.sleep(ms);
  return respond();
};

export function expectPage(result: FetchResult) {
  if (!result.ok) throw new Error(`expected a page, got ${result.reason} ${result.detail ?? ""}`);
  return result.page;
}
