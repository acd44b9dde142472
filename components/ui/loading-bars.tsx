import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/**
 * A list or panel that is still loading, drawn as grey bars (one class list per bar). It is a
 * status region named by `label`, so a screen reader announces what is loading: a plain div may
 * not carry an aria-label (axe: aria-prohibited-attr).
 */
export function LoadingBars({
  label,
  bars,
  className,
}: {
  label: string;
  bars: string[];
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cn("space-y-2", className)}>
      {bars.map((bar, i) => (
        <Skeleton key={i} className={bar} />
      ))}
    </div>
  );
}
