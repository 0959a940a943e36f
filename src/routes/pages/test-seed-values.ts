import type { StoredCriterion } from "../../../db/schema/results";

/*
 * What /__test/seed-leads stores per lead. The "long" set is the widest a real crawl yields
 * (80-character names, 300-character descriptions, long addresses and quoted criteria), so the
 * layout test (tests/e2e/layout.e2e.ts) sees tables at their worst without a research run.
 */

/** `text` repeated and cut to exactly `length` characters. */
const padTo = (text: string, length: number) =>
  text.repeat(Math.ceil(length / text.length)).slice(0, length);

const DESCRIPTION =
  "Designs and manufactures corrugated and folding carton packaging for food, cosmetics and pharmaceutical brands, with in-house printing, die-cutting, gluing and warehousing, serving customers across Europe from three production sites. ";

/** A lead's company and contact fields; odd leads of the short set have only name and website. */
export function seededLead(i: number, domain: string, long: boolean) {
  if (long) {
    const host = `${padTo(`lead${i}-industrial-packaging-solutions-`, 60)}.example.com`;
    return {
      company: {
        companyName: padTo(
          `Seeded Industrial Packaging and Folding Carton Manufacturing Group ${i} GmbH & Co. KG `,
          80,
        ),
        website: `https://www.${host}/en/company/about-us/locations-and-production-sites?ref=${i}`,
        industry: "Packaging and containers manufacturing",
        companyDescription: padTo(DESCRIPTION, 300),
        companyEmail: `customer.service.international.sales-${i}@${host}`,
        companyPhone: `+49 (0) 89 1234 5678-${i}`,
      },
      contact: {
        contactName: `Maximiliane Alexandra von Hohenberg-Schwarzenfeld ${i}`,
        contactTitle:
          "Head of International Procurement and Strategic Purchasing (Einkaufsleitung)",
        contactEmail: `maximiliane.von.hohenberg-schwarzenfeld.${i}@${host}`,
        contactPhone: `+49 (0) 89 1234 5679-${i}`,
      },
      criteria: longCriteria(`https://www.${host}/en/company/about-us/production`),
    };
  }
  const full = i % 2 === 1;
  return {
    company: {
      companyName: `Seeded Company ${i}`,
      website: domain,
      industry: full ? "Packaging" : null,
      companyDescription: full ? `Makes folding boxes (${i}).` : null,
      companyEmail: full ? `info@${domain}` : null,
      companyPhone: full ? `+49 89 1000 ${i}` : null,
    },
    contact: full
      ? {
          contactName: `Dana Seed ${i}`,
          contactTitle: "CEO",
          contactEmail: `dana@${domain}`,
          contactPhone: `+49 89 2000 ${i}`,
        }
      : null,
    criteria: [] as StoredCriterion[],
  };
}

/** Every criterion met, each with a quote of the stored maximum (200 characters) and its page. */
function longCriteria(url: string): StoredCriterion[] {
  return ["country", "city", "companyType", "products"].map((criterion) => ({
    criterion,
    met: true,
    reason: padTo(`The site states this plainly on its production page for ${criterion}. `, 140),
    quote: padTo(DESCRIPTION, 200),
    url,
  }));
}

/** A rejected company; the long one failed every criterion, each with its quote and page. */
export function seededRejection(i: number, stamp: string, long: boolean) {
  if (!long) {
    return {
      companyName: `Rejected Company ${i}`,
      website: `rejected-${i}-${stamp}.example.com`,
      reasoning: "Sells packaging but does not make it.",
      criteria: [] as StoredCriterion[],
    };
  }
  const lead = seededLead(i, `rejected-${i}-${stamp}.example.com`, true);
  return {
    companyName: lead.company.companyName,
    website: lead.company.website,
    reasoning: padTo("Sells packaging made by others and runs no production of its own. ", 300),
    criteria: lead.criteria.map((c) => ({ ...c, met: false })),
  };
}
