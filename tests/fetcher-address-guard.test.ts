import { afterEach, describe, expect, test } from "bun:test";
import { createHttpFetcher } from "../src/research/fetcher/http-fetcher.ts";
import { fetcherFor, html, startWeb, stopWeb, stubDns } from "./helpers/stand-in-web";

/*
 * The fetcher against stand-in sites on loopback, reached only through `sandboxHosts`, as the
 * sandbox web is. DNS is always a stub: no test may send a packet anywhere but 127.0.0.1.
 */

afterEach(stopWeb);

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
