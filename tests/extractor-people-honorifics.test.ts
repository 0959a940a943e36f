import { describe, expect, test } from "bun:test";
import { isDepartment } from "../src/research/extractor/departments.ts";
import { createExtractor } from "../src/research/extractor/index.ts";
import { readName } from "../src/research/extractor/names.ts";
import { looksLikeTitle, primaryTitleFor } from "../src/research/extractor/titles.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Honorific abbreviations read by their shape, departments printed in a layout's title slot,
 * labels in a row, and names in another grammatical case: in several languages.
 */

async function people(body: string) {
  const url = "https://www.example.com/team";
  const facts = await createExtractor().extract([pageWithBody(url, body)], { countryCode: "DE" });
  return (facts.people ?? []).map((p) => [p.name.value, p.title.value]);
}

describe("abbreviated salutations and degrees before a name", () => {
  test.each([
    ["it", "Ing. Marco Bellini", "Marco Bellini", "Ing."],
    ["it", "Geom. Luca Ferri", "Luca Ferri", "Geom."],
    ["it", "Rag. Cav. Paolo Conti", "Paolo Conti", "Rag. Cav."],
    ["es", "Cdor. Martín Suárez", "Martín Suárez", "Cdor."],
    ["es", "Lic. Sofía Méndez", "Sofía Méndez", "Lic."],
    ["pl", "dr hab. Tomasz Zieliński", "Tomasz Zieliński", "dr hab."],
    ["pl", "r.pr. Agnieszka Wróbel", undefined, undefined],
    ["pt", "Eng.º Tiago Ferreira", "Tiago Ferreira", "Eng.º"],
    ["fr", "Me Claire Dubois", "Claire Dubois", "Me"],
    ["de", "Mag. Stefan Huber", "Stefan Huber", "Mag."],
  ])("%s: %s", (_lang, text, name, honorific) => {
    const parts = readName(text, { paired: true });
    if (!name) return;
    expect(parts?.name).toBe(name);
    expect(parts?.honorific).toBe(honorific);
  });

  test("a registered credential after the name stays out of it", () => {
    const parts = readName("Laura M. Bennett, CPA, CFP®", { paired: true });
    expect(parts?.name).toBe("Laura M. Bennett");
    expect(parts?.honorific).toBe("CPA CFP®");
  });

  test("one letter and a dot stays an initial of the name", () => {
    expect(readName("Jan K. Nowak")?.name).toBe("Jan K. Nowak");
    expect(readName("J. Nowak", { paired: true })?.name).toBe("J. Nowak");
  });

  test("a title opening with a licence is still a title", () => {
    expect(looksLikeTitle("Leg. sjuksköterska, avdelningschef")).toBe(true);
    expect(looksLikeTitle("Dipl. Bauingenieur")).toBe(true);
  });

  test("title line over a name line with honorifics", async () => {
    const found = await people(
      "<div><p>Presidente</p><p>Cav. Uff. Roberto Galli</p></div><div><p>Socio gerente</p><p>Cdor. Martín Suárez</p></div>",
    );
    expect(found).toContainEqual(["Roberto Galli", "Presidente"]);
    expect(found).toContainEqual(["Martín Suárez", "Socio gerente"]);
  });
});

describe("names in another grammatical case and regions after a title", () => {
  // The nominative is shown only where the page prints it too (tests/extractor-people-names-2).
  test("a Polish genitive or accusative is read in its nominative", () => {
    expect(readName("Tomasza Zielińskiego", { cue: true })?.name).toBe("Tomasz Zieliński");
    expect(readName("Agnieszkę Wróblewską", { cue: true })?.name).toBe("Agnieszka Wróblewska");
    expect(readName("Tomasz Zieliński")?.name).toBe("Tomasz Zieliński");
  });

  test("a region after a title stays in the title", async () => {
    const found = await people(
      "<div><p>Marco Bellini</p><p>Area Manager Europa e Asia</p></div><div><p>Julia Brandt</p><p>Sales Manager EMEA</p></div>",
    );
    expect(found).toContainEqual(["Marco Bellini", "Area Manager Europa e Asia"]);
    expect(found.some(([name]) => name?.includes("Asia"))).toBe(false);
  });
});

describe("departments in a layout's title slot", () => {
  test.each([
    ["de", "Finanzbuchhaltung"],
    ["de", "Presse und Öffentlichkeitsarbeit"],
    ["en", "Customer service"],
    ["fr", "Service comptabilité"],
    ["it", "Amministrazione"],
    ["es", "Atención al cliente"],
    ["nl", "Boekhouding"],
    ["pl", "Dział sprzedaży"],
    ["sv", "Kundtjänst"],
    ["pt", "Assessoria de imprensa"],
    ["pt", "Apoio ao cliente"],
    ["pt", "Atendimento ao cliente"],
    ["fr", "Service aux clients"],
    ["it", "Back office commerciale"],
  ])("%s: %s is a department", (_lang, text) => {
    expect(isDepartment(text)).toBe(true);
  });

  test.each(["Anna Weber", "Impressum", "Kontakt", "Our Team", "Service"])(
    "%s is no department",
    (text) => expect(isDepartment(text)).toBe(false),
  );

  test("a department label, a name/department line and a card", async () => {
    const found = await people(
      `<p>Contatto stampa: Francesca Riva · 02 555 1234 · stampa@example.com</p>
       <ul><li>Thomas Brandt – Finanzbuchhaltung</li><li>Katrin Vogel – Empfang</li></ul>
       <div class="card"><h3>Vd</h3><p>Johan Berg</p></div>
       <div class="card"><h3>Inköpschef</h3><p>Maria Holm</p></div>
       <div class="card"><h3>Kundtjänst</h3><p>Sara Lindqvist</p></div>`,
    );
    expect(found).toContainEqual(["Francesca Riva", "Contatto stampa"]);
    expect(found).toContainEqual(["Thomas Brandt", "Finanzbuchhaltung"]);
    expect(found).toContainEqual(["Katrin Vogel", "Empfang"]);
    expect(found).toContainEqual(["Sara Lindqvist", "Kundtjänst"]);
  });

  test("a contact label over a person who prints their own title", async () => {
    const found = await people(
      "<p>Kontakt för media: Sara Lindqvist, kommunikationschef, 08 123 45 67</p>",
    );
    expect(found).toContainEqual(["Sara Lindqvist", "kommunikationschef"]);
  });

  test("a department line alone over a name is an office's heading, not a card", async () => {
    expect(await people("<div><h3>Sales</h3><p>Hong Kong</p></div>")).toEqual([]);
  });

  test("a department label vouches for no name", async () => {
    const found = await people(
      "<p>Sales: Hong Kong and Macau</p><p>Accounting: Job Category</p><p>Vertrieb: Hamburg</p>",
    );
    expect(found).toEqual([]);
  });

  test("a department in prose is no title", async () => {
    expect(
      await people("<p>Thomas Brandt arbeitet gern mit der Buchhaltung zusammen.</p>"),
    ).toEqual([]);
  });
});

describe("labels in a row and titles in brackets", () => {
  test("several labels on one line", async () => {
    const found = await people(
      "<p>Enologo: Paolo Conti · Responsabile vendite: Giulia Marchetti</p><p>Zarząd: Prezes Zarządu – Tomasz Zieliński; Członek Zarządu – Agnieszka Wróbel</p>",
    );
    expect(found).toContainEqual(["Paolo Conti", "Enologo"]);
    expect(found).toContainEqual(["Giulia Marchetti", "Responsabile vendite"]);
    expect(found).toContainEqual(["Tomasz Zieliński", "Prezes Zarządu"]);
  });

  test("a row under one heading label, title first in each item", async () => {
    const found = await people(
      "<p>Zarząd: Prezes Zarządu – Tomasz Zieliński; Członek Zarządu – Agnieszka Wróbel</p><p>Protection des données : Déléguée – Claire Petit; Comptabilité – Julien Moreau</p>",
    );
    expect(found).toContainEqual(["Agnieszka Wróbel", "Członek Zarządu"]);
    expect(found).toContainEqual(["Claire Petit", "Déléguée"]);
  });

  test("contacts in a row are not pairs", async () => {
    expect(await people("<p>Anna Weber · 030 1234 567 · anna@example.com</p>")).toEqual([]);
  });

  test("a title in brackets after a listed name is that person's", async () => {
    const found = await people(
      "<p>Directors: Emily Carter (Chair), James Walker (Company Secretary)</p>",
    );
    expect(found).toContainEqual(["Emily Carter", "Chair"]);
    expect(found).toContainEqual(["James Walker", "Company Secretary"]);
  });
});

describe("job words and roles", () => {
  test("Managing Partner names the CEO and an owner", () => {
    expect(primaryTitleFor("Managing Partner")).toBe("CEO");
    expect(looksLikeTitle("Realtor")).toBe(true);
    expect(looksLikeTitle("Orthopaedic Surgeon")).toBe(true);
    expect(looksLikeTitle("Clinical Psychologist")).toBe(true);
    expect(looksLikeTitle("advocaat")).toBe(true);
    expect(looksLikeTitle("tandläkare")).toBe(true);
    expect(looksLikeTitle("enóloga")).toBe(true);
  });
});
