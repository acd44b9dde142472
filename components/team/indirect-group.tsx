"use client";
import { useState } from "react";
import { ChevronDown, ChevronRight } from "lucide-react";
import { IndirectRow } from "@/components/team/indirect-row";
import type { TeamGroup } from "@/components/team/team-rows";

/** 'Team under {name} (n incomplete|completed)', collapsible (spec 2 §2). */
export function IndirectGroup({
  group,
  word,
  defaultOpen,
}: {
  group: TeamGroup;
  word: "incomplete" | "completed";
  defaultOpen: boolean;
}) {
  // Follows defaultOpen until the manager opens or closes the group: a search that narrows 2,000
  // people (all groups closed) to a few opens their groups, instead of hiding what it found.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? defaultOpen;
  return (
    <section className="space-y-2">
      <h2 className="text-base font-semibold">
        <button
          type="button"
          className="flex items-center gap-1 rounded-sm hover:underline"
          aria-expanded={open}
          onClick={() => setChosen(!open)}
        >
          {open ? (
            <ChevronDown className="size-4" aria-hidden />
          ) : (
            <ChevronRight className="size-4" aria-hidden />
          )}
          Team under {group.managerName} ({group.rows.length} {word})
        </button>
      </h2>
      {open && (
        <ul className="space-y-2">
          {group.rows.map((r) => (
            <IndirectRow key={r.id} row={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
