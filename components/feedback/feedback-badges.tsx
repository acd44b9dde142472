import { Badge } from "@/components/ui/badge";
import {
  PRIORITY_BADGE_VARIANT,
  PRIORITY_LABELS,
  STATUS_BADGE_VARIANT,
  type FeedbackPriority,
  type FeedbackStatus,
} from "@/lib/shared/feedback-labels";

export function StatusBadge({ status }: { status: FeedbackStatus }) {
  return <Badge variant={STATUS_BADGE_VARIANT[status]}>{status}</Badge>;
}

export function PriorityBadge({ priority }: { priority: FeedbackPriority }) {
  return (
    <Badge variant={PRIORITY_BADGE_VARIANT[priority]} title={PRIORITY_LABELS[priority]}>
      {priority} priority
    </Badge>
  );
}
