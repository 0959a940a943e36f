import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  chatMessages,
  companies,
  companyResearchResults,
  contacts,
  rejectedCompanies,
  researchProjects,
  users,
} from "../../../db/schema";
import IslandProbe from "../../../islands/island-probe";
import type { AppEnv } from "../../app-env";
import { AppError } from "../../errors";
import { toLiveMessage } from "../../live/chat-message";
import { type LiveChatMessage, liveEventSchema } from "../../live/events";
import { pauseReasons, projectStatuses } from "../../projects/project-status";
import { getProject } from "../../projects/project-store";
import { forceProjectStatus } from "../../projects/status-store";
import { Island } from "../../views/island";
import { validated } from "../validation";
import { seededLead, seededRejection } from "./test-seed-values";

/** Checks the project is the signed-in user's (401 signed out, 404 someone else's). */
async function ownProject(c: Context<AppEnv>, projectId: number): Promise<void> {
  const auth = c.get("auth");
  if (auth.state !== "verified") throw new AppError("unauthenticated", 401, "Sign in first.");
  await getProject(c.get("deps").database.db, auth.user.id, projectId);
}

/** The row seeders' body: one of the caller's projects, how many rows (at most 50), how wide. */
const seedBody = validated(
  "json",
  z.object({
    projectId: z.number().int().positive(),
    count: z.number().int().min(1).max(50),
    /** Values at their longest (tests/e2e/layout.e2e.ts). */
    long: z.boolean().default(false),
  }),
);

const seedMessagesInput = z.object({
  projectId: z.number().int().positive(),
  messages: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"]),
        content: z.string().min(1).max(4000),
        status: z.string().max(20).nullable().default("displayed"),
      }),
    )
    .min(1)
    .max(50),
  /** Also publish each one as a CHAT_MESSAGE event, as the engine does. */
  publish: z.boolean().default(false),
});

/**
 * Pages that exist only for automated tests (ENABLE_TEST_ROUTES): an island to hydrate, a
 * slow response to prove a graceful stop lets in-flight requests finish, a switch of the
 * signed-in user's category, and data for one of the user's own projects (the e2e app's PGlite
 * is out of the browser test's reach, and the research pipeline needs the internet): leads,
 * rejected companies, chat messages, a status the UI cannot set, and live events on the bus.
 */
export const testPageRoutes = new Hono<AppEnv>()
  .get("/__test/island", (c) =>
    c.render(
      <main className="p-8">
        <h1 className="mb-4 text-xl font-semibold">Island probe</h1>
        <Island
          name="island-probe"
          component={IslandProbe}
          props={{ label: "Clicked", start: 0 }}
        />
      </main>,
      { title: "Island probe" },
    ),
  )
  .get("/__test/slow", async (c) => {
    const ms = Math.min(Number(c.req.query("ms") ?? 500) || 0, 10_000);
    await Bun.sleep(ms);
    return c.json({ slept: ms });
  })
  .post(
    "/__test/category",
    validated("json", z.object({ category: z.enum(["Regular", "Power", "Admin"]) })),
    async (c) => {
      const auth = c.get("auth");
      if (auth.state !== "verified") throw new AppError("unauthenticated", 401, "Sign in first.");
      const { category } = c.req.valid("json");
      await c
        .get("deps")
        .database.db.update(users)
        .set({ category })
        .where(eq(users.id, auth.user.id));
      return c.json({ category });
    },
  )
  .post("/__test/seed-leads", seedBody, async (c) => {
    const { projectId, count, long } = c.req.valid("json");
    await ownProject(c, projectId);
    const db = c.get("deps").database.db;
    // Short: even leads complete, odd ones only a name and a website (the '-' cells). Long: every
    // field at the widest a crawl yields, for the layout test.
    const stamp = `${projectId}-${Date.now().toString(36)}`;
    for (let i = 1; i <= count; i++) {
      const domain = `seed-${i}-${stamp}.example.com`;
      const lead = seededLead(i, domain, long);
      const [company] = await db
        .insert(companies)
        .values({ domain, ...lead.company })
        .returning({ id: companies.id });
      if (!company) throw new Error("company insert returned no row");
      const [contact] = lead.contact
        ? await db
            .insert(contacts)
            .values({ companyId: company.id, ...lead.contact })
            .returning({ id: contacts.id })
        : [];
      await db.insert(companyResearchResults).values({
        projectId,
        companyId: company.id,
        contactId: contact?.id ?? null,
        verificationStatus: "verified",
        criteria: lead.criteria,
      });
    }
    return c.json({ seeded: count });
  })
  .post("/__test/seed-rejected", seedBody, async (c) => {
    const { projectId, count, long } = c.req.valid("json");
    await ownProject(c, projectId);
    const stamp = Date.now().toString(36);
    await c
      .get("deps")
      .database.db.insert(rejectedCompanies)
      .values(
        Array.from({ length: count }, (_, i) => ({
          projectId,
          ...seededRejection(i + 1, stamp, long),
        })),
      );
    return c.json({ seeded: count });
  })
  .post("/__test/seed-messages", validated("json", seedMessagesInput), async (c) => {
    const { projectId, messages, publish } = c.req.valid("json");
    await ownProject(c, projectId);
    const { database, events } = c.get("deps");
    const stored: LiveChatMessage[] = [];
    // One at a time, so createdAt (and the order the chat shows) follows the list.
    for (const m of messages) {
      const [row] = await database.db
        .insert(chatMessages)
        .values({ projectId, ...m })
        .returning();
      if (!row) throw new Error("message insert returned no row");
      stored.push(toLiveMessage(row));
    }
    if (publish) {
      for (const message of stored) {
        events.publish({ type: "CHAT_MESSAGE", projectId, data: { message } });
      }
    }
    return c.json(stored);
  })
  .post(
    "/__test/project-status",
    validated(
      "json",
      z.object({
        projectId: z.number().int().positive(),
        status: z.enum(projectStatuses),
        /** Why it is paused, as the engine or the user would have left it. */
        pauseReason: z.enum(pauseReasons).optional(),
        /** Stamp the first run, so a paused project reads "Paused", not "Not started". */
        started: z.boolean().optional(),
      }),
    ),
    async (c) => {
      const { projectId, status, ...extra } = c.req.valid("json");
      await ownProject(c, projectId);
      await forceProjectStatus(c.get("deps").database.db, projectId, status, extra);
      return c.json({ status });
    },
  )
  // Many projects at once for the dashboard's layout, without the form's per-project checks.
  .post(
    "/__test/seed-projects",
    validated("json", z.object({ count: z.number().int().min(1).max(300) })),
    async (c) => {
      const auth = c.get("auth");
      if (auth.state !== "verified") throw new AppError("unauthenticated", 401, "Sign in first.");
      const { count } = c.req.valid("json");
      await c
        .get("deps")
        .database.db.insert(researchProjects)
        .values(
          Array.from({ length: count }, (_, i) => ({
            userId: auth.user.id,
            name: `Seeded project ${i + 1} for industrial folding carton and corrugated packaging makers`,
            country: "Germany",
            city: "Munich",
            companyType: "Manufacturer",
            productsServices: "Folding cartons, corrugated boxes and printed packaging",
            decisionMaker: "CEO",
          })),
        );
      return c.json({ seeded: count });
    },
  )
  // What the research engine publishes after a commit, published by hand (spec §4 events).
  .post("/__test/live-event", validated("json", liveEventSchema), async (c) => {
    const event = c.req.valid("json");
    await ownProject(c, event.projectId);
    c.get("deps").events.publish(event);
    return c.json({ published: event.type });
  });
