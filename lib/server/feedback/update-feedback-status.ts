import "server-only";
import { db } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { HrActor } from "@/lib/server/auth/session";
import {
  feedbackItemSelect,
  toApiStatus,
  toDbStatus,
  toFeedbackItem,
} from "@/lib/server/feedback/feedback-view";
import type { FeedbackStatus } from "@/lib/shared/feedback-labels";
import type { FeedbackItem } from "@/lib/shared/schemas/feedback";

/** HR moves an item between Open, In Progress and Closed, in any direction (spec 1 §4); audited. */
export async function updateFeedbackStatus(
  actor: HrActor,
  id: number,
  status: FeedbackStatus,
  ip?: string,
): Promise<FeedbackItem> {
  return db.$transaction(async (tx) => {
    // Locked, so the status recorded as "before" is the one this update replaces.
    await tx.$queryRaw`SELECT id FROM "Feedback" WHERE id = ${id} FOR UPDATE`;
    const before = await tx.feedback.findUnique({ where: { id }, select: { status: true, hrisId: true } });
    if (!before) throw notFound("This feedback no longer exists.");
    const row = await tx.feedback.update({
      where: { id },
      data: { status: toDbStatus(status) },
      select: feedbackItemSelect,
    });
    const from = toApiStatus(before.status);
    await recordAudit(
      {
        action: "feedback.status",
        actor,
        employeeIds: before.hrisId ? [before.hrisId] : [],
        detail: { feedbackId: id },
        changes: from !== status ? [{ field: "status", from, to: status }] : [],
        ip,
      },
      tx,
    );
    return toFeedbackItem(row);
  });
}
