import { reactRenderer } from "@hono/react-renderer";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { Document } from "./document";

declare module "@hono/react-renderer" {
  interface Props {
    title: string;
  }
}

/**
 * Sets up `c.render(<Page/>, { title })`: streaming SSR inside the document shell. Built per
 * request because React's own inline scripts (Suspense streaming) need this request's CSP nonce.
 */
export function pageRenderer(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const nonce = c.get("secureHeadersNonce") ?? "";
    const assets = c.get("deps").assets;
    return reactRenderer(
      ({ children, title }) => (
        <Document title={title} nonce={nonce} assets={assets}>
          {children}
        </Document>
      ),
      { stream: true, readableStreamOptions: { nonce } },
    )(c, next);
  };
}
