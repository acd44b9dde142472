"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { auditTrailKey } from "@/components/hr/audit-trail/audit-trail-queries";
import type { CustomPath } from "@/lib/shared/career-paths/format-path";
import { allHrCareerEmployeesKey, careerPathQuery } from "./career-path-queries";
import {
  createPathInOneCall,
  createPathStepByStep,
  deletePath,
  replacePath,
  setVerification,
  type PathInput,
  type PathSubject,
} from "./custom-path-calls";

// The career path writes (docs/decisions/0008). Each refreshes the employee's career path read,
// HR's list counts and the employee's activity (which lists every path change and verification),
// instead of reloading the page.

function useCareerPathWrite<V, R>(
  hrisId: string,
  mutationFn: (variables: V) => Promise<R>,
  /** Also after a failure: another window may have changed the path, so show it as it is. */
  refreshOnFailure: boolean,
) {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of [careerPathQuery(hrisId).queryKey, allHrCareerEmployeesKey, auditTrailKey(hrisId)])
      void queryClient.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn,
    onSuccess: refreshOnFailure ? undefined : refresh,
    onSettled: refreshOnFailure ? refresh : undefined,
  });
}

/** First dialog: the quick creator, one call. */
export const useCreatePathInOneCall = (subject: PathSubject) =>
  useCareerPathWrite(subject.hrisId, (input: PathInput) => createPathInOneCall(subject, input), false);

/** First dialog: Delete (also refreshed when another window deleted it first). */
export const useDeletePath = (subject: PathSubject) => useCareerPathWrite(subject.hrisId, deletePath, true);

/** Builder dialog, new path: one call per step; a failure may leave the path as another window made it. */
export const useCreatePathStepByStep = (subject: PathSubject) =>
  useCareerPathWrite(subject.hrisId, (input: PathInput) => createPathStepByStep(subject, input), true);

/** Builder dialog, editing: also refreshed after a 409, so the dialog behind shows the path as it now is. */
export const useReplacePath = (hrisId: string) =>
  useCareerPathWrite(
    hrisId,
    ({ path, input }: { path: { customCareerPathId: number; sessionId: string }; input: PathInput }) =>
      replacePath(path, input),
    true,
  );

/** HR: verify or unverify a custom path. */
export const useSetVerification = (hrisId: string) =>
  useCareerPathWrite(
    hrisId,
    ({ path, isVerified }: { path: CustomPath; isVerified: boolean }) => setVerification(path, isVerified),
    true,
  );
