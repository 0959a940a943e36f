import type { SandboxSite, SearchDocument } from "./corpus.ts";
import { escapeHtml } from "./mess.ts";
import type { Rng } from "./prng.ts";

/** A company domain that lapsed to a seller's "for sale" page. */
export function parkedSite(
  domain: string,
  formerName: string,
  doc: SearchDocument,
  rng: Rng,
): SandboxSite {
  const price = rng.int(5, 90) * 100;
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${domain} - This domain is for sale</title></head><body><h1>${domain}</h1><p>This domain is for sale! Buy now for $${price} or make an offer.</p><p>Related searches: ${escapeHtml(doc.text.split(" ").slice(0, 6).join(" "))}</p></body></html>\n`;
  return {
    domain,
    kind: "company",
    language: "en",
    pages: {
      "/": {
        status: 200,
        headers: { "content-type": "text/html; charset=utf-8" },
        body: new TextEncoder().encode(html),
      },
    },
    hasMail: false,
    // A search engine still remembers what the domain used to be.
    documents: [{ ...doc, title: formerName, snippet: `${domain} - This domain may be for sale.` }],
  };
}
