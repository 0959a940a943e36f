import { expect, test } from "bun:test";
import { count } from "drizzle-orm";
import { chatMessages, researchProjects } from "../db/schema";
import { CONTROL_CHARACTER_MESSAGE, isTypedText } from "../src/text-input";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { PUMP_MAKER } from "./helpers/projects";
import { ORIGIN } from "./helpers/research";
import { signedInUser } from "./helpers/session";

const form = {
  ...PUMP_MAKER,
  name: "Pumps in Bavaria",
  productsServices: "Industrial pumps\r\n\tand valves",
  companyCount: 5,
};

test("typed text: control characters refused, tab/newline only where multi-line", () => {
  for (const bad of ["a\u0000b", "\u0007", "x\u001bY", "del\u007f", "c1\u0085", "lone\ud800"]) {
    expect(isTypedText(bad)).toBe(false);
    expect(isTypedText(bad, true)).toBe(false);
  }
  expect(isTypedText("Müller & Söhne – 東京 😀")).toBe(true);
  expect(isTypedText("line\nbreak")).toBe(false);
  expect(isTypedText("tab\there")).toBe(false);
  expect(isTypedText("line\r\nbreak\tand tab", true)).toBe(true);
});

describeEachDatabase("control characters in user input", ({ handle }) => {
  const post = (cookie: string, path: string, body: object) =>
    createTestApp(handle()).app.request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const projectCount = async () =>
    (await handle().db.select({ n: count() }).from(researchProjects))[0]?.n;

  test("a NUL or control character in any project field is a 400 and stores nothing", async () => {
    const { cookie } = await signedInUser(handle());
    const before = await projectCount();
    for (const [field, value] of [
      ["name", "Pumps\u0000"],
      ["country", "Ger\u0001many"],
      ["city", "Mu\u001bnich"],
      ["companyType", "Manu\u0000facturer"],
      ["productsServices", "pumps\u0000"],
      ["keywords", "a\u0008b"],
      ["decisionMaker", "CEO\u0000"],
      ["exclusions", "x\u007f"],
      ["existingCompanies", "known.de\u0000"],
    ] as const) {
      const res = await post(cookie, "/api/research-projects", { ...form, [field]: value });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string; fields: object } };
      expect(body.error.message).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(Object.keys(body.error.fields)).toContain(field);
    }
    expect(await projectCount()).toBe(before);
    const ok = await post(cookie, "/api/research-projects", form);
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as { id: number };

    const rename = await createTestApp(handle()).app.request(
      `${ORIGIN}/api/research-projects/${id}/name`,
      {
        method: "PATCH",
        headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ name: "x\u0000" }),
      },
    );
    expect(rename.status).toBe(400);

    const messagesBefore = (await handle().db.select({ n: count() }).from(chatMessages))[0]?.n;
    const chat = await post(cookie, `/api/research-projects/${id}/messages`, {
      content: "find\u0000 pumps",
    });
    expect(chat.status).toBe(400);
    const messagesAfter = (await handle().db.select({ n: count() }).from(chatMessages))[0]?.n;
    expect(messagesAfter).toBe(messagesBefore);
  });

  test("the create form shows the message instead of storing the project", async () => {
    const { cookie } = await signedInUser(handle());
    const before = await projectCount();
    const res = await createTestApp(handle()).app.request(`${ORIGIN}/research`, {
      method: "POST",
      headers: {
        cookie,
        origin: ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ ...form, companyCount: "5", name: "bad\u0000" }).toString(),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).toContain("invisible control characters");
    expect(await projectCount()).toBe(before);
  });
});
