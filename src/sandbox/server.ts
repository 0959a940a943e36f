import type { MxResolver, SearchQuery } from "../research/ports.ts";
import type { SandboxCorpus, SandboxSite } from "./corpus.ts";
import { generateCorpus } from "./generator.ts";
import { createSandboxMx } from "./mx.ts";
import { createSearchIndex, type SandboxSearch } from "./search-index.ts";

/*
 * The sandbox web server: one loopback HTTP server playing every sandbox host, chosen by the Host
 * header (virtual hosting), replaying each page's status, headers, bytes and delay. Requests for
 * a host it does not know, and for `/__search`, are answered for the server itself.
 */

export interface SandboxOptions {
  seed?: number;
  companies?: number;
  /** Generated corpus: at least this many companies per segment (GenerateOptions). Default 0. */
  minPerSegment?: number;
  /** A ready corpus (e.g. loaded from a folder); generated from seed/companies when absent. */
  corpus?: SandboxCorpus;
  /** 0 (the default) picks a free port. */
  port?: number;
  /**
   * Added to every answer of a sandbox host (pages, robots.txt, redirects, 404s): a benchmark's
   * stand-in for the network round trip, which loopback does not have. Default 0.
   */
  pageLatencyMs?: number;
  /**
   * Hears every request to a sandbox host, e.g. to count what a benchmark fetched: the site's
   * domain, the path, and the host name as requested (`www.` or not), which is what a crawler's
   * per-host limits go by.
   */
  onSiteRequest?: (host: string, path: string, requestedHost: string) => void;
}

export interface RunningSandbox {
  url: string;
  port: number;
  corpus: SandboxCorpus;
  search: SandboxSearch;
  mx: MxResolver & { mxFor(domain: string): string[] };
  stop(): Promise<void>;
}

const NOT_FOUND_HTML =
  "<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>\n";

/** The host a request is for: Host header without port or trailing dot, lowercased. */
export function requestHost(header: string | null): string {
  if (!header) return "";
  const host = header.trim().toLowerCase();
  const withoutPort = host.startsWith("[")
    ? host.slice(0, host.indexOf("]") + 1)
    : host.replace(/:\d+$/, "");
  return withoutPort.replace(/\.$/, "");
}

/** Starts the sandbox web on 127.0.0.1 and returns its corpus, search and MX answers. */
export function startSandbox(options: SandboxOptions = {}): RunningSandbox {
  const corpus =
    options.corpus ??
    generateCorpus({
      seed: options.seed ?? 1,
      companies: options.companies,
      minPerSegment: options.minPerSegment,
    });
  const sites = new Map<string, SandboxSite>(corpus.sites.map((s) => [s.domain, s]));
  const search = createSearchIndex(corpus);
  const mx = createSandboxMx(corpus);

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: options.port ?? 0,
    async fetch(request) {
      const url = new URL(request.url);
      const host = requestHost(request.headers.get("host"));
      const site = sites.get(host) ?? sites.get(host.replace(/^www\./, ""));
      if (!site) {
        if (url.pathname === "/__search") return Response.json(search.searchSync(searchQuery(url)));
        return new Response(`unknown sandbox host ${host}\n`, {
          status: 404,
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
      }
      options.onSiteRequest?.(site.domain, `${url.pathname}${url.search}`, host);
      if (options.pageLatencyMs) await Bun.sleep(options.pageLatencyMs);
      const page = site.pages[`${url.pathname}${url.search}`] ?? site.pages[url.pathname];
      if (!page)
        return new Response(NOT_FOUND_HTML, {
          status: 404,
          headers: { "content-type": "text/html; charset=utf-8" },
        });
      if (page.delayMs) await Bun.sleep(page.delayMs);
      return new Response(
        request.method === "HEAD" ? null : (page.body as Uint8Array<ArrayBuffer>),
        {
          status: page.status,
          headers: page.headers,
        },
      );
    },
  });
  const port = server.port ?? 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    corpus,
    search,
    mx,
    stop: async () => {
      await server.stop(true);
    },
  };
}

function searchQuery(url: URL): SearchQuery {
  const limit = Number(url.searchParams.get("limit"));
  return {
    query: url.searchParams.get("q") ?? "",
    ...(url.searchParams.get("country") ? { country: url.searchParams.get("country") ?? "" } : {}),
    ...(url.searchParams.get("lang") ? { language: url.searchParams.get("lang") ?? "" } : {}),
    ...(Number.isInteger(limit) && limit > 0 ? { limit: Math.min(limit, 50) } : {}),
  };
}
