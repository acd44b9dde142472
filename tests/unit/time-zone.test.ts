import { canonicalTimeZone, dateStampIn, wallClockIn } from "@/lib/shared/time-zone";

describe("dates in the reader's time zone", () => {
  it("knows IANA zones by their own names, in any letter case, and refuses anything else", () => {
    expect(canonicalTimeZone("America/New_York")).toBe("America/New_York");
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
  });

  it("shows 8 pm in New York on the 24th as the 24th, not the UTC 25th, summer and winter", () => {
    const ny = wallClockIn("America/New_York");
    expect(ny(new Date("2026-11-25T01:00:00Z")).toISOString()).toBe("2026-11-24T20:00:00.000Z");
    expect(ny(new Date("2026-07-25T00:30:00Z")).toISOString()).toBe("2026-07-24T20:30:00.000Z");
    expect(dateStampIn(new Date("2026-11-25T01:00:00Z"), "America/New_York")).toBe("2026-11-24");
  });

  it("follows half-hour zones and the day a clock changes", () => {
    expect(wallClockIn("Asia/Kolkata")(new Date("2026-03-01T20:00:00Z")).toISOString()).toBe(
      "2026-03-02T01:30:00.000Z",
    );
    const paris = wallClockIn("Europe/Paris");
    // Clocks go forward at 01:00 UTC on 29 March 2026.
    expect(paris(new Date("2026-03-29T00:59:00Z")).toISOString()).toBe("2026-03-29T01:59:00.000Z");
    expect(paris(new Date("2026-03-29T01:00:00Z")).toISOString()).toBe("2026-03-29T03:00:00.000Z");
  });

  it("leaves UTC as it is", () => {
    const instant = new Date("2026-11-25T01:00:00Z");
    expect(wallClockIn("UTC")(instant)).toBe(instant);
    expect(dateStampIn(instant, "UTC")).toBe("2026-11-25");
  });
});
