import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { insertRows } from "@/lib/server/db/bulk-insert";

// The write half of npm run import:self-reviews: validated rows in, a fixed number of statements
// per 10,000 rows out (no round trip per row), inside the caller's transaction.

export type SelfReviewRow = {
  employeeId: number;
  cycleId: number;
  isDraft: boolean;
  overallNotes: string | null;
  submittedAt: string | null;
};
export type SelfReviewScoreRow = {
  employeeId: number;
  cycleId: number;
  valueId: number;
  subcomp1Score: number;
  subcomp2Score: number;
  subcomp3Score: number;
  subcomp1Notes: string | null;
  subcomp2Notes: string | null;
  subcomp3Notes: string | null;
  valueNotes: string | null;
};

/** The stored columns of a self-review and their SQL types (the demo seed writes them too). */
export const SELF_REVIEW_COLUMNS = {
  employeeId: "int",
  cycleId: "int",
  isDraft: "boolean",
  overallNotes: "text",
  submittedAt: "timestamp(3)",
  updatedAt: "timestamp(3)",
} as const;

/**
 * What an import writes besides: the source, and none of an in-product review's reflections or HR
 * mark (an import that replaces one replaces all of it, issue 34 §5).
 */
const IMPORTED_COLUMNS = {
  ...SELF_REVIEW_COLUMNS,
  source: '"SelfReviewSource"',
  wentWell: "text",
  toImprove: "text",
  goals: "text",
  completedByHrUserId: "int",
} as const;

/**
 * Creates or updates one self-review per employee and cycle (`reviews`, each pair once) and one
 * value row per review and value (`scores`, each once; a value's stored override is kept).
 */
export async function writeSelfReviews(
  tx: Prisma.TransactionClient,
  reviews: readonly SelfReviewRow[],
  scores: readonly SelfReviewScoreRow[],
): Promise<{ reviewsCreated: number; reviewsUpdated: number }> {
  const [{ existing }] = await tx.$queryRawUnsafe<{ existing: number }[]>(
    `SELECT count(*)::int AS existing FROM "EmployeeValuesReview" r
     JOIN unnest($1::int[], $2::int[]) AS u(e, c) ON r."employeeId" = u.e AND r."cycleId" = u.c`,
    reviews.map((r) => r.employeeId),
    reviews.map((r) => r.cycleId),
  );
  // updatedAt as Prisma's @updatedAt sets it: the client's clock, on create and on every update.
  const updatedAt = new Date().toISOString();
  const saved = await insertRows<{ id: number; employeeId: number; cycleId: number }>(
    tx,
    "EmployeeValuesReview",
    IMPORTED_COLUMNS,
    reviews.map((r) => ({
      ...r,
      updatedAt,
      source: "import",
      wentWell: null,
      toImprove: null,
      goals: null,
      completedByHrUserId: null,
    })),
    { upsertOn: ["employeeId", "cycleId"], returning: `id, "employeeId", "cycleId"` },
  );
  const reviewId = new Map(saved.map((r) => [`${r.employeeId}:${r.cycleId}`, r.id]));
  await insertRows(
    tx,
    "EmployeeValuesCategoryScore",
    {
      reviewId: "int",
      valueId: "int",
      subcomp1Score: "int",
      subcomp2Score: "int",
      subcomp3Score: "int",
      subcomp1Notes: "text",
      subcomp2Notes: "text",
      subcomp3Notes: "text",
      valueNotes: "text",
    },
    scores.map(({ employeeId, cycleId, ...score }) => ({
      reviewId: reviewId.get(`${employeeId}:${cycleId}`),
      ...score,
    })),
    { upsertOn: ["reviewId", "valueId"] },
  );
  return { reviewsCreated: reviews.length - existing, reviewsUpdated: existing };
}
