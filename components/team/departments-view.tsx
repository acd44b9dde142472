"use client";
import { useDeferredValue, useMemo, useState } from "react";
import { DepartmentGroup } from "@/components/team/department-group";
import { EmptyState } from "@/components/team/empty-state";
import { SearchAndFilter } from "@/components/team/search-and-filter";
import { ALL_DEPARTMENTS, matchesSearch, type TeamRow } from "@/components/team/team-rows";
import { groupByDepartment } from "@/lib/shared/department-groups";

// Small orgs open every group; a big one starts folded so the page stays light (one department
// alone opens, a page of cards at a time: department-group.tsx).
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
          <DepartmentGroup
            key={g.department}
            department={g.department}
            members={g.members}
            open={isOpen(g.department)}
            onToggle={() => toggle(g.department)}
          />
        ))
      )}
    </div>
  );
}
