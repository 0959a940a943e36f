import { describe, expect, test } from "bun:test";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { primaryTitleFor } from "../src/research/extractor/titles.ts";

/*
 * One mechanism for titles tied to the person a clause is about, in sentences written for these
 * tests: a role word ("als", "come", "som", "jako") or a verb of taking an office ("übernimmt den
 * Vorsitz", "pasa a ocupar la presidencia") in the clause the name opens, or in the relative clause
 * after it; a title in the German genitive before the name; a department labelling a name. Any
 * other name, title or word that hands the title to someone else between them pairs nothing.
 */

const read = (text: string) =>
  sentencePeople(text).map((p) => [p.name, p.title, p.primary ?? primaryTitleFor(p.title)]);

describe("a role word in the clause the name opens", () => {
  test.each([
    [
      "de",
      "Lena Vogt arbeitet seit 2015 im Familienbetrieb als Geschäftsführerin.",
      "Lena Vogt",
      "Geschäftsführerin",
      "CEO",
    ],
    [
      "it",
      "Mario Bianchi resterà nel consiglio come presidente onorario.",
      "Mario Bianchi",
      "presidente",
      "Owner",
    ],
    [
      "en",
      "In 2019, Grace Turner joined the family firm as Finance Director.",
      "Grace Turner",
      "Finance Director",
      "CFO",
    ],
    [
      "pl",
      "Anna Kowalska od lat działa w spółce jako dyrektor handlowy.",
      "Anna Kowalska",
      "dyrektor handlowy",
      "Sales Director",
    ],
    [
      "fr",
      "Hélène Moreau siège au conseil en tant que présidente.",
      "Hélène Moreau",
      "présidente",
      "Owner",
    ],
    [
      "es",
      "Pablo Ruiz ocupa en la empresa el cargo de director general.",
      "Pablo Ruiz",
      "director general",
      "CEO",
    ],
  ])("%s: %s", (_lang, text, name, title, role) => {
    expect(read(text)).toEqual([[name, title, role]]);
  });

  test("the name after the verb, with no other before it (de, nl)", () => {
    expect(
      read("Seit März verstärkt Julia Hartmann als neue Leiterin Vertrieb unser Team."),
    ).toEqual([["Julia Hartmann", "Leiterin Vertrieb", "Sales Director"]]);
    expect(read("Sinds mei versterkt Sanne Visser ons team als inkoopmanager.")).toEqual([
      ["Sanne Visser", "inkoopmanager", "Purchase Director"],
    ]);
  });

  test("the relative clause after a name is about it (it, es, en)", () => {
    expect(
      read("Lo sostituisce Paola Ferri, che dopo vent'anni resterà in azienda come presidente."),
    ).toEqual([["Paola Ferri", "presidente", "Owner"]]);
    expect(
      read("Blanco sucede a Marta Gil, que pasa a ocupar la presidencia de la compañía."),
    ).toEqual([["Marta Gil", "presidencia", "Owner"]]);
    expect(read("We said goodbye to Owen Price, who stays on the board as chairman.")).toEqual([]);
  });

  test("an appointment with a role word keeps the word out of the title (it, pt)", () => {
    expect(read("Giulia Neri è stata nominata come direttrice commerciale.")).toEqual([
      ["Giulia Neri", "direttrice commerciale", "Sales Director"],
    ]);
  });
});

describe("an office taken instead of a title", () => {
  test.each([
    ["de", "Claudia Roth übernimmt den Vorsitz des Beirats.", "Claudia Roth", "Vorsitz", undefined],
    [
      "fr",
      "Sophie Laurent prend la direction générale du groupe.",
      "Sophie Laurent",
      "direction générale",
      "CEO",
    ],
    [
      "es",
      "Lucía Navarro pasa a ocupar la presidencia no ejecutiva.",
      "Lucía Navarro",
      "presidencia",
      "Owner",
    ],
    ["nl", "Pieter de Graaf neemt de directie over.", "Pieter de Graaf", "directie", "CEO"],
    ["sv", "Karin Lindqvist tar över vd-posten i januari.", "Karin Lindqvist", "vd-posten", "CEO"],
    [
      "pt",
      "Joana Pereira assume a presidência da empresa.",
      "Joana Pereira",
      "presidência",
      "Owner",
    ],
    [
      "pl",
      "Tomasz Wiśniewski obejmuje prezesurę w marcu.",
      "Tomasz Wiśniewski",
      "prezesurę",
      "CEO",
    ],
  ])("%s: %s", (_lang, text, name, title, role) => {
    expect(read(text)).toEqual([[name, title, role]]);
  });

  test("an office of direction over something no department names nothing (de, fr)", () => {
    expect(read("Jonas Keller übernimmt die Leitung des Projekts.")).toEqual([]);
    expect(read("Claire Fabre prend la direction du chantier.")).toEqual([]);
  });
});

describe("nothing pairs when the clause gives the title to another", () => {
  test.each([
    ["en", "Helen Carter named her successor as CEO."],
    ["de", "Birgit Sommer hat ihren Sohn als Geschäftsführer eingesetzt."],
    ["en", "Tom Baker replaced Anna Weber as CEO."],
    ["it", "Rossi sostituisce Chiara Galli come amministratrice delegata."],
    ["de", "Anna Weber berät den Geschäftsführer als Controllerin."],
  ])("%s: %s", (_lang, text) => {
    expect(read(text)).toEqual([]);
  });

  test.each([
    ["de", "Anna Weber ist nicht mehr als Geschäftsführerin tätig."],
    ["es", "Lucía Gómez ya no ocupa la presidencia."],
    ["en", "Mark Owen no longer serves on the board as chairman."],
  ])("a negation voids the role (%s)", (_lang, text) => {
    expect(read(text)).toEqual([]);
  });
});

describe("a German title in the genitive before the name", () => {
  test("the nominative is read, the title kept as printed (de)", () => {
    expect(read("Die Planung liegt in den Händen unseres Bauingenieurs Matteo Rossi.")).toEqual([
      ["Matteo Rossi", "Bauingenieurs", undefined],
    ]);
    expect(read("Die Gäste des Abends Anna Weber und Tom Berg kamen spät.")).toEqual([]);
  });
});

describe("a department labelling the one name after it", () => {
  test.each([
    ["it", "Per informazioni: ufficio stampa, Martina Greco, tel. 0438 123 456", "ufficio stampa"],
    ["fr", "Contact presse : Julie Martin, 01 42 12 34 56", "Contact presse"],
    ["de", "Einkauf: Anna Weber, Tel. 030 1234567", "Einkauf"],
    ["es", "Más información: prensa, Irene Soler, prensa@tecno.example", "prensa"],
  ])("%s: %s", (_lang, text, title) => {
    expect(read(text).map(([, t]) => t)).toEqual([title]);
  });

  test("a list of names or a label alone vouches for none (de, en)", () => {
    expect(read("Einkauf: Anna Weber und Tom Berg, Tel. 030 1234567")).toEqual([]);
    expect(read("Accounting: Grace Turner")).toEqual([]);
  });
});

describe("the agent of a passive is a person, not a place", () => {
  test.each([
    [
      "it",
      "L'azienda è guidata da Francesca Romano, amministratore unico dal 2018.",
      "Francesca Romano",
      "amministratore unico",
    ],
    [
      "de",
      "Der Betrieb wird geführt von Werner Schulz, Inhaber seit 1999.",
      "Werner Schulz",
      "Inhaber",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(read(text).map(([n, t]) => [n, t])).toEqual([[name, title]]);
  });

  test("after no participle, 'da' still opens a place (it)", () => {
    expect(read("Arriviamo da San Marino, direttore del consorzio.")).toEqual([]);
  });
});

describe("a present copula with function words before the title", () => {
  test.each([
    ["fr", "Sylvie Lambert en est aussi la présidente.", "Sylvie Lambert", "présidente", "Owner"],
    [
      "de",
      "Anna Weber ist bereits seit 2015 unsere Geschäftsführerin.",
      "Anna Weber",
      "Geschäftsführerin",
      "CEO",
    ],
    ["sv", "Per Ek är sedan 2015 också vd.", "Per Ek", "vd", "CEO"],
    [
      "pt",
      "Ana Costa é também a diretora comercial.",
      "Ana Costa",
      "diretora comercial",
      "Sales Director",
    ],
  ])("%s: %s", (_lang, text, name, title, role) => {
    expect(read(text)).toEqual([[name, title, role]]);
  });

  test.each([
    ["de", "Anna Weber ist mit unserem Geschäftsführer verheiratet."],
    ["en", "Tom Baker is with our CEO today."],
    ["de", "Anna Weber ist nicht mehr unsere Geschäftsführerin."],
    ["sv", "Per Ek är inte längre vd."],
    ["it", "Marco Rossi non è più il nostro direttore commerciale."],
    ["nl", "Jan Jansen is niet meer onze directeur."],
  ])("a preposition or a negation pairs nothing (%s): %s", (_lang, text) => {
    expect(read(text)).toEqual([]);
  });
});

describe("appointments and headlines", () => {
  test("an appointment vouches for a job title the catalogue does not know (nl, en)", () => {
    expect(read("Daarnaast is Tim Hendriks per 1 mei aangesteld als adjunct-directeur.")).toEqual([
      ["Tim Hendriks", "adjunct-directeur", undefined],
    ]);
    expect(read("Lucy Hale was appointed in May as office coordinator.").map(([n]) => n)).toEqual([
      "Lucy Hale",
    ]);
  });

  test("an organisation in the genitive after the title ends it (pl)", () => {
    expect(read("Jan Malinowski nowym prezesem Mleczarni Podlasie")).toEqual([
      ["Jan Malinowski", "prezesem", "CEO"],
    ]);
  });

  test.each([
    ["pl", "Nowy prezes zarządu: Jan Kowalski", "Jan Kowalski", "prezes zarządu"],
    ["sv", "Ny vd: Per Ek", "Per Ek", "vd"],
    [
      "it",
      "Giulia Neri è stata nominata come direttrice commerciale.",
      "Giulia Neri",
      "direttrice commerciale",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(read(text).map(([n, t]) => [n, t])).toEqual([[name, title]]);
  });
});

describe("two people in one sentence", () => {
  test("parallel clauses pair in order (en, de)", () => {
    expect(read("John Smith is our CEO and Mary Brown is our CFO.")).toEqual([
      ["John Smith", "CEO", "CEO"],
      ["Mary Brown", "CFO", "CFO"],
    ]);
    expect(read("Anna Weber ist Geschäftsführerin und Tom Berg ist Prokurist.")).toEqual([
      ["Anna Weber", "Geschäftsführerin", "CEO"],
      ["Tom Berg", "Prokurist", "CFO"],
    ]);
  });

  test("a title running into the next name is that name's, never the name before it (en)", () => {
    // "Henk" is in no given-name list; the family name "Groen" vouches for him (surnames.ts).
    expect(read("We thank Anna Weber, Managing Director Henk Groen and the team.")).toEqual([
      ["Henk Groen", "Managing Director", "CEO"],
    ]);
  });

  test("another person's title in the possessive is none of the name's (en)", () => {
    expect(read("Anna Weber is also our CEO's assistant.")).toEqual([]);
  });
});

describe("a relation of the title's holder, or a past role, is no title", () => {
  test.each([
    ["fr", "Marie Dubois est aussi la fille du directeur général."],
    ["pt", "Pedro Alves é hoje o braço direito do diretor comercial."],
    ["pl", "Marek Nowak jest także synem prezesa."],
    ["de", "Anna Weber arbeitete früher als Geschäftsführerin bei der Holz AG."],
    ["it", "Paolo Neri era in azienda come direttore commerciale."],
  ])("%s: %s", (_lang, text) => {
    expect(read(text)).toEqual([]);
  });

  test("taking an office from someone names the one who takes it (de, en)", () => {
    expect(
      read("Anna Weber übernimmt die Geschäftsführung von ihrem Vater Klaus Weber.").map(
        ([n, t]) => [n, t],
      ),
    ).toEqual([["Anna Weber", "Geschäftsführung"]]);
    expect(
      read("Tom Baker takes over the presidency from Jane Doe.").map(([n, t]) => [n, t]),
    ).toEqual([["Tom Baker", "presidency"]]);
  });
});
