import "server-only";
import { REGISTERED_KINDS } from "@/generated/assessment-kinds.server";
import { exportKindsOf, progressKindsOf, type AssessmentKind } from "./assessment-kind";

/**
 * Every assessment kind: the server halves of the kinds in lib/shared/assessment-kinds.ts, in its
 * order. `npm run generate` derives the list from that registry (ADR 0092).
 */
export const ASSESSMENT_KINDS: readonly AssessmentKind[] = REGISTERED_KINDS;

/** The assessments of a report that make up progress ("n/3"), in order: the team status's. */
export const PROGRESS_KINDS = progressKindsOf(ASSESSMENT_KINDS);

/**
 * The assessments the completion dashboard counts, by phase: those that make up progress, and the
 * participant's own ones (their self-review). Each has a row per participant keyed by "employeeId".
 */
export const COMPLETION_KINDS = ASSESSMENT_KINDS.filter((k) => k.status !== undefined || k.inCompletion);

/** The assessments with columns in the completed-evaluations list and workbook, in order. */
export const EXPORT_KINDS = exportKindsOf(ASSESSMENT_KINDS);

/** What HR's Activity says for each assessment save action. */
export function assessmentActionLabels(): Record<string, string> {
  return Object.fromEntries(
    ASSESSMENT_KINDS.flatMap((k) => [k.audit.draft, k.audit.submit])
      .filter((a) => a !== null)
      .map((a) => [a.action, a.says]),
  );
}
