import type { DatabaseHandle } from "../../db/client";
import {
  companies,
  companyResearchResults,
  contacts,
  researchProjects,
  users,
} from "../../db/schema";
import { createSession } from "../../src/auth/sessions";

/** The load of issue 19: one user with 200 projects of 50 leads each. */
export const PROJECTS = 200;
export const LEADS_PER_PROJECT = 50;
const INSERT_BATCH = 1000;

export interface Seeded {
  cookie: string;
  projectId: number;
}

/** One user with 200 projects of 50 leads each (company, contact and result rows). */
export async function seedApiLoad(db: DatabaseHandle["db"]): Promise<Seeded> {
  const [user] = await db
    .insert(users)
    .values({ email: "bench@example.com", firebaseUid: "bench", emailVerified: true })
    .returning();
  if (!user) throw new Error("no user");
  const { token } = await createSession(db, { userId: user.id, verified: true, ttlDays: 1 });
  const projects = await db
    .insert(researchProjects)
    .values(
      Array.from({ length: PROJECTS }, (_, i) => ({
        userId: user.id,
        name: `Project ${i + 1}`,
        country: "Germany",
        companyType: "Manufacturer",
        productsServices: "Industrial pumps and valves",
        decisionMaker: "CEO",
        companyCount: LEADS_PER_PROJECT,
        status: i % 3 === 0 ? "completed" : "paused",
      })),
    )
    .returning({ id: researchProjects.id });

  const leads = projects.flatMap((p, pi) =>
    Array.from({ length: LEADS_PER_PROJECT }, (_, li) => ({ projectId: p.id, n: pi * 1000 + li })),
  );
  for (let start = 0; start < leads.length; start += INSERT_BATCH) {
    const batch = leads.slice(start, start + INSERT_BATCH);
    const made = await db
      .insert(companies)
      .values(
        batch.map(({ n }) => ({
          domain: `company-${n}.example`,
          companyName: `Company ${n} GmbH`,
          website: `https://company-${n}.example`,
          industry: "Industrial machinery",
          companyDescription: `Company ${n} builds pumps, valves and seals for process industries.`,
          companyEmail: `info@company-${n}.example`,
          companyEmailSource: `https://company-${n}.example/contact`,
          companyPhone: "+49891234567",
          companyPhoneSource: `https://company-${n}.example/contact`,
        })),
      )
      .returning({ id: companies.id });
    const people = await db
      .insert(contacts)
      .values(
        made.map((c, i) => ({
          companyId: c.id,
          contactName: `Person ${batch[i]?.n}`,
          contactNameSource: `https://company-${batch[i]?.n}.example/team`,
          contactTitle: "Managing Director",
          contactEmail: `person@company-${batch[i]?.n}.example`,
          contactEmailSource: `https://company-${batch[i]?.n}.example/team`,
          contactEmailStatus: "valid",
        })),
      )
      .returning({ id: contacts.id });
    await db.insert(companyResearchResults).values(
      made.map((c, i) => ({
        projectId: batch[i]?.projectId ?? 0,
        companyId: c.id,
        contactId: people[i]?.id ?? null,
        verificationStatus: "verified",
      })),
    );
  }
  const middle = projects[Math.floor(projects.length / 2)];
  if (!middle) throw new Error("no projects");
  return { cookie: `sid=${token}`, projectId: middle.id };
}
