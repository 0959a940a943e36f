import { expect, test } from "bun:test";
import { createProject } from "../src/projects/project-store";
import type { CreateProjectInput } from "../src/projects/schemas";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";

describeEachDatabase("dashboard with many projects", ({ handle }) => {
  const input = (name: string): CreateProjectInput => ({
    name,
    country: "Germany",
    city: undefined,
    keywords: undefined,
    exclusions: undefined,
    companyType: "Manufacturer",
    productsServices: "Pumps",
    decisionMaker: "CEO",
    companyCount: 10,
    existingCompanies: [],
  });
  async function userWithProjects(count: number, name = (i: number) => `Project ${i}`) {
    const session = await signedInUser(handle());
    for (let i = 1; i <= count; i++)
      await createProject(handle().db, session.user.id, input(name(i)));
    return session;
  }
  const cardNames = (html: string) =>
    [...html.matchAll(/href="\/research\/\d+"[^>]*>([^<]+)</g)].map((m) => m[1]);
  const page = async (path: string, cookie: string) => {
    const { app } = createTestApp(handle());
    const res = await app.request(path, { headers: { cookie } });
    return { status: res.status, html: await res.text() };
  };

  test("24 projects a page, newest first, with links to the next and previous pages", async () => {
    const { cookie } = await userWithProjects(30);
    const first = await page("/", cookie);
    expect(cardNames(first.html)).toEqual(
      Array.from({ length: 24 }, (_, i) => `Project ${30 - i}`),
    );
    expect(first.html).toContain("Page 1 of 2");
    expect(first.html).toContain('href="/?page=2" rel="next"');
    const second = await page("/?page=2", cookie);
    expect(cardNames(second.html)).toEqual([6, 5, 4, 3, 2, 1].map((i) => `Project ${i}`));
    expect(second.html).toContain("Page 2 of 2");
    expect(second.html).toContain('href="/" rel="prev"');
    expect(second.html).not.toContain('rel="next"');
  });

  test("the search box filters by name, case-insensitively, and pages keep the search", async () => {
    const { cookie } = await userWithProjects(30, (i) => (i % 2 ? `Pumps ${i}` : `Valves ${i}`));
    const { html } = await page("/?q=pUMPs", cookie);
    expect(cardNames(html)).toEqual(
      [29, 27, 25, 23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1].map((i) => `Pumps ${i}`),
    );
    expect(html).toContain('value="pUMPs"');
    expect(html).not.toContain("Page 1 of");
    // A wildcard typed in the box is a character, not a pattern.
    expect(cardNames((await page("/?q=%25", cookie)).html)).toEqual([]);
    const none = await page("/?q=Turbines", cookie);
    expect(none.status).toBe(200);
    expect(none.html).toContain("No projects match “Turbines”");
    expect(none.html).toContain("Clear search");
    expect(none.html).not.toContain("No research projects yet");
    const many = await userWithProjects(30, (i) => `Alpha ${i}`);
    const paged = await page("/?q=alpha&page=2", many.cookie);
    expect(cardNames(paged.html)).toHaveLength(6);
    expect(paged.html).toContain('href="/?q=alpha" rel="prev"');
  });

  test("another user's projects never appear, on any page or search", async () => {
    await userWithProjects(30, (i) => `Secret ${i}`);
    const { cookie } = await userWithProjects(3, (i) => `Mine ${i}`);
    for (const path of ["/", "/?page=2", "/?q=Secret", "/?q=e&page=3"]) {
      const { status, html } = await page(path, cookie);
      expect(status).toBe(200);
      expect(cardNames(html).some((name) => name?.startsWith("Secret"))).toBe(false);
      expect(html).not.toContain("Secret 1");
    }
    expect(cardNames((await page("/", cookie)).html)).toEqual(["Mine 3", "Mine 2", "Mine 1"]);
  });

  test("bad page values are read as the first page, and one past the end as the last", async () => {
    const { cookie } = await userWithProjects(30);
    for (const bad of ["0", "-1", "abc", "1.5", "99999999999", "%00"]) {
      const { status, html } = await page(`/?page=${bad}`, cookie);
      expect(status).toBe(200);
      expect(cardNames(html)[0]).toBe("Project 30");
    }
    const past = await page("/?page=7", cookie);
    expect(past.status).toBe(200);
    expect(past.html).toContain("Page 2 of 2");
    expect(cardNames(past.html)).toHaveLength(6);
  });

  test("a card opened for rename stays reachable when it is not on the page", async () => {
    const { user, cookie } = await userWithProjects(30);
    const oldest = (await page("/?page=2", cookie)).html
      .match(/data-project-card="(\d+)"/g)
      ?.at(-1);
    const id = Number(oldest?.match(/\d+/)?.[0]);
    const { html } = await page(`/?rename=${id}`, cookie);
    expect(html).toContain(`id="rename-${id}"`);
    expect(cardNames(html)).toContain("Project 1");
    expect(user.id).toBeGreaterThan(0);
  });

  test("no project at all shows the first-project empty state, without a search box", async () => {
    const { cookie } = await userWithProjects(0);
    const { html } = await page("/", cookie);
    expect(html).toContain("No research projects yet");
    expect(html).not.toContain('id="project-search"');
  });
});
