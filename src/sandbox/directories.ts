import type { SandboxCompany, SandboxPage, SandboxSite, SearchDocument } from "./corpus.ts";
import { countryByCode } from "./countries.ts";
import { industryById } from "./industries.ts";
import { escapeHtml } from "./mess.ts";
import type { Rng } from "./prng.ts";

/*
 * Directory, marketplace and social sites: they list many companies, rank well in search, and
 * are never a lead themselves. The engine must recognise and skip them.
 */

export const DIRECTORY_DOMAINS = {
  directory: "companies-directory.test",
  marketplace: "b2b-marketplace.test",
  social: "social-network.test",
} as const;

const html = (title: string, body: string): SandboxPage => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: new TextEncoder().encode(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>\n`,
  ),
});

const slugOf = (company: SandboxCompany) => company.domain.replace(/\.test$/, "");

/** The three aggregator sites over a corpus's companies. */
export function buildDirectorySites(rng: Rng, companies: readonly SandboxCompany[]): SandboxSite[] {
  return [directorySite(companies), marketplaceSite(rng, companies), socialSite(rng, companies)];
}

function directorySite(companies: readonly SandboxCompany[]): SandboxSite {
  const groups = new Map<string, SandboxCompany[]>();
  for (const c of companies) {
    const key = `${c.country.toLowerCase()}/${c.industry}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const pages: Record<string, SandboxPage> = {};
  const documents: SearchDocument[] = [];
  const index: string[] = [];
  for (const [key, members] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const first = members[0] as SandboxCompany;
    const country = countryByCode(first.country);
    const industry = industryById(first.industry);
    const lang = first.language;
    const title = `${industry.name.en} companies in ${country?.nameEn ?? first.country}`;
    const path = `/${key}`;
    pages[path] = html(
      `${title} | Companies Directory`,
      `<ul>${members.map((c) => `<li><a href="http://${c.domain}/">${escapeHtml(c.name)}</a> – ${escapeHtml(c.city)}</li>`).join("")}</ul>`,
    );
    index.push(`<li><a href="${path}">${escapeHtml(title)}</a></li>`);
    documents.push({
      path,
      title: `Top ${members.length} ${title} | Companies Directory`,
      snippet: `Find ${industry.name.en} manufacturers, suppliers and distributors in ${country?.nameEn}: ${members
        .slice(0, 3)
        .map((c) => c.name)
        .join(", ")} and more.`,
      text: `${industry.name[lang]} ${country?.nameLocal} ${members.map((c) => c.name).join(" ")}`,
      language: "en",
      country: first.country,
    });
  }
  pages["/"] = html("Companies Directory", `<ul>${index.join("")}</ul>`);
  return {
    domain: DIRECTORY_DOMAINS.directory,
    kind: "directory",
    language: "en",
    pages,
    hasMail: true,
    documents,
  };
}

function marketplaceSite(rng: Rng, companies: readonly SandboxCompany[]): SandboxSite {
  const listed = companies.filter(
    (c) => !c.isParked && c.companyType !== "service company" && rng.chance(0.12),
  );
  const pages: Record<string, SandboxPage> = {
    "/": html("B2B Marketplace", "<p>Source products from verified suppliers.</p>"),
  };
  const documents = listed.map((c): SearchDocument => {
    const industry = industryById(c.industry);
    const path = `/supplier/${slugOf(c)}`;
    pages[path] = html(
      `${c.name} – Supplier profile`,
      `<p>${escapeHtml(c.products.join(", "))}</p><p>${escapeHtml(c.city)}</p><p>Contact this supplier through B2B Marketplace.</p>`,
    );
    return {
      path,
      title: `${c.name} – ${industry.name.en} supplier | B2B Marketplace`,
      snippet: `${c.name}, ${c.city}: ${c.products.join(", ")}. Request a quote on B2B Marketplace.`,
      text: `${c.name} ${industry.name.en} ${industry.name[c.language]} ${c.products.join(" ")} supplier manufacturer ${c.city} ${countryByCode(c.country)?.nameEn}`,
      language: "en",
      country: c.country,
    };
  });
  return {
    domain: DIRECTORY_DOMAINS.marketplace,
    kind: "marketplace",
    language: "en",
    pages,
    hasMail: true,
    documents,
  };
}

function socialSite(rng: Rng, companies: readonly SandboxCompany[]): SandboxSite {
  const listed = companies.filter((c) => !c.isParked && rng.chance(0.12));
  const pages: Record<string, SandboxPage> = {
    "/": html("Social Network", "<p>Connect with professionals.</p>"),
  };
  const documents = listed.map((c): SearchDocument => {
    const industry = industryById(c.industry);
    const path = `/company/${slugOf(c)}`;
    const staff = c.people
      .map(
        (p) => `<li>${escapeHtml(p.name)} – ${escapeHtml(p.title)} at ${escapeHtml(c.name)}</li>`,
      )
      .join("");
    pages[path] = html(
      `${c.name} | Social Network`,
      `<p>${escapeHtml(industry.name.en)} · ${escapeHtml(c.city)}</p><ul>${staff}</ul>`,
    );
    return {
      path,
      title: `${c.name} | Social Network`,
      snippet: `${c.name} | ${industry.name.en} | ${c.city}. See who works here and follow for updates.`,
      text: `${c.name} ${industry.name.en} ${industry.name[c.language]} ${c.city} ${countryByCode(c.country)?.nameEn} ${c.people.map((p) => p.title).join(" ")}`,
      language: "en",
      country: c.country,
    };
  });
  return {
    domain: DIRECTORY_DOMAINS.social,
    kind: "social",
    language: "en",
    pages,
    hasMail: true,
    documents,
  };
}
