// The registry of assessment kinds (docs/decisions/0067, 0092): each kind's client-safe half (its
// page, and where it appears in the team status, on the profile and in the export), in the order
// the screens and the export list them. The server halves (lib/server/<folder>/<file>.ts, beside
// each half imported here) are listed from this file by `npm run generate`.
import { behavioralKindInfo } from "@/lib/shared/behavioral/behavioral-kind";
import { valuesKindInfo } from "@/lib/shared/values-review/values-kind";
import { performanceKindInfo } from "@/lib/shared/performance-questionnaire/performance-kind";
import { selfKindInfo } from "@/lib/shared/self-questionnaire/self-kind";
import { selfReviewKindInfo } from "@/lib/shared/self-review/self-review-kind";
import type { AssessmentKindInfo, ExportPlace, StatusPlace } from "@/lib/shared/assessment-kind-info";
import type { EvaluationStatus } from "@/lib/shared/team-types";

export type { AssessmentKindInfo } from "@/lib/shared/assessment-kind-info";

/** Every assessment kind, in the order the screens and the export list them. */
export const ASSESSMENT_KIND_INFOS: readonly AssessmentKindInfo[] = [
  behavioralKindInfo,
  valuesKindInfo,
  performanceKindInfo,
  selfKindInfo,
  selfReviewKindInfo,
];

type WithStatus = AssessmentKindInfo & { status: StatusPlace };

/** The kinds that make up progress ("n/3", spec 2 §9): those with a place in the team status. */
export function progressKinds<K extends AssessmentKindInfo>(kinds: readonly K[]): (K & WithStatus)[] {
  return kinds.filter((k): k is K & WithStatus => k.status !== undefined);
}

/** The kinds with columns in the completed-evaluations list and workbook. */
export function exportKinds<K extends AssessmentKindInfo>(
  kinds: readonly K[],
): (K & { export: ExportPlace })[] {
  return kinds.filter((k): k is K & { export: ExportPlace } => k.export !== undefined);
}

/** Which of the assessments that make up progress are complete in a status, by kind name. */
export function progressFlags(
  status: EvaluationStatus | null,
  kinds: readonly AssessmentKindInfo[] = ASSESSMENT_KIND_INFOS,
): Record<string, boolean> {
  return Object.fromEntries(
    progressKinds(kinds).map((k) => [k.name, status?.[k.status.state] === "complete"]),
  );
}
