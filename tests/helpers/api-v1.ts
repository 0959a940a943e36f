import { expect } from "bun:test";
import { companies, companyResearchResults, contacts, rejectedCompanies } from "../../db/schema";
import type { App } from "../../src/app";
import type { TestDatabase } from "./database";

/*
 * The public API as a script uses it: keys made on the account page (the only place they are
 * made), Bearer calls, and leads and rejections written straight into the tables.
 */

export const ORIGIN = "http://127.0.0.1:3999";
export const KEY_PATTERN = /exd_[A-Za-z0-9_-]{43}/;

/** A same-origin form post with the session cookie, as the account page's forms send it. */
export function pagePost(
  app: App,
  path: string,
  cookie: string,
  form: Record<string, string> = {},
) {
  return app.request(path, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}

/** Creates a key on the account page and reads it from the one answer that shows it. */
export async function createKeyOnPage(app: App, cookie: string, name = "script"): Promise<string> {
  const res = await pagePost(app, "/account/api/keys", cookie, { name });
  expect(res.status).toBe(201);
  const key = KEY_PATTERN.exec(await res.text())?.[0];
  if (!key) throw new Error("no key on the page");
  return key;
}

/** A Bearer call to /api/v1. */
export function bearer(
  app: App,
  key: string | undefined,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {};
  if (key) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

let seq = 0;

/** An accepted lead of the project, with or without a contact person. */
export async function seedLead(database: TestDatabase, projectId: number, withContact = true) {
  seq += 1;
  const domain = `api-lead${seq}-${Date.now()}.example`;
  const [company] = await database.db
    .insert(companies)
    .values({
      domain,
      companyName: `Lead ${seq} GmbH`,
      website: domain,
      industry: "Pumps",
      companyDescription: "Makes pumps",
      companyPhone: "+49891234567",
    })
    .returning();
  if (!company) throw new Error("no company");
  const [person] = withContact
    ? await database.db
        .insert(contacts)
        .values({
          companyId: company.id,
          contactName: "Anna Maria Schmidt",
          contactTitle: "CEO",
          contactEmail: `anna@${domain}`,
          contactEmailStatus: "valid",
        })
        .returning()
    : [undefined];
  await database.db
    .insert(companyResearchResults)
    .values({ projectId, companyId: company.id, contactId: person?.id ?? null });
  return { domain, companyName: company.companyName };
}

export async function seedRejected(database: TestDatabase, projectId: number) {
  seq += 1;
  await database.db.insert(rejectedCompanies).values({
    projectId,
    companyName: `Rejected ${seq}`,
    website: `rejected${seq}.example`,
    reasoning: "A distributor, not a maker",
  });
}
