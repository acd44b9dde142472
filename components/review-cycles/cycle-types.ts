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

export type CycleSummary = {
  id: number;
  name: string;
  status: CycleStatus;
  timeZone: string;
  periodStart: string | null;
  periodEnd: string | null;
  launchedAt: string | null;
  closedAt: string | null;
  archivedAt: string | null;
  participantCount: number;
  /** Participants (not Left) whose reviews are all submitted. */
  completedCount: number;
};

export type CycleDetail = CycleSummary & { phases: CyclePhase[]; lateJoinerDays: number };

type Page = { page: number; pageSize: number; totalPages: number; totalCount: number };

/** One person of the eligibility preview: in, out with the reason, or a blocking problem. */
export type EligibilityRow = {
  hrisId: string;
  name: string;
  department: string | null;
  managerName: string | null;
  included: boolean;
  /** Why they are out ("hired after cutoff", "no manager", …), or the blocking problem. */
  reason: string | null;
  blocking: boolean;
  excused: boolean;
};

export type EligibilityAnswer = {
  rows: EligibilityRow[];
  pagination: Page;
  counts: { included: number; excluded: number; blocking: number };
};

export type LaunchJob = {
  status: "Pending" | "Running" | "Completed" | "Failed";
  processed: number;
  total: number;
};

export type ParticipantRow = {
  hrisId: string;
  name: string;
  reviewerHrisId: string | null;
  reviewerName: string | null;
  includedBy: string;
  status: "Active" | "Left";
  leftReason: string | null;
};

export type ParticipantsAnswer = { rows: ParticipantRow[]; pagination: Page };
