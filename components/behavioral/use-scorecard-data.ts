"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { ApiError } from "@/lib/client/api";
import { parseNumericId } from "@/lib/shared/schemas/params";
import { useQuery } from "@tanstack/react-query";
import { competenciesQuery, evaluationQuery } from "@/components/behavioral/scorecard-queries";
import { employeeStatusQuery } from "@/components/team/team-queries";
import { toast } from "@/hooks/use-toast";
import type { CompetencyDto, EvaluationDto } from "@/lib/shared/schemas/behavioral";

/** The three redirecting access toasts last 4 s; the redirect follows after 2 s (spec 2 §8). */
export const ACCESS_TOAST_MS = 4000;
export const ACCESS_REDIRECT_MS = 2000;

type AccessFailure = { title: string; description: string; to: string };

const ACCESS_DENIED = (): AccessFailure => ({
  title: "Access Denied",
  description: "You don't have permission to access this evaluation. Redirecting to your employees list.",
  to: "/employees",
});
const NOT_FOUND = (): AccessFailure => ({
  title: "Evaluation Not Found",
  description: "The evaluation ID in the URL is invalid. Redirecting to your employees list.",
  to: "/employees",
});
const WRONG_EMPLOYEE = (employeeId: number): AccessFailure => ({
  title: "Invalid Evaluation",
  description:
    "This evaluation does not belong to the selected employee. Redirecting to correct employee profile.",
  to: `/employee/${employeeId}`,
});

export function parseEvaluationId(value: string | null): number | "invalid" | null {
  if (value === null || value === "") return null;
  return parseNumericId(value) ?? "invalid";
}

function failureOf(error: unknown): AccessFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === "forbidden") return ACCESS_DENIED();
  if (error.code === "not_found" || error.code === "invalid_input") return NOT_FOUND();
  return null;
}

export type ScorecardData =
  | { state: "loading" }
  | { state: "redirecting" }
  | { state: "error"; retry: () => void }
  | { state: "ready"; competencies: CompetencyDto[]; evaluation: EvaluationDto | null };

/**
 * Loads the employee's competencies and, in edit mode, the evaluation, and carries out the
 * spec's access failures (spec 2 §4): 403 on competencies → /forbidden; on the evaluation a
 * 403, 404 or another employee's evaluation → a 4 s toast and a redirect after 2 s.
 */
export function useScorecardData(
  employeeId: number,
  managerId: number | null,
  evaluationParam: string | null,
): ScorecardData {
  const router = useRouter();
  const evaluationId = parseEvaluationId(evaluationParam);
  const competencies = useQuery(competenciesQuery(employeeId));
  const evaluation = useQuery({
    ...evaluationQuery(typeof evaluationId === "number" ? evaluationId : 0),
    enabled: typeof evaluationId === "number",
  });
  // A blank form is only for an employee without an evaluation. The page's server check cannot see
  // one the browser brings back from its history (Back after a submit): ask as the screen opens,
  // and open the evaluation in edit mode when there is one. Decided once: a draft saved from this
  // form refetches the status, and that must not take the form away. A failed check leaves the
  // form (the save's own stale check still refuses to write over an evaluation).
  const existing = useQuery({
    ...employeeStatusQuery(managerId ?? 0, employeeId),
    enabled: evaluationId === null && managerId !== null,
    refetchOnMount: "always",
  });
  const [openedOver, setOpenedOver] = useState<number | null | undefined>(undefined);
  const settled = evaluationId !== null || managerId === null || (!existing.isFetching && existing.isFetched);
  // Decided in render, once (React's pattern for state that follows what a render learns).
  if (openedOver === undefined && settled)
    setOpenedOver(evaluationId === null ? (existing.data?.evaluationId ?? null) : null);
  useEffect(() => {
    if (typeof openedOver === "number") router.replace(`/scorecard/${employeeId}?evaluationId=${openedOver}`);
  }, [openedOver, employeeId, router]);
  const existingId = evaluationId === null ? (openedOver ?? null) : null;
  const toasted = useRef<string | null>(null);

  const competencyStatus = competencies.error instanceof ApiError ? competencies.error.status : null;
  let failure: AccessFailure | null = null;
  if (evaluationId === "invalid") failure = NOT_FOUND();
  else if (evaluation.error) failure = failureOf(evaluation.error);
  else if (evaluation.data && evaluation.data.employeeId !== employeeId)
    failure = WRONG_EMPLOYEE(evaluation.data.employeeId);
  const leaveTo = competencyStatus === 403 ? "/forbidden" : competencyStatus === 401 ? "/login" : null;
  // A stable key: the effect below must not restart (and lose its timer) on every render.
  const failureKey = failure ? JSON.stringify(failure) : null;

  useEffect(() => {
    if (leaveTo) router.replace(leaveTo);
  }, [leaveTo, router]);

  useEffect(() => {
    if (!failureKey) return;
    const { title, description, to } = JSON.parse(failureKey) as AccessFailure;
    if (toasted.current !== failureKey) {
      toasted.current = failureKey;
      toast({ title, description, variant: "destructive", duration: ACCESS_TOAST_MS });
    }
    const timer = window.setTimeout(() => router.push(to), ACCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [failureKey, router]);

  const leaving = leaveTo !== null || failureKey !== null || existingId !== null;
  if (leaving) return { state: "redirecting" };
  if (competencies.error || evaluation.error) {
    return {
      state: "error",
      retry: () => {
        if (competencies.error) void competencies.refetch();
        if (evaluation.error) void evaluation.refetch();
      },
    };
  }
  if (
    !competencies.data ||
    (typeof evaluationId === "number" && !evaluation.data) ||
    openedOver === undefined
  )
    return { state: "loading" };
  return { state: "ready", competencies: competencies.data, evaluation: evaluation.data ?? null };
}
