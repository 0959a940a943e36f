/** Where billing code reads the time, so tests can move it a month without waiting one. */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start: Date = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves the clock forward by whole calendar months (UTC). */
  advanceMonths(months: number): void {
    this.current = addMonthsUtc(this.current, months);
  }

  /** Moves the clock forward by milliseconds. */
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * `date` plus whole months in UTC, clamped to the target month's last day (31 Jan + 1 month is
 * 28/29 Feb, not 3 Mar), which is how a monthly allowance is expected to come round.
 */
export function addMonthsUtc(date: Date, months: number, anchorDay = date.getUTCDate()): Date {
  const d = new Date(date);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(anchorDay, lastDay));
  return d;
}
