import { z } from "zod";

/*
 * The frames of the /ws protocol beside the events themselves (spec §7 "Live channel"): what a
 * client may send, and the few control frames the server answers with. Shared with the islands so
 * both ends parse the same shapes.
 */

/** Largest client frame we read; a real one is about 50 bytes. */
export const MAX_CLIENT_FRAME_BYTES = 1024;

export const clientFrameSchema = z.object({
  action: z.enum(["subscribe", "unsubscribe"]),
  // Project ids are Postgres serials.
  projectId: z.number().int().positive().max(2_147_483_647),
});

/** `{action: "subscribe" | "unsubscribe", projectId}` */
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/**
 * Server frames that are not live events. `subscribed` tells the client its subscription is
 * active, so it can refetch the project's state knowing that no later event will be missed.
 */
export type ControlFrame =
  | { type: "subscribed"; projectId: number }
  | { type: "unsubscribed"; projectId: number }
  | { type: "error"; message: string };

export type ParsedClientFrame = { ok: true; frame: ClientFrame } | { ok: false; message: string };

/** Reads one client frame: text, size-limited JSON, validated with zod. */
export function parseClientFrame(raw: string | Uint8Array): ParsedClientFrame {
  if (typeof raw !== "string") return { ok: false, message: "Frames must be JSON text." };
  // Every UTF-16 unit takes at least one UTF-8 byte: a string too long in units is too long in
  // bytes, and checking the length first spares encoding a large frame.
  if (raw.length > MAX_CLIENT_FRAME_BYTES || Buffer.byteLength(raw) > MAX_CLIENT_FRAME_BYTES) {
    return { ok: false, message: `Frames are limited to ${MAX_CLIENT_FRAME_BYTES} bytes.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, message: "Frames must be JSON." };
  }
  const parsed = clientFrameSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      message: 'Expected {"action": "subscribe" | "unsubscribe", "projectId": <number>}.',
    };
  }
  return { ok: true, frame: parsed.data };
}
