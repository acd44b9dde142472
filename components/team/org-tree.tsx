"use client";
import { useState } from "react";
import Link from "next/link";
import { ChevronDown, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EvaluationBadge } from "@/components/team/evaluation-summary";
import type { TeamRow } from "@/components/team/team-rows";

// Nodes start expanded when the tree is small enough to read at a glance; a big org starts
// folded so the page never renders tens of thousands of rows at once.
const AUTO_EXPAND_LIMIT = 500;

type Props = { rootId: number; rootName: string; childrenOf: Map<number, TeamRow[]>; visibleCount: number };

export function OrgTree({ rootId, rootName, childrenOf, visibleCount }: Props) {
  const [expanded, setExpanded] = useState<Set<number>>(() =>
    visibleCount <= AUTO_EXPAND_LIMIT ? new Set(childrenOf.keys()) : new Set([rootId]),
  );
  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderChildren = (managerId: number) => {
    const kids = childrenOf.get(managerId) ?? [];
    return (
      <ul className="ml-4 space-y-1 border-l pl-3">
        {kids.map((row) => {
          const hasKids = (childrenOf.get(row.id)?.length ?? 0) > 0;
          const open = expanded.has(row.id);
          return (
            <li key={row.id}>
              <div className="flex flex-wrap items-center gap-2 py-1">
                {hasKids ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-6"
                    aria-expanded={open}
                    aria-label={`${open ? "Collapse" : "Expand"} ${row.name}'s team`}
                    onClick={() => toggle(row.id)}
                  >
                    {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                  </Button>
                ) : (
                  <span className="inline-block size-6" aria-hidden />
                )}
                <Link href={`/employee/${row.id}`} className="font-medium hover:underline">
                  {row.name}
                </Link>
                <span className="text-sm text-muted-foreground">{row.title ?? "No title"}</span>
                <EvaluationBadge status={row.status} />
                {hasKids && (
                  <span className="text-xs text-muted-foreground">
                    ({childrenOf.get(row.id)!.length} reports)
                  </span>
                )}
              </div>
              {hasKids && open && renderChildren(row.id)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div aria-label="Organization hierarchy" role="region">
      {/* The manager's own row is not clickable (spec 2 §2). */}
      <p className="py-1 font-semibold" data-testid="org-root">
        {rootName} <span className="text-sm font-normal text-muted-foreground">(You)</span>
      </p>
      {(childrenOf.get(rootId)?.length ?? 0) > 0 && renderChildren(rootId)}
    </div>
  );
}
