import * as React from "react";
import { cn } from "@/lib/utils";

// shadcn/ui's Progress with the markup of Radix Progress written out (role, aria values, data-state)
// instead of imported: it sits on the manager home's first paint, where Radix's copy cost 2 KB of
// gzipped script for a div with ARIA attributes (docs/decisions/0062). Out of 100; a null value
// is indeterminate (no aria-valuenow), as in Radix, and shown as a sliding segment.
type ProgressProps = Omit<React.ComponentProps<"div">, "children"> & { value?: number | null };

function Progress({ className, value = null, ...props }: ProgressProps) {
  const known = typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 100;
  const state = !known ? "indeterminate" : value === 100 ? "complete" : "loading";
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={known ? `${Math.round(value)}%` : undefined}
      data-slot="progress"
      data-state={state}
      data-value={known ? value : undefined}
      data-max={100}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      {...props}
    >
      {/* Indeterminate: a segment that slides across (an empty track read as "nothing yet"). */}
      <div
        data-slot="progress-indicator"
        data-state={state}
        className={cn(
          "h-full flex-1 bg-primary",
          known ? "w-full transition-all" : "w-1/3 animate-progress-indeterminate",
        )}
        style={known ? { transform: `translateX(-${100 - value}%)` } : undefined}
      />
    </div>
  );
}

export { Progress };
