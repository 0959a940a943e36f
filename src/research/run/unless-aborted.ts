/**
 * The work's result, or undefined as soon as the signal aborts: a run that is stopped stops
 * waiting, while the work goes on for whoever else waits on it (a site reading shared with other
 * runs, which another instance's reader can take seconds to finish).
 */
export function unlessAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T | undefined> {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
