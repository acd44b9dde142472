import "server-only";
import { db } from "@/lib/server/db";
import { feedbackItemSelect, toFeedbackItem } from "@/lib/server/feedback/feedback-view";
import type { FeedbackItem } from "@/lib/shared/schemas/feedback";

/**
 * Every feedback item, newest first, for the HR dashboard (which filters on the client).
 * One query for the items and one for their attachments' metadata, whatever the count;
 * the image bytes are not read here (they come from the attachment route when a card opens).
 */
export async function listFeedback(): Promise<FeedbackItem[]> {
  const rows = await db.feedback.findMany({
    select: feedbackItemSelect,
    orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toFeedbackItem);
}
