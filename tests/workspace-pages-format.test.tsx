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

  test("status badges follow spec §4", () => {
    expect(dashboardStatus("processing").label).toBe("Researching");
    expect(dashboardStatus("completed").label).toBe("Done");
    expect(dashboardStatus("paused").label).toBe("Active");
    expect(dashboardStatus("preparing").label).toBe("Active");
    expect(researchStatus("completed")).toEqual({ label: "Research Done", tone: "green" });
    expect(researchStatus("paused")).toEqual({ label: "Paused", tone: "orange" });
    expect(researchStatus("processing")).toEqual({ label: "Researching...", tone: "purple" });
    expect(researchStatus("preparing").label).toBe("Researching...");
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
