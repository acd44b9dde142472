"use client";
import { useDeferredValue, useMemo, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmployeeCard } from "@/components/team/employee-card";
import { EmptyState } from "@/components/team/empty-state";
import { SearchAndFilter } from "@/components/team/search-and-filter";
import {
  ALL_DEPARTMENTS,
  departmentsOf,
  filterRows,
  isComplete,
  sortByCombinedScore,
  type TeamRow,
} from "@/components/team/team-rows";

/** Direct Reports view: 'Pending Direct (n)' and 'Completed Direct (n)' tabs (spec 2 §2). */
export function DirectReportsView({ rows }: { rows: TeamRow[] }) {
  const direct = useMemo(() => rows.filter((r) => r.reportingLevel === 1), [rows]);
  const [filter, setFilter] = useState({ search: "", department: ALL_DEPARTMENTS });
  const departments = useMemo(() => departmentsOf(direct), [direct]);
  const allPending = useMemo(() => direct.filter((r) => !isComplete(r)), [direct]);
  const allCompleted = useMemo(() => direct.filter(isComplete), [direct]);
  const applied = useDeferredValue(filter); // typing stays responsive; the list follows
  const pending = useMemo(() => filterRows(allPending, applied), [allPending, applied]);
  const completed = useMemo(
    () => sortByCombinedScore(filterRows(allCompleted, applied)),
    [allCompleted, applied],
  );

  const list = (shown: TeamRow[], total: number, emptyText: string) => (
    <div className="space-y-3">
      <SearchAndFilter value={filter} onChange={setFilter} departments={departments} />
      {total === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>No employees found matching your criteria.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {shown.map((r) => (
            <li key={r.id}>
              <EmployeeCard row={r} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Tabs defaultValue="pending">
      <TabsList>
        <TabsTrigger value="pending">Pending Direct ({pending.length})</TabsTrigger>
        <TabsTrigger value="completed">Completed Direct ({completed.length})</TabsTrigger>
      </TabsList>
      <TabsContent value="pending">
        {list(pending, allPending.length, "No pending direct report evaluations.")}
      </TabsContent>
      <TabsContent value="completed">
        {list(completed, allCompleted.length, "No completed direct report evaluations.")}
      </TabsContent>
    </Tabs>
  );
}
