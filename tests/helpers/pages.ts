import type { FetchedPage } from "../../src/research/ports";

/** A page as the fetcher hands it on: read whole, with no redirect, from `url`. */
export const fetchedPage = (url: string, body: string): FetchedPage => ({
  url,
  finalUrl: url,
  status: 200,
  contentType: "text/html",
  body,
  truncated: false,
});

/** A page whose `<body>` holds `html`. */
export const pageWithBody = (url: string, html: string): FetchedPage =>
  fetchedPage(url, `<html><body>${html}</body></html>`);
