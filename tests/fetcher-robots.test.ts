import { afterEach, describe, expect, test } from "bun:test";
import { after, fetcherFor, html, startWeb, stopWeb, text } from "./helpers/stand-in-web";

/*
 * The fetcher against stand-in sites on loopback, reached only through `sandboxHosts`, as the
 * sandbox web is. DNS is always a stub: no test may send a packet anywhere but 127.0.0.1.
 */

afterEach(stopWeb);

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
