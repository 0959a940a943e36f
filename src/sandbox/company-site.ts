import { address } from "./addresses.ts";
import type {
  CompanyType,
  Language,
  MessFeature,
  SandboxCompany,
  SandboxPage,
  SandboxPerson,
  SandboxSite,
  SearchDocument,
} from "./corpus.ts";
import type { City, Country } from "./countries.ts";
import type { Industry } from "./industries.ts";
import {
  drawFeatures,
  type EmailStyle,
  encodeLegacy,
  escapeHtml,
  type LegacyCharset,
  PROMPT_INJECTIONS,
  renderEmail,
} from "./mess.ts";
import { companyName, slugify } from "./names.ts";
import {
  formatPhone,
  generateStaff,
  namesItsDirector,
  phoneNumber,
  type StaffMember,
} from "./people.ts";
import { describeCompany, fill, type PageSlugs, phrases, wordingCount } from "./phrases.ts";
import type { Rng } from "./prng.ts";
import {
  type Block,
  type PageShell,
  type PersonEntry,
  renderPage,
  type TemplateId,
  templateIds,
} from "./templates.ts";

/*
 * One fictional company: its ground truth and its website. The site is rendered from the same
 * decisions the ground truth records (who is named on which page, which email is shown where), so
 * the two cannot drift apart.
 */

/** Words a search engine sees for each company type, per language (also SEO keywords). */
const TYPE_NOUNS: Record<Language, Record<CompanyType, string>> = {
  de: {
    manufacturer: "Hersteller",
    distributor: "Vertriebspartner Händler",
    wholesaler: "Großhandel Großhändler",
    "service company": "Dienstleister Service",
    retailer: "Fachgeschäft Einzelhandel",
  },
  fr: {
    manufacturer: "fabricant",
    distributor: "distributeur",
    wholesaler: "grossiste",
    "service company": "prestataire services",
    retailer: "magasin détaillant",
  },
  it: {
    manufacturer: "produttore",
    distributor: "distributore",
    wholesaler: "ingrosso grossista",
    "service company": "servizi assistenza",
    retailer: "negozio rivenditore",
  },
  es: {
    manufacturer: "fabricante",
    distributor: "distribuidor",
    wholesaler: "mayorista",
    "service company": "servicios",
    retailer: "tienda minorista",
  },
  nl: {
    manufacturer: "fabrikant producent",
    distributor: "distributeur",
    wholesaler: "groothandel",
    "service company": "dienstverlener",
    retailer: "winkel detailhandel",
  },
  pl: {
    manufacturer: "producent",
    distributor: "dystrybutor",
    wholesaler: "hurtownia",
    "service company": "usługi serwis",
    retailer: "sklep",
  },
  sv: {
    manufacturer: "tillverkare",
    distributor: "distributör",
    wholesaler: "grossist",
    "service company": "tjänster",
    retailer: "butik",
  },
  en: {
    manufacturer: "manufacturer",
    distributor: "distributor",
    wholesaler: "wholesaler",
    "service company": "service provider",
    retailer: "retailer shop",
  },
  pt: {
    manufacturer: "fabricante",
    distributor: "distribuidor",
    wholesaler: "grossista",
    "service company": "serviços",
    retailer: "loja retalhista",
  },
};

const COMPANY_EMAIL_LOCALS: Record<Language, readonly string[]> = {
  de: ["info", "kontakt", "info"],
  fr: ["contact", "info"],
  it: ["info", "commerciale"],
  es: ["info", "contacto"],
  nl: ["info"],
  pl: ["biuro", "kontakt"],
  sv: ["info", "kontakt"],
  en: ["info", "hello", "sales"],
  pt: ["geral", "info"],
};

const BRANDS = [
  "Norvex",
  "Altura",
  "Kelmar",
  "Vantor",
  "Brightline",
  "Oskar & Lind",
  "Tecnova",
  "Hydralis",
];

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

interface SiteLayout {
  home: string;
  paths: Record<keyof PageSlugs, string>;
  hasTeam: boolean;
  hasImprint: boolean;
  /** The nav's link to contact when it goes through a 301 (redirect-path). */
  contactLinkVia?: string;
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
  // From a stream of its own, so that adding wordings never shifts the company's other draws.
  const wording = rng.fork("wording").int(0, wordingCount(companyType) - 1);
  const description = fill(
    has("misleading-type") ? text.vagueSupplier : describeCompany(language, companyType, wording),
    {
      products: localProducts.join(", "),
      city: city.name,
      country: country.nameLocal,
    },
  );
  const englishDescription = fill(
    has("misleading-type") ? phrases.en.vagueSupplier : describeCompany("en", companyType, wording),
    {
      products: products.map((p) => p.en).join(", "),
      city: city.nameEn ?? city.name,
      country: country.nameEn,
    },
  );
  const searchDoc: SearchDocument = {
    path: "/",
    title: `${name} – ${industry.name[language]} – ${city.name}`,
    snippet: description,
    text: [
      name,
      description,
      englishDescription,
      industry.name[language],
      industry.name.en,
      ...localProducts,
      ...products.map((p) => p.en),
      TYPE_NOUNS[language][has("misleading-type") ? "manufacturer" : companyType],
      TYPE_NOUNS.en[has("misleading-type") ? "manufacturer" : companyType],
      city.name,
      city.nameEn ?? "",
      city.region,
      city.regionEn ?? "",
      country.nameLocal,
      country.nameEn,
    ].join(" "),
    language,
    country: country.code,
  };

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
  const honestDescription = has("misleading-type")
    ? fill(text.describe[companyType], {
        products: localProducts.join(", "),
        city: city.name,
        country: country.nameLocal,
      })
    : description;
  const aboutBlocks: Block[] = [
    {
      kind: "paragraph",
      html: `${escapeHtml(honestDescription)} ${escapeHtml(fill(text.founded, { year: String(year), city: city.name }))}`,
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

  // Ground truth from the placement decisions above.
  const personPages = new Map<StaffMember, Set<string>>();
  const note = (person: StaffMember, path: string) => {
    if (!pages.has(path)) return;
    const set = personPages.get(person) ?? new Set<string>();
    set.add(path);
    personPages.set(person, set);
  };
  for (const p of namedOnAbout) note(p, layout.paths.about);
  for (const p of namedOnImprint) note(p, layout.paths.imprint);
  if (layout.hasTeam) for (const p of staff) note(p, layout.paths.team);
  if (contactPerson) note(contactPerson, layout.paths.contact);
  groundTruth.people = staff
    .filter((s) => personPages.has(s))
    .map((s): SandboxPerson => {
      const onTeam = layout.hasTeam;
      const shownEmail = (onTeam && showPersonEmails) || s === contactPerson;
      const shownPhone = onTeam && showPersonPhones;
      return {
        name: s.fullName,
        title: s.title,
        primaryTitle: s.primaryTitle,
        ...(shownEmail ? { email: s.email } : {}),
        ...(shownPhone ? { phone: s.phone } : {}),
        pages: [...(personPages.get(s) ?? [])].sort(),
      };
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

  const charset: { legacy?: LegacyCharset; inHeader: boolean; meta?: string } = has(
    "charset-header",
  )
    ? { legacy: rng.pick(["iso-8859-1", "windows-1252"] as const), inHeader: true }
    : has("charset-meta-only")
      ? { legacy: rng.pick(["iso-8859-1", "windows-1252"] as const), inHeader: false }
      : { inHeader: rng.chance(0.8) };
  const metaCharset = charset.legacy
    ? charset.inHeader
      ? undefined
      : rng.chance(0.5)
        ? charset.legacy
        : `http-equiv:${charset.legacy}`
    : rng.chance(0.9)
      ? "utf-8"
      : undefined;
  const contentType = charset.inHeader
    ? `text/html; charset=${charset.legacy ?? "utf-8"}`
    : "text/html";
  const slowPath = has("slow-pages") ? layout.paths.contact : undefined;

  const sitePages: Record<string, SandboxPage> = {};
  for (const [path, blocks] of pages) {
    const shell: PageShell = {
      lang: language,
      title: titles.get(path) ?? name,
      siteName: name,
      nav,
      blocks,
      footerHtml,
      ...(metaCharset ? { metaCharset } : {}),
      ...(renderer.usedCloudflare
        ? {
            tailHtml: `<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>`,
          }
        : {}),
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
  const robots = robotsTxt(rng, features, layout);
  if (robots) {
    sitePages["/robots.txt"] = {
      status: 200,
      headers: { "content-type": "text/plain; charset=utf-8" },
      body: new TextEncoder().encode(robots.text),
    };
    groundTruth.disallowed = robots.disallowed;
  }
  if (renderer.usedCloudflare) {
    sitePages["/cdn-cgi/l/email-protection"] = {
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8" },
      body: new TextEncoder().encode(
        "<!DOCTYPE html><html><body><h1>Email Protection</h1><p>You are unable to access this email address.</p></body></html>\n",
      ),
    };
  }

  return {
    company: groundTruth,
    site: {
      domain,
      kind: "company",
      language,
      country: country.code,
      pages: sitePages,
      hasMail: true,
      documents: [searchDoc],
    },
  };
}

function siteLayout(rng: Rng, language: Language, features: MessFeature[]): SiteLayout {
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

function navigation(
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

const redirect = (location: string): SandboxPage => ({
  status: 301,
  headers: { location, "content-type": "text/html; charset=utf-8" },
  body: new TextEncoder().encode(`<a href="${location}">Moved Permanently</a>\n`),
});

function robotsTxt(
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

function parkedSite(
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

/** Renders people and emails in one site's style, remembering whether Cloudflare was used. */
class SiteRenderer {
  usedCloudflare = false;
  constructor(
    private readonly rng: Rng,
    readonly language: Language,
    private readonly emailStyle: EmailStyle,
    readonly template: TemplateId,
  ) {}

  email(address: string): string {
    if (this.emailStyle === "cloudflare") this.usedCloudflare = true;
    return renderEmail(address, this.emailStyle, this.rng);
  }

  people(
    staff: StaffMember[],
    withEmail: boolean,
    withPhone: boolean,
    text: { phone: string; email: string },
  ): Block {
    const people = staff.map(
      (s): PersonEntry => ({
        name: s.fullName,
        title: s.title,
        ...(withEmail ? { emailHtml: this.email(s.email) } : {}),
        ...(withPhone ? { phoneText: formatPhone(s.phone, "national") } : {}),
      }),
    );
    return { kind: "people", people, phoneLabel: text.phone, emailLabel: text.email };
  }
}
