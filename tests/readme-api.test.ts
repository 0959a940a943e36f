import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as ExcelJS from "exceljs";
import { crmHeaders } from "../src/export/crm-presets";
import { sandboxEngineParts } from "../src/research-setup";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server";
import { createKeyOnPage } from "./helpers/api-v1";
import { describeEachDatabase } from "./helpers/database";
import { type ResearchHarness, researchHarness } from "./helpers/research";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(180_000);

/*
 * The README's curl example, run as written by bash and curl against the app served on a real
 * socket with the embedded defaults' research engine (the generated sandbox web and the rules
 * model): if the README drifts from the API, this fails.
 */

function readmeExample(marker = "api-curl-example"): string {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const block = new RegExp(`<!-- ${marker} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1];
  if (!block) throw new Error(`README has no ${marker} block`);
  return block;
}

describeEachDatabase("README curl example", ({ handle }) => {
  let sandbox: RunningSandbox;
  let h: ResearchHarness;
  let server: ReturnType<typeof Bun.serve>;
  const dir = mkdtempSync(join(tmpdir(), "exd-readme-"));

  beforeAll(() => {
    sandbox = startSandbox({ seed: 1, companies: 3000 });
    h = researchHarness(handle(), sandboxEngineParts(sandbox));
    server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: h.app.fetch });
  });

  afterAll(async () => {
    server?.stop(true);
    await h?.settled();
    await sandbox?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Runs a README block with bash and curl for a new user's key; its exit, stdout, stderr. */
  async function runExample(marker?: string) {
    const { cookie } = await signedInUser(handle());
    const key = await createKeyOnPage(h.app, cookie);
    const run = Bun.spawn(["bash", "-euo", "pipefail", "-c", readmeExample(marker)], {
      cwd: dir,
      env: { ...process.env, BASE: `http://127.0.0.1:${server.port}`, EXD_KEY: key },
      stdout: "pipe",
      stderr: "pipe",
    });
    const killer = setTimeout(() => run.kill(), 150_000);
    const [code, out, err] = await Promise.all([
      run.exited,
      new Response(run.stdout).text(),
      new Response(run.stderr).text(),
    ]);
    clearTimeout(killer);
    return { code, out, err };
  }

  test("runs as written: creates, starts, polls to completed, pages leads, downloads xlsx and a CRM preset", async () => {
    const { code, out, err } = await runExample();
    expect(`${code} ${err}`).toBe("0 ");
    // The last JSON printed is the leads page of the completed project.
    const page = JSON.parse(out.slice(out.lastIndexOf('{"data"'))) as { data: unknown[] };
    expect(page.data.length).toBe(5);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(dir, "leads.xlsx"));
    expect(book.worksheets[0]?.rowCount).toBe(6);
    const csv = readFileSync(join(dir, "hubspot-contacts.csv"), "utf8");
    // A BOM first, for Excel; then the CRM's own field labels.
    expect(csv.split("\r\n")[0]).toBe(`\uFEFF${crmHeaders("hubspot-contacts").join(",")}`);
    expect(statSync(join(dir, "hubspot-contacts.csv")).size).toBeGreaterThan(100);
  });

  test("the list example runs as written: every row ends in a state, the counts add up", async () => {
    const { code, out, err } = await runExample("api-list-example");
    expect(`${code} ${err}`).toBe("0 ");
    const page = JSON.parse(out.slice(out.lastIndexOf('{"data"'))) as {
      data: { state: string; lookup: unknown }[];
      counts: Record<string, number>;
    };
    expect(page.counts).toMatchObject({ total: 2, pending: 0 });
    expect(page.data.map((r) => r.state)).toEqual(["accepted", "accepted"]);
    expect(page.data[1]?.lookup).toBeTruthy();
  });
});
