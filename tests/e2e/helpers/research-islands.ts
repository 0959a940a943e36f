import { expect, type Locator, type Page } from "@playwright/test";
import type { LiveChatMessage, LiveEvent } from "../../../src/live/events";
import { signInNewUser } from "./workspace";

// Steps and readings the research page island e2e files (tests/e2e/research-islands-*.e2e.ts)
// share: projects, messages and leads seeded through the test-only /__test/* routes, live events
// published through /__test/live-event, and the chat's calls answered by the test.
export const PLAN_PROMPT =
  "I will search for packaging makers in Munich.\n\nAre you ready to start the research?";

export async function createProject(page: Page, name: string, companyCount = 5): Promise<number> {
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

export async function post(page: Page, path: string, data: unknown): Promise<unknown> {
  const res = await page.request.post(path, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

export const setStatus = (page: Page, projectId: number, status: string) =>
  post(page, "/__test/project-status", { projectId, status });

export const seedLeads = (page: Page, projectId: number, count: number) =>
  post(page, "/__test/seed-leads", { projectId, count });

export async function seedMessages(
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
export const seedStartExchange = (page: Page, projectId: number, reply: string) =>
  seedMessages(page, projectId, [
    { role: "user", content: "Start research" },
    { role: "assistant", content: reply },
  ]);

/** A new user, signed in, with a project of their own moved on to `status` when one is given. */
export async function newUserProject(
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

export const publish = (page: Page, event: LiveEvent) => post(page, "/__test/live-event", event);

/**
 * Console errors of the page from now on: a hydration mismatch shows up here (React reports it
 * and re-renders on the client, which would hide it from every other check).
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/** Opens the project page and waits until all four islands are hydrated. */
export async function openProject(page: Page, projectId: number): Promise<void> {
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

export const chat = (page: Page) => page.locator("[data-chat]");
export const panel = (page: Page) => page.locator("[data-progress-panel]");
export const chatLines = (page: Page) => chat(page).locator("[data-message-role]");

export async function expectLive(page: Page, state: "connected" | "polling"): Promise<void> {
  await expect(chat(page)).toHaveAttribute("data-live", state);
}

/** The chat's POST calls answered by the test: a reply (optionally slow) or an error. */
export async function answerChat(
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

export function reply(projectId: number, status: string, messages: Partial<LiveChatMessage>[]) {
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

export async function sendFromKeyboard(input: Locator, text: string): Promise<void> {
  await input.fill(text);
  await input.press("Enter");
}
