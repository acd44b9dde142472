import "server-only";
import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { drained, isBackedUp, sheetXmlQueue } from "@/lib/server/exports/xlsx-backpressure";

// The one workbook writer (docs/decisions/0032, 0070): a streamed workbook whose first sheet is a
// table — a bold, frozen header with filter buttons, then one committed row per record. Cells get
// only strings, numbers, dates and null: a string is a string cell, never a formula, so "00123"
// and "=1+1" stay exactly that text (DESIGN rule 7). Memory does not grow with the row count.

export type XlsxColumn<R> = {
  header: string;
  width: number;
  numFmt?: string;
  value: (row: R) => string | number | Date | null;
};

/** Compressed output the zip may hold ahead of the download (archiver's default is 1 MB). */
const ZIP_BUFFER_BYTES = 64 * 1024;

const columnLetter = (n: number) => {
  let letters = "";
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26))
    letters = String.fromCharCode(65 + ((i - 1) % 26)) + letters;
  return letters;
};

export function openXlsxTable<R>(output: Writable, sheetName: string, columns: XlsxColumn<R>[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Shared strings would keep every distinct text in memory until the end.
    useSharedStrings: false,
    zip: { highWaterMark: ZIP_BUFFER_BYTES } as Partial<ExcelJS.stream.xlsx.ArchiverZipOptions>,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  // One frozen style object per column, given to every data cell of that column: exceljs otherwise
  // builds a style object per cell and files each in its style cache (half the export's garbage).
  const styles = columns.map((c) => Object.freeze(c.numFmt ? { numFmt: c.numFmt } : {}));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  const xmlQueue = sheetXmlQueue(sheet);
  let rowCount = 0;

  return {
    workbook,
    /**
     * Writes the rows, waiting whenever the XML queued for the zip is backed up (deflate or the
     * download is slower than the rows come), so the file never runs ahead of its reader.
     */
    async addRows(rows: R[]) {
      for (const r of rows) {
        const row = sheet.addRow(columns.map((c) => c.value(r)));
        for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i]!;
        row.commit();
        rowCount++;
        if (isBackedUp(xmlQueue)) await drained(xmlQueue, output);
      }
      if (output.writableNeedDrain) await drained(output, output);
    },
    /**
     * Ends the table sheet. Its filter covers the header and every row, and the range carries the
     * sheet's `_xlnm._FilterDatabase` name: without both, LibreOffice Calc drops the filter buttons.
     */
    endTable() {
      const ref = `A1:${columnLetter(columns.length)}${rowCount + 1}`;
      sheet.autoFilter = ref;
      nameFilterRange(workbook, sheetName, ref);
      sheet.commit();
    },
  };
}

/**
 * exceljs writes defined names from `workbook.definedNames.model`, but builds that from a matrix of
 * every named cell (750,000 objects for a 50,000-row table) and has no sheet-local names, which
 * `_xlnm._FilterDatabase` must be. The model is read once, when the workbook is committed; the
 * file's read-back test (tests/integration/data-export) fails if exceljs stops doing so.
 */
function nameFilterRange(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheetName: string, ref: string) {
  const [from, to] = ref.split(":").map((cell) => cell.replace(/^([A-Z]+)(\d+)$/, "$$$1$$$2"));
  Object.defineProperty(workbook.definedNames, "model", {
    configurable: true,
    // localSheetId 0: the table is the workbook's first sheet.
    value: [
      { name: "_xlnm._FilterDatabase", localSheetId: 0, ranges: [`${sheetRef(sheetName)}!${from}:${to}`] },
    ],
  });
}

/** A sheet's name in a reference, quoted unless it is a plain word. */
const sheetRef = (name: string) => (/^[A-Za-z_]\w*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`);
