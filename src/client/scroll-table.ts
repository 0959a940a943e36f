/**
 * Gives a wide table a scrollbar that floats at the viewport's bottom (sticky), in step with the
 * table's own, which it then hides: the native one sits under the last row, often off screen.
 * Called from ScrollTable's effect, so only after React hydrated the markup (a change before
 * that is a hydration mismatch). Returns the undoing, for the effect's cleanup.
 */
export function wireFloatingScrollbar(root: HTMLElement): () => void {
  const body = root.querySelector<HTMLElement>("[data-scroll-body]");
  const bar = root.querySelector<HTMLElement>("[data-scroll-float]");
  const spacer = bar?.querySelector<HTMLElement>("[data-scroll-spacer]");
  if (!body || !bar || !spacer) return () => {};
  const update = () => {
    const overflow = body.scrollWidth > body.clientWidth + 1;
    bar.hidden = !overflow;
    body.toggleAttribute("data-floating", overflow);
    // CSSOM, not a style attribute: allowed by the CSP.
    spacer.style.width = `${body.scrollWidth}px`;
    bar.scrollLeft = body.scrollLeft;
  };
  // Equal positions fire no further scroll event, so the two never chase each other.
  const follow = (from: HTMLElement, to: HTMLElement) => () => {
    if (to.scrollLeft !== from.scrollLeft) to.scrollLeft = from.scrollLeft;
  };
  const toBar = follow(body, bar);
  const toBody = follow(bar, body);
  body.addEventListener("scroll", toBar, { passive: true });
  bar.addEventListener("scroll", toBody, { passive: true });
  const observer = new ResizeObserver(update);
  observer.observe(body);
  update();
  return () => {
    observer.disconnect();
    body.removeEventListener("scroll", toBar);
    bar.removeEventListener("scroll", toBody);
  };
}
