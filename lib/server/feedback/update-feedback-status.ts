import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { feedbackItemSelect, toDbStatus, toFeedbackItem } from "@/lib/server/feedback/feedback-view";
import type { FeedbackStatus } from "@/lib/shared/feedback-labels";
import type { FeedbackItem } from "@/lib/shared/schemas/feedback";

/** HR moves an item between Open, In Progress and Closed, in any direction (spec 1 §4). */
export async function updateFeedbackStatus(id: number, status: FeedbackStatus): Promise<FeedbackItem> {
  const { count } = await db.feedback.updateMany({ where: { id }, data: { status: toDbStatus(status) } });
  if (count === 0) throw notFound("This feedback no longer exists.");
  const row = await db.feedback.findUniqueOrThrow({ where: { id }, select: feedbackItemSelect });
  return toFeedbackItem(row);
}
