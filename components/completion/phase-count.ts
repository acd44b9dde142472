import type { PhaseCount } from "@/lib/shared/schemas/cycle-completion";
import type { AcknowledgementCounts } from "@/lib/shared/schemas/review-share";

/** "2 of 7 done, 3 overdue" (or "none" when nobody is counted). */
export function formatCount(count: PhaseCount | undefined): string {
  if (!count || count.total === 0) return "none";
  return `${count.done} of ${count.total} done, ${count.overdue} overdue`;
}

/** The acknowledgement of the shared reviews (issue 34 §8): "Acknowledged 3 · Not yet 2 · Not shared 5". */
export function formatAcknowledgement(count: AcknowledgementCounts | undefined): string {
  if (!count) return "none";
  return `Acknowledged ${count.acknowledged} · Not yet ${count.notYet} · Not shared ${count.notShared}`;
}
