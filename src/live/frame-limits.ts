/*
 * Limits that keep one websocket client from costing anyone else anything. A browser tab sends a
 * handful of frames per project it opens; a client sending many more per second is not a
 * browser, and is closed (1008, policy violation) instead of queueing work for the database.
 */

export interface FrameLimitOptions {
  /** Frames per second a connection may send on average. */
  framesPerSecond: number;
  /** Frames a connection may send at once before the average applies. */
  burst: number;
}

export const DEFAULT_FRAME_LIMITS: FrameLimitOptions = { framesPerSecond: 10, burst: 30 };

/** A token bucket for one connection's frames. */
export interface FrameBucket {
  tokens: number;
  updatedAt: number;
}

export const fullBucket = (limits: FrameLimitOptions, now: number): FrameBucket => ({
  tokens: limits.burst,
  updatedAt: now,
});

/** Takes one token; false when the connection has sent more than its allowance. */
export function takeFrame(bucket: FrameBucket, limits: FrameLimitOptions, now: number): boolean {
  const refill = ((now - bucket.updatedAt) / 1000) * limits.framesPerSecond;
  bucket.tokens = Math.min(limits.burst, bucket.tokens + refill);
  bucket.updatedAt = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/** Open sockets per user; a handshake past the cap is refused. */
export class SocketCounter {
  private readonly counts = new Map<number, number>();
  constructor(readonly maxPerUser: number) {}

  /** Counts a socket for the user; false (and nothing counted) past the cap. */
  tryAdd(userId: number): boolean {
    const held = this.counts.get(userId) ?? 0;
    if (held >= this.maxPerUser) return false;
    this.counts.set(userId, held + 1);
    return true;
  }

  remove(userId: number): void {
    const held = (this.counts.get(userId) ?? 1) - 1;
    if (held <= 0) this.counts.delete(userId);
    else this.counts.set(userId, held);
  }
}
