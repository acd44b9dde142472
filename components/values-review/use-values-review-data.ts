"use client";
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { ApiError } from "@/lib/client/api";
import { useQuery } from "@tanstack/react-query";
import type {
  ComparedReviewDto,
  EmployeeValuesReviewDto,
  RecognitionExampleDto,
  ValuesSelfReviewStatusDto,
} from "@/lib/shared/schemas/values-review";
import {
  comparedReviewsQuery,
  recognitionsQuery,
  selfReviewStatusQuery,
  valuesReviewQuery,
  type ValuesReviewIds,
} from "./values-review-queries";

export type { ValuesReviewIds };

export type ValuesReviewData =
  | { state: "loading" }
  | { state: "redirecting" }
  | { state: "error"; error: unknown; retry: () => void }
  | {
      state: "ready";
      review: EmployeeValuesReviewDto;
      compared: ComparedReviewDto;
      recognitions: RecognitionExampleDto[];
      status: ValuesSelfReviewStatusDto | undefined;
    };

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/**
 * The values to review, both reviews (the employee's own and the manager's) and the recognition
 * examples. A 403 (or 401) on any of them leaves for /forbidden (or /login) (spec 2 §7); any
 * other failure is the spec's load failure. The self-review status is extra: it never blocks.
 */
export function useValuesReviewData(ids: ValuesReviewIds): ValuesReviewData {
  const router = useRouter();
  const review = useQuery(valuesReviewQuery(ids.employeeId));
  const compared = useQuery(comparedReviewsQuery(ids.employeeHrisId, ids.managerHrisId));
  const recognitions = useQuery(recognitionsQuery(ids.employeeId));
  const status = useQuery(selfReviewStatusQuery(ids.employeeId));

  const statuses = [review.error, compared.error, recognitions.error].map(statusOf);
  const leaveTo = statuses.includes(401) ? "/login" : statuses.includes(403) ? "/forbidden" : null;
  useEffect(() => {
    if (leaveTo) router.replace(leaveTo);
  }, [leaveTo, router]);

  if (leaveTo) return { state: "redirecting" };
  // Only before the first answers: a failed re-read after a save keeps the form (and what is typed).
  const failed = [review, compared, recognitions].filter((q) => q.error && q.data === undefined);
  if (failed.length) {
    const retry = () => failed.forEach((q) => void q.refetch());
    return { state: "error", error: failed[0]!.error, retry };
  }
  if (!review.data || !compared.data || !recognitions.data) return { state: "loading" };
  return {
    state: "ready",
    review: review.data,
    compared: compared.data,
    recognitions: recognitions.data,
    status: status.data,
  };
}
