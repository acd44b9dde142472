"use client";
import { useId, useMemo, useState } from "react";
import { Slider } from "@/components/ui/slider";
import { OrgTree } from "@/components/team/org-tree";
import { EmptyState } from "@/components/team/empty-state";
import { childrenByManager, type TeamRow } from "@/components/team/team-rows";
import type { TeamManager } from "@/components/team/use-team-data";

export const MIN_DEPTH = 1;
export const MAX_DEPTH = 5;

/** Organization view: a depth slider of 1 to 5 levels and the hierarchy tree (spec 2 §2, §9). */
export function OrganizationView({ rows, manager }: { rows: TeamRow[]; manager: TeamManager }) {
  const id = useId();
  const [depth, setDepth] = useState(2);
  const childrenOf = useMemo(() => childrenByManager(rows, depth), [rows, depth]);
  const visibleCount = useMemo(() => rows.filter((r) => r.reportingLevel <= depth).length, [rows, depth]);

  return (
    <div className="space-y-4">
      <div className="max-w-sm space-y-2">
        <label id={`${id}-label`} className="text-sm font-medium">
          Organization depth: {depth} {depth === 1 ? "level" : "levels"}
        </label>
        <Slider
          aria-labelledby={`${id}-label`}
          aria-label="Organization depth"
          min={MIN_DEPTH}
          max={MAX_DEPTH}
          step={1}
          value={[depth]}
          onValueChange={([v]) => setDepth(v)}
        />
        <p className="text-xs text-muted-foreground">
          Showing {visibleCount} of {rows.length} people in your organization.
        </p>
      </div>
      {rows.length === 0 ? (
        <EmptyState>No employees found matching your criteria.</EmptyState>
      ) : (
        <OrgTree
          key={depth}
          rootId={manager.id}
          rootName={manager.name}
          childrenOf={childrenOf}
          visibleCount={visibleCount}
        />
      )}
    </div>
  );
}
