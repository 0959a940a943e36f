import { describe, expect, test } from "bun:test";
import { checkLeadValues } from "../bench/lib/contact-provenance.ts";
import { pageShows, ReadableSites, readableHtml } from "../bench/lib/readable-pages.ts";
import type { LeadView } from "../src/projects/views";
import type { SandboxCorpus } from "../src/sandbox/corpus.ts";

/*
 * The quality bench's "on the site" check counts only visible text: a value a page hides
 * (display:none and the like) is on no page a visitor sees, so a lead showing it is fabricated.
 */

const DOMAIN = "pumpen-muster.test";
const HOME = `<html><body><h1>Pumpen Muster</h1><p>Tel. 040 1234567</p>
  <div style="display:none">Tel. 030 9876543 · ceo@pumpen-muster.test · Anna Weber</div>
  <p aria-hidden="true">sales@pumpen-muster.test</p><p>info [at] pumpen-muster.test</p></body></html>`;

function corpusOf(html: string): SandboxCorpus {
  const page = {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    body: new TextEncoder().encode(html),
  };
  return {
    seed: 1,
    companies: [],
    sites: [
      {
        domain: DOMAIN,
        kind: "company",
        language: "de",
        pages: { "/": page },
        hasMail: true,
        documents: [],
      },
    ],
  } as unknown as SandboxCorpus;
}

describe("the bench counts only visible text as on the site", () => {
  test("a hidden phone, email or name is not shown by the page", () => {
    const page = readableHtml("/", HOME);
    expect(pageShows(page, "phone", "+49401234567")).toBe(true);
    expect(pageShows(page, "email", "info@pumpen-muster.test")).toBe(true);
    expect(pageShows(page, "phone", "+49309876543")).toBe(false);
    expect(pageShows(page, "email", "ceo@pumpen-muster.test")).toBe(false);
    expect(pageShows(page, "email", "sales@pumpen-muster.test")).toBe(false);
    expect(pageShows(page, "text", "Anna Weber")).toBe(false);
  });

  test("a lead whose phone is only inside display:none counts as fabricated", () => {
    const sites = new ReadableSites(corpusOf(HOME));
    const lead = {
      companyPhone: "+49309876543",
      companyPhoneSource: `https://${DOMAIN}/`,
      companyEmail: "info@pumpen-muster.test",
      companyEmailSource: `https://${DOMAIN}/`,
    } as unknown as LeadView;
    const checks = checkLeadValues(sites, DOMAIN, lead);
    expect(checks.map((check) => [check.field, check.onSite, check.sourceShowsIt])).toEqual([
      ["company email", true, true],
      ["company phone", false, false],
    ]);
  });
});
