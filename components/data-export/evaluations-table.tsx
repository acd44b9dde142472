import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/shared/format-date";
import { DASH, formatScore, orDash } from "@/lib/shared/scores";
import type { CompletedEvaluationRow, CompletionStatus } from "@/lib/shared/schemas/data-export";
import { ASSESSMENT_KIND_INFOS, exportKinds, type AssessmentKindInfo } from "@/lib/shared/assessment-kinds";

const SCORE_HEAD = "text-right whitespace-normal";

// The table primitives keep every cell to one line. These four columns hold the long texts (a job
// title alone takes up to 200 px): kept to one line, the ten columns of the demo org came to 1,266 px
// against the page's 1,246 px box at 1280 px and wider (max-w-7xl), so the table scrolled sideways
// by 20 px. They wrap instead; the floor keeps them readable where the table must scroll (a phone).
const WRAPS = "min-w-28 whitespace-normal";

// The headers of the narrow columns wrap too ("Performance / Score"): kept to one line they set
// those columns' width, twice their figures', and the table scrolled sideways by 150 px at 1024 px.
/** The columns, each kind's score among them, with their header's class. */
function columnsOf(kinds: readonly AssessmentKindInfo[]): [header: string, className?: string][] {
  return [
    ["Employee"],
    ["Title"],
    ["Department"],
    ["Manager"],
    ["Status"],
    ...exportKinds(kinds).map((k): [string, string] => [k.export.scoreColumn.header, SCORE_HEAD]),
    ["Total Score", SCORE_HEAD],
    ["Last Updated", "whitespace-normal"],
  ];
}

const STATUS_VARIANT: Record<CompletionStatus, "success" | "warning" | "secondary"> = {
  Complete: "success",
  Partial: "warning",
  Pending: "secondary",
};

/** The Data Export table (spec 1 §2): one row per employee, scores to one decimal, total out of 10. */
export function EvaluationsTable({
  rows,
  kinds = ASSESSMENT_KIND_INFOS,
}: {
  rows: CompletedEvaluationRow[];
  kinds?: readonly AssessmentKindInfo[];
}) {
  const exported = exportKinds(kinds);
  return (
    <div className="rounded-lg border bg-background">
      <Table aria-label="Evaluations">
        <TableHeader>
          <TableRow>
            {columnsOf(kinds).map(([header, className]) => (
              <TableHead key={header} className={className}>
                {header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.employeeId}>
              <TableCell className={WRAPS}>
                <div className="font-medium">{r.employeeName}</div>
                <div className="text-xs text-muted-foreground">{r.employeeHrisId}</div>
              </TableCell>
              <TableCell className={WRAPS}>{orDash(r.employeeTitle)}</TableCell>
              <TableCell className={WRAPS}>{orDash(r.employeeDepartment)}</TableCell>
              <TableCell className={WRAPS}>{r.managerName}</TableCell>
              <TableCell>
                <Badge variant={STATUS_VARIANT[r.completionStatus]}>{r.completionStatus}</Badge>
              </TableCell>
              {exported.map((k) => (
                <ScoreCell key={k.name} value={r[k.export.score]} />
              ))}
              <ScoreCell value={r.totalAssessmentScore} outOf={10} />
              <TableCell className="whitespace-nowrap">
                {r.lastUpdated ? formatDate(r.lastUpdated) : DASH}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function ScoreCell({ value, outOf = 5 }: { value: number | null; outOf?: number }) {
  return (
    <TableCell className="text-right tabular-nums">
      {value === null ? (
        DASH
      ) : (
        <>
          {formatScore(value)}
          <span className="text-muted-foreground">/{outOf.toFixed(1)}</span>
        </>
      )}
    </TableCell>
  );
}
