import { type BrowserContext, expect } from "@playwright/test";
import { test } from "./helpers/account-ui";
import { OwnAppServer } from "./helpers/own-app-server";
import * as live from "./helpers/research-live";
import { expectDistinct, newUserProject, note, since } from "./helpers/research-live-checks";
import { apiResults, hostOf, readTable, titlesAsFound } from "./helpers/research-table";

// The live research UI's acceptance test (see research-live-run.e2e.ts) across a server restart:
// the test starts an app server of its own (helpers/own-app-server.ts) and never reloads the
// page: it reconnects, or, back after the reconnect budget, polls.

/** Spec §4: reconnects 1, 2, 4, 8 and 16 s apart, so the last one is 31 s after the drop. */
const LAST_RECONNECT_S = 31;

for (const signal of ["SIGTERM", "SIGKILL"] as const) {
  test(`a server restart mid-run (${signal}): every result shown once, none twice`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(600_000);
    const t0 = Date.now();
    // All of a free account's 20 credits: a company charged twice would stop the run short.
    const target = 20;
    const server = new OwnAppServer(testInfo.outputPath("own-app.log"));
    let context: BrowserContext | undefined;
    try {
      note("own-app-start-ms", String(await server.start()));
      // A context of its own: its session cookie belongs to this server's database.
      context = await browser.newContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      const ui = live.researchPage(page);
      const label = `live-${signal.toLowerCase()}`;
      const projectId = await newUserProject(
        page,
        label,
        `French makers ${signal}`,
        "france",
        target,
      );
      await expect(ui.chat).toHaveAttribute("data-live", "connected", {
        timeout: live.LIVE_TIMEOUT,
      });
      const mark = await live.markPage(page);
      await live.startSampling(page);
      await live.startResearchFromChat(page);

      let droppedAt = 0;
      await test.step(`the first results, then ${signal} to the server`, async () => {
        // At the first accepted company: the run accepts in bursts and must not finish first.
        const { found } = await live.waitForFound(page, 1);
        droppedAt = Date.now();
        note("stop-ms", String(await server.stop(signal)));
        note("found-when-stopped", String(found));
        await expect(ui.chat).toHaveAttribute("data-live", "polling", {
          timeout: live.LIVE_TIMEOUT,
        });
      });

      await test.step("started again on the same port and data: the page reconnects", async () => {
        note("restart-ms", String(await server.start()));
        const downS = (Date.now() - droppedAt) / 1000;
        note("down-s", downS.toFixed(1));
        if (downS < LAST_RECONNECT_S - 2) {
          await expect(ui.chat).toHaveAttribute("data-live", "connected", {
            timeout: (LAST_RECONNECT_S + 5) * 1000,
          });
          note("reconnected-after-drop-s", since(droppedAt));
        } else {
          // Back too late for the reconnect budget: the page has given up the live channel and
          // polls (spec §7), which still brings every result and the status without a reload.
          note("reconnected-after-drop-s", "no: restart took longer than the reconnect budget");
        }
      });

      await test.step("the run goes on to its target: every result once", async () => {
        await expect(ui.banner).toHaveText(`Research completed! All ${target} companies found.`, {
          timeout: live.RUN_TIMEOUT,
        });
        await expect(ui.panelFound).toHaveText(`${target}/${target}`);
        await expect(ui.headerFound).toHaveText(`${target}/${target}`, {
          timeout: live.LIVE_TIMEOUT,
        });
        await expect(ui.headerBadge).toHaveText("Research Done", { timeout: live.LIVE_TIMEOUT });
        await expect(ui.resultsTab).toHaveText(`Results (${target})`, {
          timeout: live.LIVE_TIMEOUT,
        });
        await expect(ui.rows).toHaveCount(target);
        const table = await readTable(page);
        expectDistinct(table);
        const api = await apiResults(page, projectId);
        expect(api.map((r) => r.companyName)).toEqual(table.map((r) => r.company));
        titlesAsFound(table, api);
        expect(api.map((r) => hostOf(r.website))).toEqual(table.map((r) => hostOf(r.website)));
        // No company both accepted and rejected, and one credit per accepted company.
        const rejected = await page.request.get(
          `/api/research-projects/${projectId}/rejected-companies`,
        );
        expect(rejected.ok()).toBe(true);
        const rejectedHosts = ((await rejected.json()) as { website: string }[]).map((r) =>
          hostOf(r.website),
        );
        const accepted = new Set(table.map((r) => hostOf(r.website)));
        expect(rejectedHosts.filter((h) => accepted.has(h))).toEqual([]);
        const me = await page.request.get("/api/user");
        expect(((await me.json()) as { user: { creditsLeft: number } }).user.creditsLeft).toBe(
          20 - target,
        );
        // The restart interrupted the run (rather than finding it done): the run queued again at
        // boot said it was starting, a second time.
        const messages = await page.request.get(`/api/research-projects/${projectId}/messages`);
        const said = ((await messages.json()) as { role: string; content: string }[])
          .filter((m) => m.role === "assistant")
          .map((m) => m.content);
        expect(
          said.filter((m) => m.startsWith("Searching the web and analyzing company websites")),
        ).toHaveLength(2);
        // The completion message once: the run that ended it was the only one.
        expect(said.filter((m) => m.includes(`I found all ${target} companies`))).toHaveLength(1);
        await expect(ui.lines.filter({ hasText: `I found all ${target} companies` })).toHaveCount(
          1,
          { timeout: live.CHAT_TIMEOUT },
        );
        await live.expectNotReloaded(page, mark);
        const series = live.foundSeries(await live.samples(page), "header");
        note("header-found-series", series.join(","));
        expect(series.at(-1)).toBe(target);
        note("total-s", since(t0));
      });
    } finally {
      await context?.close();
      await server.dispose();
    }
  });
}
