"use client";
import { useState } from "react";
import { GroupHeading } from "@/components/team/group-heading";
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
      <GroupHeading open={open} onToggle={() => setChosen(!open)}>
        Team under {group.managerName} ({group.rows.length} {word})
      </GroupHeading>
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
