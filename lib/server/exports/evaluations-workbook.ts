import "server-only";
import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { drained, isBackedUp, sheetXmlQueue } from "@/lib/server/exports/xlsx-backpressure";
import { wallClockIn } from "@/lib/shared/time-zone";
import type {
  CompletedEvaluationRow,
  EvaluationFilters,
  EvaluationMetrics,
} from "@/lib/shared/schemas/data-export";

// The layout of evaluations-{date}.xlsx. Cells get only strings, numbers, dates and null: a
// string is written as a string cell, never a formula, so "=1+1" stays the text "=1+1"
// (DESIGN rule 7); scores are numbers shown with one decimal; dates are real dates.

const SCORE = "0.0";
const DATE = "mmm d, yyyy";

/** How dates are written: as the wall-clock time of the HR user's zone (lib/shared/time-zone.ts). */
type Dates = { date: (iso: string | null) => Date | null };

type Column = {
  header: string;
  width: number;
  numFmt?: string;
  value: (r: CompletedEvaluationRow, d: Dates) => unknown;
};

export const EVALUATION_COLUMNS: Column[] = [
  { header: "Employee", width: 28, value: (r) => r.employeeName },
  { header: "HRIS ID", width: 12, value: (r) => r.employeeHrisId },
  { header: "Title", width: 28, value: (r) => r.employeeTitle },
  { header: "Department", width: 20, value: (r) => r.employeeDepartment },
  { header: "Manager", width: 28, value: (r) => r.managerName },
  { header: "Manager HRIS ID", width: 16, value: (r) => r.managerHrisId },
  { header: "Status", width: 11, value: (r) => r.completionStatus },
  { header: "Behavioral Score", width: 17, numFmt: SCORE, value: (r) => r.behavioralOverallScore },
  { header: "Values Score", width: 13, numFmt: SCORE, value: (r) => r.valuesOverallScore },
  { header: "Performance Score", width: 18, numFmt: SCORE, value: (r) => r.performanceScore },
  { header: "Total Score", width: 12, numFmt: SCORE, value: (r) => r.totalAssessmentScore },
  {
    header: "Behavioral Review Date",
    width: 22,
    numFmt: DATE,
    value: (r, { date }) => date(r.behavioralReviewDate),
  },
  { header: "Values Review Date", width: 19, numFmt: DATE, value: (r, { date }) => date(r.valuesReviewDate) },
  {
    header: "Performance Review Date",
    width: 23,
    numFmt: DATE,
    value: (r, { date }) => date(r.performanceReviewDate),
  },
  { header: "Last Updated", width: 15, numFmt: DATE, value: (r, { date }) => date(r.lastUpdated) },
];

// One frozen style object per column, given to every data cell of that column: exceljs otherwise
// builds a style object per cell and files each in its style cache (half the export's garbage).
const CELL_STYLES = EVALUATION_COLUMNS.map((c) => Object.freeze(c.numFmt ? { numFmt: c.numFmt } : {}));

/** Compressed output the zip may hold ahead of the download (archiver's default is 1 MB). */
const ZIP_BUFFER_BYTES = 64 * 1024;

const lastColumn = String.fromCharCode("A".charCodeAt(0) + EVALUATION_COLUMNS.length - 1);

/** A streaming workbook: rows go out as they are committed, so memory does not grow with the org. */
export function openEvaluationsWorkbook(output: Writable, timeZone = "UTC") {
  const inZone = wallClockIn(timeZone);
  const dates: Dates = { date: (iso) => (iso ? inZone(new Date(iso)) : null) };
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Shared strings would keep every distinct text in memory until the end.
    useSharedStrings: false,
    zip: { highWaterMark: ZIP_BUFFER_BYTES } as Partial<ExcelJS.stream.xlsx.ArchiverZipOptions>,
  });
  const sheet = workbook.addWorksheet("Evaluations", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = EVALUATION_COLUMNS.map((c, i) => ({
    key: String(i),
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.autoFilter = `A1:${lastColumn}1`;
  const header = sheet.addRow(EVALUATION_COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  const xmlQueue = sheetXmlQueue(sheet);

  return {
    /**
     * Writes the rows, waiting whenever the XML queued for the zip is backed up (deflate or the
     * download is slower than the rows come), so the export never runs ahead of its reader.
     */
    async addRows(rows: CompletedEvaluationRow[]) {
      for (const r of rows) {
        const row = sheet.addRow(EVALUATION_COLUMNS.map((c) => c.value(r, dates)));
        for (let i = 0; i < CELL_STYLES.length; i++) row.getCell(i + 1).style = CELL_STYLES[i]!;
        row.commit();
        if (isBackedUp(xmlQueue)) await drained(xmlQueue, output);
      }
      if (output.writableNeedDrain) await drained(output, output);
    },
    /** Ends the data sheet, writes the Summary sheet, and finishes the file. */
    async finish(summary: ExportSummary) {
      sheet.commit();
      writeSummarySheet(workbook.addWorksheet("Summary"), {
        ...summary,
        generatedAt: inZone(summary.generatedAt),
        timeZone,
      });
      await workbook.commit();
    },
  };
}

export type ExportSummary = {
  generatedAt: Date;
  generatedBy: string;
  filters: EvaluationFilters;
  managerLabel: string | null;
  metrics: EvaluationMetrics;
  rowCount: number;
};

function writeSummarySheet(sheet: ExcelJS.Worksheet, s: ExportSummary & { timeZone: string }) {
  sheet.columns = [{ width: 24 }, { width: 40 }];
  const heading = (text: string) => {
    const row = sheet.addRow([text]);
    row.font = { bold: true };
    row.commit();
  };
  const line = (label: string, value: string | number | Date) => {
    const row = sheet.addRow([label, value]);
    if (value instanceof Date) row.getCell(2).numFmt = "mmm d, yyyy h:mm AM/PM";
    row.commit();
  };
  heading("Evaluation Data Export");
  line("Generated", s.generatedAt);
  line("Times in", s.timeZone);
  line("Generated by", s.generatedBy);
  line("Rows exported", s.rowCount);
  sheet.addRow([]).commit();
  heading("Filters");
  line("Status", s.filters.status === "all" ? "All" : s.filters.status);
  line("Search", s.filters.search ?? "None");
  line("Manager", s.managerLabel ?? "All");
  line("Department", s.filters.department ?? "All");
  sheet.addRow([]).commit();
  heading("Metrics");
  line("Total Evaluations", s.metrics.totalCount);
  line("Complete", s.metrics.completeCount);
  line("Partial", s.metrics.partialCount);
  line("Pending", s.metrics.pendingCount);
  sheet.commit();
}
