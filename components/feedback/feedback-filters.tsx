"use client";
import { FilterX, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES, FEEDBACK_TYPES } from "@/lib/shared/feedback-labels";
import {
  FEEDBACK_DATE_RANGES,
  NO_FEEDBACK_FILTERS,
  hasActiveFeedbackFilters,
  type FeedbackFilters,
} from "@/lib/shared/schemas/feedback";

type Props = { filters: FeedbackFilters; onChange: (filters: FeedbackFilters) => void };
type Option = { value: string; label: string };

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (v: string) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

const asOptions = (all: string, values: readonly string[]): Option[] => [
  { value: "all", label: all },
  ...values.map((v) => ({ value: v, label: v })),
];

export function FeedbackFiltersBar({ filters, onChange }: Props) {
  const set = <K extends keyof FeedbackFilters>(key: K, value: FeedbackFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <div className="grid gap-3 rounded-lg border bg-background p-4 md:grid-cols-[2fr_repeat(4,1fr)_auto] md:items-end">
      <div className="space-y-1">
        <Label htmlFor="feedback-search" className="text-xs text-muted-foreground">
          Search
        </Label>
        <div className="relative">
          <Search
            className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="feedback-search"
            type="search"
            className="pl-8"
            placeholder="Title, description, user or HRIS ID"
            maxLength={100}
            value={filters.search}
            onChange={(e) => set("search", e.target.value)}
          />
        </div>
      </div>
      <FilterSelect
        id="feedback-filter-status"
        label="Status"
        value={filters.status}
        options={asOptions("All Statuses", FEEDBACK_STATUSES)}
        onChange={(v) => set("status", v as FeedbackFilters["status"])}
      />
      <FilterSelect
        id="feedback-filter-priority"
        label="Priority"
        value={filters.priority}
        options={asOptions("All Priorities", FEEDBACK_PRIORITIES)}
        onChange={(v) => set("priority", v as FeedbackFilters["priority"])}
      />
      <FilterSelect
        id="feedback-filter-type"
        label="Type"
        value={filters.type}
        options={asOptions("All Types", FEEDBACK_TYPES)}
        onChange={(v) => set("type", v as FeedbackFilters["type"])}
      />
      <FilterSelect
        id="feedback-filter-date"
        label="Date Range"
        value={filters.dateRange}
        options={FEEDBACK_DATE_RANGES.map(({ value, label }) => ({ value, label }))}
        onChange={(v) => set("dateRange", v as FeedbackFilters["dateRange"])}
      />
      <Button
        type="button"
        variant="outline"
        onClick={() => onChange(NO_FEEDBACK_FILTERS)}
        disabled={!hasActiveFeedbackFilters(filters)}
      >
        <FilterX aria-hidden />
        Clear Filters
      </Button>
    </div>
  );
}
