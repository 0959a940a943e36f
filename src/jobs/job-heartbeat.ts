import type { JobDb } from "./pglite-job-db";

/**
 * One claim of a job by a worker. pg-boss counts the claims of a job in `retry_count` (each fetch
 * after the first adds one), so id and count tell this claim from a later one of the same job by
 * another instance.
 */
export interface JobClaim {
  queue: string;
  id: string;
  retryCount: number;
}

/**
 * A job's lease is pg-boss's own expiry: `started_on + expire_in`. The holder moves it forward
 * while it works, and pg-boss's maintenance pass (every JOB_SUPERVISE_SECONDS) fails a job whose
 * lease lapsed and retries it with its backoff, so any instance can take it.
 */
export interface LeaseTerms {
  db: JobDb;
  /** pg-boss's schema. */
  schema: string;
  /** How long a claim holds without being renewed: a dead holder loses its job after this. */
  heartbeatSeconds: number;
  /** A job running this long loses its lease even while renewed: the backstop for a hung run. */
  backstopSeconds: number;
  /**
   * The wait before the job's next try: the first, doubled per claim, up to the cap. Set on the
   * job at each renewal, since pg-boss 10's own backoff has no cap.
   */
  retryDelay: { firstSeconds: number; maxSeconds: number };
}

/**
 * States in which the job is still this claim's (with its id and retry count): active, or waiting
 * for a retry that nobody has taken yet. A lease lapses while the database is out of reach (a
 * Postgres restart longer than the heartbeat): the maintenance pass, on the database's clock,
 * then fails the job to 'retry' although this process never stopped working on it. Any fetch of
 * the retry adds one to `retry_count`, so a 'retry' row still at this claim's count was taken by
 * no one, and the claim takes it back (to 'active') rather than aborting a run that resumed on
 * its own and leaving the project to a retry that starts it again after the retry delay.
 */
const HELD_STATES = "('active', 'retry')";

/**
 * Moves the claim's lease forward (taking back a lapsed, untaken job: HELD_STATES); false when
 * the job is no longer held by this claim.
 */
export async function renewLease(terms: LeaseTerms, claim: JobClaim): Promise<boolean> {
  const result = await terms.db.executeSql(
    `update ${terms.schema}.job
        set state = 'active',
            expire_in = least(now() - started_on + $4 * interval '1 second', $5 * interval '1 second'),
            retry_backoff = false,
            retry_delay = least($6 * power(2, least(retry_count, 20)), $7)::int
      where name = $1 and id = $2 and retry_count = $3 and state in ${HELD_STATES}
      returning id`,
    [
      claim.queue,
      claim.id,
      claim.retryCount,
      terms.heartbeatSeconds,
      terms.backstopSeconds,
      terms.retryDelay.firstSeconds,
      terms.retryDelay.maxSeconds,
    ],
  );
  return (result?.rows.length ?? 0) > 0;
}

/**
 * Completes the job if this claim still holds it (HELD_STATES: a run that ended while its lease
 * had lapsed and nobody took the retry completes it too). pg-boss's own `complete` goes by id
 * alone and would complete another instance's later claim of the same job.
 */
export async function completeClaim(
  terms: LeaseTerms,
  claim: JobClaim,
  output: unknown,
): Promise<boolean> {
  const result = await terms.db.executeSql(
    `update ${terms.schema}.job
        set state = 'completed', completed_on = now(), output = $4::text::jsonb
      where name = $1 and id = $2 and retry_count = $3 and state in ${HELD_STATES}
      returning id`,
    [claim.queue, claim.id, claim.retryCount, JSON.stringify(output ?? null)],
  );
  return (result?.rows.length ?? 0) > 0;
}

/** A claim being worked on: its signal aborts once the job is found taken from it. */
export interface HeldClaim {
  signal: AbortSignal;
  /** The claim held now (adopt() replaces it). */
  readonly claim: JobClaim;
  /** Whether the database said the job is no longer this claim's. */
  readonly lost: boolean;
  /**
   * Holds this process's later claim of the same job instead: the lease lapsed while the work
   * went on (the database was out of reach) and the retry came back to this process.
   */
  adopt(retryCount: number): void;
  /** Stops renewing (the work ended or the process stops). */
  release(): void;
}

/**
 * Renews the claim's lease now and then twice per heartbeat, so one slow renewal does not lose
 * it. A renewal that fails (the database is out of reach) says nothing about the claim and is
 * tried again on the next beat; one that finds the job gone aborts the signal, so a process cut
 * off from the database stops working on a job another instance has taken since.
 */
export function holdClaim(
  terms: LeaseTerms,
  first: JobClaim,
  onError: (err: unknown) => void,
): HeldClaim {
  const controller = new AbortController();
  let claim = first;
  let lost = false;
  let renewing = false;
  const beat = async () => {
    if (renewing || controller.signal.aborted) return;
    renewing = true;
    const asked = claim;
    try {
      // Adopted while the renewal was under way: the old claim is gone, the work is still ours.
      if (!(await renewLease(terms, asked)) && asked === claim) {
        lost = true;
        controller.abort(new Error(`job ${claim.id} was taken from this worker`));
      }
    } catch (err) {
      onError(err);
    } finally {
      renewing = false;
    }
  };
  void beat();
  const timer = setInterval(beat, (terms.heartbeatSeconds * 1000) / 2);
  return {
    signal: controller.signal,
    get claim() {
      return claim;
    },
    get lost() {
      return lost;
    },
    adopt(retryCount) {
      claim = { ...claim, retryCount };
      void beat();
    },
    release: () => clearInterval(timer),
  };
}
