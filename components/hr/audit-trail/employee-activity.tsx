"use client";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingBars } from "@/components/ui/loading-bars";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/shell/load-error";
import { formatDateTime } from "@/lib/shared/format-date";
import { isNotFound, messageOf } from "@/lib/client/api";
import type { AuditTrailEntryDto } from "@/lib/shared/schemas/audit-trail";
import { AuditChangeList } from "./audit-change-list";
import { auditTrailKey, auditTrailQuery } from "./audit-trail-queries";

const ACTOR_KINDS: Record<string, string> = {
  hr: "HR",
  manager: "Manager",
  guest: "Guest",
  system: "System",
};

/** /hr/employee/{hrisId}: who did what for this employee, and when, newest first (ADR 0050). */
export function EmployeeActivity({ hrisId }: { hrisId: string }) {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const trail = useQuery(auditTrailQuery(hrisId, page));
  const answer = trail.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: auditTrailKey(hrisId) });
  // No such employee: the career paths above already say "Employee not found.", and no retry of
  // this card could ever succeed.
  if (isNotFound(trail.error)) return null;

  return (
    <section aria-labelledby="activity-heading">
      <Card>
        <CardHeader>
          <CardTitle>
            <h3 id="activity-heading" className="text-lg">
              Activity
            </h3>
          </CardTitle>
          <CardDescription>
            Who signed in, saved an evaluation, changed a career path or saw, downloaded, regenerated or
            emailed this employee&apos;s password. Newest first.
          </CardDescription>
          <CardAction>
            <Button variant="outline" size="sm" onClick={refresh} disabled={trail.isFetching}>
              <RefreshCw aria-hidden className={trail.isFetching ? "animate-spin" : undefined} />
              Refresh
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent className="space-y-3">
          {trail.error ? (
            <LoadError
              title="Failed to load activity"
              message={messageOf(trail.error, "Please try again.")}
              onRetry={() => void trail.refetch()}
            />
          ) : !answer ? (
            <LoadingBars label="Loading activity" bars={Array(3).fill("h-8 w-full")} />
          ) : answer.entries.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              {page === 1 ? "No activity recorded for this employee yet." : "No older activity."}
            </p>
          ) : (
            <ActivityTable entries={answer.entries} />
          )}
          {answer && (page > 1 || answer.hasMore) && (
            <nav aria-label="Activity pages" className="flex items-center justify-between gap-3">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage(page - 1)}
                disabled={page <= 1 || trail.isFetching}
              >
                <ChevronLeft aria-hidden />
                Newer
              </Button>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Page {page}
              </p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage(page + 1)}
                disabled={!answer.hasMore || trail.isFetching}
              >
                Older
                <ChevronRight aria-hidden />
              </Button>
            </nav>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * A table from md up; below that each event is a block of its own lines (when, who, what), since
 * three columns at 360 px pushed "What" off-screen and squeezed it to a word a line.
 */
const STACKED_ROW = "max-md:flex max-md:flex-col max-md:gap-1 max-md:py-2";
const STACKED_CELL = "max-md:block max-md:p-0 max-md:px-2";

function ActivityTable({ entries }: { entries: AuditTrailEntryDto[] }) {
  return (
    <Table className="max-md:block">
      <TableHeader className="max-md:sr-only">
        <TableRow>
          <TableHead className="w-44">When</TableHead>
          <TableHead className="w-48">Who</TableHead>
          <TableHead>What</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-md:block">
        {entries.map((e) => (
          <TableRow key={e.id} className={`align-top ${STACKED_ROW}`}>
            <TableCell
              className={`whitespace-nowrap max-md:text-xs max-md:text-muted-foreground ${STACKED_CELL}`}
            >
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </TableCell>
            <TableCell className={`whitespace-normal wrap-anywhere ${STACKED_CELL}`}>
              <span className="font-medium">{e.actorName}</span>
              <span className="block text-xs text-muted-foreground">
                {ACTOR_KINDS[e.actorKind] ?? e.actorKind}
                {e.ipAddress ? ` · ${e.ipAddress}` : ""}
              </span>
            </TableCell>
            <TableCell className={`whitespace-normal wrap-anywhere ${STACKED_CELL}`}>
              {e.what}
              {e.employeeCount > 1 && (
                <span className="text-muted-foreground">
                  {" "}
                  (covered {e.employeeCount.toLocaleString("en-US")} employees)
                </span>
              )}
              {typeof e.facts.feedbackId === "number" && (
                <span className="text-muted-foreground"> #{e.facts.feedbackId}</span>
              )}
              {typeof e.facts.path === "string" && (
                <span className="text-muted-foreground">: {e.facts.path}</span>
              )}
              <AuditChangeList changes={e.changes} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
