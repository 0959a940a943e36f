import type { AltchaWidgetElement } from "altcha/types/generic";

const SHA = ["SHA-256", "SHA-384", "SHA-512"];
const PBKDF2 = ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"];

/**
 * Loads the widget's strict-CSP build and points its algorithms at our own worker files (the
 * default build would start workers from blob: URLs and inject a <style> element; its stylesheet
 * is linked by the page instead).
 */
export async function loadAltcha(widget: HTMLElement): Promise<AltchaWidgetElement> {
  await import("altcha/external");
  const { workerSha, workerPbkdf2 } = widget.dataset;
  for (const [names, url] of [
    [SHA, workerSha],
    [PBKDF2, workerPbkdf2],
  ] as const) {
    if (!url) continue;
    for (const name of names) $altcha.algorithms.set(name, () => new Worker(url));
  }
  await customElements.whenDefined("altcha-widget");
  return widget as AltchaWidgetElement;
}

/**
 * Calls `onChange` with the payload when the challenge is solved (undefined otherwise) and the
 * widget's state ("unverified", "verifying", "verified", "expired", "error").
 */
export function onChallengeChange(
  widget: HTMLElement,
  onChange: (payload: string | undefined, state: string) => void,
): void {
  widget.addEventListener("statechange", (event) => {
    const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
    onChange(state === "verified" && payload ? payload : undefined, state);
  });
}
