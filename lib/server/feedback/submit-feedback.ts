import "server-only";
import { db } from "@/lib/server/db/client";
import type { Session } from "@/lib/server/auth/session";
import { decodeFeedbackImage } from "@/lib/server/feedback/decode-image";
import { claimFeedbackQuotas } from "@/lib/server/feedback/feedback-quotas";
import { feedbackItemSelect, toFeedbackItem } from "@/lib/server/feedback/feedback-view";
import { GUEST_USER_NAME, HR_GUEST_USER_NAME } from "@/lib/shared/feedback-labels";
import type { FeedbackItem, SubmitFeedbackInput } from "@/lib/shared/schemas/feedback";

/**
 * Who wrote the feedback, from the session only: a manager is recorded with their HRIS ID and
 * name, an HR user with their username, a guest by the login page they wrote from.
 */
export function feedbackAuthor(session: Session | null, guestContext: SubmitFeedbackInput["guestContext"]) {
  if (session?.kind === "manager") return { hrisId: session.hrisId ?? null, userName: session.name };
  if (session?.kind === "hr") return { hrisId: null, userName: session.name };
  return { hrisId: null, userName: guestContext === "hr-login" ? HR_GUEST_USER_NAME : GUEST_USER_NAME };
}

export async function submitFeedback(
  input: SubmitFeedbackInput,
  session: Session | null,
  ip: string,
): Promise<FeedbackItem> {
  // Every image is checked before anything is counted or written: one bad image refuses the whole submit.
  const images = input.attachments.map((dataUrl, index) => decodeFeedbackImage(dataUrl, index));
  await claimFeedbackQuotas(session, ip, storedBytes(input, images));
  const author = feedbackAuthor(session, input.guestContext);
  const row = await db.feedback.create({
    data: {
      ...author,
      userName: author.userName.slice(0, 100),
      feedbackType: input.feedbackType,
      title: input.title,
      description: input.description,
      priority: input.priority,
      location: input.location,
      attachments: {
        create: images.map((image, index) => ({
          position: index, // 0-based: the table allows positions 0..2
          mimeType: image.mimeType,
          byteSize: image.bytes.byteLength,
          data: image.bytes,
        })),
      },
    },
    select: feedbackItemSelect,
  });
  return toFeedbackItem(row);
}

/** What the submission adds to the database: the images and the text (as UTF-8). */
function storedBytes(input: SubmitFeedbackInput, images: { bytes: Uint8Array }[]) {
  const text = [input.title, input.description, input.location];
  return (
    images.reduce((sum, image) => sum + image.bytes.byteLength, 0) +
    text.reduce((sum, s) => sum + Buffer.byteLength(s, "utf8"), 0)
  );
}
