"use client";
import { FilterX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES, FEEDBACK_TYPES } from "@/lib/shared/feedback-labels";
import {
  FEEDBACK_DATE_RANGES,
  NO_FEEDBACK_FILTERS,
  hasActiveFeedbackFilters,
  type FeedbackFilters,
} from "@/lib/shared/schemas/feedback";
import { FilterSearch, FilterSelect, type FilterOption } from "@/components/shell/filter-fields";

type Props = { filters: FeedbackFilters; onChange: (filters: FeedbackFilters) => void };

const asOptions = (all: string, values: readonly string[]): FilterOption[] => [
  { value: "all", label: all },
  ...values.map((v) => ({ value: v, label: v })),
];

export function FeedbackFiltersBar({ filters, onChange }: Props) {
  const set = <K extends keyof FeedbackFilters>(key: K, value: FeedbackFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <div className="grid gap-3 rounded-lg border bg-background p-4 md:grid-cols-[2fr_repeat(4,1fr)_auto] md:items-end">
      <FilterSearch
        id="feedback-search"
        placeholder="Title, description, user or HRIS ID"
        value={filters.search}
        onChange={(v) => set("search", v)}
      />
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
        softDisabled={!hasActiveFeedbackFilters(filters)}
      >
        <FilterX aria-hidden />
        Clear Filters
      </Button>
    </div>
  );
}
