import { z } from "zod";
import { hrisId, wholeNumberParam } from "@/lib/shared/schemas/params";
import type { GapItem, GapSummary, RaterFlag } from "@/lib/shared/review-gap";

// The gap view's calls (issue 34 §6): GET /api/review-gap/{hrisId} and GET /api/hr/review-gaps.

export const reviewGapParams = z.object({ hrisId: hrisId() });

/** GET /api/review-gap/{hrisId} and the employee's own gap. */
export type ReviewGapDto = {
  employeeHrisId: string;
  employeeName: string;
  cycleName: string;
  threshold: number;
  /** Whether there is a manager's review to compare with (false: no items). */
  managerReviewed: boolean;
  items: GapItem[];
  summary: GapSummary;
};

export const REVIEW_GAPS_PAGE_SIZE = 50;
const MAX_PAGE = 5000;

export const reviewGapsQuery = z.object({
  groupBy: z
    .enum(["department", "manager"], { error: "Group by department or manager." })
    .default("department"),
  page: wholeNumberParam("page", 1, MAX_PAGE, `The page must be at most ${MAX_PAGE}.`).default(1),
});

export type ReviewGapsQuery = z.infer<typeof reviewGapsQuery>;

/** One department's or one reviewing manager's mean signed gap (self − manager) over their items. */
export type ReviewGapGroupDto = {
  /** The department's name ("" when none), or the manager's HRIS id. */
  key: string;
  label: string;
  meanGap: number;
  reviews: number;
  items: number;
  flag: RaterFlag;
};

export type ReviewGapsDto = {
  cycleName: string | null;
  groupBy: ReviewGapsQuery["groupBy"];
  page: number;
  pageSize: number;
  total: number;
  groups: ReviewGapGroupDto[];
};
