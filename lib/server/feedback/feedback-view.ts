import "server-only";
import { FeedbackStatus as DbFeedbackStatus } from "@/generated/prisma/enums";
import type { FeedbackStatus } from "@/lib/shared/feedback-labels";
import type { FeedbackItem } from "@/lib/shared/schemas/feedback";

// The database enum spells "In Progress" as InProgress (mapped in SQL to "In Progress"); the API
// speaks the spec's words. These two maps are the only place that translation happens.
const TO_API: Record<DbFeedbackStatus, FeedbackStatus> = {
  Open: "Open",
  InProgress: "In Progress",
  Closed: "Closed",
};
const TO_DB: Record<FeedbackStatus, DbFeedbackStatus> = {
  Open: DbFeedbackStatus.Open,
  "In Progress": DbFeedbackStatus.InProgress,
  Closed: DbFeedbackStatus.Closed,
};

export const toApiStatus = (status: DbFeedbackStatus) => TO_API[status];
export const toDbStatus = (status: FeedbackStatus) => TO_DB[status];

export function attachmentUrl(feedbackId: number, position: number) {
  return `/api/feedback/${feedbackId}/attachments/${position}`;
}

/** The columns a list item needs: never the attachment bytes. */
export const feedbackItemSelect = {
  id: true,
  hrisId: true,
  userName: true,
  feedbackType: true,
  title: true,
  description: true,
  priority: true,
  location: true,
  status: true,
  submittedAt: true,
  updatedAt: true,
  attachments: { select: { position: true, mimeType: true, byteSize: true }, orderBy: { position: "asc" } },
} as const;

type FeedbackRow = {
  id: number;
  hrisId: string | null;
  userName: string;
  feedbackType: FeedbackItem["feedbackType"];
  title: string;
  description: string;
  priority: FeedbackItem["priority"];
  location: string;
  status: DbFeedbackStatus;
  submittedAt: Date;
  updatedAt: Date;
  attachments: { position: number; mimeType: string; byteSize: number }[];
};

export function toFeedbackItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    hrisId: row.hrisId,
    userName: row.userName,
    feedbackType: row.feedbackType,
    title: row.title,
    description: row.description,
    priority: row.priority,
    location: row.location,
    status: toApiStatus(row.status),
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    attachmentCount: row.attachments.length,
    attachments: row.attachments.map((a) => ({ ...a, url: attachmentUrl(row.id, a.position) })),
  };
}
