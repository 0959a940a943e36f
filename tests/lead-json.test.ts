import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { companies, companyResearchResults, contacts, researchProjects } from "../db/schema";
import { hashToken } from "../src/auth/sessions";
import { listLeads } from "../src/projects/lead-store";
import { readLeadsBody } from "../src/projects/results-json";
import { describeEachDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";

// The results API sends the leads' JSON from a cache kept per project while its mark is unchanged
// (issue 19): it must read back as exactly what listLeads returns, whatever the scraped text
// holds, and show a new lead or a company read afresh at once.
const awkward = [
  `Quotes "double" and 'single', back\\slash`,
  "Line\nbreak\ttab\r\u0001\u001f control",
  "Ümlaut 日本語 🚀 \u2028 separators \u2029",
  "<script>alert(1)</script> & </json>",
  "",
];

describeEachDatabase("leads as JSON", ({ handle }) => {
  const db = () => handle().db;
  const signedIn = async () => {
    const { user, token } = await signedInUser(handle());
    return { user, sessionHash: hashToken(token) };
  };
  const reader = (who: { user: { id: number }; sessionHash: string }) => ({
    userId: who.user.id,
    sessionHash: who.sessionHash,
  });
  const listLeadsJson = async (who: Parameters<typeof reader>[0], projectId: number) => {
    const body = await readLeadsBody(db(), reader(who), projectId);
    if (body === undefined) throw new Error("no project of this session");
    return new TextDecoder().decode(body.bytes);
  };

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
            // A found title not in English carries its catalogue title beside it.
            contactTitle: n === 1 ? "Geschäftsführer" : "CEO",
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
    const me = await signedIn();
    const id = await project(me.user.id);
    for (const [n, text] of awkward.entries()) await lead(id, n, text, n !== 2);
    const json = await listLeadsJson(me, id);
    const objects = await listLeads(db(), me.user.id, id);
    expect(objects).toHaveLength(awkward.length);
    expect(JSON.parse(json)).toEqual(objects);
    // Same keys in the same order (JSON.parse keeps the text's order).
    expect(Object.keys(JSON.parse(json)[0])).toEqual(Object.keys(objects[0] ?? {}));
    expect(JSON.parse(json)[1]).toMatchObject({ contactTitleEnglish: "CEO" });
  });

  const names = (json: string) =>
    (JSON.parse(json) as { companyName: string }[]).map((l) => l.companyName);

  test("a lead accepted after a read shows in the next read", async () => {
    const me = await signedIn();
    const id = await project(me.user.id);
    await lead(id, 1, "First", true);
    expect(names(await listLeadsJson(me, id))).toEqual(["First GmbH"]);
    expect(names(await listLeadsJson(me, id))).toEqual(["First GmbH"]);
    await lead(id, 2, "Second", false);
    expect(names(await listLeadsJson(me, id))).toEqual(["First GmbH", "Second GmbH"]);
  });

  test("a company another project reads afresh shows its new details in the next read", async () => {
    const me = await signedIn();
    const id = await project(me.user.id);
    await lead(id, 1, "Old", true);
    await lead(id, 2, "Kept", true);
    expect(names(await listLeadsJson(me, id))).toEqual(["Old GmbH", "Kept GmbH"]);
    // As research/run/outcomes.ts's upsert rewrites a shared company: same rows, new details.
    await db()
      .update(companies)
      .set({ companyName: "Renamed GmbH", updatedAt: new Date() })
      .where(eq(companies.domain, `json-${id}-1.example`));
    expect(names(await listLeadsJson(me, id))).toEqual(["Renamed GmbH", "Kept GmbH"]);
  });

  test("no leads is an empty array; someone else's project is nothing", async () => {
    const me = await signedIn();
    const stranger = await signedIn();
    const empty = await project(me.user.id);
    expect(await listLeadsJson(me, empty)).toBe("[]");
    const full = await project(me.user.id);
    await lead(full, 1, "x", true);
    // The owner's read is kept; it must not answer anyone else.
    expect(JSON.parse(await listLeadsJson(me, full))).toHaveLength(1);
    for (const id of [empty, full, 987654]) {
      expect(await readLeadsBody(db(), reader(stranger), id)).toBeUndefined();
      // Nor anyone with the owner's id but another's session.
      expect(
        await readLeadsBody(db(), { ...reader(stranger), userId: me.user.id }, id),
      ).toBeUndefined();
    }
  });
});
