"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingBars } from "@/components/ui/loading-bars";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/shell/load-error";
import { CycleStatusBadge } from "@/components/review-cycles/cycle-status-badge";
import { messageOf } from "@/lib/client/api";
import { employeeCyclesQuery } from "@/components/review-cycles/review-cycle-queries";
import { formatPeriodDay } from "@/lib/shared/cycle-dates";
import { formatScore } from "@/lib/shared/scores";
import type { CompareColumn, CycleScores } from "@/lib/shared/schemas/cycle-history";

const SCORE_ROWS: { key: keyof CycleScores; label: string }[] = [
  { key: "combined", label: "Combined score (out of 10)" },
  { key: "behavioral", label: "Behavioral" },
  { key: "values", label: "Values" },
  { key: "performance", label: "Performance" },
];

/** The profile's review cycles: every cycle the person was in, and Compare for the last three. */
export function EmployeeCycles({ employeeId }: { employeeId: number }) {
  const history = useQuery(employeeCyclesQuery(employeeId));
  const [comparing, setComparing] = useState(false);
  const data = history.data;
  const name = data?.employee.name ?? "this employee";
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <h2 className="text-lg">Review cycles</h2>
        </CardTitle>
        {data && data.compare.length > 1 && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={comparing}
            aria-controls="cycle-compare"
            onClick={() => setComparing(!comparing)}
          >
            {comparing ? "Hide comparison" : "Compare"}
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {history.error ? (
          <LoadError
            title="Failed to load review cycles"
            message={messageOf(history.error, "Please try again.")}
            onRetry={() => void history.refetch()}
            isRetrying={history.isFetching}
          />
        ) : !data ? (
          <LoadingBars label="Loading review cycles" bars={["h-8 w-full", "h-8 w-full"]} />
        ) : data.cycles.length === 0 ? (
          <p className="text-sm text-muted-foreground">{name} has not been in a review cycle yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-3" aria-label={`Review cycles of ${name}`}>
            {data.cycles.map((c) => (
              <li key={c.id} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
                <span className="font-medium">{c.name}</span>
                <CycleStatusBadge status={c.status} />
                <span className="text-muted-foreground">{formatPeriodDay(c.startedAt)}</span>
                {c.participantStatus === "Left" && <span className="text-muted-foreground">(left)</span>}
              </li>
            ))}
          </ul>
        )}
        {comparing && data && <CompareTable id="cycle-compare" columns={data.compare} name={name} />}
      </CardContent>
    </Card>
  );
}

function CompareTable({ id, columns, name }: { id: string; columns: CompareColumn[]; name: string }) {
  return (
    <div id={id}>
      <Table aria-label={`${name}'s scores in the last ${columns.length} cycles`}>
        <TableHeader>
          <TableRow>
            <TableHead>Score</TableHead>
            {columns.map((c) => (
              <TableHead key={c.id} scope="col" className="text-right">
                {c.name}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {SCORE_ROWS.map((row) => (
            <TableRow key={row.key}>
              <TableHead scope="row" className="font-medium">
                {row.label}
              </TableHead>
              {columns.map((c) => (
                <TableCell key={c.id} className="text-right tabular-nums">
                  {c.scores ? formatScore(c.scores[row.key]) : "different scale"}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
