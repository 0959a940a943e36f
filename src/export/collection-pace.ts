/*
 * Why this exists (issue 19): an xlsx export allocates a fresh Buffer for every chunk it moves
 * (the sheet's 64 KB blocks, the compressor's output, the spooled link files read back): about
 * 330 MB of short-lived buffers for 100,000 rows. Many are still queued in a stream when a young
 * collection runs, so they die old, and JSC only collects the old space once the heap has grown
 * by its threshold (tens of MB), while mimalloc keeps freed pages until told otherwise. The
 * export's memory therefore kept growing until 50,000 rows. A full collection at a steady pace,
 * which also has mimalloc give back its free pages, keeps it where it is after a few thousand.
 */

// Measured (bench/export.ts, 50,000 and 100,000 rows): every 250 or 500 ms gives the same growth,
// every 100 ms no less; the longest interval costs the least time.
const MIN_INTERVAL_MS = 500;
// A collection costs more the bigger the process's heap (a busy server's, not the bench's), so
// the pace stretches with its cost: at most 1 ms in 20 of an export goes to collecting.
const INTERVAL_PER_COLLECTION_MS = 20;

/** When the next collection may run. */
export interface PaceClock {
  next: number;
}

// One clock for the process: a full collection serves every export under way, so exports that
// run together share it rather than each collecting on its own clock.
const processClock: PaceClock = { next: 0 };

/**
 * Paced full collections while exports run; tick() is cheap enough per row. A new pace waits one
 * interval before its first collection, unless an export already under way is due sooner.
 */
export class CollectionPace {
  constructor(private readonly clock: PaceClock = processClock) {
    clock.next = Math.max(clock.next, performance.now() + MIN_INTERVAL_MS);
  }

  tick(): void {
    const now = performance.now();
    if (now < this.clock.next) return;
    Bun.gc(true);
    const took = performance.now() - now;
    this.clock.next = now + took + Math.max(MIN_INTERVAL_MS, took * INTERVAL_PER_COLLECTION_MS);
  }
}
