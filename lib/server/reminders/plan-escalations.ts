import "server-only";
import {
  dayNumber,
  sendingDay,
  type OutstandingTask,
  type ReminderCycle,
} from "@/lib/server/reminders/plan-reminders";
import { wallClockIn } from "@/lib/shared/time-zone";

// Escalation (issue 33 §5, ADR 0085): a task overdue by `escalateAfterDays` local days (default 5)
// goes into ONE daily digest to the reviewer's own manager, listing every such task in that
// manager's subtree, and into one daily digest to HR listing every such task of the cycle. The
// second digest of the reminder planner's run: a pure function of the time, the cycle's settings,
// the outstanding tasks and each reviewer's chain of managers, sent on the reminders' days (at or
// after the send time, not on weekends when those are skipped, not when reminders are off). Once a
// day per recipient comes from the outbox's unique key `escalation:{cycle}:{recipient}:{localDate}`;
// days missed while asleep are not replayed (today's digest lists what is overdue today).

/** The outbox rows' kind. */
export const ESCALATION_KIND = "escalation";

/** A task of `recipientId` (the reviewer) overdue by at least the cycle's escalation days. */
export type EscalatedTask = OutstandingTask & { dueAt: Date; daysOverdue: number };

/** Who a digest goes to: a manager (an employee id) or HR (HR_ESCALATION_EMAIL). */
export type EscalationRecipient = { kind: "manager"; employeeId: number } | { kind: "hr" };

export type PlannedEscalation = {
  cycleId: number;
  to: EscalationRecipient;
  /** The cycle's local day, "YYYY-MM-DD". */
  localDate: string;
  dedupeKey: string;
  /** The escalated tasks the recipient sees, longest overdue first. */
  tasks: EscalatedTask[];
};

/** reviewer id → the ids of their managers, the nearest first (hierarchy.ts's `managerChains`). */
export type ManagerChains = ReadonlyMap<number, readonly number[]>;

export const escalationKey = (cycleId: number, to: EscalationRecipient, localDate: string) =>
  `escalation:${cycleId}:${to.kind === "hr" ? "hr" : to.employeeId}:${localDate}`;

/** The cycle's tasks overdue at `now` by at least `escalateAfterDays` days of the cycle's calendar. */
export function escalatedTasks(now: Date, cycle: ReminderCycle, tasks: OutstandingTask[]): EscalatedTask[] {
  const toWall = wallClockIn(cycle.timeZone);
  const today = dayNumber(toWall(now));
  const after = cycle.reminders.escalateAfterDays;
  const escalated: EscalatedTask[] = [];
  for (const task of tasks) {
    if (task.cycleId !== cycle.id || task.dueAt === null || task.dueAt >= now) continue;
    const daysOverdue = today - dayNumber(toWall(task.dueAt));
    if (daysOverdue >= after) escalated.push({ ...task, dueAt: task.dueAt, daysOverdue });
  }
  return escalated;
}

const longestOverdueFirst = (a: EscalatedTask, b: EscalatedTask) =>
  a.dueAt.getTime() - b.dueAt.getTime() || a.recipientId - b.recipientId || a.taskId.localeCompare(b.taskId);

/**
 * The digests of escalated tasks: one to each reviewer's direct manager (with every escalated task
 * whose reviewer is anywhere below them) and, when `hr`, one to HR with all of them.
 */
export function groupEscalations(
  cycleId: number,
  localDate: string,
  escalated: EscalatedTask[],
  chains: ManagerChains,
  { hr }: { hr: boolean },
): PlannedEscalation[] {
  if (!escalated.length) return [];
  const digest = (to: EscalationRecipient, tasks: EscalatedTask[]): PlannedEscalation => ({
    cycleId,
    to,
    localDate,
    dedupeKey: escalationKey(cycleId, to, localDate),
    tasks: [...tasks].sort(longestOverdueFirst),
  });
  const managers = [...new Set(escalated.flatMap((t) => chains.get(t.recipientId)?.slice(0, 1) ?? []))].sort(
    (a, b) => a - b,
  );
  const digests = managers.map((employeeId) =>
    digest(
      { kind: "manager", employeeId },
      escalated.filter((t) => chains.get(t.recipientId)?.includes(employeeId)),
    ),
  );
  if (hr) digests.push(digest({ kind: "hr" }, escalated));
  return digests;
}

/** Today's escalation digests of the cycles at `now`: none before the send time, on a skipped weekend or with reminders off. */
export function planEscalations(
  now: Date,
  cycles: ReminderCycle[],
  tasks: OutstandingTask[],
  chains: ManagerChains,
  options: { hr: boolean },
): PlannedEscalation[] {
  return cycles.flatMap((cycle) => {
    const day = sendingDay(now, cycle);
    if (!day) return [];
    return groupEscalations(cycle.id, day.localDate, escalatedTasks(now, cycle, tasks), chains, options);
  });
}
