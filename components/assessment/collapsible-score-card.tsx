"use client";
import { useId } from "react";
import { ChevronDown } from "lucide-react";
import { formatScore } from "@/lib/shared/scores";
import { cn } from "@/lib/utils";

type Props = {
  name: string;
  description: string;
  open: boolean;
  onToggle: () => void;
  scored: number;
  total: number;
  average: number | null;
  /** What still blocks submitting ("2 missing"), said in the header; none before a refused submit. */
  issue?: string | null;
  children: React.ReactNode;
};

/**
 * One scored group of an assessment (a competency, a company value): a region named by the group,
 * a heading button that expands or collapses it (aria-expanded), how many of its items are scored
 * and its average to one decimal (and, after a refused submit, what is missing); the items are
 * the children.
 */
export function CollapsibleScoreCard({
  name,
  description,
  open,
  onToggle,
  scored,
  total,
  average,
  issue,
  children,
}: Props) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-name`} className="rounded-xl border bg-card shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ChevronDown
            aria-hidden
            className={cn("size-4 shrink-0 transition-transform", !open && "-rotate-90")}
          />
          {/* At least 14rem for the name and description: on a phone the counts go to a line of
              their own instead of squeezing the description into a narrow column. */}
          <span className="min-w-0 flex-1 basis-56">
            <span id={`${id}-name`} className="block font-semibold">
              {name}
            </span>
            <span className="block text-sm font-normal text-muted-foreground">{description}</span>
          </span>
          <span className="ml-auto flex items-center gap-3">
            {issue && <span className="text-sm font-medium text-destructive">{issue}</span>}
            <span className="text-sm text-muted-foreground">
              {scored} of {total} scored
            </span>
            <span className="min-w-24 text-right text-sm">
              Average: <span className="font-semibold">{formatScore(average)}</span>
            </span>
          </span>
        </button>
      </h2>
      <div id={`${id}-panel`} hidden={!open} className="space-y-5 border-t px-4 py-4">
        {children}
      </div>
    </section>
  );
}
