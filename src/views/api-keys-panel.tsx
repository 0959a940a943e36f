import type { ApiKeySummary } from "../api-keys/key-store";
import { ApiPanel, HeadRow, PostButton } from "./api-panel";
import { btn, input, muted } from "./ui";

const when = (date: Date | null) =>
  date ? date.toISOString().slice(0, 16).replace("T", " ") : "Never";

/** How the page hands over the new key it shows once. */
const NEW_KEY = {
  intro: "Copy your new key now: it will not be shown again.",
  testId: "new-api-key",
};

/** The API keys section: create (named), the one-time display of a new key, revoke. */
export function ApiKeysPanel({ keys, newKey }: { keys: ApiKeySummary[]; newKey?: string }) {
  return (
    <ApiPanel
      headingId="api-keys-heading"
      heading="API keys"
      lead={
        <>
          Send a key as <code>Authorization: Bearer &lt;key&gt;</code> to <code>/api/v1</code>. It
          reaches your projects only. See the <a href="/api/v1/docs">API reference</a>.
        </>
      }
      shownOnce={{ ...NEW_KEY, value: newKey }}
    >
      <form method="post" action="/account/api/keys" className="flex gap-2">
        <label htmlFor="key-name" className="sr-only">
          Key name
        </label>
        <input
          id="key-name"
          name="name"
          required
          maxLength={100}
          placeholder="Key name, e.g. CRM sync"
          className={input}
        />
        <button type="submit" className={btn.primary}>
          Create key
        </button>
      </form>
      {keys.length > 0 && (
        <table className="w-full text-left text-sm">
          <HeadRow columns={["Name", "Key", "Created", "Last used", ""]} />
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} data-api-key={key.id}>
                <td>{key.name}</td>
                <td className="font-mono">{key.prefix}…</td>
                <td>{when(key.createdAt)}</td>
                <td>{when(key.lastUsedAt)}</td>
                <td>
                  {key.revokedAt ? (
                    <span className={muted}>Revoked</span>
                  ) : (
                    <PostButton
                      action={`/account/api/keys/${key.id}/revoke`}
                      className={btn.secondary}
                    >
                      Revoke
                    </PostButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ApiPanel>
  );
}
