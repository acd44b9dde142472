"use client";
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { isAccessDenied } from "@/lib/client/api";
import { questionnaireQuery } from "./questionnaire-queries";

export type QuestionnaireRead<T> =
  | { state: "loading" }
  | { state: "redirecting" }
  | { state: "error"; retry: () => void }
  | { state: "ready"; data: T | null };

/**
 * Reads a questionnaire (its GET answers null when there is none yet). A 401 or 403 goes to
 * /forbidden (spec 2 §4: "a 403, 401, Forbidden or Unauthorized error when loading … a
 * questionnaire goes to /forbidden"); other failures offer Try again.
 */
export function useQuestionnaireRead<T>(path: string): QuestionnaireRead<T> {
  const router = useRouter();
  const query = useQuery(questionnaireQuery<T>(path));
  const denied = isAccessDenied(query.error);

  useEffect(() => {
    if (denied) router.replace("/forbidden");
  }, [denied, router]);

  if (denied) return { state: "redirecting" };
  // Only before the first answer: a failed re-read after a save keeps the form (and what is typed).
  if (query.error && query.data === undefined) return { state: "error", retry: () => void query.refetch() };
  if (query.data === undefined) return { state: "loading" };
  return { state: "ready", data: query.data };
}
