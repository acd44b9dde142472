import "server-only";
import { PassThrough, Readable } from "node:stream";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { fileDateStamp } from "@/lib/server/csv/csv-download";
import { openXlsxTable, type XlsxColumn } from "@/lib/server/exports/xlsx-table";
import { CSV_COLUMNS, passwordCells, readPasswordRows } from "@/lib/server/passwords/password-list";
import type { PasswordRow } from "@/lib/shared/schemas/passwords";

// The password list as employee-passwords-{date}.xlsx: the CSV's columns as text cells, so an HRIS
// id such as 00123 reads 00123 in every spreadsheet. Same rows, same recent sign-in, its own audit
// action, so the trail says which format was handed out.

const WIDTHS = [12, 28, 28, 32, 20, 12];

const COLUMNS: XlsxColumn<string[]>[] = CSV_COLUMNS.map((header, i) => ({
  header,
  width: WIDTHS[i]!,
  value: (cells) => cells[i]!,
}));

export function xlsxFileName(now = new Date(), timeZone = "UTC") {
  return `employee-passwords-${fileDateStamp(now, timeZone)}.xlsx`;
}

/** GET /api/hr/passwords-xlsx: the list as a workbook (audited as a download before the first byte). */
export async function exportPasswordsXlsx(actor: HrActor, ip: string, timeZone = "UTC") {
  const rows = await readPasswordRows();
  await recordAudit({
    action: "passwords.xlsx",
    actor,
    employeeIds: rows.filter((r) => r.password).map((r) => r.hrisId),
    detail: { rows: rows.length },
    ip,
  });
  const output = new PassThrough();
  void writeWorkbook(output, rows).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return {
    fileName: xlsxFileName(new Date(), timeZone),
    body: Readable.toWeb(output) as ReadableStream<Uint8Array>,
  };
}

async function writeWorkbook(output: PassThrough, rows: PasswordRow[]) {
  const table = openXlsxTable(output, "Passwords", COLUMNS);
  await table.addRows(rows.map(passwordCells));
  table.endTable();
  await table.workbook.commit();
}
