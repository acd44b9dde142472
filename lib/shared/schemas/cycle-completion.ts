import { z } from "zod";
import {
  fileDownloadQuery,
  hrisId,
  numericId,
  wholeNumberParam,
  type Pagination,
} from "@/lib/shared/schemas/params";
import type { ReviewPhaseName } from "@/lib/shared/schemas/review-cycle";
import type { AcknowledgementCounts } from "@/lib/shared/schemas/review-share";

// The completion dashboard (issue 33 §7): GET /api/review-cycles/{id}/completion and its workbook.
// Per phase with work in it, done / total / overdue by department or by manager subtree, and the
// acknowledgement of the shared reviews (issue 34 §8: Acknowledged / Not yet / Not shared); a group's
// people on drill-down. Leavers and excused people are out of every count.

export const COMPLETION_PAGE_SIZE = 50;
/** The label of the people without a department (their group's key is ""). */
export const NO_DEPARTMENT = "No department";
const MAX_PAGE = 5000;

/** The cycle in the address: its number, or `active` (the manager home's: the active cycle). */
export const completionParams = z.object({
  id: z.union([z.literal("active"), numericId("cycle id")], {
    error: "The cycle id must be a number or active.",
  }),
});

const groupByParam = z
  .enum(["department", "manager"], { error: "Group by department or manager." })
  .default("department");

/** The grouping and the subtree's root (HR: any; a manager: their own). */
const scopeQuery = z.object({
  groupBy: groupByParam,
  root: hrisId("root HRIS id").optional(),
});

/** The workbook's: the same, and the reader's time zone for the date in its name. */
export const completionExportQuery = scopeQuery.extend(fileDownloadQuery.shape);

export const completionQuery = scopeQuery.extend({
  page: wholeNumberParam("page", 1, MAX_PAGE, `The page must be at most ${MAX_PAGE}.`).default(1),
  /**
   * Drill-down: the people of one group, a department's name ("" for none) or a manager's HRIS id.
   * With a manager, `reach` says whether their direct reports only or their whole subtree.
   */
  group: z.string().trim().max(100, "The group is too long.").optional(),
  reach: z.enum(["direct", "all"], { error: "The reach must be direct or all." }).default("all"),
});

export type CompletionQuery = z.infer<typeof completionQuery>;
export type CompletionExportQuery = z.infer<typeof completionExportQuery>;

/** One phase's numbers for a set of people. */
export type PhaseCount = { done: number; total: number; overdue: number };
/** Per phase that has work in it (today the manager phase: the three report assessments). */
export type PhaseCounts = Partial<Record<ReviewPhaseName, PhaseCount>>;

export type CompletionGroupDto = {
  /** The department's name ("" when none), or the manager's HRIS id. */
  key: string;
  /** The department's name (NO_DEPARTMENT for none), or the manager's. */
  label: string;
  /** By department: the people of the department; by manager: their whole subtree. */
  counts: PhaseCounts;
  /** By manager only: their direct reports. */
  direct?: PhaseCounts;
  /** The acknowledgement of the shared reviews of the same people as `counts`. */
  acknowledgement: AcknowledgementCounts;
  /** By manager only: of their direct reports. */
  directAcknowledgement?: AcknowledgementCounts;
};

export type CompletionPersonDto = {
  hrisId: string;
  name: string;
  department: string | null;
  managerName: string | null;
  /**
   * Per phase: done, overdue (not done, past the person's due date), open, or excused (HR excused
   * them from this phase, issue 34 §9: out of its counts).
   */
  phases: Partial<Record<ReviewPhaseName, "done" | "overdue" | "open" | "excused">>;
};

type CompletionHead = {
  cycle: { id: number; name: string; status: string };
  /** The subtree's root (null: the whole org, HR's default). */
  root: { hrisId: string; name: string } | null;
  groupBy: "department" | "manager";
  /** The phases with work in them, in order. */
  phases: ReviewPhaseName[];
  totals: PhaseCounts;
  /** The acknowledgement totals of everyone counted. */
  acknowledgement: AcknowledgementCounts;
  pagination: Pagination;
};

export type CompletionAnswer =
  | (CompletionHead & { view: "groups"; groups: CompletionGroupDto[] })
  | (CompletionHead & {
      view: "people";
      group: string;
      reach: "direct" | "all";
      people: CompletionPersonDto[];
    });
