import { z } from "zod";
import { isNumericId, pagingParams, timeZoneField, type Pagination } from "@/lib/shared/schemas/params";

// HR Data Export (spec 1 §2, §3, §7, §9): the completed-evaluations list and the Excel export.
// The list's query and the export's body share these filters; the page keeps them in its URL.

export const COMPLETION_STATUSES = ["Complete", "Partial", "Pending"] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

/** "all" or one completion status; the wire accepts any letter case. */
export const STATUS_FILTERS = ["all", ...COMPLETION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const DATA_EXPORT_PAGE_SIZE = 20;
/** The spec's filter-option fetch size (1 §9): the list call can answer it in one page. */
export const MAX_DATA_EXPORT_PAGE_SIZE = 10_000;
const MAX_FILTER_CHARS = 100;
const MAX_PAGE = 1_000_000;

const statusFilter = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z
    .enum(["all", "complete", "partial", "pending", ""], {
      error: "The status must be all, Complete, Partial or Pending.",
    })
    .transform((v): StatusFilter => (v === "" || v === "all" ? "all" : (capitalise(v) as CompletionStatus))),
);

/** A free-text filter: trimmed, blank means no filter. */
const textFilter = (label: string) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(MAX_FILTER_CHARS, `The ${label} must be ${MAX_FILTER_CHARS} characters or fewer.`)
    .transform((v) => v || null);

/** A select's value: as a text filter, and its "all" option (any letter case) means no filter. */
const selectFilter = (label: string) =>
  textFilter(label).transform((v) => (v?.toLowerCase() === "all" ? null : v));

/**
 * The review cycle (issue 32 §8): its numeric id, or blank / "active" for the active cycle (the
 * default). A number in a JSON body or text in a query string.
 */
const cycleFilter = z
  .union([z.number(), z.string({ error: "The review cycle must be a cycle id." })])
  .transform((v, ctx) => {
    const text = String(v).trim().toLowerCase();
    if (text === "" || text === "active") return null;
    if (!isNumericId(text)) {
      ctx.addIssue({ code: "custom", message: "The review cycle must be a cycle id." });
      return z.NEVER;
    }
    return Number(text);
  });

const filterFields = {
  cycle: cycleFilter.default(null),
  // A substring like any other (spec 1 §5): a search for "all" finds "Marshall".
  search: textFilter("search").default(null),
  manager: selectFilter("manager").default(null),
  department: selectFilter("department").default(null),
};

export type EvaluationFilters = {
  /** The review cycle's id; null for the active cycle. */
  cycle: number | null;
  status: StatusFilter;
  search: string | null;
  /** The manager's HRIS id (exact). */
  manager: string | null;
  department: string | null;
};

// GET /api/hr/completed-evaluations?status&search&manager&department&page&pageSize
export const completedEvaluationsQuerySchema = z.object({
  status: statusFilter.default("all"),
  ...filterFields,
  ...pagingParams(MAX_PAGE, MAX_DATA_EXPORT_PAGE_SIZE, DATA_EXPORT_PAGE_SIZE),
});
export type CompletedEvaluationsQuery = z.infer<typeof completedEvaluationsQuerySchema>;

// POST /api/hr/export-evaluations-xlsx: the spec names the status field filterStatus. timeZone
// (ours, optional) is the HR user's, for the file's dates (lib/shared/time-zone.ts).
export const exportEvaluationsBodySchema = z
  .object({
    filterStatus: statusFilter.default("all"),
    ...filterFields,
    timeZone: timeZoneField,
  })
  .transform(({ filterStatus, timeZone, ...rest }): EvaluationFilters & { timeZone: string } => ({
    status: filterStatus,
    ...rest,
    timeZone,
  }));
export type ExportEvaluationsBody = z.input<typeof exportEvaluationsBodySchema>;

function capitalise(v: string) {
  return v.charAt(0).toUpperCase() + v.slice(1);
}

/** One row of the list and of the export (spec 1 §3, "Completed-evaluation row"). */
export type CompletedEvaluationRow = {
  employeeId: number;
  employeeName: string;
  employeeHrisId: string;
  employeeTitle: string | null;
  employeeDepartment: string | null;
  managerName: string;
  managerHrisId: string;
  completionStatus: CompletionStatus;
  hasBehavioralReview: boolean;
  /** Out of 5, one decimal. */
  behavioralOverallScore: number | null;
  hasValuesReview: boolean;
  valuesOverallScore: number | null;
  hasPerformanceReview: boolean;
  performanceScore: number | null;
  /** Values plus performance, out of 10, one decimal; only once all three are complete. */
  totalAssessmentScore: number | null;
  behavioralReviewDate: string | null;
  valuesReviewDate: string | null;
  performanceReviewDate: string | null;
  /** The latest of the three review dates. */
  lastUpdated: string | null;
  /** What the employee wrote when acknowledging their shared review (issue 34 §8). */
  acknowledgementComment: string | null;
};

export type EvaluationMetrics = {
  totalCount: number;
  completeCount: number;
  partialCount: number;
  pendingCount: number;
};

export type CompletedEvaluationsAnswer = {
  data: CompletedEvaluationRow[];
  pagination: Pagination;
  metrics: EvaluationMetrics;
};

export type EvaluationFilterOptions = {
  managers: { hrisId: string; name: string }[];
  departments: string[];
};

/** The filters as URL search parameters (only the ones that are set), for the page and the list call. */
export function filtersToSearchParams(filters: EvaluationFilters, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.cycle !== null) params.set("cycle", String(filters.cycle));
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.search) params.set("search", filters.search);
  if (filters.manager) params.set("manager", filters.manager);
  if (filters.department) params.set("department", filters.department);
  if (page && page > 1) params.set("page", String(page));
  return params;
}

/** One canonical string per distinct list call (filters, page and page size), e.g. for a cache key. */
export function evaluationsQueryKey(query: CompletedEvaluationsQuery): string {
  const params = filtersToSearchParams(query);
  params.set("page", String(query.page));
  params.set("pageSize", String(query.pageSize));
  return params.toString();
}

/**
 * Reads the page's URL; a hand-edited, invalid value falls back to its default instead of
 * breaking the page (the server still validates every call).
 */
export function filtersFromSearchParams(params: URLSearchParams): EvaluationFilters & { page: number } {
  const read = <T>(schema: z.ZodType<T>, key: string, fallback: T): T => {
    const raw = params.get(key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    cycle: read(completedEvaluationsQuerySchema.shape.cycle, "cycle", null),
    status: read(completedEvaluationsQuerySchema.shape.status, "status", "all"),
    search: read(completedEvaluationsQuerySchema.shape.search, "search", null),
    manager: read(completedEvaluationsQuerySchema.shape.manager, "manager", null),
    department: read(completedEvaluationsQuerySchema.shape.department, "department", null),
    page: read(completedEvaluationsQuerySchema.shape.page, "page", 1),
  };
}
