import { expect } from "@playwright/test";
import { test } from "./helpers/account-ui";
import {
  chat,
  chatLines,
  consoleErrors,
  expectLive,
  newUserProject,
  openProject,
  PLAN_PROMPT,
  panel,
  post,
  publish,
  seedLeads,
  seedMessages,
  seedStartExchange,
  setStatus,
} from "./helpers/research-islands";
import { openTab, projectCard } from "./helpers/workspace";

// The research page's islands (spec §2 research page, §4 chat flows and live progress, §7
// polling and live channel, §8 chat toasts) in Chromium against the e2e server. Data comes from
// the test-only /__test/* routes and live events are published on the server's bus through
// /__test/live-event. One test talks to the real assistant (the offline rules model); the others
// answer the chat's send and confirm calls themselves (page.route), because the question there
// is what the page does with a reply, a slow reply and a refusal, not what the engine says.

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

// Issue 29 "one status, everywhere": the header (rendered by the server, refreshed on a live
// status), the chat and the progress panel (islands on the store) and the dashboard card read
// one state, live and after a reload.
test("header, chat, panel and dashboard agree: paused for credits, waiting for confirmation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = "States project";
  const projectId = await newUserProject(page, "states", name, "processing");
  await seedLeads(page, projectId, 2);
  const errors = consoleErrors(page);
  await openProject(page, projectId);
  await expectLive(page, "connected");
  const header = page.locator("#research-header");
  const activity = panel(page).getByTestId("current-activity");
  const agree = async (words: string) => {
    await expect(header.getByTestId("status-badge")).toHaveText(words);
    await expect(page.locator("#chat-status")).toHaveText(words);
    await expect(panel(page).getByTestId("panel-state")).toHaveText(words);
  };
  await agree("Researching...");

  await test.step("out of credits mid-batch: said at once, without a reload, and the batch goes", async () => {
    await publish(page, {
      type: "BATCH_PROGRESS",
      projectId,
      data: { companiesProcessedInBatch: 5, totalCompaniesInBatch: 8 },
    });
    await expect(activity).toHaveText("Processing batch: 5/8");
    // As the engine leaves it: the row first, then the event.
    await post(page, "/__test/project-status", {
      projectId,
      status: "paused",
      pauseReason: "credits",
      started: true,
    });
    await publish(page, {
      type: "RESEARCH_STATUS",
      projectId,
      data: { status: "paused", pauseReason: "credits", acceptedCount: 2 },
    });
    await agree("Paused: out of credits");
    await expect(activity).toHaveText("Paused, out of credits: 2 companies found so far");
    // A straggler of the ended run moves nothing.
    await publish(page, {
      type: "BATCH_PROGRESS",
      projectId,
      data: { companiesProcessedInBatch: 6, totalCompaniesInBatch: 8 },
    });
    await page.waitForTimeout(500);
    await expect(activity).toHaveText("Paused, out of credits: 2 companies found so far");
    await expect(header.getByRole("button", { name: "Resume Research" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Pause Research" })).toHaveCount(0);
  });

  await test.step("the same after a reload, on the dashboard and in the API", async () => {
    await openProject(page, projectId);
    await agree("Paused: out of credits");
    await expect(activity).toHaveText("Paused, out of credits: 2 companies found so far");
    const detail = await page.request.get(`/api/research-projects/${projectId}`);
    expect(await detail.json()).toMatchObject({ status: "paused", pauseReason: "credits" });
    await page.goto("/");
    const badge = projectCard(page, name).getByTestId("status-badge");
    await expect(badge).toHaveText("Paused: out of credits");
    await expect(badge).toHaveAttribute("data-state", "out_of_credits");
  });

  await test.step("a plan waiting for confirmation: no Pause button, no 'Ready to start research'", async () => {
    await post(page, "/__test/project-status", { projectId, status: "preparing" });
    await seedMessages(page, projectId, [
      { role: "user", content: "Start research" },
      { role: "assistant", content: PLAN_PROMPT },
    ]);
    await openProject(page, projectId);
    await agree("Waiting for confirmation");
    await expect(header.getByRole("button", { name: /Research$/ })).toHaveCount(0);
    await expect(header.locator("[data-awaiting-confirmation]")).toBeVisible();
    await expect(chat(page).locator("[data-confirmation]")).toBeVisible();
    await expect(activity).toHaveText("Waiting for your confirmation in the chat");
    await expect(chat(page).getByTestId("chat-status-pill")).toHaveCount(0);
    await page.goto("/");
    await expect(projectCard(page, name).getByTestId("status-badge")).toHaveText(
      "Waiting for confirmation",
    );
  });

  expect(errors).toEqual([]);
});
