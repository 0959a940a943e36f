import { expect } from "bun:test";

/** Each of `texts` stands somewhere in the page; a failure names the first one missing. */
export function expectToContainAll(html: string, texts: readonly string[]): void {
  for (const text of texts) expect(html).toContain(text);
}

/** The tab `selected` is the one marked selected, and the panel of `hidden` starts hidden. */
export function expectTabOpen(html: string, selected: string, hidden: string): void {
  expect(html).toMatch(new RegExp(`id="tab-${selected}"[^>]*aria-selected="true"`));
  expect(html).toMatch(new RegExp(`id="panel-${hidden}"[^>]*hidden`));
}
