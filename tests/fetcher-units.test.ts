import { describe, expect, test } from "bun:test";
import {
  charsetFromContentType,
  charsetFromMeta,
  decodeBody,
  detectCharset,
} from "../src/research/fetcher/charset.ts";
import { HostLimiter } from "../src/research/fetcher/host-limiter.ts";
import {
  isLoopbackAddress,
  isPublicAddress,
  parseIPv4,
  parseIPv6,
} from "../src/research/fetcher/ip.ts";
import {
  parseRobots,
  productToken,
  RobotsCache,
  type RobotsFetch,
} from "../src/research/fetcher/robots.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("ip", () => {
  // A failure lists the addresses judged wrongly.
  test("public addresses pass", () => {
    const publicAddresses = [
      "93.184.216.34",
      "8.8.8.8",
      "1.1.1.1",
      "172.32.0.1",
      "100.128.0.1",
      "2606:4700::1111",
      "[2a00:1450:4001:80b::200e]",
      "::ffff:93.184.216.34",
      "64:ff9b::808:808",
    ];
    expect(publicAddresses.filter((address) => !isPublicAddress(address))).toEqual([]);
  });

  test("private, loopback, link-local, reserved and malformed addresses are refused", () => {
    const refused = [
      "127.0.0.1",
      "127.255.255.254",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.255",
      "0.0.0.0",
      "224.0.0.251",
      "240.0.0.1",
      "255.255.255.255",
      "192.0.2.1",
      "198.18.0.1",
      "::",
      "::1",
      "[::1]",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd00:ec2::254",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::a00:1",
      "2001:db8::1",
      "2002:c0a8:101::1",
      "::127.0.0.1",
      "0x7f.0.0.1",
      "2130706433",
      "017700000001",
      "127.1",
      "1.2.3.256",
      "localhost",
      "",
    ];
    expect(refused.filter((address) => isPublicAddress(address))).toEqual([]);
  });

  test("parsers are strict", () => {
    expect(parseIPv4("192.168.001.1")).toBeUndefined();
    expect(parseIPv4("1.2.3")).toBeUndefined();
    expect(parseIPv4("1.2.3.4")).toBe(0x01020304);
    expect(parseIPv6("1::2::3")).toBeUndefined();
    expect(parseIPv6("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(parseIPv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test("loopback is recognised in every spelling the sandbox may use", () => {
    const loopback = ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"];
    expect(loopback.filter((address) => !isLoopbackAddress(address))).toEqual([]);
    expect(isLoopbackAddress("10.0.0.1")).toBe(false);
    expect(isLoopbackAddress("::")).toBe(false);
  });
});

describe("charset", () => {
  test("header parameter, quoted or not", () => {
    expect(charsetFromContentType("text/html; charset=ISO-8859-15")).toBe("iso-8859-15");
    expect(charsetFromContentType('text/html;charset="windows-1252"')).toBe("windows-1252");
    expect(charsetFromContentType("text/html")).toBeUndefined();
    expect(charsetFromContentType(undefined)).toBeUndefined();
  });

  test("meta in the first 1024 bytes only", () => {
    expect(charsetFromMeta(bytes("<meta charset='Shift_JIS'>"))).toBe("shift_jis");
    expect(
      charsetFromMeta(
        bytes('<META HTTP-EQUIV="content-type" CONTENT="text/html; charset=koi8-r">'),
      ),
    ).toBe("koi8-r");
    expect(charsetFromMeta(bytes(`${" ".repeat(1100)}<meta charset="koi8-r">`))).toBeUndefined();
  });

  test("order: BOM, header, meta, UTF-8; unknown labels fall through", () => {
    const meta = bytes('<meta charset="iso-8859-15">');
    expect(
      detectCharset(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), "text/html; charset=koi8-r"),
    ).toBe("utf-8");
    expect(detectCharset(meta, "text/html; charset=windows-1251")).toBe("windows-1251");
    expect(detectCharset(meta, "text/html; charset=no-such-thing")).toBe("iso-8859-15");
    expect(detectCharset(bytes('<meta charset="utf-16">'), undefined)).toBe("utf-8");
    expect(detectCharset(bytes('<meta charset="bogus">'), undefined)).toBe("utf-8");
    expect(detectCharset(bytes("plain"), "text/html")).toBe("utf-8");
  });

  test("decodes legacy encodings; iso-8859-1 is read as windows-1252, as browsers do", () => {
    expect(decodeBody(new Uint8Array([0x80, 0xe9]), "text/html; charset=iso-8859-1")).toBe("€é");
    expect(decodeBody(new Uint8Array([0xa4]), "text/html; charset=iso-8859-15")).toBe("€");
    expect(decodeBody(new Uint8Array([0xc3, 0xa9, 0xff]), "text/html")).toBe("é\uFFFD");
  });
});

describe("host limiter", () => {
  test("spaces starts by the delay and holds no state once idle", async () => {
    const limiter = new HostLimiter(2);
    const starts: number[] = [];
    const task = async () => {
      starts.push(performance.now());
    };
    await Promise.all([1, 2, 3].map(() => limiter.run("a.test", 60, task)));
    expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(50);
    expect((starts[2] ?? 0) - (starts[1] ?? 0)).toBeGreaterThanOrEqual(50);
    await Bun.sleep(70);
    // Within its delay an idle host keeps its state (no timer); after a delay-free run, none.
    expect(limiter.trackedHosts).toBe(1);
    await limiter.run("a.test", 0, task);
    expect(limiter.trackedHosts).toBe(0);
  });

  test("a failing task frees its slot", async () => {
    const limiter = new HostLimiter(1);
    await expect(
      limiter.run("a.test", 0, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await limiter.run("a.test", 0, async () => "next")).toBe("next");
  });
});

describe("robots", () => {
  const ua = "ExportDiscoveryBot/1.0 (+https://exportdiscovery.example/bot)";

  test("product token and groups", () => {
    expect(productToken(ua)).toBe("ExportDiscoveryBot");
    const rules = parseRobots(
      "http://a.test/robots.txt",
      "User-agent: *\nDisallow: /\n\nUser-agent: ExportDiscoveryBot\nDisallow: /cart\nCrawl-delay: 2\n",
      ua,
    );
    expect(rules.isAllowed("http://a.test/about")).toBe(true);
    expect(rules.isAllowed("http://a.test/cart/1")).toBe(false);
    expect(rules.crawlDelayMs).toBe(2000);
    // Another origin's URL is not governed by this file: refused rather than guessed.
    expect(rules.isAllowed("http://b.test/about")).toBe(false);
  });

  test("cache: one load per origin in flight, reloaded after the TTL", async () => {
    let clock = 0;
    const loads: string[] = [];
    const cache = new RobotsCache({
      userAgent: ua,
      ttlMs: 1000,
      now: () => clock,
      load: async (url): Promise<RobotsFetch> => {
        loads.push(url);
        return { kind: "found", body: "User-agent: *\nDisallow: /x\n" };
      },
    });
    const url = new URL("https://a.test/page");
    await Promise.all([cache.rulesFor(url), cache.rulesFor(url)]);
    clock = 999;
    await cache.rulesFor(url);
    expect(loads).toEqual(["https://a.test/robots.txt"]);
    clock = 1001;
    await cache.rulesFor(url);
    expect(loads).toHaveLength(2);
  });

  test("a loader that throws counts as unreachable: disallow all", async () => {
    const cache = new RobotsCache({
      userAgent: ua,
      ttlMs: 1000,
      load: async () => {
        throw new Error("socket hang up");
      },
    });
    const rules = await cache.rulesFor(new URL("http://a.test/"));
    expect(rules.isAllowed("http://a.test/")).toBe(false);
  });
});
