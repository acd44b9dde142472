import { PenLine } from "lucide-react";
import { TaskCard } from "@/components/shell/task-card";
import { formatDue } from "@/lib/shared/cycle-dates";
import type { SelfReviewTask } from "@/lib/shared/schemas/self-review";

const STATE = {
  notStarted: { says: "Not started", action: "Write my self-review" },
  draft: { says: "In progress", action: "Continue my self-review" },
  submitted: { says: "Submitted", action: "Read my self-review" },
} as const;

/**
 * "My self-review" on the home (issue 34 §1), for everyone (a manager is reviewed too): the shown
 * cycle, the due date in its time zone, where it stands. A server-rendered task card: no script.
 */
export function MySelfReviewHomeCard({ review }: { review: SelfReviewTask }) {
  const state = STATE[review.state];
  const when =
    review.open || review.state === "submitted" ? formatDue(review.dueAt, review.timeZone) : "closed";
  return (
    <TaskCard
      title="My self-review"
      description={`${review.cycleName} · ${when} · ${state.says}`}
      href="/my-self-review"
      action={state.action}
      icon={PenLine}
    />
  );
}
