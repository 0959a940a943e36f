import { afterEach, describe, expect, test } from "bun:test";
import { gzipSync } from "node:zlib";
import type { ResolvedAddress } from "../src/research/fetcher/address-guard.ts";
import {
  createHttpFetcher,
  type HttpFetcherOptions,
} from "../src/research/fetcher/http-fetcher.ts";
import type { FetchResult } from "../src/research/ports.ts";

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

let web: StandIn | undefined;
afterEach(async () => {
  await web?.stop();
  web = undefined;
});

function startWeb(sites: Sites): StandIn {
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
function stubDns(table: Record<string, string | string[]> = {}) {
  const asked: string[] = [];
  const resolveHost = async (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname);
    const answer = table[hostname];
    if (!answer) throw new Error(`ENOTFOUND ${hostname} (test stub)`);
    return (Array.isArray(answer) ? answer : [answer]).map((address) => ({ address }));
  };
  return { asked, resolveHost };
}

function fetcherFor(standIn: StandIn, options: HttpFetcherOptions = {}) {
  return createHttpFetcher({
    perHostDelayMs: 0,
    timeoutMs: 2000,
    resolveHost: stubDns().resolveHost,
    sandboxHosts: standIn.sandboxHosts,
    ...options,
  });
}

const html = (body: BodyInit, contentType = "text/html; charset=utf-8") =>
  new Response(body, { headers: { "content-type": contentType } });
const redirect = (location: string, status = 302) =>
  new Response(null, { status, headers: { location } });
const text = (body: string) => new Response(body, { headers: { "content-type": "text/plain" } });
/** A handler that answers only after `ms`: a slow server. */
const after = (ms: number, respond: () => Response) => async (): Promise<Response> => {
  await Bun.sleep(ms);
  return respond();
};

function expectPage(result: FetchResult) {
  if (!result.ok) throw new Error(`expected a page, got ${result.reason} ${result.detail ?? ""}`);
  return result.page;
}

describe("pages", () => {
  test("fetches a sandbox page by name, with our user agent and Host header", async () => {
    const standIn = startWeb({ "site-a.test": { "/": () => html("<h1>Pumpen Müller</h1>") } });
    const page = expectPage(await fetcherFor(standIn).fetch("http://site-a.test/"));
    expect(page).toEqual({
      url: "http://site-a.test/",
      finalUrl: "http://site-a.test/",
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: "<h1>Pumpen Müller</h1>",
      truncated: false,
    });
    expect(standIn.hits.map((hit) => `${hit.host}${hit.path}`)).toEqual([
      "site-a.test/robots.txt",
      "site-a.test/",
    ]);
    expect(standIn.hits[1]?.userAgent).toBe(
      "ExportDiscoveryBot/1.0 (+https://exportdiscovery.example/bot)",
    );
  });

  test("a URL naming the sandbox port explicitly is allowed", async () => {
    const standIn = startWeb({ "site-a.test": { "/x": () => html("x") } });
    const url = `http://site-a.test:${standIn.port}/x`;
    expect(expectPage(await fetcherFor(standIn).fetch(url)).finalUrl).toBe(url);
  });

  test("gzip bodies are decompressed", async () => {
    const standIn = startWeb({
      "site-a.test": {
        "/": () =>
          new Response(gzipSync("<p>compressed</p>"), {
            headers: { "content-type": "text/html", "content-encoding": "gzip" },
          }),
      },
    });
    expect(expectPage(await fetcherFor(standIn).fetch("http://site-a.test/")).body).toBe(
      "<p>compressed</p>",
    );
  });

  test("4xx and 5xx are http errors with the status as detail", async () => {
    const standIn = startWeb({
      "site-a.test": { "/down": () => new Response("oops", { status: 503 }) },
    });
    const fetcher = fetcherFor(standIn);
    expect(await fetcher.fetch("http://site-a.test/missing")).toEqual({
      ok: false,
      reason: "http-error",
      detail: "404",
    });
    expect(await fetcher.fetch("http://site-a.test/down")).toMatchObject({ detail: "503" });
  });

  test("non-HTML content is refused without reading it", async () => {
    const standIn = startWeb({
      "site-a.test": {
        "/doc.pdf": () => html("%PDF-1.7", "application/pdf"),
        "/api": () => html("{}", "application/json"),
        "/page.xhtml": () => html("<html/>", "application/xhtml+xml"),
      },
    });
    const fetcher = fetcherFor(standIn);
    expect(await fetcher.fetch("http://site-a.test/doc.pdf")).toMatchObject({
      ok: false,
      reason: "not-html",
    });
    expect(await fetcher.fetch("http://site-a.test/api")).toMatchObject({ reason: "not-html" });
    expect((await fetcher.fetch("http://site-a.test/page.xhtml")).ok).toBe(true);
  });

  test("bad URLs are refused before any traffic", async () => {
    const standIn = startWeb({});
    const fetcher = fetcherFor(standIn);
    for (const url of ["not a url", "http://", "//site-a.test/"]) {
      expect(await fetcher.fetch(url)).toMatchObject({ ok: false, reason: "bad-url" });
    }
    expect(standIn.hits).toEqual([]);
  });
});

describe("redirects", () => {
  test("relative and absolute redirects are followed; finalUrl is where the page was", async () => {
    const standIn = startWeb({
      "site-a.test": {
        "/old": () => redirect("/new", 301),
        "/new": () => html("new"),
        "/moved": () => redirect("http://site-b.test/landing"),
      },
      "site-b.test": { "/landing": () => html("landing") },
    });
    const fetcher = fetcherFor(standIn);
    const relative = expectPage(await fetcher.fetch("http://site-a.test/old"));
    expect(relative).toMatchObject({ url: "http://site-a.test/old", body: "new" });
    expect(relative.finalUrl).toBe("http://site-a.test/new");
    const absolute = expectPage(await fetcher.fetch("http://site-a.test/moved"));
    expect(absolute.finalUrl).toBe("http://site-b.test/landing");
  });

  test("a redirect chain longer than maxRedirects is refused", async () => {
    const standIn = startWeb({
      "site-a.test": {
        "/loop": (request) => {
          const n = Number(new URL(request.url).searchParams.get("n") ?? 0);
          return redirect(`/loop?n=${n + 1}`);
        },
      },
    });
    const result = await fetcherFor(standIn, { maxRedirects: 2 }).fetch("http://site-a.test/loop");
    expect(result).toMatchObject({ ok: false, reason: "too-many-redirects" });
    expect(standIn.pages().map((hit) => hit.path)).toEqual(["/loop", "/loop?n=1", "/loop?n=2"]);
  });

  test("each hop is re-checked by the address guard", async () => {
    const standIn = startWeb({
      "site-a.test": {
        "/private": () => redirect("http://10.0.0.1/admin"),
        "/loopback": () => redirect(`http://127.0.0.1:${web?.port}/`),
        "/metadata": () => redirect("http://169.254.169.254/latest/meta-data"),
        "/file": () => redirect("file:///etc/passwd"),
      },
    });
    const fetcher = fetcherFor(standIn);
    for (const path of ["/private", "/loopback", "/metadata", "/file"]) {
      expect(await fetcher.fetch(`http://site-a.test${path}`)).toMatchObject({
        ok: false,
        reason: "blocked-address",
      });
    }
    expect(standIn.hits.every((hit) => hit.host === "site-a.test")).toBe(true);
  });

  test("each hop is re-checked against its own site's robots.txt", async () => {
    const standIn = startWeb({
      "site-a.test": { "/go": () => redirect("http://site-b.test/secret/page") },
      "site-b.test": { "/robots.txt": () => text("User-agent: *\nDisallow: /secret\n") },
    });
    const result = await fetcherFor(standIn).fetch("http://site-a.test/go");
    expect(result).toEqual({
      ok: false,
      reason: "robots",
      detail: "http://site-b.test/secret/page",
    });
    expect(standIn.pages().map((hit) => `${hit.host}${hit.path}`)).toEqual(["site-a.test/go"]);
  });
});

describe("robots.txt", () => {
  test("disallowed paths are refused, others fetched; the file is fetched once", async () => {
    const standIn = startWeb({
      "site-a.test": {
        "/robots.txt": () => text("User-agent: *\nDisallow: /private\n"),
        "/public": () => html("public"),
        "/private/team": () => html("team"),
      },
    });
    const fetcher = fetcherFor(standIn);
    const [first, second, refused] = await Promise.all([
      fetcher.fetch("http://site-a.test/public"),
      fetcher.fetch("http://site-a.test/public?again"),
      fetcher.fetch("http://site-a.test/private/team"),
    ]);
    expect(first?.ok && second?.ok).toBe(true);
    expect(refused).toMatchObject({ ok: false, reason: "robots" });
    expect(standIn.hits.filter((hit) => hit.path === "/robots.txt")).toHaveLength(1);
    expect(standIn.hits.some((hit) => hit.path.startsWith("/private"))).toBe(false);
  });

  test("our own group wins over *", async () => {
    const standIn = startWeb({
      "strict.test": {
        "/robots.txt": () =>
          text("User-agent: *\nAllow: /\n\nUser-agent: ExportDiscoveryBot\nDisallow: /\n"),
        "/": () => html("home"),
      },
      "open.test": {
        "/robots.txt": () =>
          text("User-agent: *\nDisallow: /\n\nUser-agent: exportdiscoverybot\nAllow: /\n"),
        "/": () => html("home"),
      },
    });
    const fetcher = fetcherFor(standIn);
    expect(await fetcher.fetch("http://strict.test/")).toMatchObject({ reason: "robots" });
    expect((await fetcher.fetch("http://open.test/")).ok).toBe(true);
  });

  test("robots.txt answering 5xx disallows the whole origin; 4xx allows it", async () => {
    const standIn = startWeb({
      "broken.test": {
        "/robots.txt": () => new Response("down", { status: 500 }),
        "/": () => html("home"),
      },
      "gone.test": {
        "/robots.txt": () => new Response("forbidden", { status: 403 }),
        "/": () => html("home"),
      },
    });
    const fetcher = fetcherFor(standIn);
    expect(await fetcher.fetch("http://broken.test/")).toEqual({
      ok: false,
      reason: "robots",
      detail: "robots.txt unreachable: http://broken.test/",
    });
    expect((await fetcher.fetch("http://gone.test/")).ok).toBe(true);
    expect(standIn.pages().map((hit) => hit.host)).toEqual(["gone.test"]);
  });

  test("robots.txt timing out disallows the origin", async () => {
    const standIn = startWeb({
      "slow.test": {
        "/robots.txt": after(1000, () => text("User-agent: *\nAllow: /\n")),
        "/": () => html("home"),
      },
    });
    const result = await fetcherFor(standIn, { timeoutMs: 200 }).fetch("http://slow.test/");
    expect(result).toMatchObject({ ok: false, reason: "robots" });
  });

  test("Crawl-delay spaces requests to one host", async () => {
    const standIn = startWeb({
      "site-a.test": {
        "/robots.txt": () => text("User-agent: *\nCrawl-delay: 0.3\n"),
        "/p": () => html("p"),
      },
    });
    const fetcher = fetcherFor(standIn, { perHostConcurrency: 2 });
    await fetcher.fetch("http://site-a.test/p?0");
    await Promise.all([
      fetcher.fetch("http://site-a.test/p?1"),
      fetcher.fetch("http://site-a.test/p?2"),
    ]);
    const starts = standIn.pages().map((hit) => hit.at);
    expect(starts).toHaveLength(3);
    for (let i = 1; i < starts.length; i++) {
      expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(270);
    }
  });
});

describe("bounds", () => {
  test("bodies past maxBytes are cut and marked truncated", async () => {
    const standIn = startWeb({ "site-a.test": { "/big": () => html("a".repeat(200_000)) } });
    const page = expectPage(
      await fetcherFor(standIn, { maxBytes: 1000 }).fetch("http://site-a.test/big"),
    );
    expect(page.truncated).toBe(true);
    expect(page.body).toHaveLength(1000);
  });

  test("a cut through a multi-byte character drops it rather than showing U+FFFD", async () => {
    const standIn = startWeb({ "site-a.test": { "/": () => html("ab€€€") } });
    const page = expectPage(
      await fetcherFor(standIn, { maxBytes: 4 }).fetch("http://site-a.test/"),
    );
    expect(page).toMatchObject({ body: "ab", truncated: true });
  });

  test("a page slower than timeoutMs times out, headers or body", async () => {
    const standIn = startWeb({
      "site-a.test": {
        "/slow-headers": after(1500, () => html("late")),
        "/slow-body": () =>
          html(
            new ReadableStream({
              async start(controller) {
                controller.enqueue(new TextEncoder().encode("<p>first part"));
                await Bun.sleep(1500);
                controller.enqueue(new TextEncoder().encode(" rest</p>"));
                controller.close();
              },
            }),
          ),
      },
    });
    const fetcher = fetcherFor(standIn, { timeoutMs: 300 });
    const started = performance.now();
    const [headers, body] = await Promise.all([
      fetcher.fetch("http://site-a.test/slow-headers"),
      fetcher.fetch("http://site-a.test/slow-body"),
    ]);
    expect(headers).toMatchObject({ ok: false, reason: "timeout" });
    expect(body).toMatchObject({ ok: false, reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(1200);
  });

  test("per-host concurrency: never more than 2 in flight on one host; hosts run in parallel", async () => {
    let inFlight = 0;
    let peak = 0;
    const slow = async () => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await Bun.sleep(120);
      inFlight--;
      return html("ok");
    };
    const standIn = startWeb({
      "site-a.test": { "/slow": slow },
      "site-b.test": { "/": () => html("b") },
    });
    const fetcher = fetcherFor(standIn, { perHostConcurrency: 2 });
    const started = performance.now();
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => fetcher.fetch(`http://site-a.test/slow?${i}`)),
      fetcher.fetch("http://site-b.test/"),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(peak).toBe(2);
    // Three rounds of two: well under six sequential requests.
    expect(performance.now() - started).toBeLessThan(6 * 120);
    const b = standIn.pages().find((hit) => hit.host === "site-b.test");
    const lastA = standIn
      .pages()
      .filter((hit) => hit.host === "site-a.test")
      .at(-1);
    // site-b did not queue behind site-a's six requests.
    expect(b?.at ?? Number.POSITIVE_INFINITY).toBeLessThan(lastA?.at ?? 0);
  });
});

describe("charset", () => {
  // "Müller – 5 €" in windows-1252: ü = FC, en dash = 96, euro = 80; invalid as UTF-8.
  const cp1252 = new Uint8Array([
    0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80,
  ]);
  const withHead = (head: string) =>
    new Uint8Array([...new TextEncoder().encode(`<html><head>${head}</head><body>`), ...cp1252]);

  test("windows-1252 from the Content-Type header", async () => {
    const standIn = startWeb({
      "site-a.test": { "/": () => html(cp1252, "text/html; charset=windows-1252") },
    });
    expect(expectPage(await fetcherFor(standIn).fetch("http://site-a.test/")).body).toBe(
      "Müller – 5 €",
    );
  });

  test("windows-1252 from <meta charset> and from <meta http-equiv>", async () => {
    const standIn = startWeb({
      "site-a.test": {
        "/meta": () => html(withHead('<meta charset="windows-1252">'), "text/html"),
        "/equiv": () =>
          html(
            withHead('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">'),
            "text/html",
          ),
      },
    });
    const fetcher = fetcherFor(standIn);
    for (const path of ["/meta", "/equiv"]) {
      const page = expectPage(await fetcher.fetch(`http://site-a.test${path}`));
      expect(page.body.endsWith("<body>Müller – 5 €")).toBe(true);
    }
  });
});

describe("address guard", () => {
  test("refuses private, loopback, metadata and odd addresses without sending anything", async () => {
    const standIn = startWeb({ "example.test": { "/": () => html("should never be served") } });
    const dns = stubDns({
      localhost: "127.0.0.1",
      "rebind.example.com": "10.1.2.3",
      "metadata.example.com": "169.254.169.254",
      "mixed.example.com": ["93.184.216.34", "127.0.0.1"],
      "v6.example.com": "fd12:3456::1",
      "mapped.example.com": "::ffff:192.168.0.1",
      "cgnat.example.com": "100.64.1.1",
      "sneaky.test": "127.0.0.1",
      "evil.com": "127.0.0.1",
    });
    const fetcher = fetcherFor(standIn, { resolveHost: dns.resolveHost });
    const refused = [
      "http://127.0.0.1/",
      `http://127.0.0.1:${standIn.port}/`,
      "http://localhost/",
      "http://api.localhost/",
      "http://169.254.169.254/latest/meta-data",
      "http://10.0.0.1/",
      "http://172.16.5.4/",
      "http://192.168.1.1/",
      "http://100.64.0.1/",
      "http://0.0.0.0/",
      "http://224.0.0.1/",
      "http://255.255.255.255/",
      "http://[::1]/",
      "http://[::]/",
      "http://[fe80::1]/",
      "http://[fc00::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:169.254.169.254]/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://0177.0.0.1/",
      "http://127.1/",
      "http://user:pass@example.test/",
      "http://user@example.test/",
      "ftp://x/",
      "file:///etc/passwd",
      "http://example.com:8080/",
      "https://example.com:22/",
      "http://example.test:8080/",
      "http://rebind.example.com/",
      "http://metadata.example.com/latest/meta-data",
      "http://mixed.example.com/",
      "http://v6.example.com/",
      "http://mapped.example.com/",
      "http://cgnat.example.com/",
      "http://sneaky.test/",
      "http://evil.com/",
    ];
    for (const url of refused) {
      const result = await fetcher.fetch(url);
      expect({ url, reason: result.ok ? "fetched" : result.reason }).toEqual({
        url,
        reason: "blocked-address",
      });
    }
    expect(standIn.hits).toEqual([]);
    // Names were looked up only through the stub, never for the literal addresses.
    expect(dns.asked.every((name) => /[a-z]/.test(name) && !name.includes(":"))).toBe(true);
  });

  test("sandboxHosts cannot widen the loopback exception", async () => {
    const standIn = startWeb({});
    const fetcher = createHttpFetcher({
      perHostDelayMs: 0,
      resolveHost: stubDns().resolveHost,
      // A misconfigured map: every name on loopback, and one sandbox name on a private address.
      sandboxHosts: (hostname) =>
        hostname === "lan.test"
          ? { address: "10.0.0.8", port: 80 }
          : { address: "127.0.0.1", port: standIn.port },
    });
    expect(await fetcher.fetch("http://lan.test/")).toMatchObject({ reason: "blocked-address" });
    expect(await fetcher.fetch("http://localhost/")).toMatchObject({ reason: "blocked-address" });
    // Not a reserved TLD: the map is ignored and the (stub) DNS decides, which knows no such name.
    expect(await fetcher.fetch("http://evil.com/")).toMatchObject({ reason: "network" });
    expect(standIn.hits).toEqual([]);
  });

  test("an unresolvable name is a network failure, not a crash", async () => {
    const standIn = startWeb({});
    expect(await fetcherFor(standIn).fetch("http://nowhere.example.com/")).toMatchObject({
      ok: false,
      reason: "network",
    });
  });
});
