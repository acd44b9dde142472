import {
  DEFAULT_REMINDER_SETTINGS,
  type OutstandingTask,
  type ReminderCycle,
} from "@/lib/server/reminders/plan-reminders";
import { planEscalations } from "@/lib/server/reminders/plan-escalations";

// The escalation digests (issue 33 §5) without a database: a task overdue by 5 days (the default)
// goes into one daily digest to the reviewer's own manager, listing the escalated tasks of that
// manager's subtree, and one to HR listing all of them; nothing for tasks still in time.

// Due Friday 26 June 2026, 23:59 in Paris (21:59 UTC, summer time): 5 days overdue on Wed 1 July.
const DUE = new Date("2026-06-26T21:59:00Z");
const paris: ReminderCycle = { id: 7, timeZone: "Europe/Paris", reminders: DEFAULT_REMINDER_SETTINGS };
const task = (recipientId: number, taskId: string, dueAt: Date | null = DUE): OutstandingTask => ({
  cycleId: 7,
  recipientId,
  taskId,
  dueAt,
});
// Reviewer 1 reports to 10, who reports to 20; reviewer 2 reports to 20; reviewer 3 to nobody.
const chains = new Map([
  [1, [10, 20]],
  [2, [20]],
  [3, []],
]);
const at = (iso: string) => new Date(iso);
const keys = (now: Date, tasks = [task(1, "a")], cycle = paris, hr = true) =>
  planEscalations(now, [cycle], tasks, chains, { hr }).map((d) => d.dedupeKey);

describe("the escalation planner", () => {
  it("escalates a task overdue by 5 local days, once a day at 09:00 on weekdays, to the manager and HR", () => {
    const sent: string[] = [];
    for (let t = Date.parse("2026-06-26T07:00:00Z"); t <= Date.parse("2026-07-07T07:00:00Z"); t += 86_400_000)
      sent.push(...keys(new Date(t)));
    // Tue 30 June is 4 days late: nothing; Sat 4 and Sun 5 July: nothing (weekends are skipped).
    expect(sent).toEqual(
      ["2026-07-01", "2026-07-02", "2026-07-03", "2026-07-06", "2026-07-07"].flatMap((d) => [
        `escalation:7:10:${d}`,
        `escalation:7:hr:${d}`,
      ]),
    );
  });

  it("sends nothing before the send time of the cycle's day, and the same keys however often it runs", () => {
    expect(keys(at("2026-07-01T06:59:00Z"))).toEqual([]);
    expect(keys(at("2026-07-01T07:00:00Z"))).toEqual([
      "escalation:7:10:2026-07-01",
      "escalation:7:hr:2026-07-01",
    ]);
    expect(keys(at("2026-07-01T20:00:00Z"))).toEqual(keys(at("2026-07-01T07:00:00Z")));
  });

  it("sends each reviewer's own manager the escalated tasks of their subtree, and HR all of them", () => {
    const tasks = [task(1, "a"), task(2, "b", new Date("2026-06-19T21:59:00Z")), task(3, "c")];
    const digests = planEscalations(at("2026-07-01T07:00:00Z"), [paris], tasks, chains, { hr: true });
    expect(digests.map((d) => [d.to, d.tasks.map((t) => [t.taskId, t.daysOverdue])])).toEqual([
      [{ kind: "manager", employeeId: 10 }, [["a", 5]]],
      [
        { kind: "manager", employeeId: 20 },
        [
          ["b", 12],
          ["a", 5],
        ],
      ],
      [
        { kind: "hr" },
        [
          ["b", 12],
          ["a", 5],
          ["c", 5],
        ],
      ],
    ]);
  });

  it("sends nothing for tasks in time, overdue by fewer days, or with no due date", () => {
    const now = at("2026-07-01T07:00:00Z");
    const inTime = [task(1, "future", new Date("2026-07-10T21:59:00Z")), task(1, "open", null)];
    expect(keys(now, inTime)).toEqual([]);
    expect(keys(now, [task(1, "4 days", new Date("2026-06-27T21:59:00Z"))])).toEqual([]);
  });

  it("follows the cycle's escalation days, says nothing with reminders off, and skips HR without an address", () => {
    const now = at("2026-06-30T07:00:00Z"); // 4 days late
    const after4 = { ...paris, reminders: { ...DEFAULT_REMINDER_SETTINGS, escalateAfterDays: 4 } };
    expect(keys(now, [task(1, "a")], after4)).toEqual([
      "escalation:7:10:2026-06-30",
      "escalation:7:hr:2026-06-30",
    ]);
    const off = { ...paris, reminders: { ...DEFAULT_REMINDER_SETTINGS, enabled: false } };
    expect(keys(at("2026-07-01T07:00:00Z"), [task(1, "a")], off)).toEqual([]);
    expect(keys(at("2026-07-01T07:00:00Z"), [task(1, "a")], paris, false)).toEqual([
      "escalation:7:10:2026-07-01",
    ]);
    // a reviewer with no manager: only HR hears of it
    expect(keys(at("2026-07-01T07:00:00Z"), [task(3, "c")])).toEqual(["escalation:7:hr:2026-07-01"]);
  });
});
