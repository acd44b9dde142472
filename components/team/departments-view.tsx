"use client";
import { useDeferredValue, useMemo, useState } from "react";
import { ChevronDown, ChevronRight } from "lucide-react";
import { EmployeeCard } from "@/components/team/employee-card";
import { EmptyState } from "@/components/team/empty-state";
import { SearchAndFilter } from "@/components/team/search-and-filter";
import { ALL_DEPARTMENTS, matchesSearch, type TeamRow } from "@/components/team/team-rows";
import { groupByDepartment } from "@/lib/shared/department-groups";

// Small orgs open every group; a big one starts folded so the page stays light.
const AUTO_OPEN_LIMIT = 200;

type Props = { rows: TeamRow[] };

/** Departments view: the org grouped by department, with search (spec 2 §2). */
export function DepartmentsView({ rows }: Props) {
  const [filter, setFilter] = useState({ search: "", department: ALL_DEPARTMENTS });
  const groups = useMemo(() => groupByDepartment(rows), [rows]);
  const search = useDeferredValue(filter.search); // typing stays responsive; the groups follow
  const shown = useMemo(
    () =>
      Object.entries(groups)
        .map(([department, members]) => ({
          department,
          members: members.filter((m) => matchesSearch(m, search)),
        }))
        .filter((g) => g.members.length > 0),
    [groups, search],
  );
  const total = shown.reduce((n, g) => n + g.members.length, 0);
  // A department the manager opened or closed stays so; the others follow the default, which a
  // search can change (a group opened by hand no longer closes when the search narrows to it).
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const openByDefault = total <= AUTO_OPEN_LIMIT || shown.length === 1;
  const isOpen = (d: string) => chosen[d] ?? openByDefault;
  const toggle = (d: string) => setChosen((prev) => ({ ...prev, [d]: !isOpen(d) }));

  return (
    <div className="space-y-4">
      <SearchAndFilter value={filter} onChange={setFilter} />
      {shown.length === 0 ? (
        <EmptyState>No employees found matching your criteria.</EmptyState>
      ) : (
        shown.map((g) => (
          <section key={g.department} className="space-y-2">
            <h2 className="text-base font-semibold">
              <button
                type="button"
                className="flex items-center gap-1 rounded-sm hover:underline"
                aria-expanded={isOpen(g.department)}
                onClick={() => toggle(g.department)}
              >
                {isOpen(g.department) ? (
                  <ChevronDown className="size-4" aria-hidden />
                ) : (
                  <ChevronRight className="size-4" aria-hidden />
                )}
                {g.department} ({g.members.length})
              </button>
            </h2>
            {isOpen(g.department) && (
              <ul className="space-y-3">
                {g.members.map((r) => (
                  <li key={r.id}>
                    <EmployeeCard row={r} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </div>
  );
}
