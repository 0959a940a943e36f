import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * People in the markup that site builders and themes render for team, about and contact pages,
 * written as their templates emit it (docs/decisions/029-builder-markup.md lists the templates
 * read): widget wrappers, icon-only social links, empty elements, bios, "read more" buttons. The
 * extractor must read each card's name with its own title (and its own contacts), never with a
 * neighbour card's title, a section heading, a button label or a testimonial's company.
 */

function run(body: string, countryCode: string) {
  const url = "https://www.example.com/team";
  return createExtractor().extract([pageWithBody(url, body)], { countryCode });
}

const people = (body: string, countryCode: string) =>
  run(body, countryCode).people.map((p) => [p.name.value, p.title.value]);

const contacts = (body: string, countryCode: string) =>
  run(body, countryCode).people.map((p) => [p.name.value, p.email?.value, p.phone?.value]);

type Member = [name: string, title: string];

/** Elementor's widget wrapper: every widget sits in two divs of its own. */
const widget = (kind: string, inner: string) =>
  `<div class="elementor-element elementor-widget elementor-widget-${kind}" data-element_type="widget"><div class="elementor-widget-container">${inner}</div></div>`;

/** An Elementor column holding widgets, in a section's row. */
const column = (widgets: string) =>
  `<div class="elementor-column elementor-col-33 elementor-top-column" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${widgets}</div></div>`;

const section = (heading: string, columns: string) =>
  `<section class="elementor-section elementor-top-section"><div class="elementor-container elementor-column-gap-default">${widget("heading", `<h2 class="elementor-heading-title elementor-size-default">${heading}</h2>`)}${columns}</div></section>`;

const socials = `<ul class="social"><li><a href="https://www.linkedin.com/in/x" target="_blank"><i class="fab fa-linkedin-in"></i></a></li><li><a href="https://twitter.com/x"><i class="fab fa-twitter"></i></a></li><li><a href="#"><i class="fab fa-facebook-f"></i></a></li></ul>`;

/** Essential Addons "Team Member": name in an h3, position in an h4, icon-only social list, bio. */
const eaelTeamMember = ([name, title]: Member, bio = "") =>
  widget(
    "eael-team-member",
    `<div id="eael-team-member-1a2b" class="eael-team-item eael-team-members-simple"><div class="eael-team-item-inner"><div class="eael-team-image"><figure><img src="team.jpg" alt=""></figure></div><div class="eael-team-content"><h3 class="eael-team-member-name">${name}</h3><h4 class="eael-team-member-position">${title}</h4>${socials.replace('class="social"', 'class="eael-team-member-social-profiles"')}<p class="eael-team-text">${bio}</p></div></div></div>`,
  );

/** Elementor "Image Box": an image, the title (a name) and the description (a position). */
const imageBox = ([name, title]: Member, tag = "h3") =>
  widget(
    "image-box",
    `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="p.jpg" class="attachment-full size-full" alt=""></figure><div class="elementor-image-box-content"><${tag} class="elementor-image-box-title">${name}</${tag}><p class="elementor-image-box-description">${title}</p></div></div>`,
  );

/** Elementor without a team widget: an image, a heading widget and a text editor widget. */
const headingAndText = ([name, title]: Member, extra = "") =>
  `${widget("image", '<img src="p.jpg" alt="">')}${widget("heading", `<h3 class="elementor-heading-title elementor-size-default">${name}</h3>`)}${widget("text-editor", `<p>${title}</p>${extra}`)}`;

/** Spectra (UAGB) "Team": name heading and a prefix span in one title wrap, then a description. */
const spectraTeam = ([name, title]: Member, desc = "") =>
  `<div class="wp-block-uagb-team uagb-team uagb-team__outer-wrap uagb-team__image-position-above uagb-team__align-center"><div class="uagb-team__wrap"><div class="uagb-team__content"><div class="uagb-team__image-wrap uagb-team__image-crop-circle"><img src="t.jpg" alt=""></div><div class="uagb-team__title-wrap"><h3 class="uagb-team__title">${name}</h3><span class="uagb-team__prefix">${title}</span></div><div class="uagb-team__desc-wrap"><p class="uagb-team__desc">${desc}</p></div><div class="uagb-team__social-icon-wrap"><ul class="uagb-team__social-list"><li class="uagb-team__social-icon"><a href="https://linkedin.com/in/x" aria-label="linkedin" title=""><svg viewBox="0 0 448 512"><path d="M100"></path></svg></a></li></ul></div></div></div></div>`;

/** Divi "Person": name in h4.et_pb_module_header, p.et_pb_member_position, bio, social links. */
const diviPerson = ([name, title]: Member, bio = "") =>
  `<div class="et_pb_module et_pb_team_member et_pb_team_member_0 clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img src="p.jpg" alt="${name}"></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${title}</p><div>${bio}</div><ul class="et_pb_member_social_links"><li><a href="https://linkedin.com/x" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li></ul></div></div>`;

/** Start Bootstrap "Agency" team section: photo, h4 name, muted position, round social buttons. */
const bootstrapMember = ([name, title]: Member) =>
  `<div class="col-lg-4"><div class="team-member"><img class="mx-auto rounded-circle" src="1.jpg" alt="..." /><h4>${name}</h4><p class="text-muted">${title}</p><a class="btn btn-dark btn-social mx-2" href="#!" aria-label="${name} Twitter Profile"><i class="fab fa-twitter"></i></a><a class="btn btn-dark btn-social mx-2" href="#!" aria-label="${name} LinkedIn Profile"><i class="fab fa-linkedin-in"></i></a></div></div>`;

/** Tailblocks "Team A": a bordered flex card, an avatar, an h2 name and a grey position line. */
const tailblocksMember = ([name, title]: Member) =>
  `<div class="p-2 lg:w-1/3 md:w-1/2 w-full"><div class="h-full flex items-center border-gray-200 border p-4 rounded-lg"><img alt="team" class="w-16 h-16 bg-gray-100 object-cover object-center flex-shrink-0 rounded-full mr-4" src="https://dummyimage.com/80x80"><div class="flex-grow"><h2 class="text-gray-900 title-font font-medium">${name}</h2><p class="text-gray-500">${title}</p></div></div></div>`;

/** WordPress core "Media & Text": the photo beside paragraphs, the name in bold. */
const mediaText = ([name, title]: Member, more = "") =>
  `<div class="wp-block-media-text alignwide is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="p.jpg" alt="" class="wp-image-12 size-full"/></figure><div class="wp-block-media-text__content"><p><strong>${name}</strong></p><p>${title}</p>${more}</div></div>`;

/** Elementor "Testimonial": the quote, then the signer's name and "job" (often with a company). */
const elementorTestimonial = (quote: string, name: string, job: string) =>
  widget(
    "testimonial",
    `<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">${quote}</div><div class="elementor-testimonial-meta elementor-has-image elementor-testimonial-image-position-aside"><div class="elementor-testimonial-meta-inner"><div class="elementor-testimonial-image"><img src="c.jpg" alt=""></div><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">${name}</div><div class="elementor-testimonial-job">${job}</div></div></div></div></div>`,
  );

describe("Essential Addons team member (title in an h4)", () => {
  test("a row of three widgets (de)", () => {
    const team: Member[] = [
      ["Katrin Vogel", "Geschäftsführerin"],
      ["Matthias Brandt", "Leiter Einkauf"],
      ["Sabine Krüger", "Vertriebsleiterin"],
    ];
    const body = section(
      "Unser Team",
      team
        .map((m) => column(eaelTeamMember(m, "Seit 2008 im Unternehmen und für Sie da.")))
        .join(""),
    );
    expect(people(body, "DE")).toEqual(team);
  });

  test("a card with an empty bio paragraph (it)", () => {
    const team: Member[] = [
      ["Giulia Ferri", "Responsabile acquisti"],
      ["Marco Bellini", "Amministratore delegato"],
    ];
    const body = section("Il nostro team", team.map((m) => column(eaelTeamMember(m))).join(""));
    expect(people(body, "IT")).toEqual(team);
  });
});

describe("Elementor image box", () => {
  test("names and positions (fr)", () => {
    const team: Member[] = [
      ["Claire Dubois", "Directrice générale"],
      ["Julien Moreau", "Responsable des achats"],
      ["Sophie Laurent", "Responsable commerciale"],
    ];
    const body = section("Notre équipe", team.map((m) => column(imageBox(m))).join(""));
    expect(people(body, "FR")).toEqual(team);
  });

  test("the description carries the card's own phone and email (es)", () => {
    const body = section(
      "Contacto",
      [
        column(
          imageBox([
            "Lucía Navarro",
            "Directora comercial<br>Tel. +34 912 345 678<br>lucia.navarro@example.es",
          ]),
        ),
        column(
          imageBox([
            "Pablo Herrera",
            "Jefe de compras<br>Tel. +34 912 345 679<br>pablo.herrera@example.es",
          ]),
        ),
      ].join(""),
    );
    expect(people(body, "ES")).toEqual([
      ["Lucía Navarro", "Directora comercial"],
      ["Pablo Herrera", "Jefe de compras"],
    ]);
    expect(contacts(body, "ES")).toEqual([
      ["Lucía Navarro", "lucia.navarro@example.es", "+34912345678"],
      ["Pablo Herrera", "pablo.herrera@example.es", "+34912345679"],
    ]);
  });
});

describe("Elementor heading and text editor widgets", () => {
  test("one column per person (nl)", () => {
    const team: Member[] = [
      ["Pieter de Vries", "Algemeen directeur"],
      ["Sanne Jansen", "Hoofd inkoop"],
      ["Daan Bakker", "Commercieel directeur"],
    ];
    const body = section("Ons team", team.map((m) => column(headingAndText(m))).join(""));
    expect(people(body, "NL")).toEqual(team);
  });

  test("a read-more button under each card is no title (sv)", () => {
    const team: Member[] = [
      ["Anna Lindqvist", "Verkställande direktör"],
      ["Johan Ekström", "Inköpschef"],
    ];
    const button = widget(
      "button",
      '<div class="elementor-button-wrapper"><a href="#" class="elementor-button-link elementor-button elementor-size-sm" role="button"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Läs mer</span></span></a></div>',
    );
    const body = section(
      "Vårt team",
      team.map((m) => column(`${headingAndText(m)}${button}`)).join(""),
    );
    expect(people(body, "SE")).toEqual(team);
  });
});

describe("Spectra team block (position in a span beside the name)", () => {
  test("names and prefixes (pt)", () => {
    const team: Member[] = [
      ["Ana Ferreira", "Diretora geral"],
      ["Rui Carvalho", "Diretor comercial"],
      ["Marta Sousa", "Responsável de compras"],
    ];
    const body = `<h2 class="wp-block-heading">A nossa equipa</h2><div class="wp-block-columns">${team
      .map((m) => `<div class="wp-block-column">${spectraTeam(m, "Na empresa desde 2012.")}</div>`)
      .join("")}</div>`;
    expect(people(body, "PT")).toEqual(team);
  });
});

describe("Divi person module", () => {
  test("name, position, bio and social links (pl)", () => {
    const team: Member[] = [
      ["Katarzyna Nowak", "Prezes zarządu"],
      ["Tomasz Wiśniewski", "Kierownik działu zakupów"],
    ];
    const body = `<div class="et_pb_row et_pb_row_1">${team
      .map(
        (m) =>
          `<div class="et_pb_column et_pb_column_1_2">${diviPerson(m, "<p>Od 15 lat w branży.</p>")}</div>`,
      )
      .join("")}</div>`;
    expect(people(body, "PL")).toEqual(team);
  });
});

describe("Bootstrap and Tailwind team sections", () => {
  test("Start Bootstrap agency team with icon buttons (de)", () => {
    const team: Member[] = [
      ["Jonas Keller", "Geschäftsführer"],
      ["Lea Hoffmann", "Leiterin Vertrieb"],
      ["Felix Wagner", "Einkaufsleiter"],
    ];
    const body = `<section class="page-section bg-light" id="team"><div class="container"><div class="text-center"><h2 class="section-heading text-uppercase">Unser Team</h2><h3 class="section-subheading text-muted">Die Menschen hinter der Manufaktur</h3></div><div class="row">${team
      .map(bootstrapMember)
      .join("")}</div></div></section>`;
    expect(people(body, "DE")).toEqual(team);
  });

  test("tailblocks team cards (it)", () => {
    const team: Member[] = [
      ["Francesca Romano", "Direttrice commerciale"],
      ["Luca Esposito", "Responsabile acquisti"],
      ["Paolo Ricci", "Titolare"],
    ];
    const body = `<section class="text-gray-700 body-font"><div class="container px-5 py-24 mx-auto"><div class="flex flex-col text-center w-full mb-20"><h1 class="sm:text-3xl text-2xl font-medium title-font mb-4 text-gray-900">Il nostro team</h1><p class="lg:w-2/3 mx-auto leading-relaxed text-base">Persone che lavorano con passione dal 1987.</p></div><div class="flex flex-wrap -m-2">${team
      .map(tailblocksMember)
      .join("")}</div></div></section>`;
    expect(people(body, "IT")).toEqual(team);
  });
});

describe("WordPress media and text block", () => {
  test("bold name over the position, with the card's own email (fr)", () => {
    const body = [
      mediaText(
        ["Élodie Martin", "Gérante"],
        '<p><a href="mailto:e.martin@example.fr">e.martin@example.fr</a></p>',
      ),
      mediaText(
        ["Nicolas Petit", "Responsable des achats"],
        '<p><a href="mailto:n.petit@example.fr">n.petit@example.fr</a></p>',
      ),
    ].join("");
    expect(contacts(body, "FR")).toEqual([
      ["Élodie Martin", "e.martin@example.fr", undefined],
      ["Nicolas Petit", "n.petit@example.fr", undefined],
    ]);
    expect(people(body, "FR")).toEqual([
      ["Élodie Martin", "Gérante"],
      ["Nicolas Petit", "Responsable des achats"],
    ]);
  });
});

/** Kadence "Testimonials": a heading, the quote, then the signer's name and "occupation". */
const kadenceTestimonial = (heading: string, quote: string, name: string, occupation: string) =>
  `<div class="kt-testimonial-item-wrap kt-testimonial-item-0"><div class="kt-testimonial-text-wrap"><div class="kt-testimonial-title-wrap"><h3 class="kt-testimonial-title">${heading}</h3></div><div class="kt-testimonial-content-wrap"><blockquote class="kt-testimonial-content">${quote}</blockquote></div></div><div class="kt-testimonial-meta-wrap"><div class="kt-testimonial-media-wrap"><div class="kt-testimonial-image" style="background-image:url(c.jpg)"></div></div><div class="kt-testimonial-meta-name-wrap"><div class="kt-testimonial-name-wrap"><div class="kt-testimonial-name">${name}</div></div><div class="kt-testimonial-occupation-wrap"><div class="kt-testimonial-occupation">${occupation}</div></div></div></div></div>`;

/** Spectra "Testimonial": the quote, then the author's name and "company" spans. */
const spectraTestimonial = (quote: string, name: string, company: string) =>
  `<div class="uagb-testimonial__wrap"><div class="uagb-tm__content"><div class="uagb-tm__overlay"></div><div class="uagb-tm__text-wrap"><div class="uagb-tm__desc">${quote}</div><div class="uagb-tm__meta-inner"><div class="uagb-testimonial-details"><span class="uagb-tm__author-name">${name}</span><span class="uagb-tm__company">${company}</span></div></div></div></div></div>`;

/** Essential Addons "Testimonial": the text, a star rating, the user and their company. */
const eaelTestimonial = (quote: string, name: string, company: string) =>
  `<div class="eael-testimonial-item clearfix"><div class="eael-testimonial-image"><figure><img src="c.jpg" alt=""></figure></div><div class="eael-testimonial-content"><div class="eael-testimonial-text">${quote}</div><div class="eael-testimonial-rating"><ul class="testimonial-star-rating"><li><i class="fas fa-star"></i></li></ul></div><p class="eael-testimonial-user">${name}</p><p class="eael-testimonial-user-company">${company}</p></div></div>`;

/** The people read, with who they work for when they are another organisation's. */
const signers = (body: string, countryCode: string) =>
  run(body, countryCode).people.map((p) => [p.name.value, p.title.value, p.external]);

describe("testimonial widgets: the signer is a customer, the job slot no title by markup", () => {
  const quoteDe = "„Die Zusammenarbeit war von Anfang an unkompliziert und sehr professionell.“";
  const quoteFr = "« Une équipe réactive et des produits d'une qualité irréprochable. »";
  const quoteIt = "“Consegne sempre puntuali e un servizio clienti davvero eccellente.”";

  test("a bare title under a testimonial widget's quote is a customer's (de)", () => {
    const body = `${section("Unser Team", column(imageBox(["Katrin Vogel", "Geschäftsführerin"])))}${elementorTestimonial(quoteDe, "Thomas Berger", "Geschäftsführer")}`;
    expect(signers(body, "DE")).toEqual([
      ["Katrin Vogel", "Geschäftsführerin", undefined],
      ["Thomas Berger", "Geschäftsführer", {}],
    ]);
  });

  test("a company in the job slot is never read as a title (de, fr)", () => {
    expect(
      signers(
        `${section("Unser Team", column(imageBox(["Katrin Vogel", "Geschäftsführerin"])))}${elementorTestimonial(quoteDe, "Thomas Berger", "Berger Bau GmbH")}`,
        "DE",
      ),
    ).toEqual([["Katrin Vogel", "Geschäftsführerin", undefined]]);
    expect(
      signers(
        elementorTestimonial(quoteFr, "Paul Girard", "Boulangerie Girard") +
          elementorTestimonial(quoteFr, "Anne Roux", "Fromagerie Roux"),
        "FR",
      ),
    ).toEqual([]);
  });

  test("Kadence occupations: a title is a customer's, a firm no title, the next heading no firm (de, fr)", () => {
    expect(
      signers(
        kadenceTestimonial("Top Service", quoteDe, "Thomas Berger", "Geschäftsführer") +
          kadenceTestimonial("Sehr zu empfehlen", quoteDe, "Sandra Roth", "Einkaufsleiterin"),
        "DE",
      ),
    ).toEqual([
      ["Thomas Berger", "Geschäftsführer", {}],
      ["Sandra Roth", "Einkaufsleiterin", {}],
    ]);
    expect(
      signers(kadenceTestimonial("Parfait", quoteFr, "Paul Girard", "Boulangerie Girard"), "FR"),
    ).toEqual([]);
  });

  test("Spectra and Essential Addons signers (fr, it)", () => {
    expect(
      signers(
        spectraTestimonial(quoteFr, "Paul Girard", "Gérant") +
          spectraTestimonial(quoteFr, "Anne Roux", "Directrice des achats"),
        "FR",
      ),
    ).toEqual([
      ["Paul Girard", "Gérant", {}],
      ["Anne Roux", "Directrice des achats", {}],
    ]);
    expect(
      signers(
        eaelTestimonial(quoteIt, "Paolo Ricci", "Titolare") +
          eaelTestimonial(quoteIt, "Sara Greco", "Pasticceria Greco"),
        "IT",
      ),
    ).toEqual([["Paolo Ricci", "Titolare", {}]]);
  });

  test("a firm quoting its own manager in a plain quotation keeps the manager (es)", () => {
    expect(
      signers(
        '<blockquote class="wp-block-quote"><p>«Llevamos treinta años envasando para la industria alimentaria.»</p><cite>Javier Ortega Martín, Director General</cite></blockquote>',
        "ES",
      ),
    ).toEqual([["Javier Ortega Martín", "Director General", undefined]]);
  });
});

describe("Elementor testimonials", () => {
  test("a customer's job and company is another organisation's (de)", () => {
    const body = `${section("Unser Team", column(imageBox(["Katrin Vogel", "Geschäftsführerin"])))}${elementorTestimonial(
      "„Seit Jahren beziehen wir unsere Verpackungen hier – immer pünktlich und in bester Qualität.“",
      "Thomas Berger",
      "Einkaufsleiter, Berger Feinkost GmbH",
    )}`;
    const result = run(body, "DE").people;
    const own = result.filter((p) => !p.external);
    expect(own.map((p) => [p.name.value, p.title.value])).toEqual([
      ["Katrin Vogel", "Geschäftsführerin"],
    ]);
    const signer = result.find((p) => p.name.value === "Thomas Berger");
    expect(signer?.external?.organisation).toBe("Berger Feinkost GmbH");
  });
});

/** Kadence "Info Box" used as a team card: the whole box is a link, with a "learn more" span. */
const kadenceInfoBox = ([name, title]: Member, more: string) =>
  `<div class="wp-block-kadence-infobox kt-info-box_1a2b"><a class="kt-blocks-info-box-link-wrap info-box-link kt-blocks-info-box-media-align-top" href="/team/${name.split(" ")[0]?.toLowerCase()}"><div class="kt-blocks-info-box-media-container"><div class="kt-blocks-info-box-media kt-info-media-animate-none"><div class="kadence-info-box-image-inner-intrisic-container"><img src="p.jpg" alt="" class="kt-info-box-image"></div></div></div><div class="kt-infobox-textcontent"><h3 class="kt-blocks-info-box-title">${name}</h3><p class="kt-blocks-info-box-text">${title}</p><div class="kt-blocks-info-box-learnmore-wrap"><span class="kt-blocks-info-box-learnmore">${more}</span></div></div></a></div>`;

/** Happy Addons "Team Member": name, position, bio, and a "details" button opening a lightbox. */
const happyMember = ([name, title]: Member, button: string, bio: string) =>
  widget(
    "ha-member",
    `<figure class="ha-member-figure"><img src="p.jpg" alt=""></figure><div class="ha-member-body"><h2 class="ha-member-name">${name}</h2><div class="ha-member-position">${title}</div><div class="ha-member-bio"></div><button class="ha-btn ha-member-lightbox-btn" type="button"><span class="ha-btn-text">${button}</span></button></div><div class="ha-member-lightbox"><div class="ha-member-lightbox-close"></div><div class="ha-member-lightbox-inner"><div class="ha-member-lightbox-body"><p>${bio}</p></div></div></div>`,
  );

/** Bootstrap card opening a modal bio: the modal repeats the name and title over the bio. */
const bootstrapModalCard = ([name, title]: Member, id: string, button: string, bio: string) =>
  `<div class="col-md-4"><div class="card h-100 text-center"><img class="card-img-top" src="p.jpg" alt=""><div class="card-body"><h5 class="card-title">${name}</h5><p class="card-text">${title}</p><button type="button" class="btn btn-outline-primary" data-bs-toggle="modal" data-bs-target="#${id}">${button}</button></div></div><div class="modal fade" id="${id}" tabindex="-1" aria-hidden="true"><div class="modal-dialog"><div class="modal-content"><div class="modal-header"><h5 class="modal-title">${name}</h5><button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div><div class="modal-body"><p><em>${title}</em></p><p>${bio}</p></div></div></div></div></div>`;

describe("cards whose whole box is a link, with a call to action", () => {
  test("Kadence info boxes with 'learn more' (es)", () => {
    const team: Member[] = [
      ["Carmen Ortega", "Gerente"],
      ["Javier Molina", "Responsable de compras"],
      ["Elena Castro", "Directora financiera"],
    ];
    const body = `<h2 class="kt-adv-heading">Nuestro equipo</h2><div class="kb-row-layout-wrap"><div class="kt-row-column-wrap kt-has-3-columns">${team
      .map(
        (m) =>
          `<div class="wp-block-kadence-column"><div class="kt-inside-inner-col">${kadenceInfoBox(m, "Leer más")}</div></div>`,
      )
      .join("")}</div></div>`;
    expect(people(body, "ES")).toEqual(team);
  });
});

describe("bios revealed by a visible button", () => {
  test("Happy Addons lightbox bios are read once per person (nl)", () => {
    const team: Member[] = [
      ["Lotte Visser", "Directeur"],
      ["Bram Mulder", "Inkoper"],
    ];
    const body = section(
      "Wie wij zijn",
      team
        .map((m) =>
          column(happyMember(m, "Meer info", `${m[0]} werkt sinds 2010 bij ons bedrijf.`)),
        )
        .join(""),
    );
    expect(people(body, "NL")).toEqual(team);
  });

  test("Bootstrap modal bios repeat the card, and one person is read once (de)", () => {
    const team: Member[] = [
      ["Julia Schmitt", "Geschäftsführerin"],
      ["Tobias Becker", "Leiter Einkauf"],
      ["Nina Fischer", "Vertriebsleiterin"],
    ];
    const body = `<div class="container"><h2>Ansprechpartner</h2><div class="row">${team
      .map((m, i) => bootstrapModalCard(m, `bio${i}`, "Mehr erfahren", "Seit 2011 im Unternehmen."))
      .join("")}</div></div>`;
    expect(people(body, "DE")).toEqual(team);
  });
});

describe("a card with no title never borrows its neighbour's", () => {
  test("Essential Addons row where one position is empty (de)", () => {
    const body = section(
      "Team",
      [
        column(eaelTeamMember(["Katrin Vogel", "Geschäftsführerin"])),
        column(eaelTeamMember(["Matthias Brandt", ""])),
        column(eaelTeamMember(["Sabine Krüger", "Vertriebsleiterin"])),
      ].join(""),
    );
    expect(people(body, "DE")).toEqual([
      ["Katrin Vogel", "Geschäftsführerin"],
      ["Sabine Krüger", "Vertriebsleiterin"],
    ]);
  });

  test("image boxes where one description is empty (fr)", () => {
    const body = section(
      "Direction",
      [
        column(imageBox(["Claire Dubois", "Directrice générale"])),
        column(imageBox(["Julien Moreau", ""])),
        column(imageBox(["Sophie Laurent", "Responsable commerciale"])),
      ].join(""),
    );
    expect(people(body, "FR")).toEqual([
      ["Claire Dubois", "Directrice générale"],
      ["Sophie Laurent", "Responsable commerciale"],
    ]);
  });
});

describe("the title printed above the name", () => {
  test("a kicker span over the heading (it)", () => {
    const card = ([name, title]: Member) =>
      `<div class="team-item"><div class="team-img"><img src="p.jpg" alt=""></div><div class="team-info"><span class="team-role">${title}</span><h4 class="team-name">${name}</h4>${socials}</div></div>`;
    const team: Member[] = [
      ["Chiara Galli", "Amministratrice unica"],
      ["Davide Conti", "Responsabile vendite"],
      ["Elisa Marino", "Responsabile acquisti"],
    ];
    const body = `<div class="section-title"><h2>Chi siamo</h2></div><div class="row">${team
      .map((m) => `<div class="col-lg-4">${card(m)}</div>`)
      .join("")}</div>`;
    expect(people(body, "IT")).toEqual(team);
  });
});

describe("name and title in one heading", () => {
  test("a small element after a line break (pl, sv)", () => {
    const card = ([name, title]: Member) =>
      `<div class="col-sm-6"><div class="member"><img src="p.jpg" alt=""><h3>${name}<br><small>${title}</small></h3></div></div>`;
    expect(
      people(
        `<div class="row">${card(["Anna Zielińska", "Dyrektor handlowy"])}${card(["Piotr Lewandowski", "Kierownik zakupów"])}</div>`,
        "PL",
      ),
    ).toEqual([
      ["Anna Zielińska", "Dyrektor handlowy"],
      ["Piotr Lewandowski", "Kierownik zakupów"],
    ]);
    expect(
      people(
        `<div class="row">${card(["Karin Sjöberg", "VD"])}${card(["Erik Holm", "Inköpschef"])}</div>`,
        "SE",
      ),
    ).toEqual([
      ["Karin Sjöberg", "VD"],
      ["Erik Holm", "Inköpschef"],
    ]);
  });
});

/** Elementor "Image Box" used for contacts: the department as the box's title, the name under it. */
const departmentBox = (department: string, description: string) =>
  widget(
    "image-box",
    `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="p.jpg" alt=""></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${department}</h3><p class="elementor-image-box-description">${description}</p></div></div>`,
  );

/** Kadence "Info Box" likewise: the department in the box's heading, the name in its text. */
const departmentInfoBox = (department: string, name: string) =>
  `<div class="wp-block-kadence-column"><div class="wp-block-kadence-infobox"><div class="kt-blocks-info-box-link-wrap info-box-link"><div class="kt-infobox-textcontent"><h4 class="kt-blocks-info-box-title">${department}</h4><p class="kt-blocks-info-box-text">${name}</p></div></div></div></div>`;

describe("boxes headed by a department over the person's name", () => {
  test("repeated image boxes read each department as its person's title (de, it)", () => {
    expect(
      people(
        section(
          "Ansprechpartner",
          [
            column(departmentBox("Einkauf", "Jonas Keller<br>Tel. +49 30 1234568")),
            column(departmentBox("Vertrieb", "Lea Hoffmann<br>Tel. +49 30 1234569")),
            column(departmentBox("Buchhaltung", "Sabine Krüger<br>Tel. +49 30 1234570")),
          ].join(""),
        ),
        "DE",
      ),
    ).toEqual([
      ["Jonas Keller", "Einkauf"],
      ["Lea Hoffmann", "Vertrieb"],
      ["Sabine Krüger", "Buchhaltung"],
    ]);
    expect(
      contacts(
        section(
          "Contatti",
          [
            column(departmentBox("Ufficio acquisti", "Giulia Ferri<br>Tel. +39 02 1234567")),
            column(departmentBox("Amministrazione", "Marco Bellini<br>Tel. +39 02 1234568")),
          ].join(""),
        ),
        "IT",
      ),
    ).toEqual([
      ["Giulia Ferri", undefined, "+39021234567"],
      ["Marco Bellini", undefined, "+39021234568"],
    ]);
  });

  test("Kadence info boxes headed by departments (sv)", () => {
    const body = `<div class="kt-row-column-wrap">${departmentInfoBox("Försäljning", "Anna Lindqvist")}${departmentInfoBox("Inköp", "Johan Ekström")}</div>`;
    expect(people(body, "SE")).toEqual([
      ["Anna Lindqvist", "Försäljning"],
      ["Johan Ekström", "Inköp"],
    ]);
  });

  test("one box headed by a department is no card of a grid (de)", () => {
    expect(
      people(section("Kontakt", column(departmentBox("Presse", "Jonas Keller"))), "DE"),
    ).toEqual([]);
  });

  test("unclassed headings over names stay a page's sections (en)", () => {
    expect(
      people(
        "<div><h3>Media Requests</h3><p>Mina Harper<br>Bateman Group</p><h3>Sales</h3><p>Kevin Lowe<br>Acme Partners</p></div>",
        "US",
      ),
    ).toEqual([]);
  });
});

describe("a department box that prints the person's own title", () => {
  test("the title printed for the person, not the box's department (de, nl)", () => {
    const box = (department: string, name: string, title: string) =>
      column(departmentBox(department, `${name}<br>${title}<br>Tel. +49 30 1234567`));
    expect(
      people(
        section(
          "Ansprechpartner",
          box("Vertrieb", "Lea Hoffmann", "Vertriebsleiterin") +
            box("Einkauf", "Jonas Keller", "Einkaufsleiter"),
        ),
        "DE",
      ),
    ).toEqual([
      ["Lea Hoffmann", "Vertriebsleiterin"],
      ["Jonas Keller", "Einkaufsleiter"],
    ]);
  });
});
