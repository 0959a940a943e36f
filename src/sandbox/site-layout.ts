import type { Language, MessFeature, SandboxPage } from "./corpus.ts";
import { type PageSlugs, phrases } from "./phrases.ts";
import type { Rng } from "./prng.ts";
import type { Block } from "./templates.ts";

/* Where a company site keeps its pages: paths, navigation, redirects and robots.txt. */

export interface SiteLayout {
  home: string;
  paths: Record<keyof PageSlugs, string>;
  hasTeam: boolean;
  hasImprint: boolean;
  /** The nav's link to contact when it goes through a 301 (redirect-path). */
  contactLinkVia?: string;
}

export function siteLayout(rng: Rng, language: Language, features: MessFeature[]): SiteLayout {
  const slugs = features.includes("english-paths") ? phrases.en.slugs : phrases[language].slugs;
  const prefix = features.includes("redirect-home") ? `/${language}` : "";
  const suffix = rng.pick(["", "/", ".html", ".php"]);
  const path = (slug: string) => `${prefix}/${slug}${suffix}`;
  const paths = {
    about: path(slugs.about),
    products: path(slugs.products),
    contact: path(slugs.contact),
    team: path(slugs.team),
    imprint: path(slugs.imprint),
  };
  const noContacts = features.includes("no-contacts");
  const imprintOnly = features.includes("imprint-only-decision-maker");
  return {
    home: prefix ? `${prefix}/` : "/",
    paths,
    hasTeam: !noContacts && !imprintOnly && rng.chance(0.7),
    // German-speaking law requires an Impressum; elsewhere a legal page is common, not universal.
    hasImprint: imprintOnly || language === "de" || rng.chance(0.6),
    ...(features.includes("redirect-path")
      ? { contactLinkVia: `${prefix}/index.php?page=${slugs.contact}` }
      : {}),
  };
}

export function navigation(
  layout: SiteLayout,
  labels: { home: string } & PageSlugs,
  pages: Map<string, Block[]>,
  broken: boolean,
): { href: string; text: string }[] {
  const nav = [
    { href: layout.home, text: labels.home },
    { href: layout.paths.about, text: labels.about },
    { href: layout.paths.products, text: labels.products },
  ];
  if (pages.has(layout.paths.team)) nav.push({ href: layout.paths.team, text: labels.team });
  nav.push({ href: layout.contactLinkVia ?? layout.paths.contact, text: labels.contact });
  if (broken)
    nav.push({ href: `${layout.home === "/" ? "" : layout.home.slice(0, -1)}/jobs`, text: "Jobs" });
  return nav;
}

export const redirect = (location: string): SandboxPage => ({
  status: 301,
  headers: { location, "content-type": "text/html; charset=utf-8" },
  body: new TextEncoder().encode(`<a href="${location}">Moved Permanently</a>\n`),
});

export function robotsTxt(
  rng: Rng,
  features: MessFeature[],
  layout: SiteLayout,
): { text: string; disallowed: string[] } | undefined {
  const lines = ["User-agent: *"];
  const disallowed: string[] = [];
  if (features.includes("robots-disallow-all")) disallowed.push("/");
  else if (features.includes("robots-disallow-some"))
    disallowed.push(rng.chance(0.5) ? layout.paths.team : layout.paths.contact, "/admin/");
  else if (!features.includes("crawl-delay") && rng.chance(0.6)) return undefined;
  else disallowed.push("/wp-admin/");
  for (const path of disallowed) lines.push(`Disallow: ${path}`);
  if (features.includes("crawl-delay")) lines.push(`Crawl-delay: ${rng.int(1, 3)}`);
  return {
    text: `${lines.join("\n")}\n`,
    disallowed: disallowed.filter((d) => d !== "/wp-admin/" && d !== "/admin/"),
  };
}
