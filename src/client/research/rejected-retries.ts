import { ApiError } from "./api";
import { rejectedRetryDelay } from "./polling";
import type { Timers } from "./timers";

/** Spec §7's retries for the rejected list: 3 after a 401, else 5; 1 s doubling to 30 s. */
export async function withRejectedRetries<T>(
  fetch: () => Promise<T>,
  timers: Timers,
  /** True once retrying is pointless (the session is gone). */
  stopped: () => boolean,
): Promise<T> {
  for (let failures = 1; ; failures++) {
    try {
      return await fetch();
    } catch (error) {
      const delay = rejectedRetryDelay(failures, error instanceof ApiError ? error.status : 0);
      if (delay === null || stopped()) throw error;
      await new Promise<void>((resolve) => timers.setTimeout(resolve, delay));
    }
  }
}
