import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * A bio under a name, as management and team pages print it: the paragraph refers back to the
 * heading's person by a pronoun, the given or family name, no subject at all (Italian, Spanish,
 * Portuguese, Polish), or opens with the title. Near misses: a bio that names another person's
 * title, a role that is over, a negated role, a customer's quote. Pages written for these tests.
 */

function roles(body: string, countryCode: string) {
  const url = "https://www.example.com/team";
  const facts = createExtractor().extract([pageWithBody(url, body)], { countryCode });
  return facts.people.map((p) => [p.name.value, p.primaryTitle ?? p.title.value]);
}

const card = (name: string, bio: string, tag = "h3") =>
  `<main><h2>Team</h2><div class="member"><${tag}>${name}</${tag}><p>${bio}</p></div>` +
  `<div class="member"><${tag}>Xavier Quell</${tag}><p>Lorem ipsum dolor sit amet.</p></div></main>`;

describe("the bio under a name gives its title", () => {
  test.each([
    [
      "de",
      "DE",
      "Anna Weber",
      "Seit 2015 ist sie Geschäftsführerin. Zuvor war sie zehn Jahre in der Industrie tätig.",
      "CEO",
    ],
    [
      "de",
      "AT",
      "Jürgen Maier",
      "Jürgen leitet seit 2012 den Einkauf und verhandelt mit unseren Lieferanten.",
      "Purchase Director",
    ],
    [
      "de",
      "CH",
      "Reto Casutt",
      "Leiter Verkauf seit 2019. Davor war er Aussendienstmitarbeiter im Tessin.",
      "Sales Director",
    ],
    [
      "fr",
      "FR",
      "Claire Dubois",
      "Elle est directrice commerciale depuis 2015 et a travaillé auparavant dans l'industrie.",
      "Sales Director",
    ],
    [
      "fr",
      "BE",
      "Marc Lefèvre",
      "Responsable des achats depuis 2018, il a rejoint l'entreprise en 2009.",
      "Purchase Director",
    ],
    [
      "it",
      "IT",
      "Giulia Romano",
      "È responsabile acquisti dal 2015 e in precedenza ha lavorato nell'industria.",
      "Purchase Director",
    ],
    [
      "it",
      "IT",
      "Marco Bianchi",
      "Dal 2015 guida l'azienda di famiglia, fondata dal nonno nel 1952.",
      "CEO",
    ],
    [
      "es",
      "ES",
      "Lucía Gómez",
      "Es directora comercial desde 2015 y antes trabajó en la industria.",
      "Sales Director",
    ],
    [
      "es",
      "MX",
      "Javier Ruiz",
      "Desde 2015 dirige el departamento de compras de la planta.",
      "Purchase Director",
    ],
    [
      "nl",
      "NL",
      "Sanne de Vries",
      "Zij is sinds 2015 hoofd inkoop en werkte daarvoor in de industrie.",
      "Purchase Director",
    ],
    [
      "nl",
      "BE",
      "Pieter Jansen",
      "Als algemeen directeur is hij sinds 2015 verantwoordelijk voor de strategie.",
      "CEO",
    ],
    [
      "pl",
      "PL",
      "Katarzyna Nowak",
      "Od 2018 roku kieruje działem sprzedaży. Wcześniej pracowała w branży meblarskiej.",
      "Sales Director",
    ],
    ["pl", "PL", "Tomasz Wójcik", "Jest prezesem zarządu od 2015 roku.", "CEO"],
    [
      "sv",
      "SE",
      "Karin Ek",
      "Hon är inköpschef sedan 2015 och arbetade tidigare inom industrin.",
      "Purchase Director",
    ],
    [
      "sv",
      "FI",
      "Mikael Öhrström",
      "Mikael började hos oss 2009 som säljare. Sedan 2016 är han försäljningschef.",
      "Sales Director",
    ],
    [
      "pt",
      "PT",
      "Ana Costa",
      "É diretora de compras desde 2015 e trabalhou anteriormente na indústria.",
      "Purchase Director",
    ],
    [
      "pt",
      "BR",
      "João Silva",
      "Como diretor-geral, ele lidera desde 2015 a estratégia da empresa.",
      "CEO",
    ],
    [
      "en",
      "GB",
      "Sarah Mitchell",
      "Sarah joined in 2012. She has been our Head of Procurement since 2018.",
      "Purchase Director",
    ],
    [
      "en",
      "US",
      "David Clarke",
      "Mr Clarke has served as Managing Director since 2015 and previously worked in industry.",
      "CEO",
    ],
  ])("%s (%s): %s", (_lang, country, name, bio, role) => {
    expect(roles(card(name, bio), country)).toContainEqual([name, role]);
    expect(roles(card(name, bio, "strong"), country)).toContainEqual([name, role]);
  });
});

describe("a bio that gives its person no title of their own", () => {
  test.each([
    [
      "de",
      "DE",
      "Anna Weber",
      "Sie arbeitet eng mit unserem Geschäftsführer zusammen und betreut die Kunden im Süden.",
    ],
    [
      "de",
      "DE",
      "Anna Weber",
      "Anna war bis 2019 unsere Einkaufsleiterin und ist heute im Ruhestand, bleibt uns aber verbunden.",
    ],
    [
      "fr",
      "FR",
      "Claire Dubois",
      "Elle n'est pas directrice commerciale, mais elle connaît chaque client depuis 1998.",
    ],
    [
      "en",
      "GB",
      "John Smith",
      "He reports to our Managing Director and handles all export paperwork for the team.",
    ],
    [
      "it",
      "IT",
      "Marco Bianchi",
      "Ha lavorato come direttore commerciale presso la Ferrari SpA fino al 2010. Oggi segue i clienti esteri.",
    ],
    ["sv", "SE", "Karin Ek", "Hon arbetar nära vår vd och sköter kundtjänsten i norr."],
  ])("%s (%s): %s", (_lang, country, name, bio) => {
    expect(roles(card(name, bio), country).filter(([n]) => n === name)).toEqual([]);
  });

  test("a customer's quote under their name keeps them another organisation's (en)", () => {
    const url = "https://www.example.com/references";
    const body = card(
      "John Smith",
      "Managing Director of Acme Ltd, our biggest customer: “The quality has been excellent for years.”",
    );
    const facts = createExtractor().extract([pageWithBody(url, body)], { countryCode: "GB" });
    expect(facts.people.filter((p) => !p.external).map((p) => p.name.value)).not.toContain(
      "John Smith",
    );
  });

  test("a long paragraph that is no bio is not read under a heading that is not a name", () => {
    const body = card("Unsere Werte", "Sie ist seit 2015 Geschäftsführerin und führt den Betrieb.");
    expect(roles(body, "DE")).toEqual([]);
  });
});

describe("the English and Swedish perfect of a role held up to now", () => {
  test.each([
    [
      "en",
      "David Clarke has been our Managing Director since 2015.",
      "David Clarke",
      "Managing Director",
    ],
    ["en", "Jane Doe has served as CFO since 2019.", "Jane Doe", "CFO"],
    ["sv", "Per Lindqvist har varit vd sedan 2015.", "Per Lindqvist", "vd"],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(sentencePeople(text).map((p) => [p.name, p.title])).toEqual([[name, title]]);
  });

  test.each([
    ["en", "John Smith has been with the company since 1990."],
    ["en", "John Smith has been instrumental in our growth."],
  ])("%s: no title in %s", (_lang, text) => {
    expect(sentencePeople(text)).toEqual([]);
  });
});

describe("a date before the verb of running, where the verb is not second", () => {
  test.each([
    ["it", "Marco Bianchi dal 2015 guida l'azienda.", "CEO"],
    ["es", "Javier Ruiz desde 2015 dirige el departamento de compras.", "Purchase Director"],
    ["pl", "Katarzyna Nowak od 2018 roku kieruje działem sprzedaży.", "Sales Director"],
  ])("%s: %s", (_lang, text, role) => {
    expect(sentencePeople(text).map((p) => p.primary as string | undefined)).toEqual([role]);
  });
});

describe("bios that name their person by a given name the lists lack, or open with 'our' and the title", () => {
  test.each([
    [
      "en",
      "IE",
      "Gráinne Keogh",
      "As Procurement Manager, Gráinne buys around 2,400 tonnes of stainless sheet a year.",
      "Purchase Director",
    ],
    [
      "en",
      "IE",
      "Dr Cathal Ó Murchú CEng MIEI",
      "Cathal holds a PhD in mechanical engineering. As Technical Director he is responsible for design.",
      "CTO",
    ],
    [
      "en",
      "IE",
      "Siobhán Brennan BComm FCA",
      "Siobhán trained as a chartered accountant. She has been Managing Director since 2016.",
      "CEO",
    ],
    [
      "en",
      "IE",
      "Declan Fitzgerald",
      "Our Export Sales Manager spends half the year on the road in the UK and the Nordics.",
      "Sales Director",
    ],
    [
      "de",
      "DE",
      "Anna Weber",
      "Unsere Einkaufsleiterin verhandelt mit über 200 Lieferanten.",
      "Purchase Director",
    ],
    [
      "pt",
      "PT",
      "Ana Costa",
      "A nossa diretora de compras negoceia com mais de 200 fornecedores.",
      "Purchase Director",
    ],
  ])("%s (%s): %s", (_lang, country, heading, bio, role) => {
    const found = roles(card(heading, bio), country);
    expect(found.map(([, r]) => r)).toContain(role);
  });

  test("a heading of unknown words is no name when the text under it never goes on with them", () => {
    const body = card(
      "Gráinne Keogh",
      "Our Procurement Manager buys 2,400 tonnes of stainless sheet a year.",
    );
    expect(roles(body, "IE")).toEqual([]);
  });

  test("a team that values the person gives them no title (de)", () => {
    const body = card(
      "Anna Weber",
      "Unser Team schätzt ihre ruhige Art und ihre Erfahrung im Einkauf.",
    );
    expect(roles(body, "DE")).toEqual([]);
  });
});

describe("a title after 'as' that opens the sentence, without the 'as' or the verb", () => {
  test.each([
    ["en", "As Procurement Manager, Anna Keogh buys steel for the plant.", "Procurement Manager"],
    ["en", "As Technical Director Anna Keogh is responsible for design.", "Technical Director"],
    [
      "de",
      "Als Einkaufsleiterin kauft Anna Weber jedes Jahr 2.400 Tonnen Stahl.",
      "Einkaufsleiterin",
    ],
    [
      "es",
      "Como directora comercial, Lucía Gómez dirige desde 2015 la estrategia.",
      "directora comercial",
    ],
  ])("%s: %s", (_lang, text, title) => {
    expect(sentencePeople(text).map((p) => p.title)).toEqual([title]);
  });

  test("'as' and a phrase that is no title gives none (en)", () => {
    expect(sentencePeople("As a family business, Anna Weber values trust.")).toEqual([]);
  });
});

describe("a bio's clause after a comma, its subject dropped or opened by 'as'", () => {
  test.each([
    [
      "it",
      "IT",
      "Lorenzo Fabbri",
      "Laureato in ingegneria meccanica a Perugia, è amministratore delegato dal 2012.",
      "CEO",
    ],
    [
      "it",
      "IT",
      "Chiara Fabbri",
      "Sorella di Lorenzo, è la direttrice amministrativa e finanziaria.",
      "CFO",
    ],
    [
      "it",
      "IT",
      "Massimo Tardioli",
      "In azienda dal 1991, come direttore tecnico coordina progettazione e collaudi.",
      "CTO",
    ],
    [
      "es",
      "ES",
      "Javier Ruiz",
      "Ingeniero industrial por la UPV, es director de producción desde 2010.",
      "Operations Manager",
    ],
    [
      "pt",
      "PT",
      "Ana Costa",
      "Formada em Gestão no Porto, é diretora financeira desde 2019.",
      "CFO",
    ],
    [
      "fr",
      "FR",
      "Claire Dubois",
      "Entrée dans l'entreprise en 2004, comme directrice commerciale elle suit les grands comptes.",
      "Sales Director",
    ],
  ])("%s (%s): %s", (_lang, country, name, bio, role) => {
    expect(roles(card(name, bio), country)).toContainEqual([name, role]);
  });

  test("what the person came as, no title of the catalogue's, gives none (de)", () => {
    expect(sentencePeople("Als Diplomkauffrau kam Anna Weber 1998 zu uns.")).toEqual([]);
    expect(roles(card("Anna Weber", "Als Diplomkauffrau kam sie 1998 zu uns."), "DE")).toEqual([]);
  });

  test("a negated 'as' clause gives none (en)", () => {
    const bio =
      "She has never worked as Sales Director, but as an engineer she knows every machine.";
    expect(roles(card("Anna Keogh", bio), "GB")).toEqual([]);
  });
});

describe("bio and apposition details", () => {
  test.each([
    [
      "es",
      "ES",
      "Ramón Otero Castro",
      "Nieto del fundador, dirigió la fábrica durante tres décadas. Hoy es presidente del consejo de administración.",
      "Owner",
    ],
    [
      "sv",
      "SE",
      "Cecilia Engström",
      "Cecilia är ekonomichef och kom till varvet 2014 från en revisionsbyrå i Göteborg.",
      "CFO",
    ],
  ])("%s (%s): %s", (_lang, country, name, bio, role) => {
    expect(roles(card(name, bio), country)).toContainEqual([name, role]);
  });

  test.each([
    [
      "nl",
      "Jan de Vries (64), algemeen directeur sinds 1995, gaat met pensioen.",
      "algemeen directeur",
    ],
    [
      "de",
      "Anna Weber (45), Geschäftsführerin seit 2010, geht in den Ruhestand.",
      "Geschäftsführerin",
    ],
  ])("%s: an age in brackets before the apposition: %s", (_lang, text, title) => {
    expect(sentencePeople(text).map((p) => p.title)).toEqual([title]);
  });

  test("the Swedish 'till' is 'to', not 'until'; the English 'till 2019' ends a role", () => {
    expect(sentencePeople("Per Ek är vd och kom till varvet 2014.").map((p) => p.title)).toEqual([
      "vd",
    ]);
    expect(sentencePeople("Susan Wright served as our controller till 2019.")).toEqual([]);
  });
});

describe("a bio gives a role to a name a layout paired with none", () => {
  test("a name under a group heading (pl)", () => {
    const body = `<main><h2>Kadra kierownicza</h2><div><h3>Katarzyna Leśniak</h3><p>Jako Dyrektor Sprzedaży Eksportowej buduje sieć dystrybutorów w Niemczech i Skandynawii.</p></div></main>`;
    expect(roles(body, "PL")).toContainEqual(["Katarzyna Leśniak", "Sales Director"]);
  });

  test("a name printed with a degree (sv)", () => {
    const body = `<main><div><h3>Cecilia Engström, civilekonom</h3><p>Cecilia är ekonomichef och kom till varvet 2014 från en revisionsbyrå i Göteborg.</p></div></main>`;
    expect(roles(body, "SE")).toContainEqual(["Cecilia Engström", "CFO"]);
  });

  test("an 'our' title with a hyphen (nl)", () => {
    const body = card(
      "Jolanda Verkerk MBA",
      "Onze HR-manager zorgt voor werving, opleiding en de vakopleiding kaasmaker.",
    );
    expect(roles(body, "NL")).toContainEqual(["Jolanda Verkerk", "HR Manager"]);
  });

  test("the next line of an organisation chart is another person's, no bio (fr)", () => {
    const body = `<ul><li><span>Directrice de l'entrepôt de Sept-Îles</span> — <span>Annie Boudreault</span></li>
      <li><span>Directeur de l'entretien mécanique</span> — <span>Guy Pelletier</span></li></ul>`;
    const found = roles(body, "CA").filter(([name]) => name === "Annie Boudreault");
    expect(found.map(([, role]) => role)).not.toContain("CEO");
  });
});

describe("a possessive of another organisation before the title", () => {
  test.each([
    [
      "en",
      "GB",
      "Our axles come from ADR; their technical director, Marco Bellini, spent a week with us.",
    ],
    ["fr", "FR", "Notre client Bongrain nous a envoyé leur directeur des achats, Marc Petit."],
    [
      "it",
      "IT",
      "Il fornitore ci ha mandato il loro direttore tecnico, Paolo Conti, per il collaudo.",
    ],
  ])("%s: %s", (_lang, country, text) => {
    const url = "https://www.example.com/news";
    const facts = createExtractor().extract([pageWithBody(url, `<p>${text}</p>`)], {
      countryCode: country,
    });
    expect(facts.people.length).toBe(1);
    expect(facts.people.every((p) => p.external)).toBe(true);
  });

  test("'our' keeps the title the company's (en)", () => {
    expect(sentencePeople("Anna Weber is our CEO.").map((p) => p.theirs)).toEqual([undefined]);
  });
});

describe("a bio that speaks of its person as 'the trained engineer'", () => {
  test.each([
    [
      "de",
      "DE",
      "Annette Kessler",
      "Die promovierte Maschinenbauerin führt das Unternehmen seit 2014 in dritter Generation.",
      "CEO",
    ],
    [
      "de",
      "DE",
      "Melanie Brösamle",
      "Die Industriekauffrau ist seit 2012 im Haus und heute Leiterin Vertrieb & Export.",
      "Sales Director",
    ],
    [
      "en",
      "GB",
      "Tom Lee",
      "The trained toolmaker has been our Operations Manager since 2010.",
      "Operations Manager",
    ],
  ])("%s (%s): %s", (_lang, country, name, bio, role) => {
    expect(roles(card(name, bio), country)).toContainEqual([name, role]);
  });

  test.each([
    ["de", "Die Firma wurde 1950 gegründet und hat heute 50 Mitarbeiter."],
    ["de", "Die Kunden schätzen ihre Erfahrung als Einkaufsleiterin."],
  ])("%s: a sentence about something else gives no title: %s", (_lang, bio) => {
    expect(roles(card("Anna Weber", bio), "DE")).toEqual([]);
  });

  test.each([
    [
      "de",
      "Anna Weber ist seit 2012 im Haus und heute Leiterin Vertrieb & Export.",
      "Leiterin Vertrieb & Export",
    ],
    ["en", "Tom Lee is with us since 2012 and now our head of sales.", "head of sales"],
  ])("%s: the copula shared by a second predicate 'now': %s", (_lang, text, title) => {
    expect(sentencePeople(text).map((p) => p.title)).toEqual([title]);
  });
});

describe("degrees around a name", () => {
  test("the Austrian 'DI (FH)' before a name under its title (de, AT)", () => {
    const body = "<dl><dt>Prokurist</dt><dd>DI (FH) Florian Rainer</dd></dl>";
    expect(roles(body, "AT")).toContainEqual(["Florian Rainer", "CFO"]);
  });
});

describe("'with' and a title before a name the lists lack", () => {
  test.each([
    [
      "pt",
      "As compras ficam com o gerente de compras, Everton Machado.",
      "Everton Machado",
      "gerente de compras",
    ],
    [
      "es",
      "Las compras quedan con el jefe de compras, Ezequiel Baigorria.",
      "Ezequiel Baigorria",
      "jefe de compras",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(sentencePeople(text).map((p) => [p.name, p.title])).toContainEqual([name, title]);
  });

  test.each([
    ["pt", "Trabalhamos com a empresa, Everton Machado."],
    ["en", "Together with the sales director, Anna Weber visited the fair."],
  ])("%s: no apposition in %s", (_lang, text) => {
    expect(sentencePeople(text)).toEqual([]);
  });
});
