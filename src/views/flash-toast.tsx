import type { ToastInput } from "../client/toast-types";
import { serializeProps } from "./island";

/**
 * A toast handed over from the request that redirected here (a short-lived cookie, see
 * src/routes/pages/flash.ts); src/client/workspace.ts shows it. JSON in a non-executing script, as
 * for island props, because the CSP forbids inline scripts.
 */
export function FlashToast({ toast }: { toast: ToastInput | undefined }) {
  if (!toast) return null;
  return (
    <script
      type="application/json"
      data-flash-toast
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeProps escapes it
      dangerouslySetInnerHTML={{ __html: serializeProps(toast) }}
    />
  );
}
