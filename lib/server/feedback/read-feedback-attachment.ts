import "server-only";
import { db } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { FEEDBACK_IMAGE_EXTENSIONS, isAcceptedImageType } from "@/lib/shared/feedback-images";

/**
 * One stored image as a response HR's browser can open at full size. The type is the one
 * sniffed at upload; nosniff and a locked-down CSP keep the browser from reading it as
 * anything else, and it is never cached by shared caches.
 */
export async function readFeedbackAttachment(feedbackId: number, position: number): Promise<Response> {
  const attachment = await db.feedbackAttachment.findUnique({
    where: { feedbackId_position: { feedbackId, position } },
    select: { mimeType: true, byteSize: true, data: true },
  });
  if (!attachment) throw notFound("This attachment does not exist.");
  const mimeType = isAcceptedImageType(attachment.mimeType)
    ? attachment.mimeType
    : "application/octet-stream";
  const extension = isAcceptedImageType(mimeType) ? FEEDBACK_IMAGE_EXTENSIONS[mimeType] : "bin";
  const bytes = new Uint8Array(attachment.data);
  return new Response(bytes, {
    status: 200,
    headers: {
      "Content-Type": mimeType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `inline; filename="feedback-${feedbackId}-attachment-${position}.${extension}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}
