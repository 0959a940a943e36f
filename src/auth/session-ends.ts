/** Hears that some sessions of a user were deleted; must not throw. */
export type SessionEndListener = (userId: number) => void;

/**
 * The signal from whoever ends sessions (logout, a new sign-in replacing a cookie, the account
 * check) to whoever holds connections riding on them (the live hub), so a websocket does not
 * outlive its session. It names the user, not the session: the listener re-checks that user's
 * connections against the database, which is the one source of truth.
 */
export interface SessionEnds {
  announce(userId: number): void;
  /** Returns the unsubscribe function. */
  listen(listener: SessionEndListener): () => void;
}

/** The signal of one process (other instances notice on their next session sweep). */
export function createSessionEnds(onError: (error: unknown) => void = () => {}): SessionEnds {
  const listeners = new Set<SessionEndListener>();
  return {
    announce(userId) {
      for (const listener of [...listeners]) {
        try {
          listener(userId);
        } catch (error) {
          onError(error);
        }
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
