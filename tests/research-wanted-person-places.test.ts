import { afterEach, describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { discoverPageLinks } from "../src/research/extractor/links.ts";
import {
  DEFAULT_PAGE_BUDGET,
  leadContact,
  readCompany,
} from "../src/research/run/company-reader.ts";
import { fetchedPage } from "./helpers/pages.ts";
import { fetcherFor, startWeb, stopWeb, web } from "./helpers/stand-in-web.ts";
import { LISTED, NOBODY, PLACES, SITEMAPPED } from "./helpers/wanted-person-places.ts";
import { type Site, siteHandlers } from "./helpers/wanted-person-sites.ts";

afterEach(stopWeb);

async function leadOf(site: Site) {
  const web = startWeb({ [site.host]: siteHandlers(site) });
  const reading = await readCompany(
    { fetcher: fetcherFor(web), extractor: createExtractor() },
    `http://${site.host}/`,
    site.host,
    undefined,
  );
  if (!reading.ok) throw new Error(reading.reason);
  const fetched = new Set(web.pages().map((hit) => hit.path));
  fetched.delete("/");
  expect(fetched.size).toBeLessThanOrEqual(DEFAULT_PAGE_BUDGET + 1);
  return { reading, ...leadContact(reading.facts, site.wanted) };
}

describe("the wanted person is found wherever a visitor would find them", () => {
  for (const site of PLACES) {
    test(`${site.language}: ${site.wanted} → ${site.person.title} on ${site.host}`, async () => {
      const { person, reading } = await leadOf(site);
      expect({ name: person?.name.value, title: person?.title.value }).toEqual(site.person);
      const text = reading.pages.map((p) => p.body).join("\n");
      for (const someone of reading.facts.people) expect(text).toContain(someone.name.value);
    });
  }
});

describe("the person in one item of a list page: a news article, a job ad", () => {
  for (const site of LISTED) {
    test(`${site.language}: ${site.wanted} → ${site.person.title} on ${site.host}`, async () => {
      const { person } = await leadOf(site);
      expect({ name: person?.name.value, title: person?.title.value }).toEqual(site.person);
    });
  }
});

describe("a people page no link reaches is read from the sitemap", () => {
  for (const site of SITEMAPPED) {
    test(`${site.language}: ${site.wanted} → ${site.person.title} on ${site.host}`, async () => {
      const { person } = await leadOf(site);
      expect({ name: person?.name.value, title: person?.title.value }).toEqual(site.person);
      expect(web?.pages().some((hit) => hit.path.startsWith("/intern/"))).toBe(false);
    });
  }
});

describe("a site that names others but not the wanted person shows nobody for the role", () => {
  for (const site of NOBODY) {
    test(`${site.language}: no ${site.wanted} on ${site.host}`, async () => {
      const { person, reading } = await leadOf(site);
      expect(reading.facts.people.length).toBeGreaterThan(0);
      expect(person).toBeUndefined();
    });
  }
});

describe("a link no visitor can see or reveal leads nowhere", () => {
  const trap = (hiding: string) =>
    fetchedPage(
      "https://www.firma.example/",
      `<html><body><nav><a href="/kontakt">Kontakt</a></nav>
       <div ${hiding}><a href="/mitarbeiter">Mitarbeiter</a> <a href="/equipe">Équipe</a> <a href="/zespol">Zespół</a></div>
       </body></html>`,
    );
  const kinds = (hiding: string) => discoverPageLinks(trap(hiding)).map((link) => link.kind);

  test.each([
    ['style="position:absolute;left:-9999px"'],
    ['style="font-size:0"'],
    ['class="sr-only"'],
    ['style="opacity:0"'],
  ])("concealed by %s", (hiding) => {
    expect(kinds(hiding)).toEqual(["contact"]);
  });

  test("a collapsed menu a visitor opens is followed", () => {
    expect(kinds('id="menu" style="display:none"')).toEqual(["contact", "team", "team", "team"]);
  });
});
