import {
  formatCycleDate,
  formatDue,
  formatPeriod,
  instantFromWallClock,
  wallClockInputValue,
} from "@/lib/shared/cycle-dates";

describe("a cycle's deadlines in its own time zone", () => {
  it("reads the issue's example: 21:59 UTC on 27 June 2026 is 23:59 in Paris (summer time)", () => {
    expect(formatDue("2026-06-27T21:59:00Z", "Europe/Paris")).toBe("due Sat 27 Jun 2026, 23:59 Europe/Paris");
  });

  it("names the day as it is in the zone, not in UTC (a deadline just past midnight in Tokyo)", () => {
    expect(formatCycleDate(new Date("2026-03-05T15:30:00Z"), "Asia/Tokyo")).toBe(
      "Fri 6 Mar 2026, 00:30 Asia/Tokyo",
    );
    expect(formatCycleDate(new Date("2026-03-05T15:30:00Z"), "America/New_York")).toBe(
      "Thu 5 Mar 2026, 10:30 America/New_York",
    );
  });

  it("follows the zone's winter and summer offsets", () => {
    expect(formatCycleDate("2026-01-15T12:00:00Z", "Europe/Paris")).toBe(
      "Thu 15 Jan 2026, 13:00 Europe/Paris",
    );
    expect(formatCycleDate("2026-07-15T12:00:00Z", "Europe/Paris")).toBe(
      "Wed 15 Jul 2026, 14:00 Europe/Paris",
    );
  });

  it("says a phase with no due date has no deadline, and shows nothing for a bad date", () => {
    expect(formatDue(null, "UTC")).toBe("no deadline");
    expect(formatCycleDate("not a date", "UTC")).toBe("");
  });

  it("turns what HR types in the cycle's zone into the UTC instant, and back", () => {
    expect(instantFromWallClock("2026-06-27T23:59", "Europe/Paris")?.toISOString()).toBe(
      "2026-06-27T21:59:00.000Z",
    );
    expect(instantFromWallClock("2026-01-10T09:00", "America/New_York")?.toISOString()).toBe(
      "2026-01-10T14:00:00.000Z",
    );
    expect(wallClockInputValue("2026-06-27T21:59:00Z", "Europe/Paris")).toBe("2026-06-27T23:59");
    expect(instantFromWallClock("27/06/2026", "UTC")).toBeNull();
  });

  it("moves a time skipped by the spring change forward by the gap", () => {
    // 02:30 does not exist in Paris on 29 March 2026; the clock reads 03:30 an hour after 01:30.
    const instant = instantFromWallClock("2026-03-29T02:30", "Europe/Paris")!;
    expect(formatCycleDate(instant, "Europe/Paris")).toBe("Sun 29 Mar 2026, 03:30 Europe/Paris");
  });

  it("shows a review period as calendar days", () => {
    expect(formatPeriod("2026-01-01T00:00:00.000Z", "2026-06-30T00:00:00.000Z")).toBe(
      "1 Jan 2026 – 30 Jun 2026",
    );
    expect(formatPeriod(null, null)).toBe("");
  });
});
