// The HR screens' reading of the review-cycle API's answers (issue 32). Dates arrive as ISO 8601
// strings; deadlines are instants (shown in the cycle's time zone), the period is calendar days.

export const CYCLE_STATUSES = ["Draft", "Active", "Closed", "Archived"] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

export const PHASES = ["self", "manager", "sharing", "acknowledgement"] as const;
export type Phase = (typeof PHASES)[number];

export const PHASE_LABELS: Record<Phase, string> = {
  self: "Self review",
  manager: "Manager review",
  sharing: "Sharing",
  acknowledgement: "Acknowledgement",
};

export type CyclePhase = { phase: Phase; opensAt: string; dueAt: string | null; graceDays: number };

/** A cycle as GET /api/hr/review-cycles(/{id}) answers it (cycles-core's CycleDto). */
export type CycleDetail = {
  id: number;
  name: string;
  status: CycleStatus;
  timeZone: string;
  periodStart: string | null;
  periodEnd: string | null;
  createdAt: string;
  launchedAt: string | null;
  closedAt: string | null;
  archivedAt: string | null;
  phases: CyclePhase[];
  /** Active participants, and their reviews submitted out of those expected. */
  completion: { participants: number; submitted: number; expected: number };
};
export type CycleSummary = CycleDetail;

// The eligibility preview, the participants and the launch job: the launch API's own answers.
export type {
  EligibilityPreviewDto as EligibilityAnswer,
  EligibilityRowDto as EligibilityRow,
  EligibilityRules,
  ParticipantDto as ParticipantRow,
  ParticipantsPageDto as ParticipantsAnswer,
} from "@/lib/shared/schemas/review-cycle";
export type { JobProgress } from "@/lib/shared/schemas/passwords";
