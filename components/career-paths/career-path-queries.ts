import { queryOptions, keepPreviousData } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type {
  CareerPathResponse,
  HrCareerEmployeeList,
  PathType,
  TitleOption,
} from "@/lib/shared/career-paths/types";

// The career path reads (docs/decisions/0008). They are only used by components mounted inside
// an open dialog or on the HR page, so nothing is fetched while the dialog is closed. The writes
// are in custom-path-mutations.ts.

/** The prefix of every page of HR's career path list (its counts change with any path write). */
export const allHrCareerEmployeesKey = ["hr", "career-paths"] as const;

export const careerPathQuery = (hrisId: string) =>
  queryOptions({
    queryKey: ["career-path", hrisId],
    queryFn: getJson<CareerPathResponse>(`/api/career-path/${encodeURIComponent(hrisId)}`),
  });

export const titlesQuery = (search: string, limit: number) =>
  queryOptions({
    queryKey: ["titles", search, limit],
    queryFn: getJson<TitleOption[]>(`/api/titles?search=${encodeURIComponent(search)}&limit=${limit}`),
  });

export const pathTypesQuery = () =>
  queryOptions({ queryKey: ["path-types"], queryFn: getJson<PathType[]>("/api/path-types") });

export const hrCareerEmployeesQuery = (search: string, page = 1) =>
  queryOptions({
    queryKey: [...allHrCareerEmployeesKey, search, page],
    queryFn: getJson<HrCareerEmployeeList>(
      `/api/hr/career-paths?search=${encodeURIComponent(search)}&page=${page}`,
    ),
    // The page shown stays while the next one loads (no flash of the loading bars).
    placeholderData: keepPreviousData,
  });
