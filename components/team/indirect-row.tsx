import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { behavioralAction, scorecardHref } from "@/lib/shared/behavioral/behavioral-kind";
import { CareerPathsEntry } from "@/components/team/career-paths-entry";
import { initialsOf, type TeamRow } from "@/components/team/team-rows";
import { formatScore } from "@/lib/shared/scores";

/** One indirect report (spec 2 §2): avatar, name, email, title, department, score, level, action. */
export function IndirectRow({ row }: { row: TeamRow }) {
  const action = behavioralAction(row.status);
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center"
      data-testid="indirect-row"
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
      >
        {initialsOf(row.name)}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link href={`/employee/${row.id}`} className="font-medium hover:underline">
            {row.name}
          </Link>
          {row.status?.isDraft && <Badge variant="warning">Incomplete</Badge>}
          {row.reportingLevel > 1 && <Badge variant="outline">Level {row.reportingLevel}</Badge>}
        </div>
        <p className="truncate text-sm text-muted-foreground">{row.email ?? "No email available"}</p>
        <p className="truncate text-sm text-muted-foreground">
          {row.title ?? "No title"} · {row.department ?? "No department assigned"}
        </p>
      </div>
      <div className="text-sm sm:text-right">
        <p className="text-muted-foreground">Total Score</p>
        {/* The behavioral evaluation's total average, out of 5 (the export's Total Score is out of 10). */}
        <p className="font-semibold">
          {formatScore(row.status?.totalAverage)}
          {row.status?.totalAverage != null && (
            <span className="text-xs font-normal text-muted-foreground">/5.0</span>
          )}
        </p>
      </div>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <div className="flex flex-wrap gap-2">
          <CareerPathsEntry employee={row} />
          <Button asChild size="sm" variant={action === "View/Edit" ? "outline" : "default"}>
            <Link href={scorecardHref(row.id, row.status)} aria-label={`${action} ${row.name}`}>
              {action}
            </Link>
          </Button>
        </div>
        {action === "Continue" && (
          <span className="text-xs text-muted-foreground">
            {row.status?.completedQuestions ?? 0} of {row.status?.totalQuestions ?? 0} questions
          </span>
        )}
      </div>
    </li>
  );
}
