"use client";
import { useState } from "react";
import { useFocusAfterRender, type FocusTarget } from "@/components/shell/use-focus-after-render";
import { GroupHeading } from "@/components/team/group-heading";
import { Button } from "@/components/ui/button";
import { EmployeeCard } from "@/components/team/employee-card";
import type { TeamRow } from "@/components/team/team-rows";

/** Cards an open department shows at first, and each "Show more" adds: a 2,000-person one stays light. */
export const DEPARTMENT_PAGE = 100;

/** The link (or button) of the card at `index` in the group's list. */
const cardControl =
  (index: number): FocusTarget =>
  (root) =>
    root.querySelectorAll("ul > li")[index]?.querySelector<HTMLElement>("a, button");

type Props = { department: string; members: TeamRow[]; open: boolean; onToggle: () => void };

/** One department of the Departments view: its heading toggles it; a big one opens a page at a time. */
export function DepartmentGroup({ department, members, open, onToggle }: Props) {
  const [limit, setLimit] = useState(DEPARTMENT_PAGE);
  const hidden = members.length - limit;
  // "Show more" takes the keyboard to the first card it showed (the button itself goes away
  // with the last page, and its focus would fall to <body>).
  const { container, focusAfterRender } = useFocusAfterRender<HTMLElement>();
  return (
    <section ref={container} className="space-y-2">
      <GroupHeading open={open} onToggle={onToggle}>
        {department} ({members.length})
      </GroupHeading>
      {open && (
        <>
          <ul className="space-y-3">
            {members.slice(0, limit).map((r) => (
              <li key={r.id}>
                <EmployeeCard row={r} />
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                focusAfterRender(cardControl(limit));
                setLimit((n) => n + DEPARTMENT_PAGE);
              }}
            >
              Show {Math.min(hidden, DEPARTMENT_PAGE)} more ({hidden} not shown)
            </Button>
          )}
        </>
      )}
    </section>
  );
}
