"use client";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadingBars } from "@/components/ui/loading-bars";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/shell/load-error";
import { CycleStatusBadge } from "@/components/review-cycles/cycle-status-badge";
import { reviewCyclesQuery } from "@/components/review-cycles/review-cycle-queries";
import type { CycleSummary } from "@/components/review-cycles/cycle-types";
import { formatPeriod } from "@/lib/shared/cycle-dates";
import { messageOf } from "@/lib/client/api";

/** /hr/review-cycles: every cycle, newest first as the server sends them, and "New cycle". */
export function CycleList() {
  const list = useQuery(reviewCyclesQuery());
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">Review Cycles</h2>
          <p className="text-sm text-muted-foreground">
            Each review runs in a cycle: draft it, check who takes part, launch it, and close it when it is
            done.
          </p>
        </div>
        <Button asChild>
          <Link href="/hr/review-cycles/new">
            <Plus aria-hidden />
            New cycle
          </Link>
        </Button>
      </div>
      {list.error ? (
        <LoadError
          title="Failed to load review cycles"
          message={messageOf(list.error, "Please try again.")}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : !list.data ? (
        <LoadingBars label="Loading review cycles" bars={Array(3).fill("h-10 w-full")} />
      ) : list.data.cycles.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-background p-10 text-center text-muted-foreground">
          No review cycles yet. Create the first one with New cycle.
        </p>
      ) : (
        <CycleTable cycles={list.data.cycles} />
      )}
    </div>
  );
}

function CycleTable({ cycles }: { cycles: CycleSummary[] }) {
  return (
    <div className="rounded-lg border bg-background">
      <Table aria-label="Review cycles">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Dates</TableHead>
            <TableHead className="text-right">Participants</TableHead>
            <TableHead className="text-right">Completion</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {cycles.map((c) => (
            <TableRow key={c.id}>
              <TableCell className="font-medium">
                <Link href={`/hr/review-cycles/${c.id}`} className="underline-offset-4 hover:underline">
                  {c.name}
                </Link>
              </TableCell>
              <TableCell>
                <CycleStatusBadge status={c.status} />
              </TableCell>
              <TableCell>{formatPeriod(c.periodStart, c.periodEnd) || "-"}</TableCell>
              <TableCell className="text-right tabular-nums">{c.completion.participants}</TableCell>
              <TableCell className="text-right tabular-nums">{completionText(c)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** "12 of 40 reviews (30%)", or the dash while no review is expected. */
export function completionText({ completion: { submitted, expected } }: Pick<CycleSummary, "completion">) {
  if (!expected) return "-";
  return `${submitted} of ${expected} reviews (${Math.round((submitted / expected) * 100)}%)`;
}
