import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { renderOnlyStore } from "../src/client/research/render-only-store";
import { ResearchStoreContext } from "../src/client/research/use-research";
import { liveEventSchema, statusEventData } from "../src/live/events";
import {
  type ProjectStateKey,
  projectState,
  projectStates,
  type StateSource,
} from "../src/projects/project-status";
import type { ProjectRow } from "../src/projects/project-store";
import type { ProjectSummary } from "../src/projects/views";
import { projectV1 } from "../src/routes/api/v1/projects";
import { ResearchHeader, researchSnapshot } from "../src/routes/pages/research-page";
import { ChatShell } from "../src/views/chat-shell";
import { ProjectCard } from "../src/views/project-card";
import { projectCardsHtml } from "../src/views/project-card-html";

/*
 * Issue 29 "one status, everywhere": for every state of a project, the header, the chat, the
 * progress panel, the dashboard card and the API read the same state, in the words each uses.
 */

const started = new Date("2026-06-01T08:00:00Z");

const SOURCES: Record<ProjectStateKey, StateSource> = {
  not_started: { status: "paused", processingStartedAt: null, pauseReason: "user" },
  awaiting_confirmation: { status: "preparing", processingStartedAt: null, pauseReason: null },
  researching: { status: "processing", processingStartedAt: started, pauseReason: null },
  paused: { status: "paused", processingStartedAt: started, pauseReason: "user" },
  out_of_credits: { status: "paused", processingStartedAt: started, pauseReason: "credits" },
  failed: { status: "paused", processingStartedAt: started, pauseReason: "error" },
  done: { status: "completed", processingStartedAt: started, pauseReason: null },
};

/** What each reader says for each state. */
const EXPECTED: Record<
  ProjectStateKey,
  { page: string; card: string; control: string | null; activity: string }
> = {
  not_started: {
    page: "Not started",
    card: "Not started",
    control: "Start Research",
    // Spec §4's words (leads can exist before a first run: the chat's "find X" adds them).
    activity: "Found 2 companies",
  },
  awaiting_confirmation: {
    page: "Waiting for confirmation",
    card: "Waiting for confirmation",
    control: null,
    activity: "Waiting for your confirmation in the chat",
  },
  researching: {
    page: "Researching...",
    card: "Researching",
    control: "Pause Research",
    activity: "Found 2 companies",
  },
  paused: {
    page: "Paused",
    card: "Paused",
    control: "Resume Research",
    activity: "Paused: 2 companies found so far",
  },
  out_of_credits: {
    page: "Paused: out of credits",
    card: "Paused: out of credits",
    control: "Resume Research",
    activity: "Paused, out of credits: 2 companies found so far",
  },
  failed: {
    page: "Paused: run failed",
    card: "Paused: run failed",
    control: "Resume Research",
    activity: "Paused, the run failed: 2 companies found so far",
  },
  done: {
    page: "Research Done",
    card: "Done",
    control: null,
    activity: "Found 2 of 5 companies: the search ran out of matching sites.",
  },
};

const row = (source: StateSource): ProjectRow =>
  ({
    id: 41,
    userId: 1,
    name: "Valve makers",
    companyType: "Manufacturer",
    country: "Italy",
    city: null,
    keywords: null,
    exclusions: null,
    companyCount: 5,
    createdAt: started,
    updatedAt: started,
    ...source,
  }) as ProjectRow;

const lead = (id: number) => ({
  id,
  companyName: `Valvole ${id} S.r.l.`,
  website: `valvole-${id}.example.it`,
  industry: null,
  companyDescription: null,
  contactName: null,
  contactTitle: null,
  contactEmail: null,
  contactPhone: null,
  companyEmail: null,
  companyPhone: null,
  contactNameSource: null,
  contactEmailSource: null,
  contactPhoneSource: null,
  companyEmailSource: null,
  companyPhoneSource: null,
  contactEmailStatus: null,
  isFromCache: false,
});

/** The text of every badge in `html`, by where it is. */
function badges(html: string): string[] {
  return [...html.matchAll(/data-testid="status-badge"[^>]*>([^<]*)</g)].map((m) => m[1] ?? "");
}

function textOf(html: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

const decode = (s: string | undefined) => s?.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe("every reader shows the same state", () => {
  test("the table covers every state", () => {
    expect(Object.keys(SOURCES).sort()).toEqual([...projectStates].sort());
    for (const key of projectStates) expect(projectState(SOURCES[key]).key).toBe(key);
  });

  for (const key of projectStates) {
    const expected = EXPECTED[key];
    const project = row(SOURCES[key]);

    test(`${key}: header badge and control`, () => {
      const html = renderToString(<ResearchHeader project={project} found={2} creditsLeft={20} />);
      expect(badges(html)).toEqual([expected.page]);
      expect(html).toContain(`data-state="${key}"`);
      const buttons = ["Start Research", "Resume Research", "Pause Research"];
      for (const label of buttons) {
        expect(html.includes(label)).toBe(label === expected.control);
      }
      // Waiting for confirmation: the chat's confirmation block is the control (issue 29).
      expect(html.includes("data-awaiting-confirmation")).toBe(key === "awaiting_confirmation");
    });

    test(`${key}: chat badge, panel badge and panel activity`, () => {
      const data = {
        project,
        leads: [lead(1), lead(2)],
        rejected: [],
        messages: [],
        tab: "chat" as const,
      };
      const html = renderToString(
        <ResearchStoreContext.Provider value={renderOnlyStore(researchSnapshot(data))}>
          <ChatShell projectId={project.id} />
        </ResearchStoreContext.Provider>,
      );
      // The chat header's badge and the panel's, in the header's words.
      expect(badges(html)).toEqual([expected.page, expected.page]);
      expect(decode(textOf(html, "current-activity"))).toBe(expected.activity);
      expect(html).not.toContain("Processing batch");
      if (key !== "not_started" && key !== "researching") {
        expect(html).not.toContain("Ready to start research");
      }
    });

    test(`${key}: dashboard card, through React and through the template`, () => {
      const summary: ProjectSummary = {
        id: project.id,
        name: project.name,
        status: project.status,
        processingStartedAt: project.processingStartedAt,
        pauseReason: project.pauseReason,
        createdAt: started,
        resultCount: 2,
      };
      const now = new Date("2026-06-02T08:00:00Z");
      const react = renderToString(<ProjectCard project={summary} now={now} />);
      expect(badges(react)).toEqual([expected.card]);
      expect(badges(projectCardsHtml([summary], now, {}))).toEqual([expected.card]);
      expect(react).not.toContain(">Active<");
    });

    test(`${key}: API state and pause reason`, () => {
      const body = projectV1(project, { results: 2, rejected: 0 });
      expect(body.state).toBe(key);
      expect(body.pauseReason).toBe(project.status === "paused" ? project.pauseReason : null);
      expect(body.progress.isProcessing).toBe(key === "researching");
    });
  }

  test("no credits: every stopped state offers the upgrade; a running one still pauses", () => {
    for (const key of projectStates) {
      const html = renderToString(
        <ResearchHeader project={row(SOURCES[key])} found={2} creditsLeft={0} />,
      );
      const stopped = ["not_started", "paused", "out_of_credits", "failed"].includes(key);
      expect(html.includes("Upgrade Plan")).toBe(stopped);
      expect(html.includes("Pause Research")).toBe(key === "researching");
    }
  });
});

describe("status events carry the pause reason", () => {
  test("a pause is the user's unless the engine says why; other statuses carry none", () => {
    expect(statusEventData("paused")).toEqual({ status: "paused", pauseReason: "user" });
    expect(statusEventData("paused", "credits")).toEqual({
      status: "paused",
      pauseReason: "credits",
    });
    expect(statusEventData("processing", "credits")).toEqual({ status: "processing" });
  });

  test("the schema takes the reason, and an event without one (an older sender) still parses", () => {
    const parse = (data: Record<string, unknown>) =>
      liveEventSchema.safeParse({ type: "RESEARCH_STATUS", projectId: 3, data }).success;
    expect(parse({ status: "paused", pauseReason: "credits" })).toBe(true);
    expect(parse({ status: "paused" })).toBe(true);
    expect(parse({ status: "paused", pauseReason: 7 })).toBe(false);
  });
});

describe("the panel's tiles keep the spec's names and say what they count", () => {
  test("Decision Makers, Contact Info and Websites, each with its caption", () => {
    const data = {
      project: row(SOURCES.researching),
      leads: [lead(1)],
      rejected: [],
      messages: [],
      tab: "chat" as const,
    };
    const html = renderToString(
      <ResearchStoreContext.Provider value={renderOnlyStore(researchSnapshot(data))}>
        <ChatShell projectId={41} />
      </ResearchStoreContext.Provider>,
    );
    const tiles = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>/g)].map((m) =>
      (m[1] ?? "").replace(/<[^>]+>/g, ""),
    );
    expect(tiles).toEqual([
      "Decision Makers named, with e-mail",
      "Contact Info any e-mail or phone",
      "Websites with a website",
    ]);
  });
});
