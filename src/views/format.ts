const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * How long ago `date` was, in words, for 'Created {time} ago' (spec §2): "less than a minute",
 * "5 minutes", "about 3 hours", "2 days", "about 1 month", "2 years". Rounded like date-fns'
 * formatDistance, which users of the original know; a future date (clock skew) reads as now.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const ms = Math.max(0, now.getTime() - date.getTime());
  if (ms < 45_000) return "less than a minute";
  if (ms < 45 * MINUTE) return plural(Math.max(1, Math.round(ms / MINUTE)), "minute");
  if (ms < 24 * HOUR) return `about ${plural(Math.max(1, Math.round(ms / HOUR)), "hour")}`;
  if (ms < MONTH) return plural(Math.max(1, Math.round(ms / DAY)), "day");
  if (ms < 12 * MONTH) {
    const months = Math.max(1, Math.round(ms / MONTH));
    return months === 1 ? "about 1 month" : plural(Math.min(months, 11), "month");
  }
  const years = Math.floor(ms / YEAR);
  return years <= 1 ? "about 1 year" : plural(years, "year");
}

// UTC, so the date does not shift with the server's zone (the refresh is stored as an instant).
const renewFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** 'Credits renew at' value: day, short month and year in en-GB ("22 Dec 2026"), else 'N/A'. */
export function formatRenewDate(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return "N/A";
  return renewFormat.format(date);
}

/** Found against target as a whole percentage, capped at 100 (spec §4 displayed progress). */
export function progressPercent(found: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.round((found / target) * 100));
}
