/*
 * Server render cost of one dashboard page (issue 19, point 1), apart from the database: the
 * page with 24 project cards rendered to a string, as the app renders the dashboard
 * (src/views/renderer.tsx renderWhole, the cards filled into templates), and through React's
 * streaming renderer, as the other pages are. Prints ms per render (wall and CPU) and the HTML
 * weight; never asserts.
 *
 *   node_modules/.bin/bun bench/dashboard-render.ts [renders]
 */
import "./lib/production-mode";
import { createElement } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { PROJECTS_PER_PAGE } from "../src/projects/project-page";
import { DashboardPage } from "../src/routes/pages/dashboard-page";
import { machineLoad } from "./lib/baseline";

const renders = Number(process.argv[2] ?? 200);
const now = new Date();
const page = {
  projects: Array.from({ length: PROJECTS_PER_PAGE }, (_, i) => ({
    id: 1000 + i,
    name: `Project ${i + 1}`,
    status: i % 3 === 0 ? "completed" : "paused",
    createdAt: new Date(now.getTime() - i * 3_600_000),
    resultCount: 50,
  })),
  page: 2,
  pageCount: 9,
  matching: 200,
  q: "",
};
const user = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  profileImageUrl: null,
  creditsLeft: 20,
  creditsMonthlyLimit: 20,
  nextCreditRefreshDate: null,
};
const stats = { totalProjects: 200, companiesFound: 10_000, decisionMakers: 9_000, exports: 3 };
// createElement rather than JSX: bench/run.ts runs the .ts files of this folder.
const element = () =>
  createElement(DashboardPage, { user, data: { stats, page, view: { kind: "list" }, now } });

async function time(name: string, render: () => Promise<number>): Promise<void> {
  let bytes = 0;
  for (let i = 0; i < 20; i++) bytes = await render();
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < renders; i++) await render();
  const ms = (performance.now() - started) / renders;
  // CPU time as well: on a machine shared with other work, wall time also counts the waiting.
  const { user, system } = process.cpuUsage(cpu);
  const cpuMs = (user + system) / 1000 / renders;
  process.stdout.write(
    `${name.padEnd(28)} ${ms.toFixed(2).padStart(7)} ms/render (${cpuMs.toFixed(2)} ms CPU)  ${(1000 / ms).toFixed(0).padStart(6)} renders/s  ${(bytes / 1024).toFixed(0)} KB\n`,
  );
}

process.stdout.write(`start: ${machineLoad()}\n`);
await time("streaming (other pages)", async () => {
  const stream = await renderToReadableStream(element());
  return (await new Response(stream).text()).length;
});
await time("to a string (the dashboard)", async () => renderToString(element()).length);
process.stdout.write(`end: ${machineLoad()}, ${renders} renders, Bun ${Bun.version}\n`);
