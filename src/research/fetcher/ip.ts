import { isIP } from "node:net";

/*
 * IP classification for the SSRF guard. Written out rather than pulled from a library so that the
 * rules are visible in one place and behave the same under Bun and Node. Addresses reaching here
 * are already canonical: WHATWG URL parsing turns `2130706433`, `0x7f.1` and `0177.0.0.1` into
 * `127.0.0.1`, and resolvers return dotted quads; anything that does not parse is treated as
 * not public.
 */

/** [network, prefix length] pairs of IPv4 space that must never be fetched. */
const BLOCKED_V4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // "this network", includes the unspecified address
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, includes the cloud metadata endpoint 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // deprecated 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, includes broadcast 255.255.255.255
];

/** Parses a canonical dotted quad into an unsigned 32-bit number. */
export function parseIPv4(text: string): number | undefined {
  const parts = text.split(".");
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    // Decimal only: alternative notations must have been normalized before this point.
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = value * 256 + octet;
  }
  return value;
}

const BLOCKED_V4_RANGES = BLOCKED_V4.map(([network, prefix]) => {
  const base = parseIPv4(network) ?? 0;
  const size = 2 ** (32 - prefix);
  return { start: base, end: base + size - 1 };
});

function isPublicV4(value: number): boolean {
  return !BLOCKED_V4_RANGES.some((range) => value >= range.start && value <= range.end);
}

/** Parses an IPv6 address (brackets allowed, zone ids refused) into eight 16-bit groups. */
export function parseIPv6(text: string): number[] | undefined {
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  // A zone id only means something for link-local addresses, which are refused anyway.
  if (bare.includes("%") || isIP(bare) !== 6) return undefined;
  const halves = bare.split("::");
  if (halves.length > 2) return undefined;
  const head = parseGroups(halves[0] ?? "", halves.length === 1);
  const tail = halves.length === 2 ? parseGroups(halves[1] ?? "", true) : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const gap = 8 - head.length - tail.length;
  if (gap < 1) return undefined;
  return [...head, ...new Array<number>(gap).fill(0), ...tail];
}

function parseGroups(side: string, v4TailAllowed: boolean): number[] | undefined {
  if (side === "") return [];
  const parts = side.split(":");
  const groups: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (part.includes(".")) {
      const v4 = v4TailAllowed && index === parts.length - 1 ? parseIPv4(part) : undefined;
      if (v4 === undefined) return undefined;
      groups.push(Math.floor(v4 / 0x10000), v4 % 0x10000);
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      groups.push(Number.parseInt(part, 16));
    } else {
      return undefined;
    }
  }
  return groups;
}

const embeddedV4 = (groups: number[]) => (groups[6] ?? 0) * 0x10000 + (groups[7] ?? 0);
const zeros = (groups: number[], count: number) => groups.slice(0, count).every((g) => g === 0);

function isPublicV6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0] = groups;
  // IPv4-mapped (::ffff:a.b.c.d): the socket talks IPv4, so judge the IPv4 address.
  if (zeros(groups, 5) && groups[5] === 0xffff) return isPublicV4(embeddedV4(groups));
  // NAT64 well-known prefix 64:ff9b::/96: IPv6-only networks reach public IPv4 through it.
  if (g0 === 0x64 && g1 === 0xff9b && zeros(groups.slice(2), 4)) {
    return isPublicV4(embeddedV4(groups));
  }
  // Only global unicast (2000::/3) is public; this drops ::, ::1, fc00::/7, fe80::/10, ff00::/8.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x2001 && g1 < 0x0200) return false; // IETF protocol assignments, Teredo
  if (g0 === 0x2002) return false; // 6to4 tunnels can embed any IPv4, private ones included
  if (g0 === 0x3fff && g1 < 0x1000) return false; // documentation (3fff::/20)
  return true;
}

/** True when an address (IPv4, IPv6, bracketed or not) is global unicast and may be fetched. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4 !== undefined) return isPublicV4(v4);
  const v6 = parseIPv6(address);
  return v6 !== undefined && isPublicV6(v6);
}

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms: where the sandbox web listens. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4 !== undefined) return Math.floor(v4 / 2 ** 24) === 127;
  const v6 = parseIPv6(address);
  if (!v6) return false;
  if (zeros(v6, 5) && v6[5] === 0xffff) return Math.floor(embeddedV4(v6) / 2 ** 24) === 127;
  return zeros(v6, 7) && v6[7] === 1;
}

/** 4 or 6 for a literal address, 0 otherwise (brackets allowed). */
export function addressFamily(address: string): 0 | 4 | 6 {
  if (parseIPv4(address) !== undefined) return 4;
  return parseIPv6(address) ? 6 : 0;
}
