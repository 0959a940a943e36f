import { afterEach, describe, expect, test } from "bun:test";
import { createBraveSearch } from "../src/research/search/brave.ts";
import { SearchError } from "../src/research/search/http.ts";
import { createSearxngSearch } from "../src/research/search/searxng.ts";
import {
  braveResult,
  type FakeSearchServer,
  searxResult,
  startFakeBrave,
  startFakeSearxng,
} from "./fakes/search-servers.ts";

// Fast retries so the suite stays quick; the policy's shape is what is under test.
const fast = { timeoutMs: 2000, maxRetries: 2, baseDelayMs: 5, maxDelayMs: 20 };

let server: FakeSearchServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe("SearXNG adapter", () => {
  test("sends q, format=json, language tag and safesearch; maps results", async () => {
    server = startFakeSearxng([
      searxResult(
        "https://pumpen-mueller.de/",
        "Pumpen Müller GmbH",
        "Hersteller von Kreiselpumpen",
      ),
      searxResult("https://www.hydro-tech.de/kontakt", "Kontakt &amp; Anfahrt", "Hydro Tech AG"),
    ]);
    const search = createSearxngSearch({ baseUrl: server.url, ...fast });
    const hits = await search.search({ query: "Pumpenhersteller", country: "de", language: "DE" });
    expect(server.requests[0]?.params).toEqual({
      q: "Pumpenhersteller",
      format: "json",
      language: "de-DE",
      safesearch: "1",
    });
    expect(hits).toEqual([
      {
        url: "https://pumpen-mueller.de/",
        title: "Pumpen Müller GmbH",
        snippet: "Hersteller von Kreiselpumpen",
      },
      {
        url: "https://www.hydro-tech.de/kontakt",
        title: "Kontakt & Anfahrt",
        snippet: "Hydro Tech AG",
      },
    ]);
  });

  test("a base URL with a path keeps it; no language: no language param", async () => {
    server = startFakeSearxng([]);
    const search = createSearxngSearch({ baseUrl: `${server.url}/searx`, ...fast, safesearch: 0 });
    await search.search({ query: "valves", country: "FR" });
    expect(server.requests[0]?.path).toBe("/searx/search");
    expect(server.requests[0]?.params.language).toBeUndefined();
    expect(server.requests[0]?.params.safesearch).toBe("0");
  });

  test("drops non-http URLs, credentials, duplicates (ignoring #fragments); applies the limit", async () => {
    server = startFakeSearxng([
      searxResult("javascript:alert(1)", "x", ""),
      searxResult("ftp://files.example/a", "x", ""),
      searxResult("not a url", "x", ""),
      searxResult("https://user:pw@a.example/", "x", ""),
      searxResult("https://a.example/", "A", ""),
      searxResult("https://a.example/#top", "A again", ""),
      searxResult("http://b.example/", "B", ""),
      searxResult("https://c.example/", "C", ""),
    ]);
    const search = createSearxngSearch({ baseUrl: server.url, ...fast });
    const hits = await search.search({ query: "x", limit: 2 });
    expect(hits.map((h) => h.url)).toEqual(["https://a.example/", "http://b.example/"]);
  });

  test("retries 503 and 429 (Retry-After honoured, capped), then succeeds", async () => {
    server = startFakeSearxng([searxResult("https://a.example/", "A", "")]);
    server.fail({ status: 503 }, { status: 429, retryAfter: "3600" });
    const search = createSearxngSearch({ baseUrl: server.url, ...fast });
    const started = Date.now();
    expect(await search.search({ query: "x" })).toHaveLength(1);
    expect(server.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test("gives up after the bounded retries with a SearchError", async () => {
    server = startFakeSearxng([]);
    server.fail({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    const search = createSearxngSearch({ baseUrl: server.url, ...fast });
    const error = (await search.search({ query: "x" }).catch((e: unknown) => e)) as SearchError;
    expect(error).toBeInstanceOf(SearchError);
    expect(error.status).toBe(500);
    expect(server.requests).toHaveLength(3);
  });

  test("does not retry a 403 (format json disabled on the instance)", async () => {
    server = startFakeSearxng([]);
    server.fail({ status: 403 });
    const search = createSearxngSearch({ baseUrl: server.url, ...fast });
    await expect(search.search({ query: "x" })).rejects.toBeInstanceOf(SearchError);
    expect(server.requests).toHaveLength(1);
  });

  test("times out a hanging server and retries within the bound", async () => {
    let calls = 0;
    const hanging = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      async fetch() {
        calls++;
        await Bun.sleep(1000);
        return Response.json({ results: [] });
      },
    });
    try {
      const search = createSearxngSearch({
        baseUrl: `http://127.0.0.1:${hanging.port}`,
        ...fast,
        timeoutMs: 50,
        maxRetries: 1,
      });
      const error = (await search.search({ query: "x" }).catch((e: unknown) => e)) as SearchError;
      expect(error).toBeInstanceOf(SearchError);
      expect(error.message).toContain("timed out");
      expect(calls).toBe(2);
    } finally {
      await hanging.stop(true);
    }
  });
});

describe("Brave adapter", () => {
  test("sends q, country, search_lang, count and the subscription token; maps web.results", async () => {
    server = startFakeBrave([
      braveResult(
        "https://www.armaturen-schulz.de/",
        "Armaturen Schulz – <strong>Ventile</strong> seit 1952",
        "Wir sind <strong>Hersteller</strong> von Industrieventilen &amp; Armaturen.",
      ),
    ]);
    const search = createBraveSearch({ apiKey: "brave-key", baseUrl: server.url, ...fast });
    const hits = await search.search({
      query: "Ventil Hersteller",
      country: "de",
      language: "de",
      limit: 5,
    });
    const sent = server.requests[0];
    expect(sent?.path).toBe("/res/v1/web/search");
    expect(sent?.params).toEqual({
      q: "Ventil Hersteller",
      country: "DE",
      search_lang: "de",
      count: "5",
    });
    expect(sent?.headers["x-subscription-token"]).toBe("brave-key");
    expect(sent?.headers.accept).toBe("application/json");
    expect(hits).toEqual([
      {
        url: "https://www.armaturen-schulz.de/",
        title: "Armaturen Schulz – Ventile seit 1952",
        snippet: "Wir sind Hersteller von Industrieventilen & Armaturen.",
      },
    ]);
  });

  test("count is clamped to Brave's maximum of 20; Brave-specific language codes", async () => {
    server = startFakeBrave([]);
    const search = createBraveSearch({ apiKey: "k", baseUrl: server.url, ...fast });
    await search.search({ query: "x", language: "ja", limit: 500 });
    expect(server.requests[0]?.params.count).toBe("20");
    expect(server.requests[0]?.params.search_lang).toBe("jp");
    expect(server.requests[0]?.params.country).toBeUndefined();
  });

  test("dedupes, drops non-http and survives a missing web section", async () => {
    server = startFakeBrave([
      braveResult("https://a.example/x", "A", ""),
      braveResult("https://a.example/x#frag", "A", ""),
      { ...braveResult("https://b.example/", "B", ""), url: "data:text/html,hi" },
    ]);
    const search = createBraveSearch({ apiKey: "k", baseUrl: server.url, ...fast });
    expect((await search.search({ query: "x" })).map((h) => h.url)).toEqual([
      "https://a.example/x",
    ]);
    server.setResults([]);
    expect(await search.search({ query: "y" })).toEqual([]);
  });

  test("retries 429 then succeeds; a 401 (bad key) is not retried", async () => {
    server = startFakeBrave([braveResult("https://a.example/", "A", "")]);
    server.fail({ status: 429, retryAfter: "0" });
    const search = createBraveSearch({ apiKey: "k", baseUrl: server.url, ...fast });
    expect(await search.search({ query: "x" })).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
    server.fail({ status: 401 });
    const error = (await search.search({ query: "x" }).catch((e: unknown) => e)) as SearchError;
    expect(error.status).toBe(401);
    expect(server.requests).toHaveLength(3);
  });
});
