"use client";
import { useEffect, useState } from "react";
import {
  COMPLETION_STATUSES,
  type EvaluationFilterOptions,
  type EvaluationFilters,
} from "@/lib/shared/schemas/data-export";
import { FilterSearch, FilterSelect, type FilterOption } from "@/components/shell/filter-fields";
import type { ExportCycleOption } from "@/components/data-export/data-export-queries";

type Props = {
  filters: EvaluationFilters;
  options?: EvaluationFilterOptions;
  /** The review cycles to choose from (the active one is the default). */
  cycles?: ExportCycleOption[];
  onChange: (filters: EvaluationFilters) => void;
};

const SEARCH_DELAY_MS = 300;

/** Status, manager, department and search (spec 1 §2); the search applies after a short pause in typing. */
export function EvaluationFiltersBar({ filters, options, cycles, onChange }: Props) {
  const [search, setSearch] = useState(filters.search ?? "");
  // A change from outside (back button, a shared link) replaces what is typed; the value our own
  // debounce sent back (trimmed) does not.
  const [synced, setSynced] = useState(filters.search);
  if (synced !== filters.search) {
    setSynced(filters.search);
    if ((search.trim() || null) !== filters.search) setSearch(filters.search ?? "");
  }
  useEffect(() => {
    const next = search.trim() || null;
    if (next === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search: next }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  const managers: FilterOption[] = [
    { value: "all", label: "All Managers" },
    ...(options?.managers ?? []).map((m) => ({ value: m.hrisId, label: `${m.name} (${m.hrisId})` })),
  ];
  // Keep a manager or department from the URL selectable even before (or without) the options.
  if (filters.manager && !managers.some((m) => m.value === filters.manager))
    managers.push({ value: filters.manager, label: filters.manager });
  const departments: FilterOption[] = [
    { value: "all", label: "All Departments" },
    ...(options?.departments ?? []).map((d) => ({ value: d, label: d })),
  ];
  if (filters.department && !departments.some((d) => d.value === filters.department))
    departments.push({ value: filters.department, label: filters.department });

  const cycleOptions: FilterOption[] = [
    { value: "active", label: "Active cycle" },
    ...(cycles ?? [])
      .filter((c) => c.status !== "Draft")
      .map((c) => ({ value: String(c.id), label: `${c.name} (${c.status})` })),
  ];
  if (filters.cycle !== null && !cycleOptions.some((c) => c.value === String(filters.cycle)))
    cycleOptions.push({ value: String(filters.cycle), label: `Cycle ${filters.cycle}` });

  return (
    <div className="grid gap-3 rounded-lg border bg-background p-4 md:grid-cols-[2fr_repeat(4,1fr)] md:items-end">
      <FilterSearch
        id="evaluation-search"
        placeholder="Employee, HRIS ID, title, department or manager"
        value={search}
        onChange={setSearch}
      />
      <FilterSelect
        id="evaluation-cycle"
        label="Review cycle"
        value={filters.cycle === null ? "active" : String(filters.cycle)}
        options={cycleOptions}
        onChange={(v) => onChange({ ...filters, cycle: v === "active" ? null : Number(v) })}
      />
      <FilterSelect
        id="evaluation-status"
        label="Status"
        value={filters.status}
        options={[
          { value: "all", label: "All Statuses" },
          ...COMPLETION_STATUSES.map((s) => ({ value: s, label: s })),
        ]}
        onChange={(v) => onChange({ ...filters, status: v as EvaluationFilters["status"] })}
      />
      <FilterSelect
        id="evaluation-manager"
        label="Manager"
        value={filters.manager ?? "all"}
        options={managers}
        onChange={(v) => onChange({ ...filters, manager: v === "all" ? null : v })}
      />
      <FilterSelect
        id="evaluation-department"
        label="Department"
        value={filters.department ?? "all"}
        options={departments}
        onChange={(v) => onChange({ ...filters, department: v === "all" ? null : v })}
      />
    </div>
  );
}
