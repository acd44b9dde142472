import { FileText } from "lucide-react";
import { TaskCard } from "@/components/shell/task-card";

/** The home's way to "My review" (issue 34 §7), for everyone: a manager is reviewed too. */
export function MyReviewHomeCard() {
  return (
    <TaskCard
      title="My review"
      description="Read the review your manager shared with you, and acknowledge it."
      href="/my-review"
      action="Open my review"
      icon={FileText}
    />
  );
}
