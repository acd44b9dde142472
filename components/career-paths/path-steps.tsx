import { ChevronRight } from "lucide-react";
import type { TitleRef } from "@/lib/shared/career-paths/types";

/** A path's titles in order, the employee's current one marked. */
export function PathSteps({
  titles,
  currentTitleId,
}: {
  titles: TitleRef[];
  currentTitleId?: number | null;
}) {
  return (
    <ol className="flex flex-wrap items-center gap-1 text-sm">
      {titles.map((t, i) => {
        const isCurrent = t.titleId === currentTitleId;
        return (
          <li key={`${t.titleId}-${i}`} className="flex items-center gap-1">
            {i > 0 && <ChevronRight className="size-3 text-muted-foreground" aria-hidden />}
            <span
              aria-current={isCurrent ? "step" : undefined}
              className={isCurrent ? "rounded bg-primary/10 px-1.5 font-semibold text-primary" : ""}
            >
              {t.titleName}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
