import { and, count, eq } from "drizzle-orm";
import { parsePhoneNumber } from "libphonenumber-js";
import type { Database } from "../../db/client";
import {
  chatMessages,
  companyResearchResults,
  creditUsageLogs,
  processedDomains,
  rejectedCompanies,
  researchProjects,
  userStats,
  users,
} from "../../db/schema";
import { companyDomain } from "../../src/company-domain";
import { createEventBus, type EventBus } from "../../src/live/event-bus";
import type { LiveEvent } from "../../src/live/events";
import { createLogger } from "../../src/logger";
import { researchRuleHandlers } from "../../src/research/llm/rule-handlers";
import { createRulesModel } from "../../src/research/llm/rules-model";
import type { LanguageModel, WebSearch } from "../../src/research/ports";
import {
  createResearchService,
  directScheduler,
  type ResearchService,
} from "../../src/research/research-service";
import { DEFAULT_SEARCH_LIMIT, type ResearchEngine } from "../../src/research/run/engine";
import type { RunEnd } from "../../src/research/run/research-run";
import { RunRegistry } from "../../src/research/run/run-registry";
import type { SandboxCompany, SandboxCorpus, SandboxPage } from "../../src/sandbox/corpus";
import { decodePage } from "../../src/sandbox/corpus-folder/html-documents";
import { cloudflareDecode } from "../../src/sandbox/mess";
import { createTestApp } from "./app";
import type { TestDatabase } from "./database";

/*
 * The research engine as the API tests drive it: the app over a test database, with a research
 * service whose runs go straight to a RunRegistry in this process, every live event recorded, and
 * the sandbox web's ground truth read independently of the engine's own extractor.
 */

export const ORIGIN = "http://127.0.0.1:3999";

export type Json = Record<string, unknown>;

/** The parts of an engine that reach the (sandbox) web. */
export type WebParts = Pick<ResearchEngine, "search" | "fetcher" | "extractor" | "emailCheck">;

/** One run the scheduler started: when it began and ended and how. */
export interface RecordedRun {
  projectId: number;
  startedAt: number;
  endedAt?: number;
  end?: RunEnd | "already-running";
}

export interface ResearchHarness {
  app: ReturnType<typeof createTestApp>["app"];
  engine: ResearchEngine;
  registry: RunRegistry;
  service: ResearchService;
  events: EventBus;
  /** Every event published on the bus, in order. */
  seen: LiveEvent[];
  runs: RecordedRun[];
  /** Resolves when every run started so far has ended, its last company reads included. */
  settled(): Promise<void>;
}

/** The app with a research service whose runs are real, in this process, over `web`. */
export function researchHarness(
  database: TestDatabase,
  web: WebParts,
  options: { candidateConcurrency?: number; model?: LanguageModel } = {},
): ResearchHarness {
  const events = createEventBus();
  const seen: LiveEvent[] = [];
  events.subscribeAll((event) => seen.push(event));
  const logger = createLogger("silent");
  const model = options.model ?? createRulesModel(researchRuleHandlers);
  const engine: ResearchEngine = {
    db: database.db,
    events,
    logger,
    model,
    candidateConcurrency: options.candidateConcurrency ?? 12,
    searchLimit: DEFAULT_SEARCH_LIMIT,
    ...web,
  };
  const registry = new RunRegistry(engine);
  const runs: RecordedRun[] = [];
  const scheduler = directScheduler({
    run: async (projectId) => {
      const record: RecordedRun = { projectId, startedAt: performance.now() };
      runs.push(record);
      const end = await registry.run(projectId);
      record.endedAt = performance.now();
      record.end = end;
      return end;
    },
    abort: (projectId) => registry.abort(projectId),
  });
  const service = createResearchService({ db: database.db, events, logger, model, scheduler });
  const { app } = createTestApp(database, { research: service, events });
  // Runs end before the companies they were still reading are done; waiting for those too
  // means nothing writes to the database after a test has looked at it (or closed it).
  const settled = async () => {
    await scheduler.settled();
    await registry.stopAll();
  };
  return { app, engine, registry, service, events, seen, runs, settled };
}

/** A JSON API client for one signed-in user, as a browser on the app's origin calls it. */
export function apiClient(app: ResearchHarness["app"], cookie: string) {
  async function call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { cookie, origin: ORIGIN };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json: json as Json & Json[] };
  }
  return {
    call,
    get: (path: string) => call("GET", path),
    post: (path: string, body?: unknown) => call("POST", path, body),
    patch: (path: string, body?: unknown) => call("PATCH", path, body),
    /** POST a chat message; the exchange of spec §7. */
    say: (projectId: number, content: string) =>
      call("POST", `/api/research-projects/${projectId}/messages`, { content }),
  };
}

/**
 * What the chat does from a new project to a finished run: the form is posted, "Start research"
 * said and the plan confirmed; resolves with the project's id once the run and its reads ended.
 */
export async function researchRun(
  h: ResearchHarness,
  api: ReturnType<typeof apiClient>,
  form: Record<string, unknown>,
): Promise<number> {
  const id = (await api.post("/api/research-projects", form)).json.id as number;
  await api.say(id, "Start research");
  await api.post(`/api/research-projects/${id}/confirm`);
  await h.settled();
  return id;
}

/** A project's leads and rejected companies, as the results and rejected lists serve them. */
export async function outcomesOf(api: ReturnType<typeof apiClient>, id: number) {
  const leads = (await api.get(`/api/research-projects/${id}/results`)).json as Json[];
  const rejected = (await api.get(`/api/research-projects/${id}/rejected-companies`))
    .json as Json[];
  return { leads, rejected };
}

/** Polls until `check` is truthy or the time is up (then throws with `what`). */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs: number,
  intervalMs = 50,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await Bun.sleep(intervalMs);
  }
}

// --- Database facts -------------------------------------------------------------------------

export async function creditsLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ credits: users.creditsLeft })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.credits;
}

export async function leadRows(db: Database, projectId: number) {
  return db
    .select()
    .from(companyResearchResults)
    .where(eq(companyResearchResults.projectId, projectId));
}

export async function leadTotal(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyResearchResults)
    .where(eq(companyResearchResults.projectId, projectId));
  return row?.n ?? 0;
}

export async function usageLogs(db: Database, userId: number) {
  return db.select().from(creditUsageLogs).where(eq(creditUsageLogs.userId, userId));
}

export async function statsOf(db: Database, userId: number) {
  const [row] = await db.select().from(userStats).where(eq(userStats.userId, userId));
  return row;
}

export async function projectRow(db: Database, projectId: number) {
  const [row] = await db.select().from(researchProjects).where(eq(researchProjects.id, projectId));
  if (!row) throw new Error(`no project ${projectId}`);
  return row;
}

export async function rejectedRows(db: Database, projectId: number) {
  return db.select().from(rejectedCompanies).where(eq(rejectedCompanies.projectId, projectId));
}

export async function processedRows(db: Database, projectId: number) {
  return db.select().from(processedDomains).where(eq(processedDomains.projectId, projectId));
}

export async function messageCount(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.projectId, projectId)));
  return row?.n ?? 0;
}

// --- The sandbox's ground truth ------------------------------------------------------------

/** The generated company behind a lead's website (by registrable domain). */
export function companyOf(corpus: SandboxCorpus, website: string): SandboxCompany | undefined {
  const domain = companyDomain(website);
  return corpus.companies.find((c) => c.domain === domain);
}

/** The page the sandbox serves for a URL, redirects followed; undefined when it serves none. */
export function servedPage(corpus: SandboxCorpus, url: string): SandboxPage | undefined {
  let current = new URL(url);
  for (let hops = 0; hops < 6; hops++) {
    const host = current.hostname.replace(/^www\./, "");
    const site = corpus.sites.find((s) => s.domain === host);
    const page =
      site?.pages[`${current.pathname}${current.search}`] ?? site?.pages[current.pathname];
    if (!page) return undefined;
    const location = page.headers.location;
    if (page.status >= 300 && page.status < 400 && location) {
      current = new URL(location, current);
      continue;
    }
    return page;
  }
  return undefined;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#160": " ",
};

/**
 * What a reader of the page sees, normalised for comparison: Cloudflare-protected addresses
 * decoded, markup dropped, entities decoded, "[at]"/"(at)"/"[dot]" spellings joined, white space
 * collapsed, lower case. Written apart from the engine's extractor on purpose.
 */
export function readableText(html: string): string {
  const withEmails = html.replace(
    /<[^>]*\bdata-cfemail="([0-9a-f]+)"[^>]*>[\s\S]*?<\/[a-z]+>/gi,
    (_all, hex: string) => ` ${cloudflareDecode(hex)} `,
  );
  const text = withEmails
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_all, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_all, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(#?\w+);/g, (all, name: string) => NAMED_ENTITIES[name] ?? all);
  return normalised(
    text.replace(/\s*[[({]\s*at\s*[\])}]\s*/gi, "@").replace(/\s*[[({]\s*dot\s*[\])}]\s*/gi, "."),
  );
}

/** Lower case, NFC, one space between words. */
export function normalised(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

/** Whether an E.164 number is written on the page, in any usual national or international form. */
export function pageShowsPhone(pageText: string, e164: string): boolean {
  const parsed = parsePhoneNumber(e164);
  const cc = parsed.countryCallingCode;
  const national = parsed.nationalNumber;
  const forms = new Set([
    `${cc}${national}`,
    `00${cc}${national}`,
    `0${national}`,
    national,
    `${cc}0${national}`,
    `00${cc}0${national}`,
  ]);
  const runs = pageText.match(/[+(]?\d[\d\s()./-]{5,}\d/g) ?? [];
  return runs.some((run) => forms.has(run.replace(/\D/g, "")));
}

/** A lead's contact values with the page each names as its source. */
export function sourcedValues(lead: Json): { field: string; value: string; source: string }[] {
  const pairs: [string, string][] = [
    ["contactName", "contactNameSource"],
    // The title is read from the same card or line as the name.
    ["contactTitle", "contactNameSource"],
    ["contactEmail", "contactEmailSource"],
    ["contactPhone", "contactPhoneSource"],
    ["companyEmail", "companyEmailSource"],
    ["companyPhone", "companyPhoneSource"],
  ];
  const values: { field: string; value: string; source: string }[] = [];
  for (const [field, sourceField] of pairs) {
    const value = lead[field];
    if (typeof value !== "string" || value === "") continue;
    const source = lead[sourceField];
    values.push({ field, value, source: typeof source === "string" ? source : "" });
  }
  return values;
}

/**
 * Why a lead's value is not on its source page (undefined when it is): the page must be on the
 * lead's own site, served by the sandbox, and show the value.
 */
export function sourceProblem(
  corpus: SandboxCorpus,
  lead: Json,
  item: { field: string; value: string; source: string },
): string | undefined {
  const where = `${lead.companyName}: ${item.field} "${item.value}" from "${item.source}"`;
  if (!item.source) return `${where} has no source`;
  if (companyDomain(item.source) !== companyDomain(String(lead.website))) {
    return `${where} is not from the company's own site`;
  }
  const page = servedPage(corpus, item.source);
  if (!page) return `${where}: the sandbox serves no such page`;
  const text = readableText(decodePage(page));
  const shown = item.field.endsWith("Phone")
    ? pageShowsPhone(text, item.value)
    : text.includes(normalised(item.value));
  return shown ? undefined : `${where}: not on the page`;
}

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

/** Prints a measured figure with the test output (benchmark-style, never asserted here). */
export function report(line: string): void {
  process.stdout.write(`  ${line}\n`);
}
