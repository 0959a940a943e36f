import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { primaryTitleFor } from "../src/research/extractor/titles.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * People in sentences and news items, in sentences written for these tests: where a name ends
 * (an organisation after "di"/"van"/"på", a German article, a salutation before it), which clause
 * a role word speaks of (", while …", a verb of succeeding), where a title starts (a participle of
 * appointing, a tenure adjective) and which of a person's titles a page keeps (an office taken, a
 * past office, a surname-only mention). Each mechanism with the near miss it must not read.
 */

const read = (text: string) =>
  sentencePeople(text).map((p) => [p.name, p.title, p.primary ?? primaryTitleFor(p.title)]);
const pairs = (text: string) => sentencePeople(text).map((p) => [p.name, p.title]);
const names = (text: string) => sentencePeople(text).map((p) => p.name);

function people(body: string, countryCode = "DE") {
  const url = "https://www.example.com/news";
  const facts = createExtractor().extract([pageWithBody(url, body)], { countryCode });
  return facts.people.map((p) => [p.name.value, p.title.value]);
}

describe("an organisation after a title's joiner is no person", () => {
  test.each([
    ["it", "«Servizio impeccabile.» – Giorgia Fabbri, responsabile vendite di Cantina Colle Alto"],
    ["nl", "“Altijd op tijd.” – Ruben Kok, eigenaar van Bistro De Linde"],
    ["sv", "”Snabba leveranser.” – Lotta Berg, inköpschef på Gamla Hamnen Hotell"],
    ["pt", "“Pão sempre fresco.” – Rita Moura, gerente de vendas da Padaria Sol Nascente"],
    ["de", "„Immer freundlich.“ – Jana Vogt, Einkaufsleiterin bei Alpen Feinkost Handel"],
  ])("%s: the signer keeps the title, the organisation is nobody", (_lang, text) => {
    const found = pairs(text);
    expect(found).toHaveLength(1);
    const [name, title] = found[0] ?? [];
    expect(text).toContain(`${name}, ${title} `);
  });

  test.each([
    [
      "it",
      "Il consiglio ha approvato la nomina di Marta Colombo come direttrice commerciale.",
      "Marta Colombo",
      "direttrice commerciale",
    ],
    [
      "pt",
      "O conselho aprovou a nomeação de Ana Ribeiro como diretora financeira.",
      "Ana Ribeiro",
      "diretora financeira",
    ],
    [
      "en",
      "The board confirmed the appointment of Laura Finch as Finance Director.",
      "Laura Finch",
      "Finance Director",
    ],
    [
      "fr",
      "Le conseil annonce la nomination de Claire Morel au poste de directrice commerciale.",
      "Claire Morel",
      "directrice commerciale",
    ],
  ])("%s: a given name after 'of'/'di'/'de' opens a person: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toEqual([[name, title]]);
  });

  test("a relative's noun before the joiner: the name is another person's (it, en)", () => {
    expect(names("La figlia di Marco Rinaldi, direttrice commerciale, ha parlato.")).not.toContain(
      "Marco Rinaldi",
    );
    expect(names("The son of Peter Walsh, our sales director, spoke first.")).not.toContain(
      "Peter Walsh",
    );
  });

  test("a place after 'in' stays a place (de, sv)", () => {
    expect(names("Unser Büro in Maria Enzersdorf leitet Jana Vogt als Geschäftsführerin.")).toEqual(
      ["Jana Vogt"],
    );
    expect(names("Butiken på Karl Johans gata sköts av butikschef Eva Ek.")).toEqual(["Eva Ek"]);
  });
});

describe("a comma and a clause opener start the next person's clause", () => {
  test.each([
    [
      "de",
      "Anna Roth führt den Laden als Inhaberin, während sich Paul Hecht als Küchenchef um die Küche kümmert.",
      [
        ["Anna Roth", "Inhaberin"],
        ["Paul Hecht", "Küchenchef"],
      ],
    ],
    [
      "it",
      "Luca Neri è stato nominato direttore commerciale, mentre Sara Conti assume il ruolo di direttrice finanziaria.",
      [
        ["Luca Neri", "direttore commerciale"],
        ["Sara Conti", "direttrice finanziaria"],
      ],
    ],
    [
      "sv",
      "Oskar Wik är vd, medan Maja Ek arbetar som ekonomichef.",
      [
        ["Oskar Wik", "vd"],
        ["Maja Ek", "ekonomichef"],
      ],
    ],
    [
      "es",
      "Pedro Ruiz es el director general, mientras Clara Soto trabaja como directora de compras.",
      [
        ["Pedro Ruiz", "director general"],
        ["Clara Soto", "directora de compras"],
      ],
    ],
  ])("%s: %s", (_lang, text, expected) => {
    expect(pairs(text)).toEqual(expected);
  });

  test("without a clause opener the object of a verb of succeeding gets nothing (de, pt, en)", () => {
    expect(names("Tom Berg ersetzt Anna Roth als Geschäftsführerin.")).not.toContain("Anna Roth");
    expect(names("Maria Lopes substitui Carla Reis como diretora comercial.")).not.toContain(
      "Carla Reis",
    );
    expect(names("Nora Quinn replaced Tom Hale as Sales Director.")).not.toContain("Tom Hale");
  });
});

describe("a verb of succeeding hands the role to the name before it", () => {
  test.each([
    [
      "fr",
      "C'est Hugo Martin qui lui succède en tant que directeur commercial.",
      "Hugo Martin",
      "directeur commercial",
    ],
    ["en", "Nora Quinn succeeds him as Sales Director.", "Nora Quinn", "Sales Director"],
    ["sv", "Lars Holm efterträder honom som försäljningschef.", "Lars Holm", "försäljningschef"],
    [
      "it",
      "Paolo Greco gli succede come direttore commerciale.",
      "Paolo Greco",
      "direttore commerciale",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toEqual([[name, title]]);
  });

  test("a relative clause after the verb's particle is about the predecessor (nl, de)", () => {
    expect(pairs("Hij volgt Eva Smit op, die als bestuurder in de raad blijft.")).toEqual([
      ["Eva Smit", "bestuurder"],
    ]);
    expect(
      pairs("Er folgt Anna Weber nach, die als Geschäftsführerin in den Beirat wechselt."),
    ).toEqual([["Anna Weber", "Geschäftsführerin"]]);
    expect(pairs("Hij volgt Eva Smit op als bestuurder.")).toEqual([]);
    expect(pairs("Er folgt Anna Weber als Geschäftsführerin nach.")).toEqual([]);
  });

  test("a successor noun still hands the title away (en, de)", () => {
    expect(names("Nora Quinn and her successor as Sales Director met the team.")).toEqual([]);
    expect(names("Tom Berg stellte seinen Nachfolger als Geschäftsführer vor.")).toEqual([]);
  });
});

describe("a role phrase or a role word right after the name takes a job title the catalogue lacks", () => {
  test.each([
    ["fr", "C'est Hugo Martin qui lui succède en tant que chef d'atelier.", "chef d'atelier"],
    ["it", "Elisa Moro assume il ruolo di responsabile qualità.", "responsabile qualità"],
    ["de", "Seit März kümmert sich Paul Hecht als Küchenchef um die Küche.", "Küchenchef"],
    ["en", "Since May, Ben Fox has joined us in the role of yard manager.", "yard manager"],
  ])("%s: %s", (_lang, text, title) => {
    expect(pairs(text).map(([, t]) => t)).toEqual([title]);
  });

  test("a single role word further on, before no catalogue title, pairs nothing (de, en)", () => {
    expect(pairs("Lena Vogt kam 2010 nach der Schule als Praktikantin zu uns.")).toEqual([]);
    expect(pairs("Lena Vogt kam als Schülerin in den Laden.")).toEqual([]);
  });
});

describe("a German article ends a name in a German sentence", () => {
  test("de: the article after the name is no surname particle", () => {
    expect(read("Heute führt Lena Brandt das Geschäft als Inhaberin.")).toEqual([
      ["Lena Brandt", "Inhaberin", "Owner"],
    ]);
    expect(names("Seit 2019 führt Jonas Adler die Bäckerei als Geschäftsführer.")).toEqual([
      "Jonas Adler",
    ]);
  });

  test.each([
    ["pt", "Maria das Graças Souza é a nova diretora comercial.", "Maria das Graças Souza"],
    ["nl", "Sinds 2015 is Jan den Hartog onze directeur.", "Jan den Hartog"],
    ["de", "Seit 2020 leitet Katharina von der Heyden den Einkauf.", "Katharina von der Heyden"],
    ["fr", "Pierre des Jardins est le nouveau directeur commercial.", "Pierre des Jardins"],
  ])("%s: a particle of the sentence's language stays in the name", (_lang, text, name) => {
    expect(names(text)).toEqual([name]);
  });
});

describe("a family name with its particle and no given name is no person alone", () => {
  test.each([
    [
      "nl",
      "Van Houten (52) is de nieuwe algemeen directeur.",
      "Eva van Houten wordt de nieuwe directeur.",
    ],
    [
      "it",
      "De Santis è il nuovo direttore commerciale.",
      "Marco De Santis è il nuovo direttore commerciale.",
    ],
    [
      "fr",
      "Le Goff est la nouvelle directrice commerciale.",
      "Anne Le Goff est la nouvelle directrice commerciale.",
    ],
    [
      "de",
      "Von Arnim ist seit 2019 Geschäftsführer.",
      "Clara von Arnim ist seit 2019 Geschäftsführerin.",
    ],
    ["es", "Del Río es el nuevo director general.", "Pablo del Río es el nuevo director general."],
  ])("%s: %s", (_lang, alone, full) => {
    expect(pairs(alone)).toEqual([]);
    expect(names(full)).toEqual([full.split(" ").slice(0, 3).join(" ")]);
  });
});

describe("Don, Doña, Dom, Dona before a given name are salutations", () => {
  test.each([
    [
      "es",
      "“Es un gran paso”, afirmó el presidente del consejo, Don Ramiro Salas.",
      "Ramiro Salas",
      "presidente del consejo",
    ],
    [
      "es",
      "La directora general, Doña Elena Prieto, visita la planta.",
      "Elena Prieto",
      "directora general",
    ],
    [
      "pt",
      "Quem decide é a nossa diretora comercial, Dona Rosa Almeida.",
      "Rosa Almeida",
      "diretora comercial",
    ],
    [
      "it",
      "Lo ha spiegato il presidente della cooperativa, Don Franco Bassi.",
      "Franco Bassi",
      "presidente della cooperativa",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toEqual([[name, title]]);
  });

  test("en: Don before a family name is the given name", () => {
    expect(pairs("Don Harper is our CEO.")).toEqual([["Don Harper", "CEO"]]);
  });
});

describe("a participle of appointing is no part of the title", () => {
  test.each([
    ["fr", "Par ailleurs, Thomas Girard est promu directeur commercial.", "directeur commercial"],
    ["pl", "Jan Kowalski jest mianowany dyrektorem handlowym.", "dyrektorem handlowym"],
    ["sv", "Eva Ek har utsetts till ny inköpschef.", "inköpschef"],
    ["es", "Lucía Gómez es nombrada directora comercial.", "directora comercial"],
    ["pt", "Ana Costa é nomeada diretora comercial.", "diretora comercial"],
    ["it", "Giulia Sala è promossa direttrice commerciale.", "direttrice commerciale"],
    ["en", "Tom Hale is promoted to Sales Director.", "Sales Director"],
  ])("%s: %s", (_lang, text, title) => {
    expect(pairs(text).map(([, t]) => t)).toEqual([title]);
  });

  test("a participle with no title after it reads nothing (de, fr)", () => {
    expect(pairs("Anna Weber ist ernannt worden.")).toEqual([]);
    expect(pairs("Olivier Roy est promu.")).toEqual([]);
  });
});

describe("how long a title was held is no part of it", () => {
  test.each([
    [
      "en",
      "We said goodbye to our long-serving Technical Director, Ewan Reid, who retired.",
      "Technical Director",
    ],
    [
      "it",
      "Grazie a Bruno Ferri, storico capo reparto della verniciatura, che va in pensione.",
      "capo reparto della verniciatura",
    ],
    [
      "pl",
      "Zarząd dziękuje również Annie Kowalskiej, wieloletniej dyrektorce finansowej.",
      "dyrektorce finansowej",
    ],
    [
      "de",
      "Bis Ende 2024 gehörte dem Vorstand der langjährige Finanzvorstand Peter Lang an.",
      "Finanzvorstand",
    ],
  ])("%s: %s", (_lang, text, title) => {
    expect(pairs(text).map(([, t]) => t)).toEqual([title]);
  });
});

describe("an office held in the past is no current title", () => {
  test.each([
    ["pt", "Beatriz Lima estava na empresa desde 2010 e ocupava o cargo de diretora comercial."],
    ["es", "Carmen Vidal desempeñaba el cargo de directora financiera hasta 2020."],
    ["it", "Franco Riva ricopriva la carica di presidente fino al 2019."],
    ["fr", "Luc Morel occupait le poste de directeur commercial jusqu'en 2018."],
  ])("%s: %s", (_lang, text) => {
    expect(pairs(text)).toEqual([]);
  });

  test.each([
    ["pt", "Beatriz Lima ocupa o cargo de diretora comercial.", "diretora comercial"],
    ["fr", "Luc Morel occupe le poste de directeur commercial.", "directeur commercial"],
    ["it", "Franco Riva ricopre la carica di presidente.", "presidente"],
    ["es", "Carmen Vidal ocupa el cargo de directora financiera.", "directora financiera"],
  ])("%s, in the present: %s", (_lang, text, title) => {
    expect(pairs(text).map(([, t]) => t)).toEqual([title]);
  });
});

describe("a role held before is no current title", () => {
  test.each([
    ["sv", "Eva Lund kommer närmast från rollen som försäljningschef på en grossist."],
    ["en", "Tom Reed comes from the role of Sales Director at a wholesaler."],
    ["de", "Jonas Keller arbeitete zuletzt als Vertriebsleiter bei einem Zulieferer."],
    ["es", "Clara Soto viene desde el cargo de directora de compras de otra empresa."],
  ])("%s: %s", (_lang, text) => {
    expect(pairs(text)).toEqual([]);
  });

  test("an appointment with a date between the name and 'zum' (de)", () => {
    expect(
      pairs("Der Beirat hat Dr. Eva Roth per 1. Mai 2026 zur neuen Geschäftsführerin bestellt."),
    ).toEqual([["Eva Roth", "Geschäftsführerin"]]);
    expect(pairs("Der Beirat hat Eva Roth per 1. Mai 2026 zur Sitzung eingeladen.")).toEqual([]);
  });
});

describe("a title ends before a function word", () => {
  test.each([
    ["de", "Paul Hecht arbeitet als Küchenchef um die Ecke.", "Küchenchef"],
    ["en", "Ben Fox works as yard manager for the group.", "yard manager"],
    ["nl", "Eva Mulder werkt als bedrijfsleider voor de winkel.", "bedrijfsleider"],
    ["sv", "Maja Ek arbetar som ekonomichef för bolaget.", "ekonomichef"],
  ])("%s: %s", (_lang, text, title) => {
    expect(pairs(text).map(([, t]) => t)).toEqual([title]);
  });

  test.each([
    ["es", "El equipo lo coordina Jordi Vall, jefe de obra, desde 2019.", "jefe de obra"],
    [
      "it",
      "Grazie a Luigi Neri, capo reparto del collaudo, per il suo lavoro.",
      "capo reparto del collaudo",
    ],
    ["fr", "Claire Roy, directrice du site, a présenté le projet.", "directrice du site"],
    [
      "nl",
      "Jan de Vries, directeur van productie, zegt dat het goed gaat.",
      "directeur van productie",
    ],
  ])("%s: a content word a stop-word list also holds stays in the title", (_lang, text, title) => {
    expect(pairs(text).map(([, t]) => t)).toEqual([title]);
  });
});

describe("a page keeps the title printed for a person over an office and a surname mention", () => {
  test.each([
    [
      "pt",
      "<h1>Beatriz Lima assume a presidência da Cerâmica Sul</h1><p>O conselho aprovou a nomeação de Beatriz Lima como CEO a partir de maio.</p>",
      "Beatriz Lima",
      "CEO",
    ],
    [
      "it",
      "<h1>Marta Colombo assume la presidenza</h1><p>Il consiglio ha approvato la nomina di Marta Colombo come amministratrice delegata.</p>",
      "Marta Colombo",
      "amministratrice delegata",
    ],
    [
      "es",
      "<h1>Pablo Ortega asume la presidencia de Aceros Norte</h1><p>El consejo aprobó el nombramiento de Pablo Ortega como director general.</p>",
      "Pablo Ortega",
      "director general",
    ],
    [
      "en",
      "<h1>Grace Turner takes over the chairmanship</h1><p>The board confirmed the appointment of Grace Turner as Chief Executive.</p>",
      "Grace Turner",
      "Chief Executive",
    ],
  ])("%s: the office gives way", (_lang, body, name, title) => {
    expect(people(body)).toEqual([[name, title]]);
  });

  test("de: an office taken gives way to the title of an appointment", () => {
    expect(
      people(
        "<h1>Jonas Keller übernimmt die Geschäftsleitung</h1><p>Der Beirat hat Jonas Keller zum neuen CEO ernannt.</p>",
      ),
    ).toEqual([["Jonas Keller", "CEO"]]);
  });

  test("de, en: a department run gives way to the title printed for the same person", () => {
    expect(
      people(
        "<p>Seit 2019 leitet Anna Weber den Einkauf.</p><p>Anna Weber ist unsere Einkaufsleiterin.</p>",
      ),
    ).toEqual([["Anna Weber", "Einkaufsleiterin"]]);
    expect(
      people("<p>Tom Reed runs our sales team.</p><p>Tom Reed is our Sales Director.</p>", "GB"),
    ).toEqual([["Tom Reed", "Sales Director"]]);
  });

  test("de: an office alone is still the person's title", () => {
    expect(people("<p>Claudia Roth übernimmt den Vorsitz.</p>")).toEqual([
      ["Claudia Roth", "Vorsitz"],
    ]);
  });

  test.each([
    [
      "es",
      "<p>El consejo designó a Mariela Duarte Paz como directora general. Duarte Paz se incorporó en 2012 como gerente de planta.</p>",
      "Mariela Duarte Paz",
      "directora general",
    ],
    [
      "nl",
      "<p>Het bestuur heeft Sanne van Dam aangesteld als nieuwe CEO. Van Dam is nu financieel directeur van de groep.</p>",
      "Sanne van Dam",
      "CEO",
    ],
    [
      "pt",
      "<p>O conselho nomeou Ana Paula Moreira Lima como diretora financeira. Moreira Lima é hoje gerente de compras.</p>",
      "Ana Paula Moreira Lima",
      "diretora financeira",
    ],
    [
      "fr",
      "<p>Le conseil a nommé Anne Le Goff directrice commerciale. Le Goff est aussi la présidente du club.</p>",
      "Anne Le Goff",
      "directrice commerciale",
    ],
  ])("%s: a surname-only mention is the person named in full", (_lang, body, name, title) => {
    expect(people(body)).toEqual([[name, title]]);
  });

  test("en: two people sharing a family name are both read", () => {
    const found = people(
      "<p>Mary Walsh is our CEO. Her brother Peter Walsh is the Finance Director.</p>",
      "IE",
    );
    expect(found.map(([n]) => n)).toEqual(["Mary Walsh", "Peter Walsh"]);
  });
});
