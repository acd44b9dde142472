import "server-only";
import { db } from "@/lib/server/db/client";
import { renderTasksEmail, type LoadedReminder } from "@/lib/server/reminders/reminder-delivery";

// A queued nudge (send-nudges.ts), built when the outbox sends it, from the state then: the
// person's tasks still outstanding now, with who asked and their message. Skipped when nothing is
// left to do (reminder-delivery.ts's rules).

export async function loadNudgeEmail(row: { employeeId: number; payload: unknown }): Promise<LoadedReminder> {
  const p = row.payload as { cycleId?: unknown; nudgeId?: unknown; plannedAt?: unknown } | null;
  if (!p || typeof p.cycleId !== "number" || typeof p.nudgeId !== "number")
    return { ok: false, status: "Failed", reason: "Skipped: the nudge has no cycle." };
  const nudge = await db.reviewNudge.findUnique({
    where: { id: p.nudgeId },
    select: { byName: true, message: true },
  });
  if (!nudge) return { ok: false, status: "Skipped", reason: "Skipped: the nudge no longer exists." };
  const plannedAt = typeof p.plannedAt === "string" ? p.plannedAt : new Date(0).toISOString();
  return renderTasksEmail(p.cycleId, row.employeeId, plannedAt, {
    nudge: { by: nudge.byName, message: nudge.message },
  });
}
