"use client";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { sortGapItems, type GapSort } from "@/lib/shared/review-gap";
import type { ReviewGapDto } from "@/lib/shared/schemas/review-gap";
import { cn } from "@/lib/utils";

// The per-item gap (issue 34 §6): self, manager and the difference for each value subcomponent both
// rated, a difference of the cycle's threshold or more highlighted, sortable by gap. Shared by the
// manager's values review and the employee's shared review; the caller words the summary.

const SORTS: { value: GapSort; label: string }[] = [
  { value: "catalogue", label: "Value order" },
  { value: "largest", label: "Largest gap first" },
  { value: "selfHigher", label: "Self rated higher first" },
  { value: "managerHigher", label: "Manager rated higher first" },
];

const signed = (gap: number) => (gap > 0 ? `+${gap}` : String(gap));

export function ReviewGapTable({
  gap,
  summary,
  idPrefix,
}: {
  gap: ReviewGapDto;
  summary: string;
  idPrefix: string;
}) {
  const [sort, setSort] = useState<GapSort>("catalogue");
  if (gap.items.length === 0)
    return (
      <p className="text-sm text-muted-foreground">No subcomponent has been scored on both sides yet.</p>
    );
  const items = sortGapItems(gap.items, sort);
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium">{summary}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`${idPrefix}-sort`}>Sort by</Label>
        <NativeSelect
          id={`${idPrefix}-sort`}
          value={sort}
          onChange={(e) => setSort(e.target.value as GapSort)}
        >
          {SORTS.map((s) => (
            <NativeSelectOption key={s.value} value={s.value}>
              {s.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <Table aria-label="Self-review and manager scores per subcomponent">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Value</TableHead>
            <TableHead scope="col">Subcomponent</TableHead>
            <TableHead scope="col" className="text-right">
              Self
            </TableHead>
            <TableHead scope="col" className="text-right">
              Manager
            </TableHead>
            <TableHead
              scope="col"
              className="text-right"
              aria-sort={sort === "catalogue" ? undefined : "descending"}
            >
              Difference
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow
              key={`${item.valueId}-${item.position}`}
              className={cn(item.highlighted && "bg-amber-50 dark:bg-amber-950/40")}
            >
              <TableCell className="whitespace-normal">{item.valueName}</TableCell>
              <TableCell className="whitespace-normal">{item.subcomponentName}</TableCell>
              <TableCell className="text-right tabular-nums">{item.self}</TableCell>
              <TableCell className="text-right tabular-nums">{item.manager}</TableCell>
              <TableCell className="text-right tabular-nums">
                <span className={cn(item.highlighted && "font-semibold")}>{signed(item.gap)}</span>
                {item.highlighted && (
                  <Badge variant="outline" className="ml-2">
                    Gap of {gap.threshold} or more
                  </Badge>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
