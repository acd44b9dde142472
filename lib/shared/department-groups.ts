import { NO_DEPARTMENT } from "@/lib/shared/team-types";

type Member = { name: string; department: string | null };

/**
 * Department name (or NO_DEPARTMENT) mapped to its employees, departments sorted and names sorted
 * (spec 2 §3 departmentGroups). The server builds the spec's answer with it; the Departments view
 * groups the lean list with it.
 */
export function groupByDepartment<T extends Member>(employees: readonly T[]): Record<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const e of employees) {
    const key = e.department?.trim() || NO_DEPARTMENT;
    const list = groups.get(key);
    if (list) list.push(e);
    else groups.set(key, [e]);
  }
  const sorted = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  return Object.fromEntries(
    sorted.map((k) => [k, groups.get(k)!.sort((a, b) => a.name.localeCompare(b.name))]),
  );
}
