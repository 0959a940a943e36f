/*
 * Folder corpora may name sites by real-looking domains ("acme.de"). Every such name is served
 * under the reserved .test TLD instead, so that no sandbox URL, link or search hit can ever lead
 * to a real host, however the corpus was written.
 */

const SANDBOX_TLD = ".test";
const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The sandbox name of a domain: lowercased, without "www." or a trailing dot; a .test name as it
 * is, any other name with its dots turned into hyphens under .test ("acme.de" → "acme-de.test").
 * Throws on something that is not a host name.
 */
export function toSandboxDomain(name: string): string {
  const host = name
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  if (!HOST_PATTERN.test(host)) throw new Error(`"${name}" is not a domain name`);
  if (host.endsWith(SANDBOX_TLD)) return host;
  return `${host.replace(/\./g, "-")}${SANDBOX_TLD}`;
}
