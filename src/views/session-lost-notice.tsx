import { type SessionLostNotice, sessionLostNotice } from "../client/session-lost";
import { serializeProps } from "./island";
import { MessagePage } from "./message-page";

/**
 * Spec §2: a signed-in page opened with no session shows 'Unauthorized' / 'You are logged out.
 * Logging in again...' and goes to /auth after 500 ms. islands/session-lost.ts reads the notice
 * (JSON in a non-executing script: the CSP forbids inline scripts); without script the link and
 * the response's Refresh header lead there.
 */
export function SessionLostPage({
  notice = sessionLostNotice("/auth"),
}: {
  notice?: SessionLostNotice;
}) {
  return (
    <MessagePage heading={notice.toast.title} action={{ href: notice.to, label: "Sign in" }}>
      <p role="alert">{notice.toast.description}</p>
      <script
        type="application/json"
        data-session-lost
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeProps escapes it
        dangerouslySetInnerHTML={{ __html: serializeProps(notice) }}
      />
    </MessagePage>
  );
}
