import { describe, expect, test } from "bun:test";
import { leadsCsvChunks } from "../src/export/csv.ts";
import type { LeadRow } from "../src/export/lead-row.ts";
import { createEmailCheck } from "../src/research/email/email-check.ts";
import type { CompanyFacts, ExtractedPerson } from "../src/research/ports.ts";
import { leadContact } from "../src/research/run/company-reader.ts";
import { storedEmailStatus } from "../src/research/run/outcomes.ts";

const SOURCE = "https://www.weber-gmbh.de/team";
const at = (value: string) => ({ value, source: SOURCE });

function ceo(email?: string): ExtractedPerson {
  return {
    name: at("Anna Weber"),
    title: at("Geschäftsführerin"),
    primaryTitle: "CEO",
    ...(email ? { email: at(email) } : {}),
  };
}

function facts(people: ExtractedPerson[], emails: string[]): CompanyFacts {
  return { emails: emails.map(at), phones: [], people };
}

describe("the decision maker's own address over a role address", () => {
  test("a card's vertrieb@ gives way to the person's own address shown on the site", () => {
    const contact = leadContact(
      facts(
        [ceo("vertrieb@weber-gmbh.de")],
        ["vertrieb@weber-gmbh.de", "anna.weber@weber-gmbh.de"],
      ),
      "CEO",
    );
    expect(contact.person?.email?.value).toBe("anna.weber@weber-gmbh.de");
    expect(contact.companyEmail?.value).toBe("vertrieb@weber-gmbh.de");
  });

  test("a person's address is never the company's, even when it is the only one", () => {
    const contact = leadContact(
      facts([ceo("anna.weber@weber-gmbh.de")], ["anna.weber@weber-gmbh.de"]),
      "CEO",
    );
    expect(contact.person?.email?.value).toBe("anna.weber@weber-gmbh.de");
    expect(contact.companyEmail).toBeUndefined();
  });

  test("an address spelling a person's name is theirs, not the company's", () => {
    const contact = leadContact(
      facts([ceo()], ["a.weber@weber-gmbh.de", "info@weber-gmbh.de"]),
      "CEO",
    );
    expect(contact.companyEmail?.value).toBe("info@weber-gmbh.de");
  });

  test("with only a role address beside the person, it stays theirs and the company's", () => {
    const contact = leadContact(facts([ceo("info@weber-gmbh.de")], ["info@weber-gmbh.de"]), "CEO");
    expect(contact.person?.email?.value).toBe("info@weber-gmbh.de");
    expect(contact.companyEmail?.value).toBe("info@weber-gmbh.de");
  });
});

describe("the webmail flag reaches the lead and the export", () => {
  const check = createEmailCheck({ mx: { resolveMx: async () => ["mx.example"] } });

  test("a deliverable webmail address is stored as 'webmail', a company address as 'valid'", async () => {
    expect(storedEmailStatus(await check.check("anna.weber@gmail.com"))).toBe("webmail");
    expect(storedEmailStatus(await check.check("anna.weber@weber-gmbh.de"))).toBe("valid");
  });

  test("a failed check keeps its failure", () => {
    expect(
      storedEmailStatus({ status: "no-mx", webmail: true, role: false, disposable: false }),
    ).toBe("no-mx");
  });

  test("the export's Email Check column shows it", async () => {
    const row: LeadRow = {
      companyName: "Weber GmbH",
      industry: null,
      companyDescription: null,
      website: "https://www.weber-gmbh.de",
      contactName: "Anna Weber",
      contactTitle: "Geschäftsführerin",
      contactEmail: "anna.weber@gmail.com",
      contactPhone: null,
      companyEmail: null,
      companyPhone: null,
      contactNameSource: SOURCE,
      contactEmailSource: SOURCE,
      contactPhoneSource: null,
      companyEmailSource: null,
      companyPhoneSource: null,
      contactEmailStatus: storedEmailStatus(await check.check("anna.weber@gmail.com")),
    };
    let csv = "";
    for await (const chunk of leadsCsvChunks([row])) csv += chunk;
    const [header, line] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    const column = header?.split(",").indexOf("Email Check") ?? -1;
    expect(line?.split(",")[column]).toBe("webmail");
  });
});

describe("a given-name address (issue 27)", () => {
  const person = (name: string, title: string, primaryTitle: string): ExtractedPerson => ({
    name: at(name),
    title: at(title),
    primaryTitle,
  });

  test.each([
    ["en", "Gareth Lloyd", "Managing Director", "gareth@lloyd-lab.example"],
    ["de", "Jürgen Brandt", "Geschäftsführer", "juergen@brandt.example"],
    ["fr", "Émilie Roux", "Gérante", "emilie@roux.example"],
    ["es", "Javier Soto", "Gerente", "javier@soto.example"],
  ])("%s: the one person with that given name has it", (_lang, name, title, email) => {
    const contact = leadContact(
      facts([person(name, title, "CEO")], ["info@firm.example", email]),
      "CEO",
    );
    expect(contact.person?.email?.value).toBe(email);
    expect(contact.companyEmail?.value).toBe("info@firm.example");
  });

  test("two people with that given name: the address is neither's", () => {
    const contact = leadContact(
      facts(
        [
          person("Anna Weber", "Geschäftsführerin", "CEO"),
          person("Anna Roth", "Einkauf", "Purchase Director"),
        ],
        ["anna@weber.example"],
      ),
      "CEO",
    );
    expect(contact.person?.email).toBeUndefined();
  });

  test("an address spelling the full name wins over a given-name one", () => {
    const contact = leadContact(
      facts(
        [person("Anna Weber", "Geschäftsführerin", "CEO")],
        ["anna@weber.example", "anna.weber@weber.example"],
      ),
      "CEO",
    );
    expect(contact.person?.email?.value).toBe("anna.weber@weber.example");
  });
});
