import type { Readable } from "node:stream";

/**
 * A Node readable as a web ReadableStream<Uint8Array>. Pull-based on purpose: a chunk is read
 * only when the HTTP layer asks for one, which is what keeps a slow download's memory bounded.
 */
export function webStreamFrom(source: Readable, onCancel: () => void): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(toBytes(next.value));
      },
      async cancel() {
        onCancel();
        source.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

function toBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  return new TextEncoder().encode(String(chunk));
}
