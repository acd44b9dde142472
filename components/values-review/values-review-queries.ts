import { queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type {
  ComparedReviewDto,
  EmployeeValuesReviewDto,
  RecognitionExampleDto,
  ValuesSelfReviewStatusDto,
} from "@/lib/shared/schemas/values-review";
import type { ReviewGapDto } from "@/lib/shared/schemas/review-gap";

// The values assessment's reads (docs/decisions/0008); its save is in values-review-mutations.ts.

export type ValuesReviewIds = { employeeId: number; employeeHrisId: string; managerHrisId: string };

/** The prefix of every compared-reviews read: a values save changes them. */
export const allComparedReviewsKey = ["manager-review", "compare"] as const;

export const valuesReviewQuery = (employeeId: number) =>
  queryOptions({
    queryKey: ["employee-values-review", employeeId],
    queryFn: getJson<EmployeeValuesReviewDto>(`/api/employee-values-review/${employeeId}`),
  });

export const comparedReviewsQuery = (employeeHrisId: string, managerHrisId: string) =>
  queryOptions({
    queryKey: [...allComparedReviewsKey, employeeHrisId, managerHrisId],
    queryFn: getJson<ComparedReviewDto>(
      `/api/manager-review/compare/${encodeURIComponent(employeeHrisId)}/${encodeURIComponent(managerHrisId)}`,
    ),
  });

export const recognitionsQuery = (employeeId: number) =>
  queryOptions({
    queryKey: ["adv-submissions", employeeId],
    queryFn: getJson<RecognitionExampleDto[]>(`/api/adv-submissions/${employeeId}`),
  });

export const selfReviewStatusQuery = (employeeId: number) =>
  queryOptions({
    queryKey: ["values-self-review-status", employeeId],
    queryFn: getJson<ValuesSelfReviewStatusDto>(`/api/values-self-review-status/${employeeId}`),
  });

/** The per-item gap with the employee's submitted self-review (404: none, or the cycle hides it). */
export const reviewGapQuery = (employeeHrisId: string) =>
  queryOptions({
    queryKey: ["review-gap", employeeHrisId],
    queryFn: getJson<ReviewGapDto>(`/api/review-gap/${encodeURIComponent(employeeHrisId)}`),
  });
