import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { creditUsageLogs } from "../db/schema";
import { recentCreditUsage } from "../src/billing/credits";
import { showStats } from "../src/client/stat-tiles";
import type { ProjectRow } from "../src/projects/project-store";
import type { LeadView } from "../src/projects/views";
import {
  companiesOf,
  companyAnswer,
  confirmedReply,
  planReply,
} from "../src/research/chat/replies";
import { englishTitle } from "../src/research/extractor/titles";
import { ResearchHeader } from "../src/routes/pages/research-page";
import { contactLine } from "../src/views/research-progress";
import { ResultsPanel } from "../src/views/results-table";
import { describeEachDatabase } from "./helpers/database";
import { insertProject } from "./helpers/projects";
import { signedInUser } from "./helpers/session";

/* Issue 15 point 4: states and words. */

const row = (over: Partial<ProjectRow>): ProjectRow =>
  ({
    id: 7,
    name: "Pumps",
    companyType: "Manufacturer",
    country: "Germany",
    city: null,
    status: "paused",
    companyCount: 20,
    processingStartedAt: null,
    ...over,
  }) as ProjectRow;

const header = (over: Partial<ProjectRow>, creditsLeft?: number) =>
  renderToString(<ResearchHeader project={row(over)} found={0} creditsLeft={creditsLeft} />);

describe("a new project is 'Not started' with 'Start'", () => {
  test("never processed: Not started, Start Research", () => {
    const html = header({}, 20);
    expect(html).toContain(">Not started<");
    expect(html).toContain("Start Research");
    expect(html).not.toContain("Resume Research");
    expect(html).not.toContain(">Paused<");
  });

  test("paused after running: Paused, Resume Research", () => {
    const html = header({ processingStartedAt: new Date() }, 20);
    expect(html).toContain(">Paused<");
    expect(html).toContain("Resume Research");
  });

  test("no credits: the upgrade instead of Start or Resume; a running project can still pause", () => {
    for (const started of [null, new Date()]) {
      const html = header({ processingStartedAt: started }, 0);
      expect(html).toContain('href="/plan-management"');
      expect(html).toContain("Upgrade Plan");
      expect(html).not.toContain("Resume Research");
      expect(html).not.toContain("Start Research");
    }
    const running = header({ status: "processing", processingStartedAt: new Date() }, 0);
    expect(running).toContain("Pause Research");
    expect(running).not.toContain("Upgrade Plan");
  });
});

describe("words", () => {
  test("no 'Service company companies'", () => {
    expect(companiesOf("Service company")).toBe("Service companies");
    expect(companiesOf("Manufacturer")).toBe("Manufacturer companies");
    expect(companiesOf("Law firm")).toBe("Law firms");
    expect(companiesOf("IT companies")).toBe("IT companies");
    const project = {
      name: "Cleaning",
      companyType: "Service company",
      country: "Spain",
      city: "Madrid",
      companyCount: 10,
      decisionMaker: "Operations Manager",
    };
    const plan = planReply(project, { aiKeywords: [], queries: [] } as never, []);
    for (const text of [plan, confirmedReply(project)]) {
      expect(text).toContain("Service companies in Madrid, Spain");
      expect(text).not.toContain("company companies");
    }
  });

  test.each([
    ["Geschäftsführer", "CEO"],
    ["Prezes Zarządu", "CEO"],
    ["Vertriebsleiter", "Sales Director"],
    ["Directeur commercial", "Sales Director"],
    ["Managing Director", undefined],
    ["CEO & Founder", undefined],
    ["Sales Assistant", undefined],
    ["Lagerist", undefined],
  ])("title %p in English: %p", (title, english) => {
    expect(englishTitle(title)).toBe(english);
  });

  test("found titles show with their English title beside them, never instead", () => {
    const lead = {
      id: 1,
      companyName: "Pumpen AG",
      website: "pumpen.de",
      contactName: "Anna Schmidt",
      contactTitle: "Geschäftsführerin",
      contactTitleEnglish: "CEO",
    } as LeadView;
    expect(contactLine(lead)).toBe("Anna Schmidt, Geschäftsführerin (CEO)");
    expect(contactLine({ ...lead, contactTitleEnglish: undefined })).toBe(
      "Anna Schmidt, Geschäftsführerin",
    );
    const html = renderToString(
      <ResultsPanel project={{ id: 1, name: "Pumps", status: "completed" }} leads={[lead]} />,
    );
    expect(html).toContain("Geschäftsführerin (CEO)");
    expect(companyAnswer(lead)).toContain("Decision maker: Anna Schmidt, Geschäftsführerin (CEO)");
  });
});

test("the Exports tile is rewritten from the figures the server counted", () => {
  const tile = (label: string) => ({ dataset: { statValue: label }, textContent: "0" });
  const tiles = [tile("Total Projects"), tile("Exports"), tile("Unknown")];
  showStats(
    { querySelectorAll: () => tiles },
    {
      totalProjects: 3,
      companiesFound: 1200,
      decisionMakers: 4,
      exports: 2,
    },
  );
  expect(tiles.map((t) => t.textContent)).toEqual(["3", "2", "0"]);
});

describeEachDatabase("plan overview usage", ({ handle }) => {
  test("one row per project, its credits summed, most recent first", async () => {
    const db = handle();
    const { user } = await signedInUser(db);
    const project = async (name: string) => (await insertProject(db.db, user.id, { name })).id;
    const pumps = await project("Pumps");
    const valves = await project("Valves");
    const log = (projectId: number, minute: number) => ({
      userId: user.id,
      projectId,
      creditsUsed: 1,
      actionType: "lead",
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, minute)),
    });
    await db.db
      .insert(creditUsageLogs)
      .values([log(pumps, 1), log(pumps, 2), log(valves, 3), log(pumps, 4), log(valves, 0)]);
    const usage = await recentCreditUsage(db.db, user.id);
    expect(usage.map((u) => [u.projectName, u.creditsUsed])).toEqual([
      ["Pumps", 3],
      ["Valves", 2],
    ]);
    expect(usage[0]?.createdAt).toEqual(new Date(Date.UTC(2026, 0, 1, 12, 4)));
    expect(new Set(usage.map((u) => u.id)).size).toBe(2);
  });
});
