import { afterEach, describe, expect, test } from "bun:test";
import { gzipSync } from "node:zlib";
import {
  expectPage,
  fetcherFor,
  html,
  redirect,
  startWeb,
  stopWeb,
  text,
  web,
} from "./helpers/stand-in-web";

/*
 * The fetcher against stand-in sites on loopback, reached only through `sandboxHosts`, as the
 * sandbox web is. DNS is always a stub: no test may send a packet anywhere but 127.0.0.1.
 */

afterEach(stopWeb);

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
