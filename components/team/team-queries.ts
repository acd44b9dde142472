import { queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type { EmployeeDetail, EvaluationStatus, LeanTeamListResponse } from "@/lib/shared/team-types";

// The manager workspace's reads (docs/decisions/0008). Keys go from general to specific and name
// the API resource, so a write invalidates a whole family by its prefix (["evaluation-status"]
// refreshes the list and every single-employee status).

/** The prefix of every status read (each manager's list and single rows): an assessment save changes them. */
export const allStatusesKey = ["evaluation-status"] as const;
/** The prefix of every employee profile read. */
export const allEmployeesKey = ["employee"] as const;

export const teamListQuery = (managerHrisId: string) =>
  queryOptions({
    queryKey: ["employees", managerHrisId],
    // the lean variant: only the fields the screens show (about half the bytes for a big team)
    queryFn: getJson<LeanTeamListResponse>(`/api/employees/${encodeURIComponent(managerHrisId)}?view=lean`),
  });

export const teamStatusQuery = (managerId: number) =>
  queryOptions({
    queryKey: [...allStatusesKey, managerId],
    queryFn: getJson<EvaluationStatus[]>(`/api/evaluation-status/${managerId}`),
  });

export const employeeStatusQuery = (managerId: number, employeeId: number) =>
  queryOptions({
    queryKey: [...allStatusesKey, managerId, employeeId],
    queryFn: getJson<EvaluationStatus>(`/api/evaluation-status/${managerId}/${employeeId}`),
  });

export const employeeQuery = (employeeId: number) =>
  queryOptions({
    queryKey: [...allEmployeesKey, employeeId],
    queryFn: getJson<EmployeeDetail>(`/api/employee/${employeeId}`),
  });
