import "server-only";
import { notFound } from "@/lib/server/errors";
import type { ManagerSession } from "@/lib/server/auth/session";
import { toCsv, type CsvCell } from "@/lib/server/csv/to-csv";
import { fileDateStamp, safeFilenamePart } from "@/lib/server/csv/csv-download";
import { formatDateTimeIn } from "@/lib/shared/format-date";
import { METHOD_FIELDS, METHOD_LABELS } from "@/lib/shared/schemas/questionnaire-common";
import {
  OVERALL_PERFORMANCE_OPTIONS,
  POWERBI_PROBLEMS,
  type PerformanceQuestionnaireAnswers,
} from "@/lib/shared/schemas/performance-questionnaire";
import { findQuestionnaire } from "./get-performance-questionnaire";
import { resolveReviewPair, type PairRef } from "./review-pair";
import { toAnswers } from "./questionnaire-row";

export const PERFORMANCE_CSV_HEADER = ["Question", "Answer"];

const list = (items: string[]) => items.join("; ");

function answerRows(a: PerformanceQuestionnaireAnswers): CsvCell[][] {
  const overall = OVERALL_PERFORMANCE_OPTIONS.find((o) => o.value === a.overallPerformance);
  const problems =
    a.powerbiReporting === "No" ? list(POWERBI_PROBLEMS.filter((p) => a[p.field]).map((p) => p.label)) : "";
  return [
    ["Performance measured by", list(METHOD_FIELDS.filter((f) => a[f]).map((f) => METHOD_LABELS[f]))],
    ["Alternate method detail", a.alternateMethodDetail],
    ["Other method detail", a.otherDetail],
    // The rating's number is a number; its words are text beside it.
    ["Overall performance", overall ? Number(overall.value) : ""],
    ["Overall performance label", overall?.label ?? ""],
    ["Comments", a.comments],
    ["PQ review frequency", a.reviewFrequency],
    ["Power BI reporting", a.powerbiReporting],
    ["Power BI problems", problems],
    ["PQ bonus clarity", a.pqBonusClarity],
    ["PQ bonus clarity detail", a.pqBonusClarityOther],
    ["Forecasted bonus attainment (%)", a.forecastedBonusAttainment],
    ["PQ targets", a.pqTargets],
  ];
}

/**
 * GET /api/manager-performance-assessment/download-csv/{employeeHrisId}/{managerHrisId}: the
 * signed-in manager's questionnaire of an employee in their hierarchy, this cycle, one answer per
 * row, every text cell neutralised by the one CSV writer, times in the reader's `timeZone`.
 */
export async function exportPerformanceQuestionnaireCsv(
  session: ManagerSession,
  ref: PairRef,
  timeZone = "UTC",
) {
  const pair = await resolveReviewPair(session, ref);
  const row = await findQuestionnaire(pair);
  if (!row) throw notFound("No performance review was found for this employee.");
  const rows: CsvCell[][] = [
    ["Employee", pair.employee.name],
    ["Employee HRIS ID", pair.employee.hrisId],
    ["Manager", pair.manager.name],
    ["Manager HRIS ID", pair.manager.hrisId],
    ["Status", row.submittedAt ? "Submitted" : "Draft"],
    ["Submitted At", row.submittedAt ? formatDateTimeIn(row.submittedAt, timeZone) : ""],
    ["Times in", timeZone],
    ...answerRows(toAnswers(row)),
  ];
  const filename = `Performance_Review_${safeFilenamePart(pair.employee.name)}_${safeFilenamePart(pair.manager.name)}_${fileDateStamp(new Date(), timeZone)}.csv`;
  return { filename, csv: toCsv(PERFORMANCE_CSV_HEADER, rows) };
}
