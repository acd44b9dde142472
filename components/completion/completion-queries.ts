import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type { CompletionAnswer } from "@/lib/shared/schemas/cycle-completion";

// The completion dashboard's reads (docs/decisions/0008, 0084). The cycle is a number (HR's cycle
// page) or "active" (the manager home); a nudge or a submit elsewhere invalidates by the prefix.

export type CompletionView = {
  groupBy: "department" | "manager";
  /** A manager whose team is shown (none: HR's whole org, a manager's own team). */
  root?: string;
  page: number;
  /** Drill-down: a department's name or a manager's HRIS id, and how far below them. */
  group?: string;
  reach?: "direct" | "all";
};

export const completionKeys = {
  all: ["completion"] as const,
  cycle: (cycle: number | "active") => [...completionKeys.all, cycle] as const,
};

const params = (view: Partial<CompletionView>) => {
  const search = new URLSearchParams();
  // An empty group is the people without a department: sent as `group=`.
  for (const [k, v] of Object.entries(view)) if (v !== undefined) search.set(k, String(v));
  return search.toString();
};

export const completionUrl = (cycle: number | "active", view: Partial<CompletionView>, file = "completion") =>
  `/api/review-cycles/${cycle}/${file}?${params(view)}`;

export const completionQuery = (cycle: number | "active", view: CompletionView) =>
  queryOptions({
    queryKey: [...completionKeys.cycle(cycle), view],
    queryFn: getJson<CompletionAnswer>(completionUrl(cycle, view)),
    placeholderData: keepPreviousData,
  });
