import { reactRenderer } from "@hono/react-renderer";
import type { Context, MiddlewareHandler } from "hono";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { AppEnv } from "../app-env";
import { Document } from "./document";

declare module "@hono/react-renderer" {
  interface Props {
    title: string;
  }
}

/** The document shell around a page, with this request's CSP nonce and asset URLs. */
function documentFor(c: Context<AppEnv>, children: ReactNode, title: string) {
  return (
    <Document title={title} nonce={c.get("secureHeadersNonce") ?? ""} assets={c.get("deps").assets}>
      {children}
    </Document>
  );
}

/**
 * Sets up `c.render(<Page/>, { title })`: streaming SSR inside the document shell. Built per
 * request because React's own inline scripts (Suspense streaming) need this request's CSP nonce.
 */
export function pageRenderer(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const nonce = c.get("secureHeadersNonce") ?? "";
    return reactRenderer(({ children, title }) => documentFor(c, children, title), {
      stream: true,
      readableStreamOptions: { nonce },
    })(c, next);
  };
}

/**
 * The same page as `c.render`, rendered whole to a string and sent in one piece: for a page
 * that suspends nowhere and whose data is all loaded before it renders (the dashboard), streaming
 * only adds cost (React's stream encodes its output chunk by chunk: a third of the dashboard's
 * render time, issue 19). The HTML is the same (tests/dashboard-html.test.tsx compares them).
 */
export function renderWhole(c: Context<AppEnv>, page: ReactNode, { title }: { title: string }) {
  return c.html(`<!DOCTYPE html>${renderToString(documentFor(c, page, title))}`);
}
