import { expect, test } from "bun:test";
import {
  type CrmPreset,
  companyDomain,
  crmCsvChunks,
  crmHeaders,
  splitPersonName,
} from "../src/export/crm-presets";
import { seedLead } from "./helpers/api-v1";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { leadRow } from "./helpers/lead-row";
import { insertProject } from "./helpers/projects";
import { signedInUser } from "./helpers/session";

/*
 * The CRM presets: headers that are the CRMs' own import field labels (so their wizards map
 * every column without a manual step), one person per contact row, formula-safe cells.
 */

const csvOf = async (preset: CrmPreset, rows = [anna, nobody]) => {
  let text = "";
  for await (const chunk of crmCsvChunks(rows, preset, { country: "Germany" })) text += chunk;
  // Excel reads the file as UTF-8 only with the byte order mark; importers skip it.
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text.slice(1).split("\r\n").filter(Boolean);
};

const anna = leadRow({
  companyName: "Pumpen Müller GmbH",
  industry: "Pumps",
  companyDescription: "Makes pumps, valves; and seals",
  website: "www.pumpen-mueller.de",
  contactName: "Anna Maria Schmidt",
  contactHonorific: "Dr.",
  contactTitle: "Geschäftsführerin",
  contactEmail: "anna@pumpen-mueller.de",
  contactPhone: "+49 89 1234567",
  companyPhone: "+49891234500",
});
const nobody = leadRow({
  companyName: '=HYPERLINK("http://evil.example","x")',
  website: "evil.example",
});

test("HubSpot contacts: HubSpot's contact property labels; a lead without a person is no contact", async () => {
  const [header, ...rows] = await csvOf("hubspot-contacts");
  expect(header).toBe(
    "First Name,Last Name,Email,Phone Number,Job Title,Company Name,Website URL,Country/Region,Salutation",
  );
  expect(rows).toEqual([
    "Anna Maria,Schmidt,anna@pumpen-mueller.de,+49 89 1234567,Geschäftsführerin,Pumpen Müller GmbH,https://www.pumpen-mueller.de/,Germany,Dr.",
  ]);
});

test("HubSpot companies: one row per lead, the domain HubSpot merges on, formulas neutralized", async () => {
  const [header, ...rows] = await csvOf("hubspot-companies");
  expect(header).toBe(
    "Company name,Company Domain Name,Website URL,Phone Number,Description,Country/Region",
  );
  expect(rows[0]).toBe(
    'Pumpen Müller GmbH,pumpen-mueller.de,https://www.pumpen-mueller.de/,+49891234500,"Makes pumps, valves; and seals",Germany',
  );
  expect(rows[1]?.startsWith(`"'=HYPERLINK(`)).toBe(true);
});

test("Salesforce contacts and accounts: the Data Import Wizard's field labels", async () => {
  expect(crmHeaders("salesforce-contacts")).toEqual([
    "First Name",
    "Last Name",
    "Title",
    "Email",
    "Phone",
    "Account Name",
    "Mailing Country",
  ]);
  const [, contact] = await csvOf("salesforce-contacts");
  expect(contact).toBe(
    "Anna Maria,Schmidt,Geschäftsführerin,anna@pumpen-mueller.de,+49 89 1234567,Pumpen Müller GmbH,Germany",
  );
  const [header, ...accounts] = await csvOf("salesforce-accounts");
  expect(header).toBe("Account Name,Website,Phone,Industry,Description,Billing Country");
  expect(accounts.length).toBe(2);
});

test("a byte order mark for Excel, then the header; names and domains", async () => {
  let first = "";
  for await (const chunk of crmCsvChunks([], "hubspot-contacts", { country: "X" })) first += chunk;
  expect(first.charCodeAt(0)).toBe(0xfeff);
  expect(first.slice(1).startsWith("First Name,")).toBe(true);
  expect(splitPersonName("Cher")).toEqual({ first: "", last: "Cher" });
  expect(splitPersonName("  ")).toEqual({ first: "", last: "" });
  expect(splitPersonName("Jan van der Berg")).toEqual({ first: "Jan", last: "van der Berg" });
  expect(splitPersonName("Anna Maria Schmidt")).toEqual({ first: "Anna Maria", last: "Schmidt" });
  expect(companyDomain("https://www.example.de/about")).toBe("example.de");
  expect(companyDomain("javascript:alert(1)")).toBeNull();
});

describeEachDatabase("CRM presets in the app", ({ handle }) => {
  test("the research page offers them beside Excel; the app's export route serves them to the owner only", async () => {
    const { app } = createTestApp(handle());
    const owner = await signedInUser(handle());
    const other = await signedInUser(handle());
    const { id } = await insertProject(handle().db, owner.user.id, { productsServices: "Pumps" });
    await seedLead(handle(), id);
    const page = await (
      await app.request(`/research/${id}`, { headers: { cookie: owner.cookie } })
    ).text();
    for (const preset of [
      "hubspot-contacts",
      "hubspot-companies",
      "salesforce-contacts",
      "salesforce-accounts",
    ]) {
      expect(page).toContain(`/api/research-projects/${id}/export?format=${preset}`);
    }
    const path = `/api/research-projects/${id}/export?format=salesforce-contacts`;
    const res = await app.request(path, { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="project_${id}_salesforce-contacts.csv"`,
    );
    expect((await res.text()).split("\r\n")[0]).toBe(crmHeaders("salesforce-contacts").join(","));
    expect((await app.request(path, { headers: { cookie: other.cookie } })).status).toBe(404);
  });
});
