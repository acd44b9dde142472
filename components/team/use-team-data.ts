"use client";
import { useMemo } from "react";
import { useApiQuery } from "@/lib/client/use-api-query";
import type { EvaluationStatus, TeamListResponse } from "@/lib/shared/team-types";
import { mergeStatuses, type TeamRow } from "@/components/team/team-rows";

export type TeamManager = { id: number; hrisId: string; name: string };

/** The signed-in manager's hierarchy and evaluation statuses (two calls, spec 2 §7), merged. */
export function useTeamData(manager: TeamManager) {
  const team = useApiQuery<TeamListResponse>(`/api/employees/${encodeURIComponent(manager.hrisId)}`);
  const statuses = useApiQuery<EvaluationStatus[]>(`/api/evaluation-status/${manager.id}`);
  const rows: TeamRow[] = useMemo(
    () => (team.data ? mergeStatuses(team.data.employees, statuses.data) : []),
    [team.data, statuses.data],
  );
  return {
    rows,
    team: team.data,
    isLoading: team.isLoading || statuses.isLoading,
    error: team.error ?? statuses.error,
    reload: () => Promise.all([team.reload(), statuses.reload()]),
  };
}
