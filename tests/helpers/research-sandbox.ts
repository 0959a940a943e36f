import { companyDomain } from "../../src/company-domain";
import type { WebSearch } from "../../src/research/ports";
import type { SandboxCorpus, SandboxPage } from "../../src/sandbox/corpus";

/* Sandbox corpus copies with pages changed or added, and robots.txt as a crawler reads it. */

/** The path a site finally serves for `path`, redirects followed within the site. */
export function servedPath(corpus: SandboxCorpus, domain: string, path = "/"): string {
  const site = corpus.sites.find((s) => s.domain === domain);
  if (!site) throw new Error(`no site ${domain}`);
  let current = new URL(path, `http://${domain}`);
  for (let hops = 0; hops < 6; hops++) {
    const page = site.pages[`${current.pathname}${current.search}`] ?? site.pages[current.pathname];
    const location = page?.headers.location;
    if (!page || page.status < 300 || page.status >= 400 || !location) break;
    current = new URL(location, current);
  }
  return `${current.pathname}${current.search}`;
}

/**
 * A copy of the corpus whose sites' home pages carry extra HTML before </body> (UTF-8 pages
 * only, so the bytes stay what the page declares). Ground truth is unchanged.
 */
export function withHomeHtml(
  corpus: SandboxCorpus,
  domains: string[],
  html: string,
): SandboxCorpus {
  const sites = corpus.sites.map((site) => {
    if (!domains.includes(site.domain)) return site;
    const path = servedPath(corpus, site.domain);
    const page = site.pages[path];
    if (!page || !/charset=utf-8/i.test(page.headers["content-type"] ?? "")) {
      throw new Error(`${site.domain}${path} is not a UTF-8 page`);
    }
    const text = new TextDecoder().decode(page.body);
    if (!text.includes("</body>")) throw new Error(`${site.domain}${path} has no </body>`);
    const body = new TextEncoder().encode(text.replace("</body>", `${html}</body>`));
    return { ...site, pages: { ...site.pages, [path]: { ...page, body } } };
  });
  return { ...corpus, sites };
}

/** The company domains a search answers some queries with (English and local), in rank order. */
export async function searchedDomains(
  search: WebSearch,
  queries: { query: string; translatedQuery?: string | null }[],
  country: string,
  language: string,
): Promise<string[]> {
  const domains = new Set<string>();
  for (const q of queries) {
    for (const [text, lang] of [
      [q.query, "en"],
      [q.translatedQuery, language],
    ] as const) {
      if (!text) continue;
      for (const hit of await search.search({ query: text, country, language: lang, limit: 20 })) {
        const domain = companyDomain(hit.url);
        if (domain) domains.add(domain);
      }
    }
  }
  return [...domains];
}

/** A copy of the corpus with one page of one site replaced or added. */
export function withPage(
  corpus: SandboxCorpus,
  domain: string,
  path: string,
  page: SandboxPage,
): SandboxCorpus {
  return {
    ...corpus,
    sites: corpus.sites.map((site) =>
      site.domain === domain ? { ...site, pages: { ...site.pages, [path]: page } } : site,
    ),
  };
}

/** A robots.txt the sandbox serves as such. */
export function robotsPage(text: string): SandboxPage {
  return {
    status: 200,
    headers: { "content-type": "text/plain; charset=utf-8" },
    body: new TextEncoder().encode(text),
  };
}

/**
 * Whether robots.txt lets `agent` fetch `path` (RFC 9309, written apart from the fetcher's own
 * parser): the groups naming the agent's product token, else the `*` groups; the longest
 * matching rule wins, Allow on a tie; `*` and `$` patterns.
 */
export function robotsAllows(robotsTxt: string, agent: string, path: string): boolean {
  const token = agent.split("/")[0]?.toLowerCase() ?? "";
  const groups: { agents: string[]; rules: { allow: boolean; pattern: string }[] }[] = [];
  let current: (typeof groups)[number] | undefined;
  let inAgents = false;
  for (const raw of robotsTxt.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const key = (match[1] ?? "").toLowerCase();
    const value = (match[2] ?? "").trim();
    if (key === "user-agent") {
      if (!current || !inAgents) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      inAgents = true;
    } else if ((key === "allow" || key === "disallow") && current) {
      inAgents = false;
      if (value) current.rules.push({ allow: key === "allow", pattern: value });
    } else {
      inAgents = false;
    }
  }
  const own = groups.filter((g) => g.agents.includes(token));
  const chosen = own.length > 0 ? own : groups.filter((g) => g.agents.includes("*"));
  let best: { allow: boolean; length: number } | undefined;
  for (const rule of chosen.flatMap((g) => g.rules)) {
    const regex = new RegExp(
      `^${rule.pattern
        .split("")
        .map((ch) =>
          ch === "*" ? ".*" : ch === "$" ? "$" : ch.replace(/[.+?^{}()|[\]\\]/g, "\\$&"),
        )
        .join("")}`,
    );
    if (!regex.test(path)) continue;
    const length = rule.pattern.length;
    if (!best || length > best.length || (length === best.length && rule.allow)) {
      best = { allow: rule.allow, length };
    }
  }
  return best?.allow ?? true;
}
