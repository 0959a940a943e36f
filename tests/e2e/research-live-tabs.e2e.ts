import { expect } from "@playwright/test";
import { test } from "./helpers/account-ui";
import * as live from "./helpers/research-live";
import * as check from "./helpers/research-live-checks";
import { apiResults, readTable } from "./helpers/research-table";

// The live research UI's acceptance test (see research-live-run.e2e.ts) for a second tab.

test("a second tab on the same project follows the run live", async ({ page, context }) => {
  test.setTimeout(400_000);
  const t0 = Date.now();
  const target = 10;
  const projectId = await check.newUserProject(
    page,
    "live-tabs",
    "German consultants live",
    "germany",
    target,
  );

  // The second tab: another page of the same browser (same session), opened before the start.
  const second = await context.newPage();
  await second.goto(`/research/${projectId}`);
  await live.waitForIslands(second);
  const a = live.researchPage(page);
  const b = live.researchPage(second);
  for (const ui of [a, b]) {
    await expect(ui.chat).toHaveAttribute("data-live", "connected", { timeout: live.LIVE_TIMEOUT });
  }
  const markA = await live.markPage(page);
  const markB = await live.markPage(second);
  await live.startSampling(second);
  await live.startSampling(page);

  await test.step("the first tab starts the run; the second sees the chat and status", async () => {
    await live.startResearchFromChat(page);
    await expect(b.lines.filter({ hasText: "Are you ready to start the research?" })).toHaveCount(
      1,
      { timeout: live.CHAT_TIMEOUT },
    );
    await check.expectRunState(b, "Researching...");
  });

  await test.step("paused from the second tab: both tabs show it, and agree", async () => {
    // At once, before the run's first burst of accepts (see the first test).
    await b.header.getByRole("button", { name: "Pause Research" }).click();
    for (const ui of [b, a]) {
      await check.expectRunState(ui, "Paused", "Resume Research");
    }
    const stored = await apiResults(page, projectId);
    expect(stored.length, "the run reached its target before the pause").toBeLessThan(target);
    check.note("paused-with", String(stored.length));
    for (const ui of [a, b]) {
      await expect(ui.panelFound).toHaveText(`${stored.length}/${target}`, {
        timeout: live.LIVE_TIMEOUT,
      });
      await expect(ui.headerFound).toHaveText(`${stored.length}/${target}`);
      await expect(ui.resultsTab).toHaveText(`Results (${stored.length})`);
      await expect(ui.rows).toHaveCount(stored.length);
      await expect(
        ui.lines.filter({ hasText: /Research paused with \d+ of \d+ companies found/ }),
      ).toHaveCount(1, { timeout: live.CHAT_TIMEOUT });
    }
  });

  await test.step("resumed from the first tab: results reach both as they are found", async () => {
    await a.header.getByRole("button", { name: "Resume Research" }).click();
    // Both tabs at once, from their recorded badges: the rest of the run may end in a moment.
    await Promise.all(
      [page, second].map((p) => check.expectBadgePassedThrough(p, "Researching...", "Paused")),
    );
    for (const ui of [a, b]) {
      await expect(ui.lines.filter({ hasText: "The research has been resumed." })).toHaveCount(1, {
        timeout: live.CHAT_TIMEOUT,
      });
    }
    await live.waitForFound(second, 1);
    const first = (await apiResults(page, projectId))[0];
    if (!first) throw new Error("a result is shown but the API has none");
    for (const ui of [b, a]) {
      await expect(ui.recentFinds.first()).toContainText(first.companyName, {
        timeout: live.LIVE_TIMEOUT,
      });
    }
  });

  await test.step("both tabs end on the same state", async () => {
    for (const ui of [a, b]) {
      await expect(ui.banner).toHaveText(`Research completed! All ${target} companies found.`, {
        timeout: live.RUN_TIMEOUT,
      });
      await expect(ui.panelFound).toHaveText(`${target}/${target}`);
      await expect(ui.headerFound).toHaveText(`${target}/${target}`);
      await check.expectRunState(ui, "Research Done");
      await expect(ui.resultsTab).toHaveText(`Results (${target})`, { timeout: live.LIVE_TIMEOUT });
      await expect(ui.rows).toHaveCount(target);
    }
    const rowsA = await readTable(page);
    const rowsB = await readTable(second);
    expect(rowsB).toEqual(rowsA);
    check.expectDistinct(rowsA);
    expect((await apiResults(page, projectId)).map((r) => r.companyName)).toEqual(
      rowsA.map((r) => r.company),
    );
    // The same chat in both: the completion message once each.
    for (const ui of [a, b]) {
      await expect(ui.lines.filter({ hasText: `I found all ${target} companies` })).toHaveCount(1, {
        timeout: live.CHAT_TIMEOUT,
      });
    }
  });

  await test.step("the second tab was never reloaded and counted up live", async () => {
    await live.expectNotReloaded(page, markA);
    await live.expectNotReloaded(second, markB);
    const series = live.foundSeries(await live.samples(second), "panel");
    check.note("second-tab-found-series", series.join(","));
    expect(series[0]).toBe(0);
    expect(series.at(-1)).toBe(target);
    // Each accepted company is its own live event: the figure went up step by step.
    expect(series.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < series.length; i++) {
      expect(series[i], `went down: ${series.join(",")}`).toBeGreaterThan(series[i - 1] ?? 0);
    }
    for (const p of [page, second]) {
      await expect(p.locator("[data-session-timeout]")).toBeHidden();
    }
    check.note("total-s", check.since(t0));
  });
});
