// JSX typing for the ALTCHA web component (its package's own React typings pull in its globals).
import "react";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": React.HTMLAttributes<HTMLElement> & {
        challenge?: string;
        name?: string;
        auto?: "off" | "onfocus" | "onload" | "onsubmit";
        [data: `data-${string}`]: string | undefined;
      };
    }
  }
}
