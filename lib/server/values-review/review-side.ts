import "server-only";
import type { DetailScoresDto, ReviewSideDto } from "@/lib/shared/schemas/values-review";

// Stored values reviews (the manager's or the employee's own) in the answer shape of the compare
// call (spec 2 §3 "Compared review response").

type StoredCategory = {
  valueId: number;
  scCategoryId?: number | null;
  subcomp1Score: number;
  subcomp2Score: number;
  subcomp3Score: number;
  overrideScore: unknown;
  valueNotes: string | null;
  categoryNotes?: string | null;
  subcomp1Notes: string | null;
  subcomp2Notes: string | null;
  subcomp3Notes: string | null;
};

export type StoredReview = {
  isDraft: boolean;
  overallNotes: string | null;
  updatedAt: Date;
  overallScore?: unknown;
  categoryScores: StoredCategory[];
};

const decimal = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function detailScoresOf(c: StoredCategory): DetailScoresDto {
  return {
    subcomp1Score: c.subcomp1Score,
    subcomp2Score: c.subcomp2Score,
    subcomp3Score: c.subcomp3Score,
    overrideScore: decimal(c.overrideScore),
    valueNotes: c.valueNotes,
    categoryNotes: c.categoryNotes ?? null,
    subcomp1Notes: c.subcomp1Notes,
    subcomp2Notes: c.subcomp2Notes,
    subcomp3Notes: c.subcomp3Notes,
  };
}

export function toReviewSide(review: StoredReview | null, overallScore: number | null): ReviewSideDto | null {
  if (!review) return null;
  return {
    isDraft: review.isDraft,
    overallNotes: review.overallNotes,
    updatedAt: review.updatedAt.toISOString(),
    overallScore,
    categoryScores: [...review.categoryScores]
      .sort((a, b) => a.valueId - b.valueId)
      .map((c) => ({
        scCategoryId: c.scCategoryId ?? null,
        scDetailId: c.valueId,
        detailScores: detailScoresOf(c),
      })),
  };
}

export const storedCategorySelect = {
  valueId: true,
  subcomp1Score: true,
  subcomp2Score: true,
  subcomp3Score: true,
  overrideScore: true,
  valueNotes: true,
  subcomp1Notes: true,
  subcomp2Notes: true,
  subcomp3Notes: true,
} as const;
