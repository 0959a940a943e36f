import { z } from "zod";
import { type LiveEvent, liveEventDataSchema, liveEventSchema } from "./events";

/*
 * What one instance NOTIFYs the others about an event: ids, not rows. A CHAT_MESSAGE travels as
 * its message id and the receiver reads the row; every other event is a few counters and short
 * texts. NOTIFY refuses payloads of 8000 bytes or more, so an event whose texts would not fit
 * loses its longest texts (progress counters always get through; the page refetches the rest).
 * Fields the receiver's schema would refuse are left out the same way, rather than losing the
 * whole event on the other instances.
 */

/** Postgres refuses a NOTIFY payload of 8000 bytes or more. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

const wireEventSchema = liveEventSchema.extend({
  data: liveEventDataSchema.omit({ message: true }),
});

export const notificationSchema = z.object({
  /** The publishing instance, so it can ignore its own echo. */
  from: z.string().min(1).max(64),
  event: wireEventSchema,
  /** CHAT_MESSAGE only: the chat_messages row to read. */
  messageId: z.number().int().positive().optional(),
});

export type Notification = z.infer<typeof notificationSchema>;

export interface EncodedNotification {
  payload: string;
  /** Data fields left out to fit the NOTIFY limit (empty when the event went whole). */
  dropped: string[];
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

type WireData = Notification["event"]["data"];

/** The NOTIFY payload of a local event: valid for the receivers and never over the limit. */
export function encodeNotification(from: string, event: LiveEvent): EncodedNotification {
  const { message, ...data } = event.data;
  const dropped = dropInvalidFields(data);
  const notification: Notification = {
    from,
    event: { type: event.type, projectId: event.projectId, data },
    messageId: message?.id,
  };
  let payload = JSON.stringify(notification);
  const texts = Object.entries(data)
    .filter((entry): entry is [keyof typeof data, string] => typeof entry[1] === "string")
    .sort(([, a], [, b]) => bytes(b) - bytes(a));
  for (const [key] of texts) {
    if (bytes(payload) <= NOTIFY_PAYLOAD_MAX_BYTES) break;
    delete data[key];
    dropped.push(key);
    payload = JSON.stringify(notification);
  }
  return { payload, dropped };
}

/** Deletes the data fields that break the schema (a text over its limit); returns their names. */
function dropInvalidFields(data: WireData): string[] {
  const result = wireEventSchema.shape.data.safeParse(data);
  if (result.success) return [];
  const keys = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  for (const key of keys) delete data[key as keyof WireData];
  return [...keys];
}

/** A NOTIFY payload from another instance, validated; undefined when it is not one of ours. */
export function decodeNotification(payload: string): Notification | undefined {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
