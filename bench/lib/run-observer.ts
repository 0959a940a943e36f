import type { EventBus } from "../../src/live/event-bus";

/*
 * What a benchmarked run did, as seen from outside the engine: its live events (candidates taken
 * up, accepts with their times, rejections), the requests the sandbox served, and the process's
 * peak resident memory.
 */

export interface RunFigures {
  candidates: number;
  accepted: number;
  rejected: number;
  siteRequests: number;
  robotsRequests: number;
  /** Resident memory when the run started: the corpus, its index and the database are in it. */
  startRssBytes: number;
  peakRssBytes: number;
  /** Milliseconds from start to the n-th accept, if there was one. */
  msToAccepted(n: number): number | undefined;
}

const RSS_SAMPLE_MS = 50;

export class RunObserver {
  private startedAt = 0;
  private acceptedAt: number[] = [];
  private candidates = 0;
  private rejected = 0;
  private siteRequests = 0;
  private robotsRequests = 0;
  private startRss = 0;
  private peakRss = 0;
  private sampler: ReturnType<typeof setInterval> | undefined;

  /** Counts one request the sandbox served. */
  siteRequest(path: string): void {
    this.siteRequests++;
    if (path === "/robots.txt") this.robotsRequests++;
  }

  /** Follows every project's events on the engine's bus. */
  listen(events: EventBus): void {
    events.subscribeAll((event) => {
      if (event.type === "PROCESSING_WEBSITE") this.candidates++;
      if (event.type === "COMPANY_ACCEPTED") this.acceptedAt.push(performance.now());
      if (event.type === "COMPANY_REJECTED") this.rejected++;
    });
  }

  start(): void {
    this.startedAt = performance.now();
    this.startRss = process.memoryUsage().rss;
    this.sampleRss();
    this.sampler = setInterval(() => this.sampleRss(), RSS_SAMPLE_MS);
  }

  stop(): RunFigures {
    clearInterval(this.sampler);
    this.sampleRss();
    const times = this.acceptedAt.map((t) => t - this.startedAt);
    return {
      candidates: this.candidates,
      accepted: times.length,
      rejected: this.rejected,
      siteRequests: this.siteRequests,
      robotsRequests: this.robotsRequests,
      startRssBytes: this.startRss,
      peakRssBytes: this.peakRss,
      msToAccepted: (n) => times[n - 1],
    };
  }

  private sampleRss(): void {
    this.peakRss = Math.max(this.peakRss, process.memoryUsage().rss);
  }
}
