import { z } from "zod";
import { hrisId, wholeNumberParam, type Pagination } from "@/lib/shared/schemas/params";
import { canonicalTimeZone } from "@/lib/shared/time-zone";

// The review cycle's API shapes (docs/decisions/0075): /api/hr/review-cycles and below. Dates are
// ISO 8601 instants (stored in UTC); a period is two calendar dates. cycles-launch appends the
// eligibility and participant schemas at the end of this file.

import { REVIEW_PHASES, type ReviewPhaseName } from "@/lib/shared/review-phases";
export { PHASE_LABELS, REVIEW_PHASES, type ReviewPhaseName } from "@/lib/shared/review-phases";
export const CYCLE_STATUSES = ["Draft", "Active", "Closed", "Archived"] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

/** Whether the runtime knows the IANA time zone (the one check, lib/shared/time-zone.ts). */
export const isTimeZone = (name: string): boolean => canonicalTimeZone(name) !== null;

const instant = (what: string) =>
  z.iso.datetime({ offset: true, message: `${what} must be an ISO 8601 date and time.` });
/** A calendar day, "2026-06-30": the one date rule of the cycle's bodies (a period's ends, a rule's dates). */
const calendarDate = (what: string) => z.iso.date({ error: `The ${what} must be a real date (YYYY-MM-DD).` });

export const phaseInput = z.strictObject({
  opensAt: instant("opensAt"),
  dueAt: instant("dueAt"),
  graceDays: z
    .number()
    .int()
    .min(0, "graceDays must be 0 or more.")
    .max(60, "graceDays must be at most 60.")
    .optional(),
});
export type PhaseInput = z.infer<typeof phaseInput>;

const cycleName = z
  .string()
  .trim()
  .min(1, "The cycle needs a name.")
  .max(60, "The name must be at most 60 characters.");
const timeZone = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, "timeZone must be an IANA time zone, e.g. Europe/Paris.");

/** When a manager sees the employee's submitted self-review (issue 34 §4); the cycle form's words. */
export const SELF_REVIEW_VISIBILITIES = ["whileWriting", "afterManagerSubmits", "atSharing"] as const;
export type SelfReviewVisibility = (typeof SELF_REVIEW_VISIBILITIES)[number];
export const SELF_REVIEW_VISIBILITY_LABELS: Record<SelfReviewVisibility, string> = {
  whileWriting: "While writing",
  afterManagerSubmits: "After the manager submits",
  atSharing: "Only at sharing",
};
/** The gap view highlights a difference of this many points or more (issue 34 §6): 1–4, default 2. */
export const GAP_THRESHOLD_MIN = 1;
export const GAP_THRESHOLD_MAX = 4;

const selfReviewVisibility = z.enum(SELF_REVIEW_VISIBILITIES, {
  error: "selfReviewVisibility must be whileWriting, afterManagerSubmits or atSharing.",
});
const gapThreshold = z
  .number({ error: `gapThreshold must be a whole number from ${GAP_THRESHOLD_MIN} to ${GAP_THRESHOLD_MAX}.` })
  .int(`gapThreshold must be a whole number from ${GAP_THRESHOLD_MIN} to ${GAP_THRESHOLD_MAX}.`)
  .min(GAP_THRESHOLD_MIN, `gapThreshold must be at least ${GAP_THRESHOLD_MIN}.`)
  .max(GAP_THRESHOLD_MAX, `gapThreshold must be at most ${GAP_THRESHOLD_MAX}.`);

const phases = z.strictObject({
  self: phaseInput.optional(),
  manager: phaseInput,
  sharing: phaseInput.optional(),
  acknowledgement: phaseInput.optional(),
});

export const createCycleBody = z.strictObject({
  name: cycleName,
  timeZone,
  periodStart: calendarDate("periodStart").optional(),
  periodEnd: calendarDate("periodEnd").optional(),
  phases,
  /** Absent: the defaults (while writing; 2). */
  selfReviewVisibility: selfReviewVisibility.optional(),
  gapThreshold: gapThreshold.optional(),
});
export type CreateCycleInput = z.infer<typeof createCycleBody>;

export const cycleParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "The cycle id must be a number.")
    .transform(Number),
});
export const closeCycleBody = z.strictObject({ confirmUnsubmitted: z.boolean().optional() });
/** Why HR did something (reopen, excuse, leaver, extension): the one rule for every reason. */
const reasonText = (what: string) =>
  z
    .string({ error: `The ${what} is missing.` })
    .trim()
    .min(3, `The ${what} must be at least 3 characters.`)
    .max(500, `The ${what} must be at most 500 characters.`);

export const reopenCycleBody = z.strictObject({ reason: reasonText("reason") });

export type PhaseDto = { phase: ReviewPhaseName; opensAt: string; dueAt: string | null; graceDays: number };
export type CycleCompletionDto = { participants: number; submitted: number; expected: number };
export type CycleDto = {
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
  selfReviewVisibility: SelfReviewVisibility;
  gapThreshold: number;
  phases: PhaseDto[];
  completion: CycleCompletionDto;
};

/**
 * Issues with a cycle's phases: dueAt before opensAt, or a phase opening before the previous one
 * (self, manager, sharing, acknowledgement) opens or is due. Paths name the field: "phases.manager.dueAt".
 */
export function phaseOrderIssues(
  input: Partial<Record<ReviewPhaseName, { opensAt: string; dueAt: string | null }>>,
) {
  const issues: { path: string; message: string }[] = [];
  let previous: { phase: ReviewPhaseName; opensAt: number } | null = null;
  for (const phase of REVIEW_PHASES) {
    const p = input[phase];
    if (!p) continue;
    const opensAt = Date.parse(p.opensAt);
    if (p.dueAt !== null && Date.parse(p.dueAt) < opensAt)
      issues.push({ path: `phases.${phase}.dueAt`, message: `The ${phase} phase is due before it opens.` });
    if (previous && opensAt < previous.opensAt)
      issues.push({
        path: `phases.${phase}.opensAt`,
        message: `The ${phase} phase opens before the ${previous.phase} phase.`,
      });
    previous = { phase, opensAt };
  }
  return issues;
}

// ── Eligibility, launch and participants (cycles-launch) ─────────────────────────────────────

const departmentName = z
  .string({ error: "A department must be text." })
  .trim()
  .min(1, "A department name is empty.")
  .max(100, "A department name is too long.");

/** The most names a rule list holds (a company has far fewer departments; excludes are typed by hand). */
export const MAX_RULE_ENTRIES = 1000;

/**
 * Who a cycle reviews, stored in ReviewCycle.eligibility and edited while the cycle is a Draft.
 * Every rule is optional; no rules at all means everyone with a manager who can sign in.
 */
export const eligibilityRulesSchema = z
  .object({
    /** Only people who had started by this day (start date on or before it, or none recorded). */
    activeOn: calendarDate("active-on date").nullable().default(null),
    /** Only people hired on or before this day. */
    hiredOnOrBefore: calendarDate("hire cutoff").nullable().default(null),
    /** When not empty: only these departments. */
    departmentsIn: z.array(departmentName).max(MAX_RULE_ENTRIES, "Too many departments.").default([]),
    /** Never these departments. */
    departmentsOut: z.array(departmentName).max(MAX_RULE_ENTRIES, "Too many departments.").default([]),
    /** These people, by HRIS id, whatever the other rules say. */
    excludeHrisIds: z.array(hrisId()).max(MAX_RULE_ENTRIES, "Too many excluded people.").default([]),
  })
  .strict();
export type EligibilityRules = z.infer<typeof eligibilityRulesSchema>;

/** A phase in a PATCH: as created, but its due date may be taken away (null: no due date). */
const phaseChange = phaseInput.extend({ dueAt: instant("dueAt").nullable() });

/**
 * PATCH: a draft takes any of these (its eligibility rules too); an active cycle only `phases` (its
 * dates) and the self-review settings (`selfReviewVisibility`, `gapThreshold`).
 */
export const updateCycleBody = z.strictObject({
  name: cycleName.optional(),
  timeZone: timeZone.optional(),
  periodStart: calendarDate("periodStart").nullable().optional(),
  periodEnd: calendarDate("periodEnd").nullable().optional(),
  phases: z
    .strictObject({
      self: phaseChange.optional(),
      manager: phaseChange.optional(),
      sharing: phaseChange.optional(),
      acknowledgement: phaseChange.optional(),
    })
    .optional(),
  eligibility: eligibilityRulesSchema.optional(),
  selfReviewVisibility: selfReviewVisibility.optional(),
  gapThreshold: gapThreshold.optional(),
});
export type UpdateCycleInput = z.infer<typeof updateCycleBody>;
export const NO_ELIGIBILITY_RULES: EligibilityRules = eligibilityRulesSchema.parse({});

/** Why someone is in, out, or holds the launch up (the preview's reasons, in the order they are checked). */
export const ELIGIBILITY_REASONS = [
  "excluded_by_rule",
  "not_active_on_date",
  "hired_after_cutoff",
  "no_manager",
  "manager_without_account",
  "excused",
  "included",
] as const;
export type EligibilityReason = (typeof ELIGIBILITY_REASONS)[number];

/** In, out, or in but blocking the launch until fixed or excused. */
export type EligibilityStatus = "in" | "out" | "blocking";
export const ELIGIBILITY_STATUS_OF: Record<EligibilityReason, EligibilityStatus> = {
  excluded_by_rule: "out",
  not_active_on_date: "out",
  hired_after_cutoff: "out",
  no_manager: "out",
  manager_without_account: "blocking",
  excused: "in",
  included: "in",
};
export const ELIGIBILITY_REASON_LABELS: Record<EligibilityReason, string> = {
  excluded_by_rule: "Excluded by rule",
  not_active_on_date: "Not active on the date",
  hired_after_cutoff: "Hired after cutoff",
  no_manager: "No manager",
  manager_without_account: "Manager has no login account",
  excused: "Included: manager has no login account (excused)",
  included: "Included",
};

export const ELIGIBILITY_PAGE_SIZE = 50;
/** The deepest page of a cycle's lists (eligibility, participants): 100,000 people at 50 a page. */
export const CYCLE_LIST_MAX_PAGE = 2000;
const cycleListPage = wholeNumberParam(
  "page",
  1,
  CYCLE_LIST_MAX_PAGE,
  `The page must be at most ${CYCLE_LIST_MAX_PAGE}.`,
).default(1);
export const eligibilityQuery = z.object({
  page: cycleListPage,
  status: z.enum(["in", "out", "blocking"], { error: "The status must be in, out or blocking." }).optional(),
});

export type EligibilityRowDto = {
  hrisId: string;
  name: string;
  department: string | null;
  startDate: string | null;
  manager: { hrisId: string; name: string } | null;
  status: EligibilityStatus;
  reason: EligibilityReason;
  label: string;
  /** Why HR excused the blocking problem (an excused row only). */
  excuse: string | null;
};
export type EligibilityPreviewDto = {
  cycle: { id: number; name: string; status: string };
  rules: EligibilityRules;
  counts: { in: number; out: number; blocking: number; byReason: Record<EligibilityReason, number> };
  /** Launch is possible: a Draft with no blocking problem left and someone in. */
  canLaunch: boolean;
  rows: EligibilityRowDto[];
  pagination: Pagination;
};

export const excusalBody = z.object({ hrisId: hrisId(), reason: reasonText("reason") }).strict();
export const excusalDeleteBody = z.object({ hrisId: hrisId() }).strict();

/** POST …/phase-excusals (issue 34 §9): one person out of one phase's counts, with a reason. */
export const phaseExcusalBody = z
  .object({
    hrisId: hrisId(),
    phase: z.enum(REVIEW_PHASES, { error: "The phase must be self, manager, sharing or acknowledgement." }),
    reason: reasonText("reason"),
  })
  .strict();
export type PhaseExcusalBody = z.infer<typeof phaseExcusalBody>;

export const lateJoinerBody = z.object({ hrisId: hrisId() }).strict();
export const participantChangeBody = z.union(
  [
    z.object({ reviewerHrisId: hrisId("reviewer's HRIS id") }).strict(),
    z
      .object({
        status: z.literal("Left", { error: 'The status can only be "Left".' }),
        reason: reasonText("reason"),
      })
      .strict(),
  ],
  { error: 'Send either {"reviewerHrisId"} or {"status": "Left", "reason"}.' },
);
export type ParticipantChange = z.infer<typeof participantChangeBody>;

export const extendPhaseBody = z
  .object({
    dueAt: z.iso.datetime({ offset: true, error: "The due date must be an ISO 8601 date and time." }),
    hrisId: hrisId().optional(),
    reason: reasonText("reason"),
  })
  .strict();

/** The addresses of the launch routes below /api/hr/review-cycles/{id}: …/participants/{hrisId}, …/phases/{phase}/extend. */
export const participantParams = cycleParams.extend({ hrisId: hrisId() });
export const phaseExcusalParams = participantParams.extend({
  phase: z.enum(REVIEW_PHASES, { error: "The phase must be self, manager, sharing or acknowledgement." }),
});
export const extendPhaseParams = cycleParams.extend({
  phase: z.enum(REVIEW_PHASES, { error: "The phase must be self, manager, sharing or acknowledgement." }),
});

export const PARTICIPANTS_PAGE_SIZE = 50;
export const participantsQuery = z.object({
  page: cycleListPage,
  status: z.enum(["Active", "Left"], { error: "The status must be Active or Left." }).optional(),
});

export type ParticipantDto = {
  hrisId: string;
  name: string;
  department: string | null;
  reviewer: { hrisId: string; name: string } | null;
  reviewerAtLaunch: { hrisId: string; name: string } | null;
  includedBy: string;
  status: "Active" | "Left";
  addedAt: string;
  leftAt: string | null;
  leftReason: string | null;
};
export type ParticipantsPageDto = {
  cycle: { id: number; name: string; status: string };
  counts: { Active: number; Left: number };
  participants: ParticipantDto[];
  pagination: Pagination;
};
