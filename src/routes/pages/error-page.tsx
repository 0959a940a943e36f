import { MessagePage } from "../../views/message-page";

/** Shown for any failure rendered as HTML; carries the request id so support can find the log. */
export function ErrorPage({ message, requestId }: { message: string; requestId?: string }) {
  return (
    <MessagePage heading="Something went wrong" action={{ href: "/", label: "Go home" }}>
      <p>{message}</p>
      {requestId && <p className="mt-4 text-xs text-gray-400">Reference: {requestId}</p>}
    </MessagePage>
  );
}
