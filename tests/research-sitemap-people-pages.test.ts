import { afterEach, describe, expect, test } from "bun:test";
import { sitemapLocations } from "../src/research/fetcher/sitemap.ts";
import type { Fetcher } from "../src/research/ports.ts";
import {
  SITEMAP_PEOPLE_PAGES,
  sitemapPeoplePages,
} from "../src/research/run/sitemap-people-pages.ts";
import { fetcherFor, html, startWeb, stopWeb } from "./helpers/stand-in-web.ts";

/*
 * The sitemap as a fallback for a people page no link reaches: what a sitemap lists, which of
 * its addresses name a people page in each language, and that robots.txt and the site's bounds
 * hold for the sitemap as for any page.
 */

afterEach(stopWeb);

const xml = (body: string, type = "application/xml") =>
  new Response(body, { headers: { "content-type": type } });

describe("what a sitemap lists", () => {
  test("the pages of a urlset, entities and CDATA read", () => {
    const listed = sitemapLocations(`<?xml version="1.0"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>https://firma.example/</loc><lastmod>2024-01-01</lastmod></url>
        <url><loc> https://firma.example/index.php?id=3&amp;L=1 </loc></url>
        <url><loc><![CDATA[https://firma.example/team]]></loc></url>
      </urlset>`);
    expect(listed).toEqual({
      pages: [
        "https://firma.example/",
        "https://firma.example/index.php?id=3&L=1",
        "https://firma.example/team",
      ],
      sitemaps: [],
    });
  });

  test("the sitemaps of a sitemap index", () => {
    const listed = sitemapLocations(
      `<sitemapindex><sitemap><loc>https://firma.example/post-sitemap.xml</loc></sitemap></sitemapindex>`,
    );
    expect(listed).toEqual({ pages: [], sitemaps: ["https://firma.example/post-sitemap.xml"] });
  });

  test("nothing from a page that is no sitemap", () => {
    expect(sitemapLocations("<html><body>Not found</body></html>")).toEqual({
      pages: [],
      sitemaps: [],
    });
  });
});

/** A fetcher port whose sitemap lists these addresses: the choice alone is under test. */
const listing = (addresses: string[]): Fetcher => ({
  fetch: async () => ({ ok: false, reason: "network" }),
  sitemapPages: async () => addresses,
});

describe("which listed addresses name a people page", () => {
  test.each<[string, string]>([
    ["de", "/unternehmen/ansprechpartner"],
    ["fr", "/notre-equipe"],
    ["it", "/chi-siamo/il-team"],
    ["es", "/sobre-nosotros/equipo"],
    ["nl", "/over-ons/medewerkers"],
    ["pl", "/o-nas/zespol"],
    ["sv", "/om-oss/medarbetare"],
    ["pt", "/a-empresa/equipa"],
    ["en", "/about/leadership"],
  ])("%s: %s among products and posts", async (_language, path) => {
    const site = "https://www.firma.example";
    const found = await sitemapPeoplePages(
      listing([
        `${site}/`,
        `${site}/produkte/pumpe-1`,
        `${site}/blog/2024/messe`,
        `${site}${path}`,
        `${site}/kontakt`,
      ]),
      `${site}/`,
      new Set(),
    );
    expect(found).toEqual([`${site}${path}`]);
  });

  test("a few at most, the page's own name first, never another site's or one already read", async () => {
    const found = await sitemapPeoplePages(
      listing([
        "https://agency.example/team",
        "https://firma.example/about/team-events",
        "https://firma.example/unser-team",
        "https://firma.example/team",
        "https://firma.example/mitarbeiter",
        "https://firma.example/geschaeftsfuehrung",
      ]),
      "https://firma.example/",
      new Set(["https://firma.example/unser-team"]),
    );
    expect(found).toHaveLength(SITEMAP_PEOPLE_PAGES);
    expect(found).not.toContain("https://agency.example/team");
    expect(found).not.toContain("https://firma.example/unser-team");
  });

  test("none from a fetcher that reads no sitemaps", async () => {
    const fetcher: Fetcher = { fetch: async () => ({ ok: false, reason: "network" }) };
    expect(await sitemapPeoplePages(fetcher, "https://firma.example/", new Set())).toEqual([]);
  });
});

describe("the HTTP fetcher reads sitemaps as it reads pages", () => {
  const host = "firma.example";
  const urlset = (paths: string[]) =>
    xml(
      `<urlset>${paths.map((path) => `<url><loc>http://${host}${path}</loc></url>`).join("")}</urlset>`,
    );

  test("where robots.txt's Sitemap lines say, an index followed, other sites left out", async () => {
    const web = startWeb({
      [host]: {
        "/robots.txt": () =>
          new Response(`User-agent: *\nAllow: /\nSitemap: http://${host}/index.xml\n`),
        "/index.xml": () =>
          xml(
            `<sitemapindex><sitemap><loc>http://${host}/pages.xml</loc></sitemap><sitemap><loc>http://cdn.other.example/x.xml</loc></sitemap></sitemapindex>`,
          ),
        "/pages.xml": () =>
          xml(
            `<urlset><url><loc>http://${host}/team</loc></url><url><loc>http://other.example/team</loc></url></urlset>`,
            "text/xml; charset=utf-8",
          ),
      },
    });
    const pages = await fetcherFor(web).sitemapPages?.(`http://${host}`);
    expect(pages).toEqual([`http://${host}/team`]);
    expect(web.pages().map((hit) => hit.path)).toEqual(["/index.xml", "/pages.xml"]);
  });

  test("at /sitemap.xml when robots.txt names none", async () => {
    const web = startWeb({ [host]: { "/sitemap.xml": () => urlset(["/", "/equipe"]) } });
    expect(await fetcherFor(web).sitemapPages?.(`http://${host}`)).toEqual([
      `http://${host}/`,
      `http://${host}/equipe`,
    ]);
  });

  test("not a sitemap robots.txt disallows", async () => {
    const web = startWeb({
      [host]: {
        "/robots.txt": () => new Response("User-agent: *\nDisallow: /sitemap.xml\n"),
        "/sitemap.xml": () => urlset(["/team"]),
      },
    });
    expect(await fetcherFor(web).sitemapPages?.(`http://${host}`)).toEqual([]);
    expect(web.pages()).toHaveLength(0);
  });

  test("not an HTML page served at the sitemap's address", async () => {
    const web = startWeb({
      [host]: { "/sitemap.xml": () => html("<html><body><a href='/team'>Team</a></body></html>") },
    });
    expect(await fetcherFor(web).sitemapPages?.(`http://${host}`)).toEqual([]);
  });
});
