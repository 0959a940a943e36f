import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// axe-core run in the page: its script evaluated as it ships (a script tag would meet the app's
// CSP, which must stay on), so no wrapper package is needed.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The serious and critical WCAG 2 A/AA violations on the page now: rule, impact, first targets. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: AxeLike }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      // Only what fails: passes and incomplete results cost time on a page of 50 leads.
      resultTypes: ["violations"],
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id} (${v.impact}, ${v.nodes.length}x): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(" | ")}`,
      );
  });
}

/** The slice of axe's API the check uses (axe-core's own types live in the injected script). */
interface AxeLike {
  run(
    context: Document,
    options: unknown,
  ): Promise<{
    violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[];
  }>;
}
