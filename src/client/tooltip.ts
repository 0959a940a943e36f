/*
 * Tooltips with spec §9's timing: one opens 700 ms after the pointer rests on (or focus reaches)
 * an element with `data-tooltip`; moving on to another within 300 ms of the last one closing opens
 * it at once. A native `title` cannot do this (each browser picks its own delay), so the views
 * write `data-tooltip` instead and this module shows one shared tooltip element.
 */

/** How long the pointer must rest before a tooltip opens. */
export const TOOLTIP_DELAY_MS = 700;
/** After a tooltip closes, another opens without the delay for this long. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The open delay for a tooltip asked for at `now`, given when the last one closed. */
export function tooltipOpenDelay(now: number, lastClosedAt: number | undefined): number {
  return lastClosedAt !== undefined && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS
    ? 0
    : TOOLTIP_DELAY_MS;
}

const GAP_PX = 6;

let bubble: HTMLElement | undefined;
let owner: HTMLElement | undefined;
/** The trigger waiting out the open delay. */
let pending: HTMLElement | undefined;
let openTimer: ReturnType<typeof setTimeout> | undefined;
let lastClosedAt: number | undefined;

function ensureBubble(): HTMLElement {
  if (bubble?.isConnected) return bubble;
  bubble = document.createElement("div");
  bubble.id = "tooltip";
  bubble.setAttribute("role", "tooltip");
  bubble.hidden = true;
  bubble.className =
    "pointer-events-none fixed z-50 max-w-xs rounded-md bg-gray-900 px-2 py-1 text-xs text-white shadow dark:bg-gray-100 dark:text-gray-900";
  document.body.append(bubble);
  return bubble;
}

function show(trigger: HTMLElement): void {
  const text = trigger.dataset.tooltip;
  if (!text || !trigger.isConnected) return;
  const el = ensureBubble();
  el.textContent = text;
  el.hidden = false;
  owner = trigger;
  trigger.setAttribute("aria-describedby", el.id);
  // Above the trigger, centred, kept inside the viewport; below it when there is no room above.
  // CSSOM, not a style attribute: allowed by the CSP.
  const at = trigger.getBoundingClientRect();
  const size = el.getBoundingClientRect();
  const left = Math.min(
    Math.max(4, at.left + at.width / 2 - size.width / 2),
    window.innerWidth - size.width - 4,
  );
  const above = at.top - size.height - GAP_PX;
  el.style.left = `${left}px`;
  el.style.top = `${above >= 4 ? above : at.bottom + GAP_PX}px`;
}

function hide(): void {
  clearTimeout(openTimer);
  openTimer = undefined;
  pending = undefined;
  if (!owner) return;
  owner.removeAttribute("aria-describedby");
  owner = undefined;
  if (bubble) bubble.hidden = true;
  lastClosedAt = performance.now();
}

function request(trigger: HTMLElement): void {
  // Moving between a trigger's own children fires again; the clock must not restart.
  if (owner === trigger || pending === trigger) return;
  hide();
  const delay = tooltipOpenDelay(performance.now(), lastClosedAt);
  if (delay === 0) {
    show(trigger);
    return;
  }
  pending = trigger;
  openTimer = setTimeout(() => {
    pending = undefined;
    show(trigger);
  }, delay);
}

const triggerOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>("[data-tooltip]") : null;

/** Wires every `[data-tooltip]` on the page, now and later (event delegation). */
export function installTooltips(): void {
  document.addEventListener("pointerover", (e) => {
    const trigger = triggerOf(e.target);
    if (trigger) request(trigger);
  });
  document.addEventListener("pointerout", (e) => {
    const trigger = triggerOf(e.target);
    if (trigger && !trigger.contains(e.relatedTarget as Node | null)) hide();
  });
  document.addEventListener("focusin", (e) => {
    const trigger = triggerOf(e.target);
    if (trigger) request(trigger);
  });
  document.addEventListener("focusout", hide);
  document.addEventListener("pointerdown", hide);
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") hide();
  });
  window.addEventListener("scroll", hide, { passive: true, capture: true });
}
