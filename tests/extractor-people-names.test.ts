import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { isGivenName } from "../src/research/extractor/given-names.ts";
import { personName, readName } from "../src/research/extractor/names.ts";

/* Names that look like people's in nine languages, and the capitalized text that does not. */

describe("given names from the multilingual lists", () => {
  test("each language's names, with and without diacritics", () => {
    for (const name of [
      "Anna",
      "Thomas",
      "François",
      "Giulia",
      "María",
      "Sanne",
      "Małgorzata",
      "Łukasz",
      "Johan",
      "João",
      "Inês",
      "Timothy",
      "Jean-Pierre",
      // regional lists of the same languages: de_CH, fr_BE
      "Klaus",
      "Mathieu",
      // the older generation's names, from gender-detection-from-name's de/it/es lists
      "Jürgen",
      "Birgit",
      "Inge",
      "Ulrike",
    ]) {
      expect(isGivenName(name)).toBe(true);
    }
  });
  test("words are not given names", () => {
    for (const word of ["Free", "Water", "Technical", "Refinance", "Click", "Quick", "Geschäft"]) {
      expect(isGivenName(word)).toBe(false);
    }
  });
});

describe("names with particles, diacritics, hyphens", () => {
  const names = [
    "Jan van den Berg",
    "Pieter de Vries",
    "Ursula von der Leyen",
    "Karl zu Guttenberg",
    "Giulia di Stefano",
    "Paolo da Silva",
    "María del Carmen Ruiz",
    "João dos Santos",
    "Jordi i Puig",
    "Johan af Klint",
    "Anna Müller-Lüdenscheidt",
    "Élodie Lefèvre",
    "Łukasz Wiśniewski",
    "Inês Gonçalves",
    "Sophie O'Brien",
    "Timothy J. Mayopoulos",
    "Javier García López",
  ];
  for (const name of names) test(name, () => expect(personName(name)).toBe(name));
  test("a surname written in capitals, and surname-first lists", () => {
    expect(personName("Anna WEBER")).toBe("Anna WEBER");
    expect(personName("DUPONT Jean")).toBe("DUPONT Jean");
  });
});

describe("a name is always read from the text, never made up", () => {
  const token = fc.constantFrom(
    "Dr.",
    "Prof.",
    "Mr",
    "mgr",
    "inż.",
    "Anna",
    "Jean-Pierre",
    "Klaus",
    "van",
    "den",
    "de",
    "la",
    "Berg",
    "Müller",
    "O'Brien",
    "WEBER",
    "J.",
    "Jr.",
    "M.D.",
    "PhD",
    ",",
    "GmbH",
    "Sales",
    "Manager",
    "CEO",
    "Geschäftsführer",
    "Free",
    "Water",
    "and",
    "&",
  );
  test("readName returns a piece of its input, whitespace aside", () => {
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 7 }), fc.boolean(), (words, cue) => {
        const text = words.join(" ").replace(/ ,/g, ",");
        const found = readName(text, { cue });
        if (found) expect(text.replace(/\s+/g, " ")).toContain(found.name);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("salutations and degrees are split off, not lost", () => {
  const cases: Array<[string, string, string]> = [
    ["Dr. Anna Weber", "Anna Weber", "Dr."],
    ["Prof. Dr. Thomas Keller", "Thomas Keller", "Prof. Dr."],
    ["Dipl.-Ing. Thomas Keller", "Thomas Keller", "Dipl.-Ing."],
    ["Mag. Anna Gruber", "Anna Gruber", "Mag."],
    ["Ing. Pieter de Vries", "Pieter de Vries", "Ing."],
    ["ing. Pieter Jansen", "Pieter Jansen", "ing."],
    ["mgr inż. Anna Kowalska", "Anna Kowalska", "mgr inż."],
    ["Dott. Marco Rossi", "Marco Rossi", "Dott."],
    ["Dott.ssa Giulia Bianchi", "Giulia Bianchi", "Dott.ssa"],
    ["Avv. Paolo Conti", "Paolo Conti", "Avv."],
    ["Lic. María López", "María López", "Lic."],
    ["Mr John Smith", "John Smith", "Mr"],
    ["Mrs. Sarah Jones", "Sarah Jones", "Mrs."],
    ["Ms Emma Taylor", "Emma Taylor", "Ms"],
    ["Mme Sophie Martin", "Sophie Martin", "Mme"],
    ["Keith Harris, M.D.", "Keith Harris", "M.D."],
    // A generation after a degree stays with it: "Anna Berg Jr." is not written on the page.
    ["Anna Berg PhD Jr.", "Anna Berg", "PhD Jr."],
  ];
  for (const [text, name, honorific] of cases) {
    test(text, () => expect(readName(text)).toEqual({ name, honorific }));
  }
  test("a generation is part of the name, a degree is not", () => {
    expect(readName("John F. Murray, Jr.")).toEqual({ name: "John F. Murray, Jr." });
    expect(readName("Dr. Martin Luther King Jr.")).toEqual({
      name: "Martin Luther King Jr.",
      honorific: "Dr.",
    });
  });
});

describe("navigation words, products, headings and companies are no names", () => {
  const notNames = [
    // the capitalized phrases read as people before
    "Free Plate Samples",
    "Technical Info",
    "Water Line Repair",
    "Refinance Now",
    "Click Here",
    "Contact Us",
    "About Us",
    "OUR TEAM",
    "MANAGEMENT BOARD",
    // de
    "Unser Team",
    "Über Uns",
    "Muster GmbH",
    "Thomas Müller GmbH",
    "Aktuelle Angebote",
    // fr
    "Notre Équipe",
    "Nos Produits",
    "Martin SARL",
    // it
    "Chi Siamo",
    "Rossi Srl",
    // es
    "Nuestro Equipo",
    "Quiénes Somos",
    // nl
    "Over Ons",
    "Onze Diensten",
    "Jansen BV",
    // pl
    "Nasz Zespół",
    "Kowalski Sp",
    // sv
    "Om Oss",
    "Andersson AB",
    // pt
    "Sobre Nós",
    "Silva Lda",
    // titles are no names either
    "Managing Director",
    "Head Chef",
  ];
  for (const text of notNames) test(text, () => expect(personName(text)).toBeUndefined());
  test("initials and unknown given names need a structural cue", () => {
    expect(personName("R.D. Huffines")).toBeUndefined();
    expect(personName("R.D. Huffines", { cue: true })).toBe("R.D. Huffines");
  });
});

describe("post-nominal letters no list holds are kept out of the name", () => {
  test("a short run of capitals after a mixed-case name (RVN, CMFO, FRCVS)", () => {
    expect(readName("Bethany Cole RVN", { cue: true })).toEqual({
      name: "Bethany Cole",
      honorific: "RVN",
    });
    expect(readName("Tomás Ruiz FRCVS", { cue: true })?.name).toBe("Tomás Ruiz");
  });
  test("a surname in capitals is a surname, and a two-word name keeps both words", () => {
    expect(readName("Isabelle AUBERT", { cue: true })?.name).toBe("Isabelle AUBERT");
    expect(readName("Anna KOWALSKA", { cue: true })?.name).toBe("Anna KOWALSKA");
    expect(readName("ANNA KOWALSKA", { cue: true })?.name).toBe("ANNA KOWALSKA");
  });
});
