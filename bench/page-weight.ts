/*
 * Page weight benchmark: how much JavaScript the dashboard and the research project page make a
 * browser download, and how soon each is interactive, against the budgets of the islands design
 * (docs/decisions/001): dashboard <= 25 KB and research page <= 150 KB of gzipped JavaScript.
 *
 *   node_modules/.bin/bun bench/page-weight.ts          5 cold loads per page
 *   node_modules/.bin/bun bench/page-weight.ts 10       10 cold loads per page
 *
 * 1. Builds the assets in production mode (minified, split) into a temporary directory.
 * 2. Serves the real app with the live channel (createApp + the /ws hub, as src/server.ts does)
 *    over a fresh in-memory PGlite seeded with one verified user and session (no Firebase) and
 *    one project with 20 leads, 5 rejected companies and a few chat messages.
 * 3. Loads `/` and `/research/{id}` in headless Chromium (playwright-core, Debian's chromium),
 *    each time in a fresh context (cold cache), and records every script the page fetched.
 *
 * JavaScript bytes: each script's body gzipped at level 6 (what a compressing proxy or CDN in
 * front of the app sends; the app itself does not compress), and raw. Time to interactive,
 * from navigation start: the research page when its four islands are hydrated (the moment the
 * last one gets data-hydrated="true", recorded in the page); the dashboard, which hydrates
 * nothing, at DOMContentLoaded or when its last script has arrived, whichever is later, once
 * the network is idle. Medians over the loads. Prints figures; never asserts.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import type { DatabaseHandle } from "../db/client";
import {
  chatMessages,
  companies,
  companyResearchResults,
  contacts,
  rejectedCompanies,
  researchProjects,
  users,
} from "../db/schema";
import { buildAssets } from "../src/assets/build";
import { loadAssetManifest } from "../src/assets/manifest";
import { createSession } from "../src/auth/sessions";
import { parseConfig } from "../src/env";
import { createLiveHub, liveServeOptions } from "../src/live/ws-hub";
import { createTestDatabase } from "../tests/helpers/database";
import { benchApp } from "./lib/bench-app";

const LOADS = Number(process.argv[2] ?? 5);
const BUDGET_KB = { dashboard: 25, research: 150 } as const;
const LEADS = 20;

const say = (line: string) => process.stdout.write(`${line}\n`);

/** One verified user with a session, and one project in progress with leads and a chat. */
async function seed(db: DatabaseHandle["db"]): Promise<{ token: string; projectId: number }> {
  const [user] = await db
    .insert(users)
    .values({ email: "weight@example.com", firebaseUid: "weight", emailVerified: true })
    .returning();
  if (!user) throw new Error("no user");
  const { token } = await createSession(db, { userId: user.id, verified: true, ttlDays: 1 });
  const [project] = await db
    .insert(researchProjects)
    .values({
      userId: user.id,
      name: "Packaging makers in Munich",
      country: "Germany",
      city: "Munich",
      companyType: "Manufacturer",
      productsServices: "Folding boxes and corrugated packaging",
      decisionMaker: "CEO",
      companyCount: 25,
      status: "processing",
    })
    .returning({ id: researchProjects.id });
  if (!project) throw new Error("no project");
  for (let n = 1; n <= LEADS; n++) {
    const site = `https://maker-${n}.example`;
    const [company] = await db
      .insert(companies)
      .values({
        domain: `maker-${n}.example`,
        companyName: `Maker ${n} GmbH`,
        website: site,
        industry: "Packaging",
        companyDescription: `Maker ${n} produces folding boxes and corrugated board for retail.`,
        companyEmail: `info@maker-${n}.example`,
        companyEmailSource: `${site}/kontakt`,
        companyPhone: "+49891234567",
        companyPhoneSource: `${site}/kontakt`,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error("no company");
    const [contact] = await db
      .insert(contacts)
      .values({
        companyId: company.id,
        contactName: `Person ${n}`,
        contactNameSource: `${site}/team`,
        contactTitle: "Managing Director",
        contactEmail: `person@maker-${n}.example`,
        contactEmailSource: `${site}/team`,
      })
      .returning({ id: contacts.id });
    await db.insert(companyResearchResults).values({
      projectId: project.id,
      companyId: company.id,
      contactId: contact?.id ?? null,
      verificationStatus: "verified",
    });
  }
  await db.insert(rejectedCompanies).values(
    Array.from({ length: 5 }, (_, i) => ({
      projectId: project.id,
      companyName: `Trader ${i + 1}`,
      website: `trader-${i + 1}.example`,
      reasoning: "A distributor: it sells boxes but does not make them.",
    })),
  );
  await db.insert(chatMessages).values([
    { projectId: project.id, role: "user", content: "Start research", status: "displayed" },
    {
      projectId: project.id,
      role: "assistant",
      content: "Searching for packaging makers in Munich...",
      status: "displayed",
    },
  ]);
  return { token, projectId: project.id };
}

/** A free loopback port: the config needs it before the server exists. */
function freePort(): number {
  const probe = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response() });
  const port = probe.port;
  probe.stop(true);
  if (port === undefined) throw new Error("no free port");
  return port;
}

function serve(database: DatabaseHandle, publicDir: string) {
  const port = freePort();
  const config = parseConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: String(port),
  });
  const { app, events, logger } = benchApp(config, database, loadAssetManifest(publicDir));
  const hub = createLiveHub({ database, events, logger, publicUrl: config.publicUrl });
  const server = Bun.serve({ hostname: "127.0.0.1", port, ...liveServeOptions(hub, app.fetch) });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => Promise.all([hub.stop(), server.stop(true)]),
  };
}

interface Load {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  interactiveMs: number;
}

/** Records, in the page, when the last island marker is hydrated (before any script runs). */
const RECORD_HYDRATION = `(() => {
  const done = () => {
    const markers = document.querySelectorAll("[data-island]");
    if (markers.length === 0) return false;
    for (const m of markers) if (m.getAttribute("data-hydrated") !== "true") return false;
    window.__interactiveAt = performance.now();
    return true;
  };
  new MutationObserver((_, observer) => { if (done()) observer.disconnect(); })
    .observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
})();`;

async function loadOnce(
  browser: Browser,
  base: string,
  token: string,
  path: string,
  hydrates: boolean,
): Promise<Load> {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: "sid", value: token, url: base }]);
    await context.addInitScript(RECORD_HYDRATION);
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script" && res.url().startsWith(base)) {
        bodies.push(res.body());
      }
    });
    const res = await page.goto(base + path, { waitUntil: "networkidle" });
    if (!res?.ok()) throw new Error(`${path} answered ${res?.status()}`);
    if (hydrates) {
      await page.waitForFunction(() => (window as { __interactiveAt?: number }).__interactiveAt);
    }
    const interactiveMs = await page.evaluate((island) => {
      if (island) return (window as { __interactiveAt?: number }).__interactiveAt ?? Number.NaN;
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType("resource")
        .filter(
          (r) =>
            (r as PerformanceResourceTiming).initiatorType === "script" || r.name.endsWith(".js"),
        )
        .map((r) => (r as PerformanceResourceTiming).responseEnd);
      return Math.max(nav.domContentLoadedEventEnd, ...scripts);
    }, hydrates);
    const files = await Promise.all(bodies);
    return {
      files: files.length,
      rawBytes: files.reduce((sum, b) => sum + b.length, 0),
      gzipBytes: files.reduce((sum, b) => sum + gzipSync(b, { level: 6 }).length, 0),
      interactiveMs,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const outDir = mkdtempSync(join(tmpdir(), "page-weight-"));
const started = performance.now();
await buildAssets({ production: true, outDir: join(outDir, "build") });
say(`built production assets in ${Math.round(performance.now() - started)} ms`);

const database = await createTestDatabase("pglite");
const { token, projectId } = await seed(database.db);
const app = serve(database, outDir);
const browser = await chromium.launch({
  executablePath: execFileSync("which", ["chromium"], { encoding: "utf8" }).trim(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const pages = [
    { name: "dashboard", path: "/", hydrates: false },
    { name: "research", path: `/research/${projectId}`, hydrates: true },
  ] as const;
  say(`\n${LOADS} cold loads per page, medians; Chromium ${browser.version()}, Bun ${Bun.version}`);
  say("page        scripts  raw KB  gzip KB  budget KB  within  interactive ms");
  for (const p of pages) {
    const loads: Load[] = [];
    for (let i = 0; i < LOADS; i++)
      loads.push(await loadOnce(browser, app.base, token, p.path, p.hydrates));
    const gzip = median(loads.map((l) => l.gzipBytes));
    const budget = BUDGET_KB[p.name];
    say(
      [
        p.name.padEnd(10),
        String(median(loads.map((l) => l.files))).padStart(8),
        kb(median(loads.map((l) => l.rawBytes))).padStart(7),
        kb(gzip).padStart(8),
        String(budget).padStart(10),
        (gzip <= budget * 1024 ? "yes" : "NO").padStart(7),
        median(loads.map((l) => l.interactiveMs))
          .toFixed(0)
          .padStart(15),
      ].join(" "),
    );
  }
} finally {
  await browser.close();
  await app.stop();
  await database.close();
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(0);
