/**
 * Whether a request's Accept-Encoding takes gzip (RFC 9110 §12.5.3): named, or covered by `*`,
 * with a q-value above 0. Browsers send "gzip, deflate, br, zstd"; a client that sends no header
 * gets the identity body.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard: boolean | undefined;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === "gzip" || name === "x-gzip") return accepted;
    if (name === "*") wildcard = accepted;
  }
  return wildcard ?? false;
}
