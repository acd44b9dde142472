"use client";
import { useEffect, useRef } from "react";
import { ArrowLeft } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { PaginationBar } from "@/components/shell/pagination-bar";
import type { CompletionAnswer } from "@/lib/shared/schemas/cycle-completion";
import { PHASE_LABELS } from "@/lib/shared/review-phases";
import { NudgeDialog } from "@/components/completion/nudge-on-demand";

type People = Extract<CompletionAnswer, { view: "people" }>;

const STATE = {
  done: { text: "Done", variant: "success" },
  overdue: { text: "Overdue", variant: "destructive" },
  open: { text: "Open", variant: "secondary" },
  excused: { text: "Excused", variant: "outline" },
} as const;

/** A group's names with each phase's state; Back returns to the groups. */
export function CompletionPeople({
  answer,
  title,
  headingLevel,
  busy,
  onPage,
  onBack,
}: {
  answer: People;
  title: string;
  headingLevel: 3 | 4;
  busy: boolean;
  onPage: (page: number) => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  // The button that opened the names is gone: the focus goes to their heading (WCAG 2.4.3).
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {title}
        </Heading>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back to all groups
        </Button>
      </div>
      {answer.people.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody in this group is counted.</p>
      ) : (
        <Table aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHead>Employee</TableHead>
              <TableHead>Department</TableHead>
              <TableHead>Manager</TableHead>
              {answer.phases.map((phase) => (
                <TableHead key={phase}>{PHASE_LABELS[phase]}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {answer.people.map((p) => (
              <TableRow key={p.hrisId}>
                <TableCell>
                  {p.name} <span className="text-muted-foreground">({p.hrisId})</span>
                </TableCell>
                <TableCell>{p.department ?? "-"}</TableCell>
                <TableCell>{p.managerName ?? "-"}</TableCell>
                {answer.phases.map((phase) => {
                  const current = p.phases[phase] ?? "open";
                  const state = STATE[current];
                  // Someone who has not written their own self-review can be nudged about it here.
                  const nudge =
                    phase === "self" &&
                    answer.cycle.status === "Active" &&
                    (current === "open" || current === "overdue");
                  return (
                    <TableCell key={phase}>
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge variant={state.variant}>{state.text}</Badge>
                        {nudge && (
                          <NudgeDialog
                            cycleId={answer.cycle.id}
                            targets={[{ hrisId: p.hrisId, name: p.name }]}
                            label={`Nudge ${p.name} about their self-review`}
                            phase="self"
                          />
                        )}
                      </div>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {answer.pagination.totalPages > 1 && (
        <PaginationBar
          page={answer.pagination.page}
          totalPages={answer.pagination.totalPages}
          onPage={onPage}
          disabled={busy}
          label="Names pages"
        />
      )}
    </div>
  );
}
