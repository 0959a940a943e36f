import type { Language, MessFeature, SandboxPage } from "./corpus.ts";
import { encodeLegacy, type LegacyCharset } from "./mess.ts";
import type { Rng } from "./prng.ts";
import { redirect, robotsTxt, type SiteLayout } from "./site-layout.ts";
import type { SiteRenderer } from "./site-renderer.ts";
import { type Block, type PageShell, renderPage } from "./templates.ts";

/*
 * A company site's pages as its server answers them: each page rendered and encoded in the site's
 * charset, plus the redirects, robots.txt and Cloudflare's email page around them. The draws run
 * in one fixed order (charset, meta tag, each page's delay, robots), which the byte-identical
 * corpus depends on.
 */

export interface SiteContent {
  language: Language;
  name: string;
  features: MessFeature[];
  layout: SiteLayout;
  renderer: SiteRenderer;
  /** Each page's blocks and title, in the order the site was written. */
  pages: Map<string, Block[]>;
  titles: Map<string, string>;
  nav: { href: string; text: string }[];
  footerHtml: string;
}

export interface ServedSite {
  pages: Record<string, SandboxPage>;
  /** What robots.txt disallows of the site's own pages (empty without one). */
  disallowed: string[];
}

interface Charset {
  legacy?: LegacyCharset;
  inHeader: boolean;
}

function drawCharset(rng: Rng, features: MessFeature[]): Charset {
  if (features.includes("charset-header"))
    return { legacy: rng.pick(["iso-8859-1", "windows-1252"] as const), inHeader: true };
  if (features.includes("charset-meta-only"))
    return { legacy: rng.pick(["iso-8859-1", "windows-1252"] as const), inHeader: false };
  return { inHeader: rng.chance(0.8) };
}

/** The `<meta charset>` a page writes: none when the header alone declares a legacy one. */
function drawMetaCharset(rng: Rng, charset: Charset): string | undefined {
  if (charset.legacy) {
    if (charset.inHeader) return undefined;
    return rng.chance(0.5) ? charset.legacy : `http-equiv:${charset.legacy}`;
  }
  return rng.chance(0.9) ? "utf-8" : undefined;
}

const CLOUDFLARE_DECODER = `<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>`;

const textPage = (contentType: string, text: string): SandboxPage => ({
  status: 200,
  headers: { "content-type": contentType },
  body: new TextEncoder().encode(text),
});

export function servedPages(rng: Rng, site: SiteContent): ServedSite {
  const { layout, renderer } = site;
  const charset = drawCharset(rng, site.features);
  const metaCharset = drawMetaCharset(rng, charset);
  const contentType = charset.inHeader
    ? `text/html; charset=${charset.legacy ?? "utf-8"}`
    : "text/html";
  const slowPath = site.features.includes("slow-pages") ? layout.paths.contact : undefined;

  const sitePages: Record<string, SandboxPage> = {};
  for (const [path, blocks] of site.pages) {
    const shell: PageShell = {
      lang: site.language,
      title: site.titles.get(path) ?? site.name,
      siteName: site.name,
      nav: site.nav,
      blocks,
      footerHtml: site.footerHtml,
      ...(metaCharset ? { metaCharset } : {}),
      ...(renderer.usedCloudflare ? { tailHtml: CLOUDFLARE_DECODER } : {}),
    };
    const html = renderPage(shell, renderer.template);
    sitePages[path] = {
      status: 200,
      headers: { "content-type": contentType },
      body: charset.legacy ? encodeLegacy(html, charset.legacy) : new TextEncoder().encode(html),
      ...(path === slowPath ? { delayMs: rng.int(800, 2500) } : {}),
    };
  }
  if (layout.home !== "/") sitePages["/"] = redirect(layout.home);
  if (layout.contactLinkVia) sitePages[layout.contactLinkVia] = redirect(layout.paths.contact);
  const robots = robotsTxt(rng, site.features, layout);
  if (robots) sitePages["/robots.txt"] = textPage("text/plain; charset=utf-8", robots.text);
  if (renderer.usedCloudflare) {
    sitePages["/cdn-cgi/l/email-protection"] = textPage(
      "text/html; charset=utf-8",
      "<!DOCTYPE html><html><body><h1>Email Protection</h1><p>You are unable to access this email address.</p></body></html>\n",
    );
  }
  return { pages: sitePages, disallowed: robots?.disallowed ?? [] };
}
