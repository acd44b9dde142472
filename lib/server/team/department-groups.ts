import "server-only";
import { NO_DEPARTMENT, type TeamEmployee } from "@/lib/shared/team-types";

/** Department name mapped to its employees (spec 2 §3 departmentGroups), departments sorted. */
export function groupByDepartment(employees: TeamEmployee[]): Record<string, TeamEmployee[]> {
  const groups = new Map<string, TeamEmployee[]>();
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
