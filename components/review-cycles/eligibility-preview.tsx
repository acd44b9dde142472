"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingBars } from "@/components/ui/loading-bars";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/shell/load-error";
import { PaginationBar } from "@/components/shell/pagination-bar";
import { ActionDialog } from "@/components/review-cycles/action-dialog";
import { useCycleWrite } from "@/components/review-cycles/use-cycle-write";
import { cycleUrl, cyclePageQuery } from "@/components/review-cycles/review-cycle-queries";
import type { EligibilityAnswer, EligibilityRow } from "@/components/review-cycles/cycle-types";
import { messageOf } from "@/lib/client/api";

/**
 * Who the draft would take in and who not, with the reason, paged on the server; a blocking
 * problem is fixed in the org or excused here with a reason. `onBlocking` tells the page how many
 * remain, which decides whether Launch can be used.
 */
export function EligibilityPreview({ cycleId }: { cycleId: number }) {
  const [page, setPage] = useState(1);
  const preview = useQuery(cyclePageQuery<EligibilityAnswer>(cycleId, "eligibility", page));
  const data = preview.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3>Eligibility preview</h3>
        </CardTitle>
        <CardDescription>
          {data
            ? `${data.counts.in} in, ${data.counts.out} out, ${data.counts.blocking} blocking ${
                data.counts.blocking === 1 ? "problem" : "problems"
              }.`
            : "Who this cycle would include if it were launched now."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {preview.error ? (
          <LoadError
            title="Failed to load the eligibility preview"
            message={messageOf(preview.error, "Please try again.")}
            onRetry={() => void preview.refetch()}
            isRetrying={preview.isFetching}
          />
        ) : !data ? (
          <LoadingBars label="Loading the eligibility preview" bars={Array(3).fill("h-8 w-full")} />
        ) : data.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody matches this cycle&apos;s rules.</p>
        ) : (
          <>
            <Table aria-label="Eligibility preview">
              <TableHeader>
                <TableRow>
                  <TableHead>Employee</TableHead>
                  <TableHead>Department</TableHead>
                  <TableHead>Manager</TableHead>
                  <TableHead>In the cycle</TableHead>
                  <TableHead>Reason</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.hrisId}>
                    <TableCell>
                      {row.name} <span className="text-muted-foreground">({row.hrisId})</span>
                    </TableCell>
                    <TableCell>{row.department ?? "-"}</TableCell>
                    <TableCell>{row.manager?.name ?? "-"}</TableCell>
                    <TableCell>
                      <InBadge row={row} />
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap items-center gap-2">
                        <span>{row.label}</span>
                        {row.status === "blocking" && <ExcuseButton cycleId={cycleId} row={row} />}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PaginationBar
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={setPage}
              disabled={preview.isPlaceholderData}
              label="Eligibility preview pages"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function InBadge({ row }: { row: EligibilityRow }) {
  if (row.status === "blocking") return <Badge variant="destructive">Blocking</Badge>;
  if (row.reason === "excused") return <Badge variant="warning">Excused</Badge>;
  return row.status === "in" ? <Badge variant="success">In</Badge> : <Badge variant="secondary">Out</Badge>;
}

function ExcuseButton({ cycleId, row }: { cycleId: number; row: EligibilityRow }) {
  const write = useCycleWrite();
  return (
    <ActionDialog
      trigger={
        <Button size="sm" variant="outline">
          Excuse<span className="sr-only"> {row.name}</span>
        </Button>
      }
      title={`Excuse ${row.name}`}
      description={`${row.label}. Excusing it lets the cycle launch; the reason is kept in the audit trail.`}
      confirmLabel="Excuse"
      reasonLabel="Reason"
      onConfirm={async (reason) => {
        await write.mutateAsync({
          method: "POST",
          url: cycleUrl(cycleId, "/excusals"),
          body: { hrisId: row.hrisId, reason },
        });
      }}
    />
  );
}
