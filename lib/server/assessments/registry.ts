import "server-only";
import { behavioralKind } from "@/lib/server/behavioral/behavioral-kind";
import { valuesKind } from "@/lib/server/values-review/values-kind";
import { performanceKind } from "@/lib/server/performance-questionnaire/performance-kind";
import { selfKind } from "@/lib/server/self-questionnaire/self-kind";
import type { AssessmentKind } from "./assessment-kind";

/** Every assessment kind, in the order the screens and the export list them. */
export const ASSESSMENT_KINDS: readonly AssessmentKind[] = [
  behavioralKind,
  valuesKind,
  performanceKind,
  selfKind,
];

/** The three assessments of a report that make up progress ("n/3"), in order. */
export const PROGRESS_KINDS = ASSESSMENT_KINDS.filter((k) => k.countsTowardProgress);

/** What HR's Activity says for each assessment save action. */
export function assessmentActionLabels(): Record<string, string> {
  return Object.fromEntries(
    ASSESSMENT_KINDS.flatMap((k) => [k.audit.draft, k.audit.submit])
      .filter((a) => a !== null)
      .map((a) => [a.action, a.says]),
  );
}
