import { z } from "zod";
import { numericId } from "@/lib/shared/schemas/params";
import {
  DEFAULT_FEEDBACK_PRIORITY,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  GUEST_CONTEXTS,
  type FeedbackPriority,
  type FeedbackStatus,
  type FeedbackType,
} from "@/lib/shared/feedback-labels";
import { MAX_FEEDBACK_DATA_URL_CHARS, MAX_FEEDBACK_IMAGES } from "@/lib/shared/feedback-images";

export const TITLE_REQUIRED = "Title is required";
export const DESCRIPTION_REQUIRED = "Description is required";
export const IMAGE_TOO_LARGE = "Please upload images smaller than 5MB.";
export const TOO_MANY_IMAGES = `You can attach at most ${MAX_FEEDBACK_IMAGES} images.`;

// The fields a person types in the Submit Feedback dialog (spec 1 §2, §5).
export const feedbackFormSchema = z.object({
  feedbackType: z.enum(FEEDBACK_TYPES, { error: "Choose a feedback type." }),
  title: z
    .string({ error: TITLE_REQUIRED })
    .trim()
    .min(1, TITLE_REQUIRED)
    .max(255, "The title must be 255 characters or fewer."),
  description: z
    .string({ error: DESCRIPTION_REQUIRED })
    .trim()
    .min(1, DESCRIPTION_REQUIRED)
    .max(10_000, "The description must be 10,000 characters or fewer."),
  priority: z.enum(FEEDBACK_PRIORITIES, { error: "Choose a priority: Low, Medium or High." }),
});
export type FeedbackFormValues = z.infer<typeof feedbackFormSchema>;

// POST /api/feedback. Who wrote it is never read from here: any userName / hrisId in the body is
// dropped, and the server takes the identity from the session (guestContext only names a guest).
export const submitFeedbackSchema = feedbackFormSchema.extend({
  priority: z
    .enum(FEEDBACK_PRIORITIES, { error: "Choose a priority: Low, Medium or High." })
    .default(DEFAULT_FEEDBACK_PRIORITY),
  location: z
    .string({ error: "The location must be text." })
    .trim()
    .max(500, "The location must be 500 characters or fewer.")
    .default(""),
  attachments: z
    .array(
      z
        .string({ error: "Each attachment must be an image data string." })
        .max(MAX_FEEDBACK_DATA_URL_CHARS, IMAGE_TOO_LARGE),
      {
        error: "Attachments must be a list of image data strings.",
      },
    )
    .max(MAX_FEEDBACK_IMAGES, TOO_MANY_IMAGES)
    .default([]),
  // Anything but the two known pages reads as the manager login ("Guest User").
  guestContext: z.enum(GUEST_CONTEXTS).optional().catch(undefined),
});
export type SubmitFeedbackInput = z.infer<typeof submitFeedbackSchema>;
export type SubmitFeedbackBody = z.input<typeof submitFeedbackSchema>;

export const feedbackStatusSchema = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: "The status must be Open, In Progress or Closed." }),
});
export type FeedbackStatusInput = z.infer<typeof feedbackStatusSchema>;

export const feedbackIdParamsSchema = z.object({ id: numericId("feedback id") });

export const feedbackAttachmentParamsSchema = feedbackIdParamsSchema.extend({
  position: z
    .string()
    .regex(/^\d{1,2}$/, "The attachment position must be a number.")
    .transform(Number),
});

/** Attachment metadata in the list answer: the bytes themselves come from `url`. */
export type FeedbackAttachmentInfo = { position: number; mimeType: string; byteSize: number; url: string };

/** One item of GET /api/feedback. */
export type FeedbackItem = {
  id: number;
  hrisId: string | null;
  userName: string;
  feedbackType: FeedbackType;
  title: string;
  description: string;
  priority: FeedbackPriority;
  location: string;
  status: FeedbackStatus;
  submittedAt: string;
  updatedAt: string;
  attachmentCount: number;
  attachments: FeedbackAttachmentInfo[];
};
