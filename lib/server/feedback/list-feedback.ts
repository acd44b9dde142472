import "server-only";
import { db } from "@/lib/server/db/client";
import type { Prisma } from "@/generated/prisma/client";
import { feedbackItemSelect, toDbStatus, toFeedbackItem } from "@/lib/server/feedback/feedback-view";
import {
  FEEDBACK_DATE_RANGES,
  type FeedbackCounts,
  type FeedbackFilters,
  type FeedbackListAnswer,
  type FeedbackListQuery,
} from "@/lib/shared/schemas/feedback";
import { pageCount, pageWithin } from "@/lib/shared/schemas/params";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/feedback: one page of feedback, newest first, filtered in SQL, with the dashboard's four
 * counters over every item (docs/decisions/0046). Three statements whatever the count, run side by
 * side; the image bytes are never read here (they come from the attachment route when a card
 * opens). A page past the end answers the last page (an item closed from the last page of a
 * status view leaves no empty "Page 3 of 2" behind).
 */
export async function listFeedback(query: FeedbackListQuery, now = new Date()): Promise<FeedbackListAnswer> {
  const { page: asked, pageSize, ...filters } = query;
  const where = feedbackWhere(filters, now);
  const rowsOf = (page: number) =>
    db.feedback.findMany({
      where,
      select: feedbackItemSelect,
      orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
  const [askedRows, totalCount, byStatus] = await Promise.all([
    rowsOf(asked),
    db.feedback.count({ where }),
    db.feedback.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const page = pageWithin(asked, totalCount, pageSize);
  const rows = page === asked ? askedRows : await rowsOf(page);
  const count = (status: Parameters<typeof toDbStatus>[0]) =>
    byStatus.find((g) => g.status === toDbStatus(status))?._count._all ?? 0;
  const counts: FeedbackCounts = {
    total: byStatus.reduce((sum, g) => sum + g._count._all, 0),
    open: count("Open"),
    inProgress: count("In Progress"),
    resolved: count("Closed"),
  };
  return {
    data: rows.map(toFeedbackItem),
    pagination: { page, pageSize, totalPages: pageCount(totalCount, pageSize), totalCount },
    counts,
  };
}

/** `%`, `_` and `\` are plain characters in a search (spec 1 §5: a substring match). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function feedbackWhere(filters: FeedbackFilters, now: Date): Prisma.FeedbackWhereInput {
  const where: Prisma.FeedbackWhereInput = {};
  if (filters.status !== "all") where.status = toDbStatus(filters.status);
  if (filters.priority !== "all") where.priority = filters.priority;
  if (filters.type !== "all") where.feedbackType = filters.type;
  // An item is N days old once N whole days have passed (spec 1 §5: today is 0 days or less).
  const maxAge = FEEDBACK_DATE_RANGES.find((r) => r.value === filters.dateRange)?.maxAgeDays ?? null;
  if (maxAge !== null) where.submittedAt = { gt: new Date(now.getTime() - (maxAge + 1) * DAY_MS) };
  if (filters.search) {
    const contains = { contains: literal(filters.search), mode: "insensitive" as const };
    where.OR = [{ title: contains }, { description: contains }, { userName: contains }, { hrisId: contains }];
  }
  return where;
}
