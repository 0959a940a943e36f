import { address } from "./addresses.ts";
import {
  type DescribedCompany,
  homeDescription,
  honestDescription,
  searchDocument,
} from "./company-description.ts";
import { wordingCount } from "./company-wordings.ts";
import type { CompanyType, MessFeature, SandboxCompany, SandboxSite } from "./corpus.ts";
import type { City, Country } from "./countries.ts";
import type { Industry } from "./industries.ts";
import { drawFeatures, escapeHtml, PROMPT_INJECTIONS } from "./mess.ts";
import { companyName, slugify } from "./names.ts";
import { parkedSite } from "./parked-site.ts";
import { formatPhone, generateStaff, namesItsDirector, phoneNumber } from "./people.ts";
import { fill, phrases } from "./phrases.ts";
import { placedPeople } from "./placed-people.ts";
import type { Rng } from "./prng.ts";
import { navigation, siteLayout } from "./site-layout.ts";
import { servedPages } from "./site-pages.ts";
import { SiteRenderer } from "./site-renderer.ts";
import { BRANDS, COMPANY_EMAIL_LOCALS } from "./site-vocabulary.ts";
import { type Block, templateIds } from "./templates.ts";

/*
 * One fictional company: its ground truth and its website. The site is rendered from the same
 * decisions the ground truth records (who is named on which page, which email is shown where), so
 * the two cannot drift apart.
 */

export interface CompanyDraft {
  rng: Rng;
  country: Country;
  city: City;
  industry: Industry;
  companyType: CompanyType;
  /** Claims a domain label; returns a unique one (the generator owns uniqueness). */
  claimDomain: (label: string) => string;
}

export interface BuiltCompany {
  company: SandboxCompany;
  site: SandboxSite;
}

/** Builds one company's ground truth and website from a seeded draft. */
export function buildCompany(draft: CompanyDraft): BuiltCompany {
  const { rng, country, city, industry, companyType } = draft;
  const language = city.language ?? country.language;
  const text = phrases[language];
  const legalForm =
    language === "fr" && country.code === "CH" ? "SA" : rng.pick(country.legalForms);
  const { name, base } = companyName(rng, language, industry.stem[language], city.name, legalForm);
  const domain = `${draft.claimDomain(slugify(base, language))}.test`;
  const products = rng.sample(industry.products, rng.int(2, 3));
  const reseller = companyType === "distributor" || companyType === "wholesaler";
  const { features, emailStyle } = drawFeatures(rng, {
    legacyCharsetOk: language !== "pl",
    reseller,
    english: language === "en",
  });
  const has = (f: MessFeature) => features.includes(f);

  const localProducts = products.map((p) => p[language]);
  const described: DescribedCompany = {
    name,
    language,
    country,
    city,
    industry,
    companyType,
    products,
    // From a stream of its own, so that adding wordings never shifts the company's other draws.
    wording: rng.fork("wording").int(0, wordingCount(companyType) - 1),
    misleading: has("misleading-type"),
  };
  const description = homeDescription(described);
  const searchDoc = searchDocument(described);

  const groundTruth: SandboxCompany = {
    domain,
    name,
    country: country.code,
    city: city.name,
    region: city.region,
    language,
    industry: industry.id,
    companyType,
    products: products.map((p) => p.en),
    isParked: has("parked"),
    looksLikeManufacturer: has("misleading-type"),
    people: [],
    disallowed: [],
    features,
  };

  if (has("parked")) {
    const parked = parkedSite(domain, name, searchDoc, rng);
    return { company: { ...groundTruth, features: ["parked"] }, site: parked };
  }

  const staff = has("no-contacts")
    ? []
    : generateStaff(
        rng,
        language,
        country,
        city,
        domain,
        rng.pick(["first.last", "first.last", "f.last", "first"] as const),
        namesItsDirector(country, legalForm),
      );
  const layout = siteLayout(rng, language, features);
  const renderer = new SiteRenderer(rng, language, emailStyle, rng.pick(templateIds));
  const companyEmail = `${rng.pick(COMPANY_EMAIL_LOCALS[language])}@${domain}`;
  const companyPhone = phoneNumber(rng, country, city);
  const phoneStyle = rng.chance(0.7) ? "national" : "international";
  const addressLines = address(rng, language, country.code, city.name);
  const year = rng.int(1950, 2019);
  const showContactForm = !has("no-contacts") || rng.chance(0.5);

  const heads = staff.filter((s) => s.primaryTitle === "CEO" || s.primaryTitle === "Owner");
  const showPersonEmails = rng.chance(0.6);
  const showPersonPhones = rng.chance(0.3);
  const footerPhone = showContactForm && rng.chance(0.3);

  const pages = new Map<string, Block[]>();
  const titles = new Map<string, string>();
  const addPage = (path: string, title: string, blocks: Block[]) => {
    pages.set(path, blocks);
    titles.set(path, title);
  };
  const injection = has("prompt-injection") ? rng.pick(PROMPT_INJECTIONS) : undefined;

  // Home.
  addPage(layout.home, fill(text.welcome, { name }), [
    { kind: "paragraph", html: escapeHtml(description) },
    { kind: "heading", text: text.productsHeading },
    { kind: "list", items: localProducts },
    ...(injection ? [{ kind: "paragraph" as const, html: escapeHtml(injection) }] : []),
  ]);

  // About, with the heads named when there is no team page. A misleading reseller looks like a
  // maker on its home page and in search, but its about page says what it really does, as real
  // ones tend to: a careful reader can tell, a snippet reader cannot.
  const aboutBlocks: Block[] = [
    {
      kind: "paragraph",
      html: `${escapeHtml(honestDescription(described))} ${escapeHtml(fill(text.founded, { year: String(year), city: city.name }))}`,
    },
  ];
  const namedOnAbout = !layout.hasTeam && !has("imprint-only-decision-maker") ? heads : [];
  if (namedOnAbout.length > 0) {
    aboutBlocks.push({
      kind: "rows",
      rows: namedOnAbout.map((p) => ({ label: p.title, html: escapeHtml(p.fullName) })),
    });
  }
  addPage(layout.paths.about, text.nav.about, aboutBlocks);

  // Products, with a reseller's tell-tale brand list on half of the misleading sites.
  if (!(has("broken-links") && rng.chance(0.5))) {
    const blocks: Block[] = [{ kind: "list", items: localProducts }];
    if (has("misleading-type") && rng.chance(0.5)) {
      blocks.push(
        { kind: "heading", text: text.brandsCarried },
        { kind: "list", items: rng.sample(BRANDS, 3) },
      );
    }
    addPage(layout.paths.products, text.productsHeading, blocks);
  }

  // Contact.
  const contactRows: { label: string; html: string }[] = [
    {
      label: text.address,
      html: [name, ...addressLines, country.nameLocal].map(escapeHtml).join("<br>"),
    },
  ];
  if (showContactForm) {
    contactRows.push({
      label: text.phone,
      html: escapeHtml(formatPhone(companyPhone, phoneStyle)),
    });
    contactRows.push({ label: text.email, html: renderer.email(companyEmail) });
  }
  // A named sales contact stands in for a team page; imprint-only sites name nobody but the head.
  const contactPerson =
    layout.hasTeam || has("imprint-only-decision-maker")
      ? undefined
      : staff.find((s) => s.primaryTitle === "Sales Director");
  const contactBlocks: Block[] = [
    { kind: "heading", text: text.writeUs },
    { kind: "rows", rows: contactRows },
  ];
  if (contactPerson) contactBlocks.push(renderer.people([contactPerson], true, false, text));
  addPage(layout.paths.contact, text.nav.contact, contactBlocks);

  if (layout.hasTeam) {
    addPage(layout.paths.team, text.teamHeading, [
      renderer.people(staff, showPersonEmails, showPersonPhones, text),
    ]);
  }
  const namedOnImprint = layout.hasImprint && !has("no-contacts") ? heads : [];
  if (layout.hasImprint) {
    addPage(layout.paths.imprint, text.nav.imprint, [
      { kind: "paragraph", html: escapeHtml(text.imprintIntro) },
      { kind: "paragraph", html: [name, ...addressLines].map(escapeHtml).join("<br>") },
      ...(namedOnImprint.length > 0
        ? [
            { kind: "heading" as const, text: text.representedBy },
            {
              kind: "rows" as const,
              rows: namedOnImprint.map((p) => ({ label: p.title, html: escapeHtml(p.fullName) })),
            },
          ]
        : []),
      {
        kind: "paragraph",
        html: `${escapeHtml(text.vat)}: ${country.code}${rng.int(100000000, 999999999)}`,
      },
    ]);
  }

  groundTruth.people = placedPeople({
    staff,
    layout,
    pagePaths: pages,
    namedOnAbout,
    namedOnImprint,
    contactPerson,
    showPersonEmails,
    showPersonPhones,
  });

  const nav = navigation(layout, text.nav, pages, has("broken-links"));
  const footerHtml = `&copy; ${year} ${escapeHtml(name)} &middot; ${escapeHtml(text.rights)}${
    footerPhone
      ? ` &middot; ${escapeHtml(text.phone)} ${escapeHtml(formatPhone(companyPhone, phoneStyle))}`
      : ""
  }${layout.hasImprint ? ` &middot; <a href="${layout.paths.imprint}">${escapeHtml(text.nav.imprint)}</a>` : ""}`;
  if (showContactForm) {
    groundTruth.email = { value: companyEmail, pages: [layout.paths.contact] };
    groundTruth.phone = {
      value: companyPhone,
      pages: footerPhone ? [...pages.keys()].sort() : [layout.paths.contact],
    };
  }

  const served = servedPages(rng, {
    language,
    name,
    features,
    layout,
    renderer,
    pages,
    titles,
    nav,
    footerHtml,
  });
  groundTruth.disallowed = served.disallowed;

  return {
    company: groundTruth,
    site: {
      domain,
      kind: "company",
      language,
      country: country.code,
      pages: served.pages,
      hasMail: true,
      documents: [searchDoc],
    },
  };
}
