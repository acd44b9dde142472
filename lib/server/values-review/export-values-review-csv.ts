import "server-only";
import { db } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import type { ManagerSession } from "@/lib/server/auth/session";
import { csvScore, toCsv, type CsvCell } from "@/lib/server/csv/to-csv";
import { fileDateStamp, safeFilenamePart } from "@/lib/server/csv/csv-download";
import { findActiveCycle } from "@/lib/server/review-cycles/active-cycle";
import { validOverride, valueAverage } from "@/lib/shared/scores";
import { listCompanyValues } from "./values-catalog";
import { requireValuesReviewPair } from "./values-subject";

export const VALUES_CSV_HEADER = [
  "Value",
  "Subcomponent",
  "Description",
  "Manager Score",
  "Subcomponent Notes",
  "Employee Self-Review Score",
  "Value Notes",
  "Category Notes",
  "Override Score",
  "Value Score",
];

const NO_REVIEW = "No values review was found for this employee.";

const scoreCell = (n: number | undefined) => (n && n > 0 ? n : "");

/**
 * GET /api/manager-values-review/download-csv/{employeeId}/{managerHrisId} (spec 2 §7): the CSV
 * backup after a submit, Values_Review_{employee}_{manager}_{date}.csv. One row per subcomponent
 * beside the employee's own score, then the values score, cycle, status and overall comments.
 * Only the signed-in manager's own review of an employee in their hierarchy, this cycle.
 */
export async function exportValuesReviewCsv(
  session: ManagerSession,
  employeeRef: { id: number } | { hrisId: string },
  managerHrisId: string,
  timeZone = "UTC",
) {
  const { manager, employee } = await requireValuesReviewPair(session, employeeRef, managerHrisId);
  const cycle = await findActiveCycle();
  if (!cycle) throw notFound(NO_REVIEW);
  const select = {
    valueId: true,
    subcomp1Score: true,
    subcomp2Score: true,
    subcomp3Score: true,
    subcomp1Notes: true,
    subcomp2Notes: true,
    subcomp3Notes: true,
    valueNotes: true,
    overrideScore: true,
  } as const;
  const [review, self, values] = await Promise.all([
    db.managerValuesReview.findUnique({
      where: {
        employeeId_managerId_cycleId: { employeeId: employee.id, managerId: manager.id, cycleId: cycle.id },
      },
      select: {
        isDraft: true,
        overallNotes: true,
        overallScore: true,
        categoryScores: { select: { ...select, categoryNotes: true } },
      },
    }),
    db.employeeValuesReview.findUnique({
      where: { employeeId_cycleId: { employeeId: employee.id, cycleId: cycle.id } },
      select: { categoryScores: { select } },
    }),
    listCompanyValues(),
  ]);
  if (!review) throw notFound(NO_REVIEW);

  const mine = new Map(review.categoryScores.map((c) => [c.valueId, c]));
  const theirs = new Map((self?.categoryScores ?? []).map((c) => [c.valueId, c]));
  const rows: CsvCell[][] = [];
  for (const value of values) {
    const m = mine.get(value.id);
    const e = theirs.get(value.id);
    const managerScores = m ? [m.subcomp1Score, m.subcomp2Score, m.subcomp3Score] : [];
    const managerNotes = m ? [m.subcomp1Notes, m.subcomp2Notes, m.subcomp3Notes] : [];
    const selfScores = e ? [e.subcomp1Score, e.subcomp2Score, e.subcomp3Score] : [];
    const override = m?.overrideScore == null ? null : validOverride(Number(m.overrideScore));
    const average = m ? valueAverage({ subScores: managerScores, overrideScore: override }) : null;
    value.subcomponents.forEach((sub, i) => {
      rows.push([
        value.name,
        sub.name,
        sub.description,
        scoreCell(managerScores[i]),
        managerNotes[i] ?? "",
        scoreCell(selfScores[i]),
        m?.valueNotes ?? "",
        m?.categoryNotes ?? "",
        csvScore(override),
        csvScore(average),
      ]);
    });
  }
  rows.push([]);
  rows.push(["Values Score", csvScore(review.overallScore)]);
  rows.push(["Review Cycle", cycle.name]);
  rows.push(["Status", review.isDraft ? "Draft" : "Submitted"]);
  rows.push(["Overall Comments", review.overallNotes ?? ""]);

  const filename = `Values_Review_${safeFilenamePart(employee.name)}_${safeFilenamePart(manager.name)}_${fileDateStamp(new Date(), timeZone)}.csv`;
  return { filename, csv: toCsv(VALUES_CSV_HEADER, rows) };
}
