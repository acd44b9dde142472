"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/components/shell/load-error";
import { PaginationBar } from "@/components/shell/pagination-bar";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { messageOf } from "@/lib/client/api";
import { RATER_FLAG_MEAN, RATER_FLAG_MIN_REVIEWS, type RaterFlag } from "@/lib/shared/review-gap";
import type { ReviewGapsQuery } from "@/lib/shared/schemas/review-gap";
import { reviewGapsQuery } from "./review-gaps-queries";

// /hr/review-gaps (issue 34 §6): the mean signed gap (self − manager) by department or by manager,
// lenient and severe raters flagged (ADR 0086).

type GroupBy = ReviewGapsQuery["groupBy"];

const FLAG_LABEL: Record<NonNullable<RaterFlag>, string> = {
  lenient: "Lenient rater",
  severe: "Severe rater",
};
const signed = (n: number) => (n > 0 ? `+${n.toFixed(2)}` : n.toFixed(2));

export function ReviewGaps() {
  const [groupBy, setGroupBy] = useState<GroupBy>("department");
  const [page, setPage] = useState(1);
  const gaps = useQuery(reviewGapsQuery(groupBy, page));
  const answer = gaps.data;
  const totalPages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold">Review Gaps</h2>
        <p className="text-sm text-muted-foreground">
          The mean difference between employees&apos; submitted self-reviews and their managers&apos;
          submitted values reviews, per subcomponent both scored (self − manager)
          {answer?.cycleName ? `, in ${answer.cycleName}` : ""}. A manager is flagged with at least{" "}
          {RATER_FLAG_MIN_REVIEWS} reviews and a mean of {RATER_FLAG_MEAN} or more either way: employees above
          their manager&apos;s scores mark a severe rater, below them a lenient one.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="review-gaps-group-by">Group by</Label>
        <NativeSelect
          id="review-gaps-group-by"
          value={groupBy}
          onChange={(e) => {
            setGroupBy(e.target.value as GroupBy);
            setPage(1);
          }}
        >
          <NativeSelectOption value="department">Department</NativeSelectOption>
          <NativeSelectOption value="manager">Manager</NativeSelectOption>
        </NativeSelect>
      </div>
      {gaps.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <p className="text-sm text-muted-foreground">Loading review gaps...</p>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : gaps.isError ? (
        <LoadError
          title="Failed to load review gaps"
          message={messageOf(gaps.error, "Please try again.")}
          onRetry={() => void gaps.refetch()}
        />
      ) : answer!.groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {answer!.cycleName
            ? "No employee has both a submitted self-review and a submitted values review yet."
            : "There is no review cycle yet."}
        </p>
      ) : (
        <>
          <Table
            aria-label={groupBy === "department" ? "Review gaps by department" : "Review gaps by manager"}
          >
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{groupBy === "department" ? "Department" : "Manager"}</TableHead>
                <TableHead scope="col" className="text-right" aria-sort="descending">
                  Mean gap
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Reviews
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Items
                </TableHead>
                {groupBy === "manager" && <TableHead scope="col">Flag</TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {answer!.groups.map((g) => (
                <TableRow key={g.key}>
                  <TableCell className="whitespace-normal">{g.label}</TableCell>
                  <TableCell className="text-right tabular-nums">{signed(g.meanGap)}</TableCell>
                  <TableCell className="text-right tabular-nums">{g.reviews}</TableCell>
                  <TableCell className="text-right tabular-nums">{g.items}</TableCell>
                  {groupBy === "manager" && (
                    <TableCell>
                      {g.flag ? <Badge variant="outline">{FLAG_LABEL[g.flag]}</Badge> : null}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {totalPages > 1 && (
            <PaginationBar
              page={page}
              totalPages={totalPages}
              onPage={setPage}
              disabled={gaps.isPlaceholderData}
            />
          )}
        </>
      )}
    </div>
  );
}
