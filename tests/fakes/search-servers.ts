/**
 * Stand-ins for SearXNG's JSON API and the Brave Search web API on loopback. They serve
 * realistic response bodies (trimmed from the providers' documented shapes), can be told to
 * fail a number of times first, and record each request's query parameters and headers.
 */

export interface RecordedSearchRequest {
  path: string;
  params: Record<string, string>;
  headers: Record<string, string>;
}

/** A failure to serve before the normal answers: status and optional Retry-After seconds. */
export interface ScriptedFailure {
  status: number;
  retryAfter?: string;
}

export interface FakeSearchServer {
  /** Origin, e.g. http://127.0.0.1:40123. */
  url: string;
  requests: RecordedSearchRequest[];
  /** Queues failures answered before the results. */
  fail(...failures: ScriptedFailure[]): void;
  /** Replaces the results the next requests get (provider-shaped items). */
  setResults(results: unknown[]): void;
  stop(): Promise<void>;
}

/** A SearXNG-shaped result: url, title, content, engine fields. */
export const searxResult = (url: string, title: string, content: string) => ({
  url,
  title,
  content,
  engine: "duckduckgo",
  parsed_url: [],
  template: "default.html",
  engines: ["duckduckgo", "brave"],
  positions: [1],
  score: 1.5,
  category: "general",
});

/** A Brave-shaped web result: url, title, description with <strong> marks. */
export const braveResult = (url: string, title: string, description: string) => ({
  type: "search_result",
  subtype: "generic",
  url,
  title,
  description,
  is_source_local: false,
  is_source_both: false,
  language: "de",
  family_friendly: true,
  meta_url: { scheme: "https", netloc: new URL(url).host, hostname: new URL(url).hostname },
});

type Render = (results: unknown[], params: Record<string, string>) => unknown;

function startServer(path: string, render: Render, initial: unknown[]): FakeSearchServer {
  const requests: RecordedSearchRequest[] = [];
  const failures: ScriptedFailure[] = [];
  let results = initial;
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(req) {
      const url = new URL(req.url);
      const params = Object.fromEntries(url.searchParams);
      requests.push({ path: url.pathname, params, headers: Object.fromEntries(req.headers) });
      if (!url.pathname.endsWith(path)) return new Response("not found", { status: 404 });
      const failure = failures.shift();
      if (failure) {
        const headers: Record<string, string> = failure.retryAfter
          ? { "retry-after": failure.retryAfter }
          : {};
        return new Response("try later", { status: failure.status, headers });
      }
      return Response.json(render(results, params));
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    fail: (...f) => failures.push(...f),
    setResults: (r) => {
      results = r;
    },
    stop: () => server.stop(true),
  };
}

/** SearXNG's GET /search?format=json. */
export function startFakeSearxng(results: unknown[] = []): FakeSearchServer {
  return startServer(
    "/search",
    (list, params) => ({
      query: params.q ?? "",
      number_of_results: 0,
      results: list,
      answers: [],
      corrections: [],
      infoboxes: [],
      suggestions: [],
      unresponsive_engines: [],
    }),
    results,
  );
}

/** Brave's GET /res/v1/web/search. */
export function startFakeBrave(results: unknown[] = []): FakeSearchServer {
  return startServer(
    "/res/v1/web/search",
    (list, params) => ({
      type: "search",
      query: { original: params.q ?? "", more_results_available: false },
      mixed: { type: "mixed", main: [], top: [], side: [] },
      web: { type: "search", results: list, family_friendly: true },
    }),
    results,
  );
}
