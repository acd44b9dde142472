import "server-only";
import { db } from "@/lib/server/db/client";
import { getEnv } from "@/lib/server/env";
import { managerChains } from "@/lib/server/access/hierarchy";
import { isSendableAddress } from "@/lib/server/mail/login-email";
import { findOutstandingTasks, taskIdOf } from "@/lib/server/reminders/outstanding-tasks";
import { readActiveCycle } from "@/lib/server/reminders/reminder-delivery";
import { escalatedTasks, groupEscalations } from "@/lib/server/reminders/plan-escalations";
import { buildEscalationEmail } from "@/lib/server/reminders/escalation-email";

// A queued escalation digest (issue 33 §5, ADR 0085), built when the outbox worker sends it, from
// the state then: the tasks overdue by the cycle's escalation days now, in the manager's subtree now
// (or all of them, for HR). A digest with nothing left in it (the reviews were submitted, the cycle
// closed, reminders were switched off, HR's address was unset) is settled Skipped and never sent.

export type LoadedEscalation =
  | { ok: true; message: ReturnType<typeof buildEscalationEmail> }
  | { ok: false; status: "Skipped" | "Failed"; reason: string };

type EscalationPayload = { cycleId: number; to: "manager" | "hr"; plannedAt: string };

const skipped = (reason: string): LoadedEscalation => ({ ok: false, status: "Skipped", reason });

function readPayload(payload: unknown): EscalationPayload | null {
  const p = payload as Partial<EscalationPayload> | null;
  return p &&
    typeof p.cycleId === "number" &&
    typeof p.plannedAt === "string" &&
    (p.to === "manager" || p.to === "hr")
    ? (p as EscalationPayload)
    : null;
}

export async function loadEscalationEmail(row: {
  employeeId: number | null;
  payload: unknown;
}): Promise<LoadedEscalation> {
  const payload = readPayload(row.payload);
  if (!payload || (payload.to === "manager") !== (row.employeeId !== null))
    return { ok: false, status: "Failed", reason: "Skipped: the escalation has no cycle or recipient." };
  const hrAddress = getEnv().HR_ESCALATION_EMAIL;
  if (payload.to === "hr" && !hrAddress) return skipped("Skipped: HR_ESCALATION_EMAIL is not set.");
  // The planner's clock, or the real one if later: an escalation is never rendered in its own past.
  const now = new Date(Math.max(Date.now(), Date.parse(payload.plannedAt) || 0));
  const cycle = await readActiveCycle(payload.cycleId);
  if (!cycle) return skipped("Skipped: the review cycle is no longer active.");
  if (!cycle.reminders.enabled) return skipped("Skipped: reminders were switched off.");

  const tasks = await findOutstandingTasks(db, payload.cycleId, now);
  const late = escalatedTasks(
    now,
    { id: payload.cycleId, timeZone: cycle.timeZone, reminders: cycle.reminders },
    tasks.map((t) => ({
      cycleId: payload.cycleId,
      recipientId: t.recipientId,
      taskId: taskIdOf(t),
      dueAt: t.dueAt,
    })),
  );
  const reviewerIds = [...new Set(late.map((t) => t.recipientId))];
  const chains = payload.to === "manager" ? await managerChains(db, reviewerIds) : new Map();
  const digest = groupEscalations(payload.cycleId, "", late, chains, { hr: payload.to === "hr" }).find(
    (d) => (d.to.kind === "hr" ? null : d.to.employeeId) === row.employeeId,
  );
  if (!digest) return skipped("Skipped: no review is overdue enough any more.");

  const people = await db.employee.findMany({
    where: { id: { in: [...reviewerIds, ...(row.employeeId === null ? [] : [row.employeeId])] } },
    select: { id: true, name: true, email: true },
  });
  const person = new Map(people.map((p) => [p.id, p]));
  const byTask = new Map(tasks.map((t) => [taskIdOf(t), t]));
  let to: Parameters<typeof buildEscalationEmail>[0]["to"];
  if (row.employeeId === null) to = { kind: "hr", email: hrAddress! };
  else {
    const manager = person.get(row.employeeId);
    if (!manager || !isSendableAddress(manager.email))
      return { ok: false, status: "Failed", reason: "Skipped: the manager's email address is not valid." };
    to = { kind: "manager", name: manager.name, email: manager.email };
  }
  return {
    ok: true,
    message: buildEscalationEmail({
      to,
      cycle: { name: cycle.name, timeZone: cycle.timeZone },
      escalateAfterDays: cycle.reminders.escalateAfterDays,
      tasks: digest.tasks.map((t) => ({
        employeeName: byTask.get(t.taskId)!.employeeName,
        hrisId: byTask.get(t.taskId)!.hrisId,
        kind: byTask.get(t.taskId)!.kind,
        reviewerName: person.get(t.recipientId)?.name ?? "",
        dueAt: t.dueAt,
        daysOverdue: t.daysOverdue,
      })),
    }),
  };
}
