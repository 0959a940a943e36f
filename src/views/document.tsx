import type { ReactNode } from "react";
import type { AssetManifest } from "../assets/manifest";
import { ToastRegion } from "./toast-region";

// Runs before first paint so a dark-theme user never sees a light flash. Default is light.
const themeBootstrap = `(function(){var d=document.documentElement;var t="light";try{t=localStorage.getItem("theme")==="dark"?"dark":"light"}catch(e){}d.classList.remove("light","dark");d.classList.add(t)})();`;

const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%232a55e0'/%3E%3C/svg%3E";

export interface DocumentProps {
  title: string;
  nonce: string;
  assets: AssetManifest;
  children: ReactNode;
}

/** The HTML shell of every server-rendered page. */
export function Document({ title, nonce, assets, children }: DocumentProps) {
  return (
    <html lang="en" className="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant snippet of ours */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootstrap }} />
        {/* CSP: no inline styles, so htmx injects no indicator <style> and settles no style="". */}
        <meta
          name="htmx-config"
          content='{"includeIndicatorStyles":false,"allowEval":false,"attributesToSettle":["class","width","height"]}'
        />
        <link rel="icon" href={favicon} />
        <link rel="stylesheet" href={assets.url("app.css")} />
        <script src={assets.url("htmx.js")} defer />
        <script type="module" src={assets.url("client.js")} />
      </head>
      <body className="min-h-screen bg-gray-50 text-gray-900 antialiased dark:bg-gray-950 dark:text-gray-100">
        <div className="page-enter">{children}</div>
        <ToastRegion />
      </body>
    </html>
  );
}
