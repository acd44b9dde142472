import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { PHASE_LABELS, type CycleDetail } from "@/components/review-cycles/cycle-types";
import { formatCycleDate, formatDue } from "@/lib/shared/cycle-dates";

/** The cycle's phases, each opening and deadline in the cycle's time zone with its name. */
export function PhaseTable({ cycle }: { cycle: CycleDetail }) {
  if (!cycle.phases.length) return <p className="text-sm text-muted-foreground">No phases yet.</p>;
  return (
    <Table aria-label="Phases">
      <TableHeader>
        <TableRow>
          <TableHead>Phase</TableHead>
          <TableHead>Opens</TableHead>
          <TableHead>Deadline</TableHead>
          <TableHead className="text-right">Grace days</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cycle.phases.map((p) => (
          <TableRow key={p.phase}>
            <TableCell className="font-medium">{PHASE_LABELS[p.phase]}</TableCell>
            <TableCell>{formatCycleDate(p.opensAt, cycle.timeZone)}</TableCell>
            <TableCell>{formatDue(p.dueAt, cycle.timeZone)}</TableCell>
            <TableCell className="text-right tabular-nums">{p.graceDays}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
