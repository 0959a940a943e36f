import {
  type DeliverySummary,
  type EndpointSummary,
  WEBHOOK_EVENTS,
} from "../webhooks/webhook-store";
import { ApiPanel, HeadRow, PostButton } from "./api-panel";
import { btn, input, muted } from "./ui";

type Delivery = DeliverySummary;

const STATUS_CLASS: Record<string, string> = {
  succeeded: "text-green-700 dark:text-green-400",
  failed: "text-red-600 dark:text-red-400",
  pending: "text-amber-600 dark:text-amber-400",
};

/** How the page hands over the new signing secret it shows once. */
const NEW_SECRET = { intro: "Your signing secret (shown once):", testId: "webhook-secret" };

/** Webhooks: register an endpoint, its secret once, delete, send a test event, the delivery log. */
export function WebhooksPanel({
  endpoints,
  deliveries,
  newSecret,
  error,
}: {
  endpoints: EndpointSummary[];
  deliveries: Delivery[];
  newSecret?: string;
  error?: string;
}) {
  return (
    <ApiPanel
      headingId="webhooks-heading"
      heading="Webhooks"
      lead={
        <>
          Each delivery is a JSON POST signed in the header <code>Export-Discovery-Signature</code>:{" "}
          <code>t=&lt;unix time&gt;,v1=&lt;hex HMAC-SHA256 of "t.body" with your secret&gt;</code>.
          Failed deliveries are retried 8 times, with delays growing from 30 seconds to an hour.
        </>
      }
      alert={error}
      shownOnce={{ ...NEW_SECRET, value: newSecret }}
    >
      <form method="post" action="/account/api/webhooks" className="space-y-2">
        <label htmlFor="webhook-url" className="text-sm font-medium">
          Endpoint URL (https)
        </label>
        <input id="webhook-url" name="url" type="url" required maxLength={2048} className={input} />
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-1">
              <input type="checkbox" name="events" value={event} defaultChecked />
              <code>{event}</code>
            </label>
          ))}
        </fieldset>
        <button type="submit" className={btn.primary}>
          Add endpoint
        </button>
      </form>
      {endpoints.map((endpoint) => (
        <div
          key={endpoint.id}
          data-webhook={endpoint.id}
          className="flex flex-wrap items-center gap-2"
        >
          <code className="grow break-all text-sm">{endpoint.url}</code>
          <span className={`text-xs ${muted}`}>{endpoint.events.join(", ")}</span>
          <PostButton
            action={`/account/api/webhooks/${endpoint.id}/test`}
            className={btn.secondary}
          >
            Send test event
          </PostButton>
          <PostButton action={`/account/api/webhooks/${endpoint.id}/delete`} className={btn.ghost}>
            Delete
          </PostButton>
        </div>
      ))}
      {deliveries.length > 0 && (
        <table className="w-full text-left text-sm" data-testid="delivery-log">
          <HeadRow columns={["Event", "Endpoint", "Status", "Attempts", "Last answer"]} />
          <tbody>
            {deliveries.map((d) => (
              <tr key={d.id} data-delivery={d.id}>
                <td>
                  <code>{d.eventType}</code>
                </td>
                <td className="break-all">{d.url}</td>
                <td className={STATUS_CLASS[d.status]}>{d.status}</td>
                <td>{d.attempts}</td>
                <td>{d.lastStatusCode ?? d.lastError ?? "-"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ApiPanel>
  );
}
