import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/shared/format-date";
import { DASH, formatScore, orDash } from "@/lib/shared/scores";
import type { CompletedEvaluationRow, CompletionStatus } from "@/lib/shared/schemas/data-export";

const COLUMNS = [
  "Employee",
  "Title",
  "Department",
  "Manager",
  "Status",
  "Behavioral Score",
  "Values Score",
  "Performance Score",
  "Total Score",
  "Last Updated",
] as const;

// The table primitives keep every cell to one line. These four columns hold the long texts (a job
// title alone takes up to 200 px): kept to one line, the ten columns of the demo org came to 1,266 px
// against the page's 1,246 px box at 1280 px and wider (max-w-7xl), so the table scrolled sideways
// by 20 px. They wrap instead; the floor keeps them readable where the table must scroll (a phone).
const WRAPS = "min-w-28 whitespace-normal";

// The headers of the narrow columns wrap too ("Performance / Score"): kept to one line they set
// those columns' width, twice their figures', and the table scrolled sideways by 150 px at 1024 px.
const HEAD_CLASS: Partial<Record<(typeof COLUMNS)[number], string>> = {
  "Behavioral Score": "text-right whitespace-normal",
  "Values Score": "text-right whitespace-normal",
  "Performance Score": "text-right whitespace-normal",
  "Total Score": "text-right whitespace-normal",
  "Last Updated": "whitespace-normal",
};

const STATUS_VARIANT: Record<CompletionStatus, "success" | "warning" | "secondary"> = {
  Complete: "success",
  Partial: "warning",
  Pending: "secondary",
};

/** The Data Export table (spec 1 §2): one row per employee, scores to one decimal, total out of 10. */
export function EvaluationsTable({ rows }: { rows: CompletedEvaluationRow[] }) {
  return (
    <div className="rounded-lg border bg-background">
      <Table aria-label="Evaluations">
        <TableHeader>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableHead key={c} className={HEAD_CLASS[c]}>
                {c}
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
              <ScoreCell value={r.behavioralOverallScore} />
              <ScoreCell value={r.valuesOverallScore} />
              <ScoreCell value={r.performanceScore} />
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
