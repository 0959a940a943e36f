import { afterEach, describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import {
  DEFAULT_PAGE_BUDGET,
  leadContact,
  readCompany,
} from "../src/research/run/company-reader.ts";
import { fetcherFor, startWeb, stopWeb } from "./helpers/stand-in-web.ts";
import { SITES, siteHandlers } from "./helpers/wanted-person-sites.ts";

/*
 * From the page to the lead (issue 27): small sites in the nine languages, each naming the wanted
 * person where a visitor would look for them and reached the way such sites link it (a dropdown
 * under "Unternehmen", a footer only, a /pt/ prefix, a people page two clicks deep behind the
 * about page, a menu full of products and news). A run reads the site within its page budget and
 * the lead shows that person with the title as the page prints it, and no one else.
 */

afterEach(stopWeb);

describe("the wanted person reaches the lead", () => {
  for (const site of SITES) {
    test(`${site.language}: ${site.wanted} → ${site.person.title} on ${site.host}`, async () => {
      const web = startWeb({ [site.host]: siteHandlers(site) });
      const reading = await readCompany(
        { fetcher: fetcherFor(web), extractor: createExtractor() },
        `http://${site.host}/`,
        site.host,
        undefined,
      );
      if (!reading.ok) throw new Error(reading.reason);
      const { person } = leadContact(reading.facts, site.wanted);
      expect({ name: person?.name.value, title: person?.title.value }).toEqual(site.person);
      // The homepage (and its redirect) and no more than the budget of linked pages.
      const fetched = new Set(web.pages().map((hit) => hit.path));
      fetched.delete("/");
      expect(fetched.size).toBeLessThanOrEqual(DEFAULT_PAGE_BUDGET + 1);
      // Nobody the pages do not name.
      const text = reading.pages.map((p) => p.body).join("\n");
      for (const someone of reading.facts.people) expect(text).toContain(someone.name.value);
    });
  }
});
