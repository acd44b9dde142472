import type { EvaluationStatus, LeanTeamEmployee, TeamEmployee } from "@/lib/shared/team-types";

// Pure helpers behind the team screens: merge the two calls, search, filter, split and sort.
// Searches are case-insensitive substring matches (spec 1 §5).

export type TeamRow = LeanTeamEmployee & { status: EvaluationStatus | null };

export const ALL_DEPARTMENTS = "all";

export function mergeStatuses(
  employees: LeanTeamEmployee[],
  statuses: EvaluationStatus[] | undefined,
): TeamRow[] {
  const byId = new Map((statuses ?? []).map((s) => [s.employeeId, s]));
  return employees.map((e) => ({ ...e, status: byId.get(e.id) ?? null }));
}

/** Name, title or department contains the search text (spec 2 §2). */
export function matchesSearch(
  e: Pick<TeamEmployee, "name" | "title" | "department">,
  search: string,
): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [e.name, e.title, e.department].some((v) => !!v && v.toLowerCase().includes(q));
}

export type RowFilter = { search: string; department: string };

export function filterRows<T extends Pick<TeamEmployee, "name" | "title" | "department">>(
  rows: T[],
  { search, department }: RowFilter,
): T[] {
  return rows.filter(
    (r) => (department === ALL_DEPARTMENTS || r.department === department) && matchesSearch(r, search),
  );
}

/** The departments present in `rows`, sorted, for the department filter. */
export function departmentsOf(rows: Pick<TeamEmployee, "department">[]): string[] {
  return [...new Set(rows.map((r) => r.department).filter((d): d is string => !!d))].sort((a, b) =>
    a.localeCompare(b),
  );
}

export const isComplete = (r: TeamRow) => !!r.status?.allAssessmentsComplete;

/** Completed rows, highest combined score first (spec 2 §2), then by name. */
export function sortByCombinedScore(rows: TeamRow[]): TeamRow[] {
  return [...rows].sort(
    (a, b) =>
      (b.status?.combinedScore ?? -1) - (a.status?.combinedScore ?? -1) || a.name.localeCompare(b.name),
  );
}

/** Two-letter initials for the avatar. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}

export type TeamGroup = { managerId: number; managerName: string; rows: TeamRow[] };

/** Rows grouped under their direct manager, in the order the managers first appear. */
export function groupByDirectManager(rows: TeamRow[]): TeamGroup[] {
  const groups = new Map<number, TeamGroup>();
  for (const r of rows) {
    const g = groups.get(r.directManagerId);
    if (g) g.rows.push(r);
    else
      groups.set(r.directManagerId, {
        managerId: r.directManagerId,
        managerName: r.directManagerName,
        rows: [r],
      });
  }
  return [...groups.values()];
}

/** Children of each manager id, for the organization tree, limited to `maxLevel`. */
export function childrenByManager(rows: TeamRow[], maxLevel: number): Map<number, TeamRow[]> {
  const map = new Map<number, TeamRow[]>();
  for (const r of rows) {
    if (r.reportingLevel > maxLevel) continue;
    const list = map.get(r.directManagerId);
    if (list) list.push(r);
    else map.set(r.directManagerId, [r]);
  }
  return map;
}
