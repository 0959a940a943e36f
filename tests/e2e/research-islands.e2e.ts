import { expect, type Locator, type Page } from "@playwright/test";
import type { LiveChatMessage, LiveEvent } from "../../src/live/events";
import { test } from "./helpers/account-ui";
import { expectToast, openTab, signInNewUser } from "./helpers/workspace";

// The research page's islands (spec §2 research page, §4 chat flows and live progress, §7
// polling and live channel, §8 chat toasts) in Chromium against the e2e server. Data comes from
// the test-only /__test/* routes and live events are published on the server's bus through
// /__test/live-event. One test talks to the real assistant (the offline rules model); the others
// answer the chat's send and confirm calls themselves (page.route), because the question there
// is what the page does with a reply, a slow reply and a refusal, not what the engine says.

const PLAN_PROMPT =
  "I will search for packaging makers in Munich.\n\nAre you ready to start the research?";

async function createProject(page: Page, name: string, companyCount = 5): Promise<number> {
  const res = await page.request.post("/api/research-projects", {
    data: {
      name,
      country: "Germany",
      city: "Munich",
      companyType: "Manufacturer",
      productsServices: "Folding boxes",
      decisionMaker: "CEO",
      companyCount,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

async function post(page: Page, path: string, data: unknown): Promise<unknown> {
  const res = await page.request.post(path, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

const setStatus = (page: Page, projectId: number, status: string) =>
  post(page, "/__test/project-status", { projectId, status });

const seedLeads = (page: Page, projectId: number, count: number) =>
  post(page, "/__test/seed-leads", { projectId, count });

async function seedMessages(
  page: Page,
  projectId: number,
  messages: { role: "user" | "assistant"; content: string; status?: string | null }[],
  publish = false,
): Promise<LiveChatMessage[]> {
  return (await post(page, "/__test/seed-messages", {
    projectId,
    messages,
    publish,
  })) as LiveChatMessage[];
}

/** The chat so far: the user said "Start research", the assistant answered `reply`. */
const seedStartExchange = (page: Page, projectId: number, reply: string) =>
  seedMessages(page, projectId, [
    { role: "user", content: "Start research" },
    { role: "assistant", content: reply },
  ]);

/** A new user, signed in, with a project of their own moved on to `status` when one is given. */
async function newUserProject(
  page: Page,
  label: string,
  name: string,
  status?: string,
): Promise<number> {
  await signInNewUser(page, `islands-${label}`);
  const projectId = await createProject(page, name);
  if (status) await setStatus(page, projectId, status);
  return projectId;
}

const publish = (page: Page, event: LiveEvent) => post(page, "/__test/live-event", event);

/**
 * Console errors of the page from now on: a hydration mismatch shows up here (React reports it
 * and re-renders on the client, which would hide it from every other check).
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/** Opens the project page and waits until all four islands are hydrated. */
async function openProject(page: Page, projectId: number): Promise<void> {
  await page.goto(`/research/${projectId}`);
  for (const name of [
    "research-chat",
    "research-progress",
    "research-results",
    "research-rejected",
  ]) {
    await expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute("data-hydrated", "true");
  }
}

const chat = (page: Page) => page.locator("[data-chat]");
const panel = (page: Page) => page.locator("[data-progress-panel]");
const chatLines = (page: Page) => chat(page).locator("[data-message-role]");

async function expectLive(page: Page, state: "connected" | "polling"): Promise<void> {
  await expect(chat(page)).toHaveAttribute("data-live", state);
}

/** The chat's POST calls answered by the test: a reply (optionally slow) or an error. */
async function answerChat(
  page: Page,
  projectId: number,
  path: "messages" | "confirm",
  answer: (body: { content?: string }) => Promise<{ status: number; json: unknown }>,
): Promise<void> {
  await page.route(`**/api/research-projects/${projectId}/${path}`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const body = (route.request().postDataJSON() ?? {}) as { content?: string };
    const { status, json } = await answer(body);
    await route.fulfill({ status, json });
  });
}

function reply(projectId: number, status: string, messages: Partial<LiveChatMessage>[]) {
  let id = 90_000 + Math.floor(Math.random() * 1_000) * 10;
  return {
    messages: messages.map((m) => ({
      id: id++,
      role: "assistant",
      content: "",
      createdAt: new Date().toISOString(),
      status: "sent",
      ...m,
    })),
    project: { id: projectId, name: "Chat project", status, companyCount: 5 },
  };
}

async function sendFromKeyboard(input: Locator, text: string): Promise<void> {
  await input.fill(text);
  await input.press("Enter");
}

test("without the live channel the page polls: panel, tab count and table follow new leads", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const projectId = await newUserProject(page, "poll", "Polling project", "processing");
  // The channel refuses every connection: the islands must fall back to polling (spec §7).
  await page.routeWebSocket(/\/ws$/, (ws) => ws.close());
  await openProject(page, projectId);
  await expectLive(page, "polling");
  await expect(panel(page).getByTestId("panel-found")).toHaveText("0/5");
  await expect(panel(page).getByTestId("current-activity")).toHaveText("Ready to start research");

  await seedLeads(page, projectId, 2);
  // The chat tab polls results every 5 s.
  await expect(panel(page).getByTestId("panel-found")).toHaveText("2/5", { timeout: 8_000 });
  await expect(page.locator("#research-header").getByTestId("header-progress")).toHaveText("2/5");
  await expect(page.getByRole("tab", { name: "Results (2)" })).toBeVisible();
  await expect(panel(page).getByText("Seeded Company 1")).toBeVisible();
  await expect(panel(page).getByText("Dana Seed 1, CEO")).toBeVisible();
  await expect(panel(page).getByText("No contact found")).toBeVisible();

  await openTab(page, "Results (2)");
  // By id: the panel's name is its tab's label, which changes with the count.
  const results = page.locator("#panel-results");
  await seedLeads(page, projectId, 1);
  // The results tab polls every 3 s.
  await expect(results.locator("tbody tr")).toHaveCount(3, { timeout: 6_000 });
  await expect(page.getByRole("tab", { name: "Results (3)" })).toBeVisible();
  await expect(results.getByRole("link", { name: "Export to Excel" })).toBeVisible();
});

test("live events update the panel, activity, chat, table and header without a reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const projectId = await newUserProject(page, "live", "Live project", "processing");
  await seedStartExchange(page, projectId, "Here is my plan.");
  const errors = consoleErrors(page);
  await openProject(page, projectId);
  await expect(chatLines(page)).toHaveText([/Start research/, /Here is my plan\./]);
  await expect(chatLines(page).first()).toHaveClass(/justify-end/);
  await expectLive(page, "connected");
  const mark = `m${Date.now()}`;
  await page.evaluate((m) => {
    (window as { __mark?: string }).__mark = m;
  }, mark);

  await test.step("progress and activity", async () => {
    await publish(page, {
      type: "QUERY_STARTED",
      projectId,
      data: { currentQuery: "Faltschachtel Hersteller München" },
    });
    await expect(panel(page).getByTestId("current-activity")).toHaveText(
      "Searching: Faltschachtel Hersteller München",
    );
    await publish(page, {
      type: "BATCH_PROGRESS",
      projectId,
      data: { companiesProcessedInBatch: 2, totalCompaniesInBatch: 6 },
    });
    await expect(panel(page).getByTestId("current-activity")).toHaveText("Processing batch: 2/6");
    await publish(page, {
      type: "PROGRESS_UPDATE",
      projectId,
      data: { acceptedCount: 0, progressPercentage: 0, currentActivity: "Checking websites" },
    });
    await expect(panel(page).getByTestId("current-activity")).toHaveText("Checking websites");
  });

  await test.step("an accepted company reaches the panel, the table, the tab and the header", async () => {
    await seedLeads(page, projectId, 1);
    await publish(page, {
      type: "COMPANY_ACCEPTED",
      projectId,
      data: { companyName: "Seeded Company 1", acceptedCount: 1, progressPercentage: 20 },
    });
    await expect(panel(page).getByTestId("current-activity")).toHaveText(
      "Accepted: Seeded Company 1",
    );
    await expect(panel(page).getByTestId("panel-found")).toHaveText("1/5");
    await expect(page.locator("#research-header").getByTestId("header-progress")).toHaveText("1/5");
    await expect(page.locator("#research-header progress")).toHaveAttribute("value", "20");
    await expect(panel(page).getByText("Dana Seed 1, CEO")).toBeVisible();
    const results = await openTab(page, "Results (1)");
    await expect(results.locator("tbody tr")).toHaveCount(1);
    await expect(results.locator("tbody tr").first()).toContainText("Seeded Company 1");
    await openTab(page, "Research Chat");
  });

  await test.step("a rejected company reaches the rejected tab", async () => {
    await post(page, "/__test/seed-rejected", { projectId, count: 1 });
    await publish(page, {
      type: "COMPANY_REJECTED",
      projectId,
      data: { companyName: "Rejected Company 1", rejectedCount: 1 },
    });
    await expect(panel(page).getByTestId("current-activity")).toHaveText(
      "Rejected: Rejected Company 1",
    );
    const rejected = await openTab(page, "Rejected Companies (1)");
    await expect(rejected.getByText("1 Rejected")).toBeVisible();
    await expect(rejected.locator("tbody tr")).toHaveCount(1);
    await openTab(page, "Research Chat");
  });

  await test.step("chat messages queue up, 500 ms apart, duplicates dropped", async () => {
    // When each line appears, measured in the page (the test's polling is coarser than 500 ms).
    await chat(page).evaluate((section) => {
      const times: number[] = [];
      (window as { __lineTimes?: number[] }).__lineTimes = times;
      new MutationObserver((records) => {
        for (const r of records) {
          for (const node of r.addedNodes) {
            if (node instanceof HTMLElement && node.dataset.messageRole)
              times.push(performance.now());
          }
        }
      }).observe(section, { childList: true, subtree: true });
    });
    await seedMessages(
      page,
      projectId,
      [
        { role: "assistant", content: "Searching: packaging makers", status: "sent" },
        { role: "assistant", content: "Analyzing acme.example", status: "sent" },
        // The same words again within 5 s: dropped by the queue.
        { role: "assistant", content: "Analyzing acme.example", status: "sent" },
      ],
      true,
    );
    await expect(chatLines(page)).toHaveCount(4);
    await expect(chatLines(page).last()).toContainText("Analyzing acme.example", {
      timeout: 5_000,
    });
    await page.waitForTimeout(1_500);
    await expect(chatLines(page)).toHaveCount(4);
    const times = await page.evaluate(() => (window as { __lineTimes?: number[] }).__lineTimes);
    expect(times).toHaveLength(2);
    const [first = 0, second = 0] = times ?? [];
    // One display gap (less a little for timer jitter).
    expect(second - first).toBeGreaterThan(450);
    // The running words set the status pill (spec §4).
    await expect(chat(page).getByTestId("chat-status-pill")).toHaveText("Finding companies...");
    await expect(chat(page).getByRole("log")).toHaveAttribute("aria-live", "polite");
  });

  await test.step("completion: banner, placeholder, badges, pill cleared", async () => {
    await setStatus(page, projectId, "completed");
    await publish(page, { type: "RESEARCH_COMPLETED", projectId, data: { acceptedCount: 1 } });
    // 1 of the 5 asked for (issue 15): the banner says the search ran out and what to do.
    const banner = chat(page).locator("[data-completed-banner]");
    await expect(banner).toContainText(
      "Found 1 of 5 companies: the search ran out of matching sites.",
    );
    await expect(banner).toContainText("Next step: search all of Germany rather than only Munich");
    await expect(banner).not.toContainText("All 1 companies found");
    await expect(panel(page).getByTestId("current-activity")).toHaveText(
      "Research completed successfully!",
    );
    await expect(
      chat(page).getByPlaceholder("Ask for more companies (e.g., 'find 30 more companies')"),
    ).toBeVisible();
    await expect(page.locator("#chat-status")).toHaveText("Research Done");
    await expect(chat(page).getByTestId("chat-status-pill")).toHaveCount(0);
    // The header is re-rendered by the server: its badge follows and the pause control goes.
    const header = page.locator("#research-header");
    await expect(header.getByTestId("status-badge")).toHaveText("Research Done");
    await expect(header.getByRole("button", { name: /Research$/ })).toHaveCount(0);
    await expect(panel(page).getByRole("button", { name: "Request More Leads" })).toBeEnabled();
  });

  expect(await page.evaluate(() => (window as { __mark?: string }).__mark)).toBe(mark);
  expect(errors).toEqual([]);
});

test("chat: confirmation block, sending states, keyboard send, replies and errors", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const projectId = await newUserProject(page, "chat", "Chat project", "preparing");
  await seedStartExchange(page, projectId, PLAN_PROMPT);
  await openProject(page, projectId);
  const input = chat(page).getByRole("textbox", { name: "Message" });
  const send = chat(page).getByRole("button", { name: "Send" });
  const block = chat(page).locator("[data-confirmation]");

  await test.step("the confirmation block, dismissed by typing", async () => {
    await expect(block.getByRole("button", { name: "Cancel research" })).toBeVisible();
    await expect(block.getByRole("button", { name: "Yes, let's go!" })).toBeVisible();
    await expect(input).toHaveAttribute(
      "placeholder",
      "Type 'Start research' or ask for specific companies...",
    );
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await expect(block).toBeVisible();
    await input.fill("a");
    await expect(block).toHaveCount(0);
    await expect(send).toBeEnabled();
    await input.fill("");
    await expect(block).toHaveCount(0);
  });

  await test.step("keyboard send: shown at once, thinking, then the reply revealed", async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await answerChat(page, projectId, "messages", async (body) => {
      await released;
      return {
        status: 201,
        json: reply(projectId, "preparing", [
          { role: "user", content: body.content ?? "" },
          { content: `Noted: ${body.content}. ${PLAN_PROMPT}` },
        ]),
      };
    });
    await sendFromKeyboard(input, "Only family-owned companies");
    await expect(input).toHaveValue("");
    await expect(chatLines(page).last()).toContainText("Only family-owned companies");
    await expect(chat(page).getByText("Assistant is thinking...")).toBeVisible();
    await expect(chat(page).getByTestId("chat-status-pill")).toHaveText("Thinking...");
    await input.fill("next");
    await expect(send).toBeDisabled();
    release();
    await expect(chat(page).getByText("Assistant is thinking...")).toHaveCount(0);
    await expect(send).toBeEnabled();
    await input.fill("");
    const answer = chatLines(page).last();
    await expect(answer).toHaveAttribute("data-message-role", "assistant");
    // Revealed gradually: part of it first, all of it in the end.
    await expect(answer.locator("[aria-hidden=true]")).not.toHaveText(/ready to start/);
    await expect(answer.locator("[aria-hidden=true]")).toContainText(
      "Are you ready to start the research?",
      { timeout: 10_000 },
    );
    // The new prompt brings the block back.
    await expect(block).toBeVisible();
    await page.unroute(`**/api/research-projects/${projectId}/messages`);
  });

  await test.step("'Yes, let's go!' refused, then confirmed", async () => {
    let refuse = true;
    await answerChat(page, projectId, "confirm", async () =>
      refuse
        ? { status: 409, json: { code: "conflict", message: "Research is already running." } }
        : {
            status: 200,
            json: reply(projectId, "processing", [{ content: "Searching for companies now." }]),
          },
    );
    await block.getByRole("button", { name: "Yes, let's go!" }).click();
    await expectToast(page, "Error", "Failed to confirm research: Research is already running.");
    refuse = false;
    await block.getByRole("button", { name: "Yes, let's go!" }).click();
    await expectToast(
      page,
      "Research Confirmed",
      "Research has started using the confirmed keywords",
    );
    await expect(block).toHaveCount(0);
    await expect(chatLines(page).last()).toContainText("Searching for companies now.", {
      timeout: 10_000,
    });
    await expect(chat(page).getByTestId("chat-status-pill")).toHaveText("Finding companies...");
    await expect(page.locator("#chat-status")).toHaveText("Researching...");
  });

  await test.step("a refused send: 'Message Failed', the text comes back", async () => {
    await answerChat(page, projectId, "messages", async () => ({
      status: 500,
      json: { code: "internal", message: "Something went wrong." },
    }));
    const before = await chatLines(page).count();
    await input.fill("Find 5 more");
    await send.click();
    await expectToast(page, "Message Failed", "Could not send message. Please try again.");
    await expect(chatLines(page)).toHaveCount(before);
    await expect(input).toHaveValue("Find 5 more");
  });

  await test.step("scroll-to-bottom appears away from the bottom", async () => {
    const log = chat(page).getByRole("log");
    const toBottom = chat(page).getByRole("button", { name: "Scroll to bottom" });
    const overflowing = await log.evaluate((el) => el.scrollHeight > el.clientHeight + 60);
    if (overflowing) {
      await log.evaluate((el) => {
        el.scrollTop = 0;
      });
      await expect(toBottom).toBeVisible();
      await toBottom.click();
      await expect(toBottom).toBeHidden();
    } else {
      await expect(toBottom).toBeHidden();
    }
  });

  await test.step("a send without a session: 'Session Expired', then /auth", async () => {
    await answerChat(page, projectId, "messages", async () => ({
      status: 401,
      json: { code: "unauthenticated", message: "Authentication required" },
    }));
    await sendFromKeyboard(input, "hello?");
    await expectToast(page, "Session Expired", "Please login to continue. Redirecting...");
    await page.waitForURL((url) => url.pathname === "/auth");
  });
});

test("with the real assistant: 'Start research' brings the plan and the confirmation block", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const projectId = await newUserProject(page, "real", "Real assistant project");
  await openProject(page, projectId);
  await expectLive(page, "connected");
  const input = chat(page).getByRole("textbox", { name: "Message" });
  const block = chat(page).locator("[data-confirmation]");
  await expect(block).toHaveCount(0);

  await sendFromKeyboard(input, "Start research");
  await expect(chatLines(page).first()).toContainText("Start research");
  const plan = chatLines(page).filter({ hasText: "Are you ready to start the research?" });
  await expect(plan).toHaveCount(1, { timeout: 20_000 });
  await expect(block.getByRole("button", { name: "Yes, let's go!" })).toBeVisible({
    timeout: 20_000,
  });
  // The RESEARCH_STATUS event (preparing) reaches the chat's badge and the server's header.
  await expect(page.locator("#chat-status")).toHaveText("Researching...");
  await expect(page.locator("#research-header").getByTestId("status-badge")).toHaveText(
    "Researching...",
  );

  await block.getByRole("button", { name: "Cancel research" }).click();
  await expect(chatLines(page).filter({ hasText: /^You: Cancel research$/ })).toHaveCount(1);
  await expect(chatLines(page).filter({ hasText: "Research cancelled." })).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(block).toHaveCount(0);
  // Cancelled before it ever processed: still not started (issue 15).
  await expect(page.locator("#chat-status")).toHaveText("Not started");
  await expect(page.locator("#research-header").getByTestId("status-badge")).toHaveText(
    "Not started",
  );
});

test("pause without a session: 'Unauthorized', then /auth", async ({ page, context }) => {
  test.setTimeout(90_000);
  const projectId = await newUserProject(page, "status", "Status project");
  await openProject(page, projectId);
  await context.clearCookies();
  await page.locator("#research-header").getByRole("button", { name: "Start Research" }).click();
  await expectToast(page, "Unauthorized", "You are logged out. Logging in again...");
  await page.waitForURL((url) => url.pathname === "/auth");
});
