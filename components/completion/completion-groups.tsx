"use client";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { PaginationBar } from "@/components/shell/pagination-bar";
import { formatAcknowledgement, formatCount } from "@/components/completion/phase-count";
import type { NudgeTarget } from "@/components/completion/nudge-dialog";
import { NudgeDialog } from "@/components/completion/nudge-on-demand";
import type { CompletionAnswer, CompletionGroupDto } from "@/lib/shared/schemas/cycle-completion";
import { PHASE_LABELS } from "@/lib/shared/review-phases";

type Groups = Extract<CompletionAnswer, { view: "groups" }>;

/** A page of departments or managers with their numbers; each opens its names. */
export function CompletionGroups({
  answer,
  busy,
  onPage,
  onDrill,
  onOpenTeam,
}: {
  answer: Groups;
  busy: boolean;
  onPage: (page: number) => void;
  /** Shows a manager's team: their managers by manager, their departments by department. */
  onOpenTeam: (hrisId: string, name: string) => void;
  onDrill: (group: string, reach: "direct" | "all", title: string) => void;
}) {
  const byManager = answer.groupBy === "manager";
  if (answer.groups.length === 0)
    return <p className="text-sm text-muted-foreground">Nobody in this cycle is counted here yet.</p>;
  // A manager whose direct reports' reviews are not all done can be nudged (while the cycle runs).
  const canNudge = byManager && answer.cycle.status === "Active";
  const hasReviewsLeft = (g: CompletionGroupDto) => {
    const c = g.direct?.manager;
    return !!c && c.done < c.total && g.key !== answer.root?.hrisId;
  };
  const nudgeable: NudgeTarget[] = canNudge
    ? answer.groups.filter(hasReviewsLeft).map((g) => ({ hrisId: g.key, name: g.label }))
    : [];
  const phaseCells = (g: CompletionGroupDto, part: "counts" | "direct") =>
    answer.phases.map((phase) => (
      <TableCell key={`${part}-${phase}`}>{formatCount(g[part]?.[phase])}</TableCell>
    ));
  return (
    <div className="space-y-3">
      {nudgeable.length > 1 && (
        <NudgeDialog
          cycleId={answer.cycle.id}
          targets={nudgeable}
          label={`Nudge all ${nudgeable.length} managers with reviews left on this page`}
        />
      )}
      <Table aria-label={byManager ? "Completion by manager" : "Completion by department"}>
        <TableHeader>
          <TableRow>
            <TableHead>{byManager ? "Manager" : "Department"}</TableHead>
            {byManager &&
              answer.phases.map((phase) => (
                <TableHead key={`direct-${phase}`}>{PHASE_LABELS[phase]}: direct reports</TableHead>
              ))}
            {answer.phases.map((phase) => (
              <TableHead key={phase}>
                {PHASE_LABELS[phase]}
                {byManager ? ": whole team" : ""}
              </TableHead>
            ))}
            <TableHead>Shared reviews{byManager ? ": whole team" : ""}</TableHead>
            <TableHead>Names</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {answer.groups.map((g) => {
            const label = g.label;
            return (
              <TableRow key={g.key}>
                <TableCell className="font-medium">{label}</TableCell>
                {byManager && phaseCells(g, "direct")}
                {phaseCells(g, "counts")}
                <TableCell>{formatAcknowledgement(g.acknowledgement)}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-2">
                    {byManager && g.key !== answer.root?.hrisId && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Open the team of ${label}`}
                        onClick={() => onOpenTeam(g.key, label)}
                      >
                        Open team
                      </Button>
                    )}
                    {byManager && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Direct reports of ${label}`}
                        onClick={() => onDrill(g.key, "direct", `Direct reports of ${label}`)}
                      >
                        Direct reports
                      </Button>
                    )}
                    {canNudge && hasReviewsLeft(g) && (
                      <NudgeDialog
                        cycleId={answer.cycle.id}
                        targets={[{ hrisId: g.key, name: label }]}
                        label={`Nudge ${label}`}
                      />
                    )}
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={byManager ? `Whole team of ${label}` : `People in ${label}`}
                      onClick={() =>
                        onDrill(g.key, "all", byManager ? `Whole team of ${label}` : `People in ${label}`)
                      }
                    >
                      {byManager ? "Whole team" : "Show names"}
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {answer.pagination.totalPages > 1 && (
        <PaginationBar
          page={answer.pagination.page}
          totalPages={answer.pagination.totalPages}
          onPage={onPage}
          disabled={busy}
          label="Completion pages"
        />
      )}
    </div>
  );
}
