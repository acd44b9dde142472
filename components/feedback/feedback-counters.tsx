import { Card, CardContent } from "@/components/ui/card";
import type { FeedbackCounts } from "@/lib/shared/schemas/feedback";

const COUNTERS: { key: keyof FeedbackCounts; label: string; className: string }[] = [
  { key: "total", label: "Total Feedback", className: "text-foreground" },
  { key: "open", label: "Open Issues", className: "text-destructive" },
  { key: "inProgress", label: "In Progress", className: "text-yellow-700" },
  { key: "resolved", label: "Resolved", className: "text-success" },
];

export function FeedbackCounters({ counts }: { counts: FeedbackCounts }) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {COUNTERS.map(({ key, label, className }) => (
        <Card key={key} role="group" aria-label={label} className="py-4">
          <CardContent className="px-4">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className={`text-2xl font-bold ${className}`} data-testid={`feedback-count-${key}`}>
              {counts[key]}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
