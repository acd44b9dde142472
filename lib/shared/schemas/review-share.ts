import { z } from "zod";
import { hrisId, numericId } from "@/lib/shared/schemas/params";
import type { SideScores } from "@/lib/shared/review-gap";
import type { ReviewGapDto } from "@/lib/shared/schemas/review-gap";

// Sharing the final review and acknowledging it (issue 34 §7–8, docs/decisions/0087).

/** The longest acknowledgement comment (issue 34 §8). */
export const ACK_COMMENT_MAX = 2000;

export const acknowledgeBody = z
  .object({
    comment: z
      .string({ error: "The comment must be text." })
      .max(
        ACK_COMMENT_MAX,
        `The comment can be at most ${ACK_COMMENT_MAX.toLocaleString("en-US")} characters.`,
      )
      .optional(),
  })
  .strict();
export type AcknowledgeBody = z.infer<typeof acknowledgeBody>;

export const shareParams = z.object({ hrisId: hrisId() });
export const bulkShareParams = z.object({ id: numericId("review cycle id") });
/** A share is a deliberate act: the body says so (and keeps the call a JSON POST). */
export const shareBody = z.object({ confirm: z.literal(true, { error: "Confirm the share." }) }).strict();

/** One assessment as the employee reads it: its name, its score (null: none), its written feedback. */
export type SharedAssessment = { kind: string; label: string; score: number | null; feedback: string | null };

/** The per-item scores of the gap view as shared: the manager's values review and the submitted self-review. */
export type SharedGapScores = { self: SideScores[]; manager: SideScores[] };

/** The frozen snapshot of a shared version (ReviewShare.snapshot). */
export type SharedReview = {
  cycle: { id: number; name: string };
  employee: { hrisId: string; name: string };
  manager: { hrisId: string; name: string } | null;
  assessments: SharedAssessment[];
  combinedScore: number | null;
  careerPath: { label: string; text: string }[];
  /**
   * The gap view's scores as shared (issue 34 §6): null without a submitted self-review; absent in
   * the versions shared before the snapshot carried them (they show no gap).
   */
  gapScores?: SharedGapScores | null;
};

export type AcknowledgementDto = { version: number; acknowledgedAt: string; comment: string | null };

/** GET /api/my-review: the latest shared version and what the employee said of each version. */
export type MyReviewAnswer = {
  version: number;
  sharedAt: string;
  review: SharedReview;
  /** The gap view of exactly this version (its frozen scores, the cycle's threshold); null: none. */
  gap: ReviewGapDto | null;
  /** The acknowledgement of this version, null while it is asked for. */
  acknowledgement: AcknowledgementDto | null;
  /** Acknowledgements of earlier versions, newest first. */
  earlier: AcknowledgementDto[];
};

/** GET /api/review-share/{hrisId}: for the manager and HR. */
export type ShareStatusAnswer = {
  cycle: { id: number; name: string; sharingOpen: boolean } | null;
  latest: { version: number; sharedAt: string; sharedByName: string } | null;
  acknowledgements: AcknowledgementDto[];
};

export type BulkShareAnswer = { shared: number; skippedIncomplete: number; message: string };

/** The completion counts of acknowledgement for one group (issue 34 §8). */
export type AcknowledgementCounts = { acknowledged: number; notYet: number; notShared: number };
