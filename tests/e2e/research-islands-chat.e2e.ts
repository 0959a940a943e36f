import { expect } from "@playwright/test";
import { test } from "./helpers/account-ui";
import {
  answerChat,
  chat,
  chatLines,
  expectLive,
  newUserProject,
  openProject,
  PLAN_PROMPT,
  reply,
  seedStartExchange,
  sendFromKeyboard,
} from "./helpers/research-islands";
import { expectToast } from "./helpers/workspace";

// The research page's islands (spec §2 research page, §4 chat flows and live progress, §7
// polling and live channel, §8 chat toasts) in Chromium against the e2e server. Data comes from
// the test-only /__test/* routes and live events are published on the server's bus through
// /__test/live-event. One test talks to the real assistant (the offline rules model); the others
// answer the chat's send and confirm calls themselves (page.route), because the question there
// is what the page does with a reply, a slow reply and a refusal, not what the engine says.

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
  // The RESEARCH_STATUS event (preparing) reaches the chat's badge and the server's header:
  // waiting for confirmation, not researching, and no Pause button (issue 29).
  await expect(page.locator("#chat-status")).toHaveText("Waiting for confirmation");
  await expect(page.locator("#research-header").getByTestId("status-badge")).toHaveText(
    "Waiting for confirmation",
  );
  await expect(
    page.locator("#research-header").getByRole("button", { name: "Pause Research" }),
  ).toHaveCount(0);

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
