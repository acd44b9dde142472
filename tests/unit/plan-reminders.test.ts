import {
  DEFAULT_REMINDER_SETTINGS,
  lastRemindedKey,
  planReminders,
  type OutstandingTask,
  type ReminderCycle,
} from "@/lib/server/reminders/plan-reminders";

// Due Friday 26 June 2026, 23:59 in Paris (21:59 UTC, summer time).
const DUE = new Date("2026-06-26T21:59:00Z");
const paris: ReminderCycle = { id: 7, timeZone: "Europe/Paris", reminders: DEFAULT_REMINDER_SETTINGS };
const task = (recipientId: number, taskId: string, dueAt: Date | null = DUE): OutstandingTask => ({
  cycleId: 7,
  recipientId,
  taskId,
  dueAt,
});

/** Every day from `from` to `to` (inclusive) as "YYYY-MM-DD". */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * Runs the planner as the background work would: at `hourUtc` on every day it is awake, remembering
 * what it enqueued (the outbox's last digest per person). Returns the dedupe keys, in order.
 */
function run(days: string[], { cycle = paris, tasks = [task(1, "review:E1")], hourUtc = "07:00" } = {}) {
  const last = new Map<string, string>();
  const sent: string[] = [];
  for (const day of days) {
    for (const digest of planReminders(new Date(`${day}T${hourUtc}:00Z`), [cycle], tasks, last)) {
      sent.push(digest.dedupeKey);
      last.set(lastRemindedKey(digest.cycleId, digest.recipientId), digest.localDate);
    }
  }
  return sent;
}
const sentOn = (keys: string[]) => keys.map((k) => k.split(":").at(-1));

describe("the reminder planner", () => {
  it("reminds 7, 3 and 1 days before, on the due date, then every 3 days 3 times, at 09:00 Paris time", () => {
    // Due Fri 26 June: T-7 Fri 19, T-3 Tue 23, T-1 Thu 25, T-0 Fri 26; overdue Mon 29, Thu 2 July,
    // and Sun 5 July, which moves to Mon 6 July. Nothing after.
    expect(sentOn(run(daysBetween("2026-06-10", "2026-07-31")))).toEqual([
      "2026-06-19",
      "2026-06-23",
      "2026-06-25",
      "2026-06-26",
      "2026-06-29",
      "2026-07-02",
      "2026-07-06",
    ]);
  });

  it("sends nothing before the local send time, and one digest (one key) however often it runs that day", () => {
    expect(planReminders(new Date("2026-06-25T06:59:00Z"), [paris], [task(1, "a")])).toEqual([]);
    const at9 = planReminders(new Date("2026-06-25T07:00:00Z"), [paris], [task(1, "a")]);
    expect(at9.map((d) => d.dedupeKey)).toEqual(["reminder:7:1:2026-06-25"]);
    const later = planReminders(
      new Date("2026-06-25T12:00:00Z"),
      [paris],
      [task(1, "a")],
      new Map([["7:1", "2026-06-25"]]),
    );
    expect(later).toEqual([]);
  });

  it("a process that wakes at 14:00 still sends the day's digest", () => {
    expect(sentOn(run(["2026-06-25"], { hourUtc: "12:00" }))).toEqual(["2026-06-25"]);
  });

  it("after a sleep across several windows, sends one digest, not one per missed window, and it says overdue", () => {
    // Asleep from Wed 24 June to Tue 30 June 13:00 Paris: the T-1, T-0 and first overdue windows passed.
    const keys = run(["2026-06-19", "2026-06-23", "2026-06-30"], { hourUtc: "11:00" });
    expect(sentOn(keys)).toEqual(["2026-06-19", "2026-06-23", "2026-06-30"]);
    const [digest] = planReminders(
      new Date("2026-06-30T11:00:00Z"),
      [paris],
      [task(1, "a")],
      new Map([["7:1", "2026-06-23"]]),
    );
    expect(digest.tasks).toEqual([{ taskId: "a", dueAt: DUE, daysLeft: -4, overdue: true }]);
  });

  it("moves a weekend reminder to the Friday before, and sends nothing on Saturday or Sunday", () => {
    const dueMonday = [task(1, "a", new Date("2026-06-29T21:59:00Z"))]; // T-1 is Sunday 28 June
    expect(sentOn(run(daysBetween("2026-06-20", "2026-06-29"), { tasks: dueMonday }))).toEqual([
      "2026-06-22", // T-7
      "2026-06-26", // T-3 and T-1, one digest
      "2026-06-29",
    ]);
    const weekendsToo = { ...paris, reminders: { ...DEFAULT_REMINDER_SETTINGS, skipWeekends: false } };
    expect(
      sentOn(run(daysBetween("2026-06-20", "2026-06-29"), { cycle: weekendsToo, tasks: dueMonday })),
    ).toEqual(["2026-06-22", "2026-06-26", "2026-06-28", "2026-06-29"]);
  });

  it("sends one digest per person listing all their outstanding tasks, soonest first", () => {
    const later = new Date("2026-07-10T21:59:00Z");
    const tasks = [
      task(1, "later", later),
      task(1, "due", DUE),
      task(1, "open", null),
      task(2, "later", later),
    ];
    const digests = planReminders(new Date("2026-06-25T07:00:00Z"), [paris], tasks);
    expect(digests).toHaveLength(1); // person 2's first window (T-7 of 10 July) has not opened
    expect(digests[0].tasks.map((t) => [t.taskId, t.daysLeft])).toEqual([
      ["due", 1],
      ["later", 15],
      ["open", null],
    ]);
  });

  it("reads the day in the cycle's own zone: 23:30 UTC is already tomorrow in Tokyo", () => {
    const tokyo: ReminderCycle = { id: 8, timeZone: "Asia/Tokyo", reminders: DEFAULT_REMINDER_SETTINGS };
    const tasks = [{ cycleId: 8, recipientId: 1, taskId: "a", dueAt: new Date("2026-06-26T14:59:00Z") }];
    expect(planReminders(new Date("2026-06-25T23:30:00Z"), [tokyo], tasks)).toEqual([]); // 08:30 Fri in Tokyo
    const at9 = planReminders(new Date("2026-06-26T00:00:00Z"), [tokyo], tasks);
    expect(at9.map((d) => d.dedupeKey)).toEqual(["reminder:8:1:2026-06-26"]);
  });

  it("sends nothing for a cycle whose reminders are off, or for tasks with no due date", () => {
    const off = { ...paris, reminders: { ...DEFAULT_REMINDER_SETTINGS, enabled: false } };
    expect(run(daysBetween("2026-06-10", "2026-07-31"), { cycle: off })).toEqual([]);
    expect(run(daysBetween("2026-06-10", "2026-07-31"), { tasks: [task(1, "a", null)] })).toEqual([]);
  });
});
