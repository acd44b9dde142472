import "server-only";
import { db } from "@/lib/server/db/client";
import { REMINDER_KIND } from "@/lib/server/reminders/run-planner";
import type { ReminderStatusAnswer } from "@/lib/shared/schemas/reminders";

// GET /api/hr/reminders/status and the readiness answer: when the planner last ran (any instance)
// and what the reminder emails of the last 7 days became. Two small reads.

export async function lastPlannerRun() {
  return db.reminderPlannerRun.findFirst({
    orderBy: { startedAt: "desc" },
    select: { startedAt: true, finishedAt: true, enqueued: true },
  });
}

export async function getReminderStatus(now = new Date()): Promise<ReminderStatusAnswer> {
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const [last, counts] = await Promise.all([
    lastPlannerRun(),
    db.emailOutbox.groupBy({
      by: ["status"],
      where: { kind: REMINDER_KIND, createdAt: { gte: since } },
      _count: { _all: true },
    }),
  ]);
  const count = (s: string) => counts.find((c) => c.status === s)?._count._all ?? 0;
  return {
    lastRun: last
      ? {
          startedAt: last.startedAt.toISOString(),
          finishedAt: last.finishedAt?.toISOString() ?? null,
          enqueued: last.enqueued,
        }
      : null,
    last7Days: {
      enqueued: counts.reduce((n, c) => n + c._count._all, 0),
      sent: count("Sent"),
      skipped: count("Skipped"),
      failed: count("Failed"),
      pending: count("Pending") + count("Sending"),
    },
  };
}
