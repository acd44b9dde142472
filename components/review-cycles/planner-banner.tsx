"use client";
import { useQuery } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { reminderStatusQuery } from "@/components/review-cycles/review-cycle-queries";
import { plannerFreshness } from "@/lib/shared/planner-freshness";
import { cn } from "@/lib/utils";

/**
 * "Reminder planner last ran 3 min ago" on HR's review-cycle screens, amber after 2 hours (issue
 * 33 §6), from the planner-runs table through GET /api/hr/reminders/status. Says nothing while it
 * loads or when the status cannot be read: the screens below do not depend on it.
 */
export function PlannerBanner() {
  const status = useQuery(reminderStatusQuery());
  if (!status.data) return null;
  // As of the answer: the screen's data is as old as this read.
  const { text, stale } = plannerFreshness(
    status.data.lastRun?.startedAt ?? null,
    new Date(status.dataUpdatedAt),
  );
  return (
    <p
      role="status"
      data-stale={stale}
      className={cn(
        "flex w-fit items-center gap-2 rounded-md border px-3 py-1.5 text-sm",
        stale ? "border-warning bg-warning text-warning-foreground" : "text-muted-foreground",
      )}
    >
      <Clock aria-hidden className="size-4" />
      {text}
    </p>
  );
}
