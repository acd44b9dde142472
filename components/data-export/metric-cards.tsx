import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { EvaluationMetrics } from "@/lib/shared/schemas/data-export";

const CARDS: { key: keyof EvaluationMetrics; label: string; className: string }[] = [
  { key: "totalCount", label: "Total Evaluations", className: "text-foreground" },
  { key: "completeCount", label: "Complete", className: "text-success" },
  { key: "partialCount", label: "Partial", className: "text-yellow-700" },
  { key: "pendingCount", label: "Pending", className: "text-muted-foreground" },
];

/** The four metric cards of the Data Export (spec 1 §2); undefined metrics show placeholders. */
export function MetricCards({ metrics }: { metrics?: EvaluationMetrics }) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {CARDS.map(({ key, label, className }) => (
        <Card key={key} role="group" aria-label={label} className="py-4">
          <CardContent className="px-4">
            <p className="text-sm text-muted-foreground">{label}</p>
            {metrics ? (
              <p className={`text-2xl font-bold tabular-nums ${className}`}>
                {metrics[key].toLocaleString("en-US")}
              </p>
            ) : (
              <Skeleton className="mt-1 h-8 w-16" />
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
