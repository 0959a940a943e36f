import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { renderToReadableStream } from "react-dom/server";
import type { AppDeps, AppEnv } from "../src/app-env";
import { manifestFromFiles } from "../src/assets/manifest";
import type { ProjectSummary } from "../src/projects/views";
import { DashboardPage } from "../src/routes/pages/dashboard-page";
import { ProjectCard } from "../src/views/project-card";
import { type CardModes, projectCardsHtml } from "../src/views/project-card-html";
import { pageRenderer, renderWhole } from "../src/views/renderer";

// The dashboard fills card templates instead of rendering each card through React (issue 19);
// the HTML must be exactly what <ProjectCard> renders, as the app renders it (streaming).
const now = new Date("2026-11-25T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

const awkwardNames = [
  "Plain name",
  `Quotes "double" and 'single'`,
  "<script>alert(1)</script> & <b>bold</b>",
  "Ümlaut Çedilla 日本語 🚀",
  "900000001 looks like a marker",
  "  spaces  around  ",
  "&amp; already escaped &lt;",
  "a".repeat(200),
];
const statuses = ["processing", "completed", "paused", "pending", "failed"];

const projects: ProjectSummary[] = awkwardNames.flatMap((name, i) =>
  statuses.map((status, j) => ({
    id: i * 10 + j + 1,
    name,
    status,
    createdAt: ago((i * 7 + j) * 3_600_000 + j * 45_000),
    // Paused ones that ran and that never ran ("Not started") alike.
    processingStartedAt: (i + j) % 3 === 0 ? null : ago(60_000),
    resultCount: [0, 1, 50, 1234][(i + j) % 4] as number,
  })),
);

async function reactCards(list: ProjectSummary[], modes: CardModes): Promise<string> {
  const stream = await renderToReadableStream(
    <ul>
      {list.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          now={now}
          renaming={modes.renaming === project.id}
          renameError={modes.renaming === project.id ? modes.renameError : undefined}
          confirmingDelete={modes.deleting === project.id}
        />
      ))}
    </ul>,
  );
  return new Response(stream).text();
}

async function templatedCards(list: ProjectSummary[], modes: CardModes): Promise<string> {
  const html = projectCardsHtml(list, now, modes);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup under test
  const stream = await renderToReadableStream(<ul dangerouslySetInnerHTML={{ __html: html }} />);
  return new Response(stream).text();
}

describe("dashboard cards from templates", () => {
  test("the same HTML as <ProjectCard> for awkward names, every status and count", async () => {
    expect(await templatedCards(projects, {})).toBe(await reactCards(projects, {}));
  });

  test("a card open for rename (with its error) or delete is the same too", async () => {
    const modes = { renaming: 12, renameError: `Name "x" <too> long & 'bad'`, deleting: 33 };
    const html = await templatedCards(projects, modes);
    expect(html).toBe(await reactCards(projects, modes));
    expect(html).toContain('id="delete-dialog-33" open=""');
  });

  test("values are escaped: a name cannot open markup", () => {
    const html = projectCardsHtml(
      [
        {
          id: 7,
          name: "<img src=x onerror=alert(1)>",
          status: "completed",
          createdAt: now,
          resultCount: 3,
        },
      ],
      now,
      {},
    );
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain('href="/research/7"');
    expect(html).toContain("3 companies found");
  });
});

describe("the dashboard rendered whole", () => {
  test("is the same HTML as the streaming c.render, with the request's nonce", async () => {
    const page = () => (
      <DashboardPage
        user={{
          firstName: "Ada",
          lastName: "O'Neil",
          email: "ada@example.com",
          profileImageUrl: null,
          creditsLeft: 3,
          creditsMonthlyLimit: 20,
          nextCreditRefreshDate: now,
        }}
        data={{
          stats: { totalProjects: 40, companiesFound: 900, decisionMakers: 700, exports: 2 },
          page: { projects, page: 2, pageCount: 3, matching: projects.length, q: "a & <b>" },
          view: { kind: "list", renaming: 12, renameError: "Too long" },
          now,
          flash: { title: "Project Deleted", description: "The research <project> is gone." },
        }}
      />
    );
    const assets = manifestFromFiles({}, new Map());
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("deps", { assets } as AppDeps);
        c.set("secureHeadersNonce", "n0nce");
        await next();
      })
      .use(pageRenderer())
      .get("/stream", (c) => c.render(page(), { title: "Dashboard - Export Discovery" }))
      .get("/whole", (c) => {
        c.status(422);
        return renderWhole(c, page(), { title: "Dashboard - Export Discovery" });
      });
    const streamed = await app.request("/stream");
    const whole = await app.request("/whole");
    const html = await whole.text();
    expect(html).toBe(await streamed.text());
    expect(html).toContain('nonce="n0nce"');
    expect(whole.status).toBe(422);
    expect(whole.headers.get("content-type")).toBe(streamed.headers.get("content-type"));
  });
});
