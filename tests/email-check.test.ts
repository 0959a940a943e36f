import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createSocket } from "node:dgram";
import { createDnsMxResolver } from "../src/research/email/dns-mx.ts";
import { createEmailCheck, isRoleMailbox } from "../src/research/email/email-check.ts";
import { parseEmail } from "../src/research/email/syntax.ts";
import type { MxResolver } from "../src/research/ports.ts";

/** A resolver port stand-in: a table of domains, plus domains whose lookup fails or hangs. */
function tableResolver(table: Record<string, string[]>): MxResolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async resolveMx(domain) {
      asked.push(domain);
      if (domain === "broken.example")
        throw Object.assign(new Error("SERVFAIL"), { code: "ESERVFAIL" });
      if (domain === "hang.example") return new Promise<string[]>(() => {});
      return table[domain] ?? [];
    },
  };
}

const mx = tableResolver({
  "pumpen-mueller.de": ["mx.pumpen-mueller.de"],
  "gmail.com": ["gmail-smtp-in.l.google.com"],
  "mailinator.com": ["mail.mailinator.com"],
  "xn--mller-kva.de": ["mx.xn--mller-kva.de"],
  "nullmx.example": ["."],
});
const checker = createEmailCheck({ mx, timeoutMs: 50 });

describe("email syntax", () => {
  test.each([
    "anna.schmidt@pumpen-mueller.de",
    "a+tag@sub.domain.co.uk",
    "o'brien@acme.ie",
    "x_y-z@a-b.example",
    "info@müller.de",
    "user@xn--mller-kva.de",
  ])("accepts %s", (address) => {
    expect(parseEmail(address)).toBeDefined();
  });

  test.each([
    "",
    "plainaddress",
    "@nolocal.de",
    "nodomain@",
    "two@@at.de",
    ".lead@acme.de",
    "trail.@acme.de",
    "dou..ble@acme.de",
    "sp ace@acme.de",
    '"quoted"@acme.de',
    "user@localhost",
    "user@[192.0.2.1]",
    "user@-acme.de",
    "user@acme-.de",
    "user@acme.d",
    "user@acme.123",
    "user@acme..de",
    "name(at)acme.de",
    `${"a".repeat(65)}@acme.de`,
    `a@${"b".repeat(64)}.de`,
    `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(60)}.de`,
  ])("rejects %p", (address) => {
    expect(parseEmail(address)).toBeUndefined();
  });

  test("limits: a 64-character local part passes, the domain is lower-cased punycode", () => {
    expect(parseEmail(`${"a".repeat(64)}@acme.de`)?.local).toHaveLength(64);
    expect(parseEmail(" Info@Müller.DE ")).toEqual({ local: "Info", domain: "xn--mller-kva.de" });
  });
});

describe("createEmailCheck", () => {
  test("a personal company address with MX is valid and unflagged", async () => {
    expect(await checker.check("anna.schmidt@pumpen-mueller.de")).toEqual({
      status: "valid",
      webmail: false,
      role: false,
      disposable: false,
    });
  });

  test("bad syntax never reaches the resolver", async () => {
    const before = mx.asked.length;
    expect((await checker.check("anna(at)pumpen-mueller.de")).status).toBe("invalid-syntax");
    expect(mx.asked.length).toBe(before);
  });

  test("no MX, and a null MX (RFC 7505), are no-mx", async () => {
    expect((await checker.check("a@nomail.example")).status).toBe("no-mx");
    expect((await checker.check("a@nullmx.example")).status).toBe("no-mx");
  });

  test("a resolver error or a hanging lookup is unknown, not no-mx", async () => {
    expect((await checker.check("a@broken.example")).status).toBe("unknown");
    const started = Date.now();
    expect((await checker.check("a@hang.example")).status).toBe("unknown");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test("the resolver is asked for the punycode domain", async () => {
    expect((await checker.check("info@MÜLLER.de")).status).toBe("valid");
    expect(mx.asked).toContain("xn--mller-kva.de");
  });

  test("webmail flag", async () => {
    expect((await checker.check("pumpen.mueller@gmail.com")).webmail).toBe(true);
    for (const domain of [
      "gmx.de",
      "web.de",
      "t-online.de",
      "orange.fr",
      "libero.it",
      "wp.pl",
      "yahoo.co.uk",
      "hotmail.fr",
      "outlook.de",
      "proton.me",
      "icloud.com",
    ]) {
      expect((await checker.check(`x@${domain}`)).webmail).toBe(true);
    }
    expect((await checker.check("x@pumpen-mueller.de")).webmail).toBe(false);
  });

  test("disposable flag, also for subdomains of a disposable service", async () => {
    expect((await checker.check("x@mailinator.com")).disposable).toBe(true);
    expect((await checker.check("x@inbox.yopmail.com")).disposable).toBe(true);
    expect((await checker.check("x@trashmail.de")).disposable).toBe(true);
    expect((await checker.check("x@notmailinator.com")).disposable).toBe(false);
  });

  test("role flag", async () => {
    expect((await checker.check("Info@pumpen-mueller.de")).role).toBe(true);
    expect((await checker.check("vertrieb@pumpen-mueller.de")).role).toBe(true);
  });
});

describe("isRoleMailbox", () => {
  test.each([
    "info",
    "sales",
    "kontakt",
    "verkauf",
    "contact",
    "ventas",
    "vendite",
    "biuro",
    "hr",
    "info+web",
    "sales-de",
    "kontakt.berlin",
    "support_team",
  ])("%s is a role mailbox", (local) => expect(isRoleMailbox(local)).toBe(true));
  test.each(["anna.schmidt", "m.mueller", "jsmith", "informatics", "salesforce.admin", "max"])(
    "%s is a person",
    (local) => expect(isRoleMailbox(local)).toBe(false),
  );
});

describe("createDnsMxResolver (against a loopback DNS server)", () => {
  let dns: FakeDns;
  beforeAll(async () => {
    dns = await startFakeDns({
      "acme.example": [
        { priority: 20, exchange: "mx2.acme.example" },
        { priority: 10, exchange: "mx1.acme.example" },
      ],
      "broken.example": "servfail",
      "silent.example": "silent",
    });
  });
  afterAll(() => dns.stop());

  test("returns exchanges by priority; NXDOMAIN is no records; SERVFAIL throws", async () => {
    const resolver = createDnsMxResolver({ servers: [dns.server], timeoutMs: 200, tries: 1 });
    expect(await resolver.resolveMx("acme.example")).toEqual([
      "mx1.acme.example",
      "mx2.acme.example",
    ]);
    expect(await resolver.resolveMx("missing.example")).toEqual([]);
    await expect(resolver.resolveMx("broken.example")).rejects.toMatchObject({ code: "ESERVFAIL" });
  });

  test("through the email check: valid, no-mx, and unknown on a silent server", async () => {
    const resolver = createDnsMxResolver({ servers: [dns.server], timeoutMs: 200, tries: 1 });
    const check = createEmailCheck({ mx: resolver, timeoutMs: 300 });
    expect((await check.check("ceo@acme.example")).status).toBe("valid");
    expect((await check.check("ceo@missing.example")).status).toBe("no-mx");
    expect((await check.check("ceo@broken.example")).status).toBe("unknown");
    expect((await check.check("ceo@silent.example")).status).toBe("unknown");
  });
});

// --- A loopback DNS stand-in (kept here: only this file needs it) ---------------------------

/**
 * A tiny authoritative DNS server on loopback UDP that answers MX queries from a table, so the
 * real node:dns adapter can be tested without the network. Unknown names get NXDOMAIN; names
 * mapped to "servfail" get SERVFAIL; names mapped to "silent" get no answer at all.
 */
type FakeZone = Record<string, { priority: number; exchange: string }[] | "servfail" | "silent">;

interface FakeDns {
  /** "127.0.0.1:port", as Resolver.setServers takes it. */
  server: string;
  stop(): Promise<void>;
}

async function startFakeDns(zone: FakeZone): Promise<FakeDns> {
  const socket = createSocket("udp4");
  socket.on("message", (query, peer) => {
    const { name, end } = readName(query, 12);
    const entry = zone[name.toLowerCase()];
    if (entry === "silent") return;
    const question = query.subarray(12, end + 4);
    const answers = Array.isArray(entry) ? entry : [];
    const rcode = entry === "servfail" ? 2 : entry === undefined ? 3 : 0;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // id
    header.writeUInt16BE(0x8400 | rcode, 2); // response, authoritative
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map(({ priority, exchange }) => {
      const rdata = Buffer.concat([u16(priority), encodeName(exchange)]);
      // Name as a pointer to the question (offset 12), type MX, class IN, TTL 60.
      return Buffer.concat([u16(0xc00c), u16(15), u16(1), u32(60), u16(rdata.length), rdata]);
    });
    socket.send(Buffer.concat([header, question, ...records]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

function readName(buf: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = offset;
  while (i < buf.length && buf[i] !== 0) {
    const len = buf[i] ?? 0;
    labels.push(buf.subarray(i + 1, i + 1 + len).toString("ascii"));
    i += len + 1;
  }
  return { name: labels.join("."), end: i + 1 };
}

function encodeName(name: string): Buffer {
  const parts = name === "." || name === "" ? [] : name.split(".");
  return Buffer.concat([
    ...parts.map((p) => Buffer.concat([Buffer.from([p.length]), Buffer.from(p, "ascii")])),
    Buffer.from([0]),
  ]);
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
