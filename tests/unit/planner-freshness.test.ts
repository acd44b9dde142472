import { plannerFreshness, timeAgo } from "@/lib/shared/planner-freshness";

// HR's planner banner (issue 33 §6): minutes, then hours, then days; amber after 2 hours.

const NOW = new Date("2027-06-18T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

it("says how long ago the planner ran", () => {
  expect(timeAgo(new Date(NOW.getTime() - 20_000), NOW)).toBe("just now");
  expect(plannerFreshness(ago(3 * 60_000), NOW)).toEqual({
    text: "Reminder planner last ran 3 min ago",
    stale: false,
  });
  expect(plannerFreshness(ago(119 * 60_000), NOW).text).toBe("Reminder planner last ran 119 min ago");
  expect(plannerFreshness(ago(5 * 3_600_000), NOW).text).toBe("Reminder planner last ran 5 h ago");
  expect(plannerFreshness(ago(3 * 86_400_000), NOW).text).toBe("Reminder planner last ran 3 days ago");
});

it("turns amber after 2 hours, and when the planner never ran", () => {
  expect(plannerFreshness(ago(2 * 3_600_000), NOW).stale).toBe(false);
  expect(plannerFreshness(ago(2 * 3_600_000 + 1000), NOW).stale).toBe(true);
  expect(plannerFreshness(null, NOW)).toEqual({ text: "Reminder planner has not run yet", stale: true });
});
