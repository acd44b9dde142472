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

// The eligibility preview and participants as the launch API answers them
// (lib/shared/schemas/review-cycle.ts: EligibilityPreviewDto, ParticipantDto).

export type EligibilityRules = {
  activeOn: string | null;
  hiredOnOrBefore: string | null;
  departmentsIn: string[];
  departmentsOut: string[];
  excludeHrisIds: string[];
};

export type EligibilityRow = {
  hrisId: string;
  name: string;
  department: string | null;
  startDate: string | null;
  manager: { hrisId: string; name: string } | null;
  status: "in" | "out" | "blocking";
  reason: string;
  /** The reason in words ("Hired after cutoff", "Manager has no login account", …). */
  label: string;
  excuse: string | null;
};

export type EligibilityAnswer = {
  rules: EligibilityRules;
  counts: { in: number; out: number; blocking: number };
  canLaunch: boolean;
  rows: EligibilityRow[];
  pagination: Page;
};

export type LaunchJob = { status: string; processed: number; total: number };

export type ParticipantRow = {
  hrisId: string;
  name: string;
  reviewer: { hrisId: string; name: string } | null;
  includedBy: string;
  status: "Active" | "Left";
  addedAt: string;
  leftAt: string | null;
};

export type ParticipantsAnswer = { rows: ParticipantRow[]; pagination: Page };
