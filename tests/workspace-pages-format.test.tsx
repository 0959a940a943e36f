import { describe, expect, test } from "bun:test";
import type { LeadView } from "../src/projects/views";
import { locationLine } from "../src/routes/pages/research-page";
import { formatRenewDate, progressPercent, timeAgo } from "../src/views/format";
import { contactLine, leadCounts } from "../src/views/research-progress";
import { dashboardStatus, researchStatus } from "../src/views/status-badge";
import { leadView } from "./helpers/lead-row";

describe("workspace helpers", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);

  test("timeAgo reads like 'Created {time} ago'", () => {
    expect(ago(10_000)).toBe("less than a minute");
    expect(ago(60_000)).toBe("1 minute");
    expect(ago(5 * 60_000)).toBe("5 minutes");
    expect(ago(3 * 3_600_000)).toBe("about 3 hours");
    expect(ago(24 * 3_600_000)).toBe("1 day");
    expect(ago(2 * 86_400_000)).toBe("2 days");
    expect(ago(40 * 86_400_000)).toBe("about 1 month");
    expect(ago(100 * 86_400_000)).toBe("3 months");
    expect(ago(400 * 86_400_000)).toBe("about 1 year");
    expect(ago(3 * 366 * 86_400_000)).toBe("3 years");
    // Clock skew: a creation time in the future is "now", not negative.
    expect(ago(-60_000)).toBe("less than a minute");
  });

  test("renew date is day, short month, year in en-GB (UTC), else N/A", () => {
    expect(formatRenewDate(new Date("2026-12-22T00:00:00Z"))).toBe("22 Dec 2026");
    expect(formatRenewDate(new Date("2026-12-22T23:59:00Z"))).toBe("22 Dec 2026");
    expect(formatRenewDate(null)).toBe("N/A");
    expect(formatRenewDate(new Date("nope"))).toBe("N/A");
  });

  test("status badges: spec §4's words where they hold, the issue 29 states where they did not", () => {
    const started = new Date("2026-06-01T00:00:00Z");
    const dash = (status: string, pauseReason: string | null = null) =>
      dashboardStatus({ status, processingStartedAt: started, pauseReason }).label;
    const page = (status: string, pauseReason: string | null = null) =>
      researchStatus({ status, processingStartedAt: started, pauseReason });
    // Spec §4, kept.
    expect(dash("processing")).toBe("Researching");
    expect(dash("completed")).toBe("Done");
    expect(page("completed")).toEqual({ label: "Research Done", tone: "green" });
    expect(page("paused", "user")).toEqual({ label: "Paused", tone: "orange" });
    expect(page("processing")).toEqual({ label: "Researching...", tone: "purple" });
    // Spec §4's catch-alls replaced: a plan waiting for confirmation is not researching, and no
    // paused project is "Active" any more.
    expect(page("preparing").label).toBe("Waiting for confirmation");
    expect(dash("preparing")).toBe("Waiting for confirmation");
    expect(dash("paused", "user")).toBe("Paused");
    expect(dash("paused", "credits")).toBe("Paused: out of credits");
    expect(page("paused", "credits").label).toBe("Paused: out of credits");
    expect(page("paused", "error")).toEqual({ label: "Paused: run failed", tone: "red" });
    expect(dashboardStatus({ status: "paused" }).label).toBe("Not started");
    for (const status of ["paused", "preparing", "processing", "completed"]) {
      for (const reason of [null, "user", "credits", "error"]) {
        expect(dash(status, reason)).not.toBe("Active");
      }
    }
  });

  test("progress, location line, recent-find line and panel counts", () => {
    expect(progressPercent(3, 10)).toBe(30);
    expect(progressPercent(12, 10)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
    expect(locationLine({ companyType: "Bakery", country: "France", city: null })).toBe(
      "Bakery in France",
    );
    expect(locationLine({ companyType: "Bakery", country: "France", city: "Lyon" })).toBe(
      "Bakery in France, Lyon",
    );
    expect(contactLine({ contactName: "Ann", contactTitle: "CEO" })).toBe("Ann, CEO");
    expect(contactLine({ contactName: "Ann", contactTitle: null })).toBe("Ann");
    expect(contactLine({ contactName: null, contactTitle: null })).toBe("No contact found");
    const lead = (over: Partial<LeadView>): LeadView =>
      leadView({ id: 1, companyName: "A", website: "https://a.example", ...over });
    expect(
      leadCounts([
        lead({ contactName: "Ann", contactEmail: "ann@a.example" }),
        lead({ contactName: "Bob", companyPhone: "+331234" }),
        lead({ website: "" }),
      ]),
    ).toEqual({ decisionMakers: 1, contactInfo: 2, websites: 2 });
  });
});
