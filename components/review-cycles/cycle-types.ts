// The HR screens' reading of the review-cycle API's answers (issue 32). Dates arrive as ISO 8601
// strings; deadlines are instants (shown in the cycle's time zone), the period is calendar days.

import { REVIEW_PHASES, type ReviewPhaseName } from "@/lib/shared/schemas/review-cycle";

// The cycle itself: cycles-core's answer and names.
export type {
  CycleDto as CycleDetail,
  CycleDto as CycleSummary,
  CycleStatus,
  PhaseDto as CyclePhase,
} from "@/lib/shared/schemas/review-cycle";

export const PHASES = REVIEW_PHASES;
export type Phase = ReviewPhaseName;

export { PHASE_LABELS } from "@/lib/shared/schemas/review-cycle";

// The eligibility preview, the participants and the launch job: the launch API's own answers.
export type {
  EligibilityPreviewDto as EligibilityAnswer,
  EligibilityRowDto as EligibilityRow,
  EligibilityRules,
  ParticipantDto as ParticipantRow,
  ParticipantsPageDto as ParticipantsAnswer,
} from "@/lib/shared/schemas/review-cycle";
export type { JobProgress } from "@/lib/shared/schemas/passwords";
