"use client";
import { useId } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { ALL_DEPARTMENTS, type RowFilter } from "@/components/team/team-rows";

type Props = {
  value: RowFilter;
  onChange: (next: RowFilter) => void;
  departments?: string[];
  placeholder?: string;
};

/** Search box (name, title, department) and, when departments are given, the department filter. */
export function SearchAndFilter({
  value,
  onChange,
  departments,
  placeholder = "Search by name, title or department...",
}: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <label htmlFor={`${id}-search`} className="sr-only">
          Search employees
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          className="pl-8"
          placeholder={placeholder}
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
        />
      </div>
      {departments && (
        <NativeSelect
          className="w-full sm:w-56"
          aria-label="Filter by department"
          value={value.department}
          onChange={(e) => onChange({ ...value, department: e.target.value })}
        >
          <NativeSelectOption value={ALL_DEPARTMENTS}>All Departments</NativeSelectOption>
          {departments.map((d) => (
            <NativeSelectOption key={d} value={d}>
              {d}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      )}
    </div>
  );
}
