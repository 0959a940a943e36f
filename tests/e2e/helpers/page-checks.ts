import { expect, type Page } from "@playwright/test";

// Page readings shared by tests/e2e/every-page.e2e.ts and tests/e2e/layout.e2e.ts.

/** The widths every page is checked at: a laptop and a phone. */
export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** A JSON POST from the signed-in page (test fixtures, project creation); fails on any error. */
export async function post(page: Page, path: string, data: unknown): Promise<unknown> {
  const res = await page.request.post(path, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** What one page did wrong: console errors, uncaught errors, and what sticks out on the right. */
export interface PageProblems {
  path: string;
  errors: string[];
  overflow: string[];
}

/** Collects console errors (warnings only when about hydration) and uncaught errors. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    const text = msg.text();
    if (msg.type() === "error" || (msg.type() === "warning" && /hydrat/i.test(text))) {
      errors.push(`${msg.type()}: ${text}`);
    }
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
  return errors;
}

/** Waits until every island on the page has hydrated (a mismatch is reported by then). */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * The page's horizontal overflow: empty when the document is no wider than the viewport, else
 * the widest elements that reach past its right edge (tag, classes, width), to say what to fix.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clippedByAncestor = (el: Element): boolean => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    if (root.scrollWidth <= width) return [];
    const culprits = [...document.body.querySelectorAll<HTMLElement>("*")]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ el, right }) => right > width + 0.5 && el.getClientRects().length > 0)
      // Inside a scrolling box (a wide table) it scrolls there, not the page.
      .filter(({ el }) => !clippedByAncestor(el))
      // Only the outermost: a child of an overflowing element adds nothing.
      .filter(({ el }, _, all) => !all.some((o) => o.el !== el && o.el.contains(el)))
      .slice(0, 5)
      .map(
        ({ el, right }) => `<${el.tagName.toLowerCase()} class="${el.className}"> to ${right}px`,
      );
    return [`document ${root.scrollWidth}px wide in a ${width}px viewport`, ...culprits];
  });
}
