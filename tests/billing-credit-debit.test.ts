import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { creditUsageLogs, users } from "../db/schema";
import { debitLeadCredit } from "../src/billing/credit-debit";
import { describeEachDatabase, type TestDatabase } from "./helpers/database";
import { insertProject } from "./helpers/projects";
import { signedInUser } from "./helpers/session";

/* Billing owns every credit movement (issue 17 point 3): the lead debit, alone or in a caller's transaction. */

async function userWithCredits(db: TestDatabase, creditsLeft: number) {
  const { user } = await signedInUser(db, { creditsLeft });
  const project = await insertProject(db.db, user.id, { companyCount: 10 });
  return { userId: user.id, projectId: project.id };
}

const balance = async (db: TestDatabase, id: number) =>
  (await db.db.select({ n: users.creditsLeft }).from(users).where(eq(users.id, id)))[0]?.n;
const logs = (db: TestDatabase, id: number) =>
  db.db.select().from(creditUsageLogs).where(eq(creditUsageLogs.userId, id));

describeEachDatabase("credit debit", ({ handle }) => {
  test("one credit per lead, logged with the company's name", async () => {
    const db = handle();
    const { userId, projectId } = await userWithCredits(db, 2);
    expect(await debitLeadCredit(db.db, { userId, projectId, companyName: "Acme Pumpen" })).toBe(
      true,
    );
    expect(await balance(db, userId)).toBe(1);
    expect(await logs(db, userId)).toMatchObject([
      { projectId, creditsUsed: 1, actionType: "lead", description: "Lead: Acme Pumpen" },
    ]);
  });

  test("no credit left: false and nothing written", async () => {
    const db = handle();
    const { userId, projectId } = await userWithCredits(db, 0);
    expect(await debitLeadCredit(db.db, { userId, projectId, companyName: "X" })).toBe(false);
    expect(await balance(db, userId)).toBe(0);
    expect(await logs(db, userId)).toEqual([]);
  });

  test("inside the caller's transaction: rolled back with it", async () => {
    const db = handle();
    const { userId, projectId } = await userWithCredits(db, 1);
    await db.db
      .transaction(async (tx) => {
        expect(await debitLeadCredit(tx, { userId, projectId, companyName: "X" })).toBe(true);
        throw new Error("the lead failed");
      })
      .catch(() => {});
    expect(await balance(db, userId)).toBe(1);
    expect(await logs(db, userId)).toEqual([]);
  });

  test("racing debits never take the balance below zero", async () => {
    const db = handle();
    const { userId, projectId } = await userWithCredits(db, 3);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.db.transaction((tx) => debitLeadCredit(tx, { userId, projectId, companyName: `C${i}` })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await balance(db, userId)).toBe(0);
    expect(await logs(db, userId)).toHaveLength(3);
  });
});
