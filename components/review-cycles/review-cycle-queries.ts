import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type { CycleDetail, CycleSummary, JobProgress } from "@/components/review-cycles/cycle-types";
import type { EmployeeCyclesAnswer } from "@/lib/shared/schemas/cycle-history";
import type { ReminderStatusAnswer } from "@/lib/shared/schemas/reminders";

// The review cycles' reads (docs/decisions/0008). Every key starts with reviewCycleKeys.all, so a
// write invalidates the list and the cycle's page, preview and participants by one prefix.

export const REVIEW_CYCLES_URL = "/api/hr/review-cycles";
export const cycleUrl = (id: number, rest = "") => `${REVIEW_CYCLES_URL}/${id}${rest}`;

export const reviewCycleKeys = {
  all: ["hr", "review-cycles"] as const,
  list: () => [...reviewCycleKeys.all, "list"] as const,
  cycle: (id: number) => [...reviewCycleKeys.all, id] as const,
};

export const reviewCyclesQuery = () =>
  queryOptions({
    queryKey: reviewCycleKeys.list(),
    queryFn: getJson<{ cycles: CycleSummary[] }>(REVIEW_CYCLES_URL),
  });

export const reviewCycleQuery = (id: number) =>
  queryOptions({
    queryKey: reviewCycleKeys.cycle(id),
    queryFn: getJson<CycleDetail>(cycleUrl(id)),
  });

/** A paged read under the cycle's key (the eligibility preview, the participants). */
export const cyclePageQuery = <T>(id: number, part: string, page: number) =>
  queryOptions({
    queryKey: [...reviewCycleKeys.cycle(id), part, page],
    queryFn: getJson<T>(cycleUrl(id, `/${part}?page=${page}`)),
    placeholderData: keepPreviousData,
  });

const LAUNCH_POLL_MS = 1000;
type LaunchJob = JobProgress<string>;
const isRunning = (job: LaunchJob | null | undefined) =>
  job?.status === "Running" || job?.status === "Pending";

/** The launch job's progress, polled once a second while it runs (the progress bar's only poll). */
export const launchProgressQuery = (id: number) =>
  queryOptions({
    queryKey: [...reviewCycleKeys.cycle(id), "launch"],
    queryFn: getJson<{ job: LaunchJob | null }>(cycleUrl(id, "/launch")),
    refetchInterval: (q) => (isRunning(q.state.data?.job) ? LAUNCH_POLL_MS : false),
    staleTime: 0,
  });

export { isRunning as isLaunchRunning };

/** An employee's cycles and the last three compared (the profile; HR or a manager above them). */
export const employeeCyclesQuery = (employeeId: number) =>
  queryOptions({
    queryKey: ["employee", employeeId, "review-cycles"],
    queryFn: getJson<EmployeeCyclesAnswer>(`/api/employee/${employeeId}/review-cycles`),
  });

/** The reminder planner's last run, for HR's banner (read when the screen opens, DESIGN rule 3). */
export const reminderStatusQuery = () =>
  queryOptions({
    queryKey: [...reviewCycleKeys.all, "reminder-status"],
    queryFn: getJson<ReminderStatusAnswer>("/api/hr/reminders/status"),
  });
