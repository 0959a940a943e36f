import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { creditRenewals, users } from "../db/schema";
import { TestClock } from "../src/billing/clock";
import {
  monthlyAllowance,
  nextAnniversary,
  renewCredits,
  renewDueCredits,
} from "../src/billing/credits";
import { startJobs } from "../src/jobs/job-runner";
import { createLogger } from "../src/logger";
import { describeEachDatabase, type TestDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";

const start = new Date("2026-01-31T10:00:00Z");

test("allowance: the plan's credits, 10,000 for Power and Admin whatever the plan", () => {
  expect(monthlyAllowance({ plan: "free", category: "Regular" })).toBe(20);
  expect(monthlyAllowance({ plan: "starter", category: "Regular" })).toBe(100);
  expect(monthlyAllowance({ plan: "professional", category: "Regular" })).toBe(300);
  expect(monthlyAllowance({ plan: "enterprise", category: "Regular" })).toBe(1000);
  expect(monthlyAllowance({ plan: "free", category: "Power" })).toBe(10_000);
  expect(monthlyAllowance({ plan: "enterprise", category: "Admin" })).toBe(10_000);
});

test("renewals keep the sign-up day, clamped to short months", () => {
  const anchor = new Date("2026-01-31T10:00:00Z");
  expect(nextAnniversary(anchor, anchor).toISOString()).toBe("2026-02-28T10:00:00.000Z");
  expect(nextAnniversary(anchor, new Date("2026-02-28T10:00:00Z")).toISOString()).toBe(
    "2026-03-31T10:00:00.000Z",
  );
  expect(nextAnniversary(anchor, new Date("2026-07-15T00:00:00Z")).toISOString()).toBe(
    "2026-07-31T10:00:00.000Z",
  );
});

async function freeUser(db: TestDatabase, category = "Regular") {
  const { user } = await signedInUser(db, {
    category,
    createdAt: start,
    creditsLeft: 3,
    creditsMonthlyLimit: 20,
    nextCreditRefreshDate: new Date("2026-02-28T10:00:00Z"),
  });
  return user;
}

const read = async (db: TestDatabase, id: number) =>
  (await db.db.select().from(users).where(eq(users.id, id)))[0];
const renewalsOf = (db: TestDatabase, id: number) =>
  db.db.select().from(creditRenewals).where(eq(creditRenewals.userId, id));

describeEachDatabase("credit renewal", ({ handle }) => {
  test("moving the clock a month renews exactly once", async () => {
    const db = handle();
    const user = await freeUser(db);
    const clock = new TestClock(start);

    expect(
      (await renewCredits(db.db, user.id, { reason: "scheduled", now: clock.now() })).renewed,
    ).toBe(false);
    clock.advanceMonths(1);
    const [a, b] = await Promise.all([
      renewCredits(db.db, user.id, { reason: "scheduled", now: clock.now() }),
      renewCredits(db.db, user.id, { reason: "scheduled", now: clock.now() }),
    ]);
    expect([a?.renewed, b?.renewed].filter(Boolean)).toHaveLength(1);
    expect(await renewDueCredits(db.db, clock.now())).toBe(0);

    const after = await read(db, user.id);
    expect(after?.creditsLeft).toBe(20);
    expect(after?.creditsMonthlyLimit).toBe(20);
    expect(after?.lastCreditRefreshDate?.toISOString()).toBe(clock.now().toISOString());
    expect(after?.nextCreditRefreshDate?.toISOString()).toBe("2026-03-31T10:00:00.000Z");
    const rows = await renewalsOf(db, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      previousCredits: 3,
      newCreditsTotal: 20,
      planAtRenewal: "free",
    });
  });

  test("a Power user is renewed to 10,000 credits", async () => {
    const db = handle();
    const user = await freeUser(db, "Power");
    const clock = new TestClock(start);
    clock.advanceMonths(1);
    expect(await renewDueCredits(db.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect((await read(db, user.id))?.creditsLeft).toBe(10_000);
    expect((await read(db, user.id))?.creditsMonthlyLimit).toBe(10_000);
  });

  test("paid users are left to invoice.paid; one renewal per invoice", async () => {
    const db = handle();
    const { user } = await signedInUser(db, {
      plan: "starter",
      creditsLeft: 1,
      nextCreditRefreshDate: new Date("2000-01-01T00:00:00Z"),
    });
    const now = new Date("2026-05-01T00:00:00Z");
    await renewDueCredits(db.db, now);
    expect((await read(db, user.id))?.creditsLeft).toBe(1);
    const periodEnd = new Date("2026-06-01T00:00:00Z");
    const paid = { reason: "invoice_paid", invoiceId: "in_x", now, periodEnd } as const;
    expect((await renewCredits(db.db, user.id, paid)).renewed).toBe(true);
    await db.db.update(users).set({ creditsLeft: 50 }).where(eq(users.id, user.id));
    expect(await renewCredits(db.db, user.id, paid)).toEqual({
      renewed: false,
      reason: "already_renewed",
    });
    const after = await read(db, user.id);
    expect(after?.creditsLeft).toBe(50);
    expect(after?.nextCreditRefreshDate?.toISOString()).toBe(periodEnd.toISOString());
  });

  test("the pg-boss job renews due users once, on this database", async () => {
    const db = handle();
    const user = await freeUser(db, "Admin");
    const clock = new TestClock(start);
    const jobs = await startJobs({
      database: db,
      logger: createLogger("silent"),
      clock,
      pollingIntervalSeconds: 0.5,
    });
    try {
      clock.advanceMonths(1);
      await jobs.enqueueRenewal();
      await jobs.enqueueRenewal();
      const deadline = Date.now() + 20_000;
      while ((await renewalsOf(db, user.id)).length === 0 && Date.now() < deadline) {
        await Bun.sleep(200);
      }
      await Bun.sleep(1500); // room for the second job, which must find nothing due
      expect(await renewalsOf(db, user.id)).toHaveLength(1);
      expect((await read(db, user.id))?.creditsLeft).toBe(10_000);
    } finally {
      await jobs.stop();
    }
  });
});
