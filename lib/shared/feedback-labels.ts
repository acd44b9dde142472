// Feedback vocabularies and their labels (spec 1 §3, §4). The API speaks these values; the
// database's FeedbackStatus enum spells "In Progress" as InProgress (see lib/server/feedback).

export const FEEDBACK_TYPES = ["Questions", "Interviews", "Admin", "Feature", "Improvement"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

// Critical is not offered: the spec's two readings disagree and Low/Medium/High is the one we keep.
export const FEEDBACK_PRIORITIES = ["Low", "Medium", "High"] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
export const DEFAULT_FEEDBACK_PRIORITY: FeedbackPriority = "Medium";

export const PRIORITY_LABELS: Record<FeedbackPriority, string> = {
  Low: "Low",
  Medium: "Medium - Would improve workflow",
  High: "High - Urgent issue",
};

export const FEEDBACK_STATUSES = ["Open", "In Progress", "Closed"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Badge colours: Open red, In Progress yellow, Closed green (spec 1 §4). */
export const STATUS_BADGE_VARIANT: Record<FeedbackStatus, "destructive" | "warning" | "success"> = {
  Open: "destructive",
  "In Progress": "warning",
  Closed: "success",
};

// Priority never takes a status colour (a High priority is the dark primary, not a second red);
// both badges say what they are in words, so colour alone carries no meaning.
export const PRIORITY_BADGE_VARIANT: Record<FeedbackPriority, "secondary" | "outline" | "default"> = {
  Low: "outline",
  Medium: "secondary",
  High: "default",
};

/** Who a guest is recorded as, by the login page they wrote from (spec 1 §2). */
export const GUEST_CONTEXTS = ["manager-login", "hr-login"] as const;
export type GuestContext = (typeof GUEST_CONTEXTS)[number];
export const GUEST_USER_NAME = "Guest User";
export const HR_GUEST_USER_NAME = "HR Guest";
