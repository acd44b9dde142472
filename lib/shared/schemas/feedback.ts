import { z } from "zod";
import { numericId, pagingParams, type Pagination } from "@/lib/shared/schemas/params";
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

// GET /api/feedback?search&status&priority&type&dateRange&page&pageSize: the HR dashboard's list,
// filtered and paged in SQL (spec 1 §2, §5). The counters count every item, whatever the filters.

/** Date Range options; an item's age is whole days since it was submitted (spec 1 §5). */
export const FEEDBACK_DATE_RANGES = [
  { value: "all", label: "All Time", maxAgeDays: null },
  { value: "today", label: "Today", maxAgeDays: 0 },
  { value: "week", label: "Last 7 Days", maxAgeDays: 7 },
  { value: "month", label: "Last 30 Days", maxAgeDays: 30 },
] as const;
export type FeedbackDateRange = (typeof FEEDBACK_DATE_RANGES)[number]["value"];
const DATE_RANGE_VALUES = FEEDBACK_DATE_RANGES.map((r) => r.value) as [
  FeedbackDateRange,
  ...FeedbackDateRange[],
];

export const FEEDBACK_PAGE_SIZE = 20;
export const MAX_FEEDBACK_PAGE_SIZE = 100;
const MAX_FEEDBACK_PAGE = 1_000_000;
const MAX_SEARCH_CHARS = 100;

const allOr = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(["all", ...values], { error: message }).default("all");

export const feedbackListQuerySchema = z.object({
  search: z
    .string({ error: "The search must be text." })
    .trim()
    .max(MAX_SEARCH_CHARS, `The search must be ${MAX_SEARCH_CHARS} characters or fewer.`)
    .default(""),
  status: allOr(FEEDBACK_STATUSES, "The status must be all, Open, In Progress or Closed."),
  priority: allOr(FEEDBACK_PRIORITIES, "The priority must be all, Low, Medium or High."),
  type: allOr(FEEDBACK_TYPES, `The type must be all or one of ${FEEDBACK_TYPES.join(", ")}.`),
  dateRange: z
    .enum(DATE_RANGE_VALUES, { error: "The date range must be all, today, week or month." })
    .default("all"),
  ...pagingParams(MAX_FEEDBACK_PAGE, MAX_FEEDBACK_PAGE_SIZE, FEEDBACK_PAGE_SIZE),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;
export type FeedbackFilters = Omit<FeedbackListQuery, "page" | "pageSize">;

export const NO_FEEDBACK_FILTERS: FeedbackFilters = {
  search: "",
  status: "all",
  priority: "all",
  type: "all",
  dateRange: "all",
};

export function hasActiveFeedbackFilters(filters: FeedbackFilters) {
  return (Object.keys(NO_FEEDBACK_FILTERS) as (keyof FeedbackFilters)[]).some(
    (key) => filters[key].trim() !== NO_FEEDBACK_FILTERS[key],
  );
}

/** The list call's query string: only the filters that are set, and the page. */
export function feedbackListParams(filters: FeedbackFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(NO_FEEDBACK_FILTERS) as (keyof FeedbackFilters)[]) {
    const value = filters[key].trim();
    if (value !== NO_FEEDBACK_FILTERS[key]) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  return params;
}

/** The four counters; Resolved counts items with status Closed (spec 1 §2). */
export type FeedbackCounts = { total: number; open: number; inProgress: number; resolved: number };

export type FeedbackListAnswer = {
  data: FeedbackItem[];
  pagination: Pagination;
  counts: FeedbackCounts;
};
