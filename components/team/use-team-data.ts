"use client";
import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TeamRow } from "@/components/team/team-rows";
import { mergeStatuses } from "@/components/team/team-rows";
import { teamListQuery, teamStatusQuery } from "@/components/team/team-queries";

export type TeamManager = { id: number; hrisId: string; name: string };

/** The signed-in manager's hierarchy and evaluation statuses (two calls, spec 2 §7), merged. */
export function useTeamData(manager: TeamManager) {
  const team = useQuery(teamListQuery(manager.hrisId));
  const statuses = useQuery(teamStatusQuery(manager.id));
  const rows: TeamRow[] = useMemo(
    () => (team.data ? mergeStatuses(team.data.employees, statuses.data) : []),
    [team.data, statuses.data],
  );
  return {
    rows,
    team: team.data,
    isLoading: team.isPending || statuses.isPending,
    error: team.error ?? statuses.error,
    reload: () => Promise.all([team.refetch(), statuses.refetch()]),
  };
}
