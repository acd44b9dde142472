import Link from "next/link";
import { Card } from "@/components/ui/card";
import {
  CombinedScoreCard,
  EvaluationBadge,
  EvaluationProgress,
  ScoreLine,
} from "@/components/team/evaluation-summary";
import { CareerPathsEntry } from "@/components/team/career-paths-entry";
import type { TeamRow } from "@/components/team/team-rows";

/** One employee on the home views; the card opens the profile, its button the career paths. */
export function EmployeeCard({ row }: { row: TeamRow }) {
  return (
    <Card className="gap-0 py-0 transition-shadow hover:shadow-md" data-testid="employee-card">
      <Link
        href={`/employee/${row.id}`}
        className="flex flex-col gap-3 rounded-xl p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{row.name}</span>
            <EvaluationBadge status={row.status} />
          </div>
          <p className="truncate text-sm text-muted-foreground">
            {row.title ?? "No title"} · {row.department ?? "No department assigned"}
          </p>
          <EvaluationProgress status={row.status} name={row.name} />
          <ScoreLine status={row.status} />
        </div>
        <CombinedScoreCard status={row.status} />
      </Link>
      {/* Beside the link, not in it: a button inside a link is neither valid nor reachable. */}
      <div className="px-4 pb-4">
        <CareerPathsEntry employee={row} />
      </div>
    </Card>
  );
}
