import { expect, test } from "bun:test";
import { companies, companyResearchResults, contacts, researchProjects } from "../db/schema";
import { AppError } from "../src/errors";
import { listLeads, listLeadsJson } from "../src/projects/lead-store";
import { describeEachDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";

// The results API sends JSON the database writes (issue 19); it must read back as exactly what
// listLeads returns, whatever the scraped text holds.
const awkward = [
  `Quotes "double" and 'single', back\\slash`,
  "Line\nbreak\ttab\r\u0001\u001f control",
  "Ümlaut 日本語 🚀 \u2028 separators \u2029",
  "<script>alert(1)</script> & </json>",
  "",
];

describeEachDatabase("leads as JSON", ({ handle }) => {
  const db = () => handle().db;

  async function project(userId: number) {
    const [row] = await db()
      .insert(researchProjects)
      .values({
        userId,
        name: "Pumps",
        country: "Germany",
        companyType: "Manufacturer",
        productsServices: "Pumps",
        decisionMaker: "CEO",
      })
      .returning();
    if (!row) throw new Error("no project");
    return row.id;
  }

  async function lead(projectId: number, n: number, text: string, withContact: boolean) {
    const domain = `json-${projectId}-${n}.example`;
    const [company] = await db()
      .insert(companies)
      .values({
        domain,
        companyName: `${text} GmbH`,
        website: `https://${domain}`,
        industry: n % 2 ? null : text,
        companyDescription: text,
        companyEmail: `info@${domain}`,
        companyEmailSource: `https://${domain}/contact?q=${encodeURIComponent(text)}`,
        companyPhone: "+49891234567",
      })
      .returning();
    if (!company) throw new Error("no company");
    const [contact] = withContact
      ? await db()
          .insert(contacts)
          .values({
            companyId: company.id,
            contactName: text || "Anna",
            contactTitle: "CEO",
            contactEmail: `anna@${domain}`,
            contactPhone: null,
            contactEmailStatus: "valid",
          })
          .returning()
      : [];
    await db()
      .insert(companyResearchResults)
      .values({
        projectId,
        companyId: company.id,
        contactId: contact?.id ?? null,
        verificationStatus: "verified",
        isFromCache: n % 3 === 0,
        criteria: [
          { criterion: text, met: true, reason: "Says so", quote: text, url: `https://${domain}` },
          { criterion: "Country", met: false, reason: `${text} ünd 1.5e3` },
        ],
      });
  }

  test("reads back as listLeads, key for key and in order, for awkward text", async () => {
    const { user } = await signedInUser(handle());
    const id = await project(user.id);
    for (const [n, text] of awkward.entries()) await lead(id, n, text, n !== 2);
    const json = await listLeadsJson(db(), user.id, id);
    const objects = await listLeads(db(), user.id, id);
    expect(objects).toHaveLength(awkward.length);
    expect(JSON.parse(json)).toEqual(objects);
    // Same keys in the same order (JSON.parse keeps the text's order).
    expect(Object.keys(JSON.parse(json)[0])).toEqual(Object.keys(objects[0] ?? {}));
  });

  test("no leads is an empty array; someone else's project is a 404", async () => {
    const { user } = await signedInUser(handle());
    const stranger = await signedInUser(handle());
    const empty = await project(user.id);
    expect(await listLeadsJson(db(), user.id, empty)).toBe("[]");
    const full = await project(user.id);
    await lead(full, 1, "x", true);
    for (const id of [empty, full, 987654]) {
      const refused = await listLeadsJson(db(), stranger.user.id, id).catch((e) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).status).toBe(404);
    }
  });
});
