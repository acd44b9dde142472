import type { PhaseCount } from "@/lib/shared/schemas/cycle-completion";

/** "2 of 7 done, 3 overdue" (or "none" when nobody is counted). */
export function formatCount(count: PhaseCount | undefined): string {
  if (!count || count.total === 0) return "none";
  return `${count.done} of ${count.total} done, ${count.overdue} overdue`;
}
