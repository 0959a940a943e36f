/*
 * The htmx attributes of the workspace's enhanced forms and links. Each stays a plain form or
 * link without script; htmx sends it itself and swaps one region of the answer into the page.
 */

/** Swap the answer's element `#region` in for the page's. */
export const swapRegion = (region: string) => ({
  "hx-target": `#${region}`,
  "hx-select": `#${region}`,
  "hx-swap": "outerHTML",
});

/** A POST form to `action` that htmx sends itself, swapping `region`. */
export const htmxPost = (action: string, region: string) => ({
  method: "post",
  action,
  "hx-post": action,
  ...swapRegion(region),
});

/** A link to `href` that htmx follows itself, swapping `region` and pushing the address. */
export const htmxGet = (href: string, region: string) => ({
  href,
  "hx-get": href,
  ...swapRegion(region),
  "hx-push-url": "true",
});
