import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import { getEnv } from "@/lib/server/env";
import { managerChains } from "@/lib/server/access/hierarchy";
import { findOutstandingTasks, taskIdOf } from "@/lib/server/reminders/outstanding-tasks";
import { readReminderSettings } from "@/lib/server/reminders/reminder-settings";
import {
  lastRemindedKey,
  planReminders,
  sendingDay,
  type OutstandingTask,
  type ReminderCycle,
} from "@/lib/server/reminders/plan-reminders";
import {
  ESCALATION_KIND,
  escalatedTasks,
  planEscalations,
  type PlannedEscalation,
} from "@/lib/server/reminders/plan-escalations";

// One run of the reminder planner (issue 33, ADR 0081): read the Active cycles' settings, their
// outstanding tasks (one statement per cycle) and the last digest each person was sent (from the
// outbox), plan, and enqueue each digest as an outbox row under its dedupe key with ON CONFLICT DO
// NOTHING. Exactly-once comes from that unique key; the advisory lock only saves the work of a
// second instance planning at the same moment (it skips, and returns null). A row of
// ReminderPlannerRun records each run for HR's status and the readiness answer. The same run plans
// the escalation digests (plan-escalations.ts, ADR 0085) from the same tasks, enqueued the same way.

export const REMINDER_KIND = "reminder";
const PLANNER_LOCK = Prisma.sql`hashtext('reminder-planner')`;

async function lastReminded(tx: Tx, cycleId: number): Promise<Map<string, string>> {
  const rows = await tx.$queryRaw<{ employeeId: number; localDate: string }[]>`
    SELECT "employeeId", max("payload"->>'localDate') AS "localDate" FROM "EmailOutbox"
    WHERE "kind" = ${REMINDER_KIND} AND ("payload"->>'cycleId')::int = ${cycleId}
    GROUP BY "employeeId"`;
  return new Map(rows.map((r) => [lastRemindedKey(cycleId, r.employeeId), r.localDate]));
}

export type PlannerRun = { id: number; enqueued: number; planned: number };

/** Plans and enqueues at `now`; null when another instance holds the planner's lock. */
export async function runReminderPlanner(now: Date = new Date()): Promise<PlannerRun | null> {
  return db.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(${PLANNER_LOCK}) AS "locked"`;
      if (!locked) return null;
      const started = new Date();
      const cycles = await tx.$queryRaw<{ id: number; timeZone: string; reminders: unknown }[]>`
        SELECT "id", "timeZone", "reminders" FROM "ReviewCycle" WHERE "status" = 'Active' ORDER BY "id"`;
      const planned = [];
      const escalations: PlannedEscalation[] = [];
      const hrAddress = !!getEnv().HR_ESCALATION_EMAIL;
      for (const row of cycles) {
        const cycle: ReminderCycle = {
          id: row.id,
          timeZone: row.timeZone,
          reminders: readReminderSettings(row.reminders),
        };
        if (!cycle.reminders.enabled) continue;
        const tasks: OutstandingTask[] = (await findOutstandingTasks(tx, cycle.id, now)).map((t) => ({
          cycleId: cycle.id,
          recipientId: t.recipientId,
          taskId: taskIdOf(t),
          dueAt: t.dueAt,
        }));
        if (!tasks.length) continue;
        planned.push(...planReminders(now, [cycle], tasks, await lastReminded(tx, cycle.id)));
        // The reviewers' managers are read only on a day and at an hour an escalation goes out.
        const late = sendingDay(now, cycle) ? escalatedTasks(now, cycle, tasks) : [];
        if (late.length) {
          const chains = await managerChains(tx, [...new Set(late.map((t) => t.recipientId))]);
          escalations.push(...planEscalations(now, [cycle], late, chains, { hr: hrAddress }));
        }
      }
      let enqueued = 0;
      if (planned.length) {
        enqueued = await tx.$executeRaw`
          INSERT INTO "EmailOutbox" ("batchId", "employeeId", "dedupeKey", "kind", "payload", "status", "attempts", "nextAttemptAt", "createdBy", "createdAt")
          SELECT 'reminder:' || d."cycleId", d."employeeId", d."dedupeKey", ${REMINDER_KIND},
            jsonb_build_object('cycleId', d."cycleId", 'localDate', d."localDate", 'plannedAt', ${now.toISOString()}::text),
            'Pending', 0, now(), 'reminder planner', now()
          FROM jsonb_to_recordset(${JSON.stringify(
            planned.map((d) => ({
              cycleId: d.cycleId,
              employeeId: d.recipientId,
              dedupeKey: d.dedupeKey,
              localDate: d.localDate,
            })),
          )}::jsonb) AS d("cycleId" int, "employeeId" int, "dedupeKey" text, "localDate" text)
          ON CONFLICT ("dedupeKey") DO NOTHING`;
      }
      enqueued += await enqueueEscalations(tx, escalations, now);
      const run = await tx.reminderPlannerRun.create({
        data: { startedAt: started, finishedAt: new Date(), enqueued },
        select: { id: true },
      });
      return { id: run.id, enqueued, planned: planned.length + escalations.length };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

/** The escalation digests as outbox rows (HR's has no employee), each under its key, once. */
async function enqueueEscalations(tx: Tx, escalations: PlannedEscalation[], now: Date): Promise<number> {
  if (!escalations.length) return 0;
  return tx.$executeRaw`
    INSERT INTO "EmailOutbox" ("batchId", "employeeId", "dedupeKey", "kind", "payload", "status", "attempts", "nextAttemptAt", "createdBy", "createdAt")
    SELECT 'escalation:' || d."cycleId", d."employeeId", d."dedupeKey", ${ESCALATION_KIND},
      jsonb_build_object('cycleId', d."cycleId", 'localDate', d."localDate", 'to', d."to", 'plannedAt', ${now.toISOString()}::text),
      'Pending', 0, now(), 'reminder planner', now()
    FROM jsonb_to_recordset(${JSON.stringify(
      escalations.map((d) => ({
        cycleId: d.cycleId,
        employeeId: d.to.kind === "manager" ? d.to.employeeId : null,
        to: d.to.kind,
        dedupeKey: d.dedupeKey,
        localDate: d.localDate,
      })),
    )}::jsonb) AS d("cycleId" int, "employeeId" int, "to" text, "dedupeKey" text, "localDate" text)
    ON CONFLICT ("dedupeKey") DO NOTHING`;
}
