import { afterEach, describe, expect, test } from "bun:test";
import { after, expectPage, fetcherFor, html, startWeb, stopWeb } from "./helpers/stand-in-web";

/*
 * The fetcher against stand-in sites on loopback, reached only through `sandboxHosts`, as the
 * sandbox web is. DNS is always a stub: no test may send a packet anywhere but 127.0.0.1.
 */

afterEach(stopWeb);

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
