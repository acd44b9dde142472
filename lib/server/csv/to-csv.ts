import "server-only";
import Papa from "papaparse";
import { formatScore } from "@/lib/shared/scores";

// The one CSV writer (docs/decisions/0005, 0070): every CSV goes through `toCsv` and leaves through
// `csvAttachment`. Text cells are quoted (spreadsheets keep them as text), numbers bare, and a cell
// that a spreadsheet would run as a formula gets a leading apostrophe.

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Makes a text cell safe to open in a spreadsheet; numbers and booleans pass unchanged. */
export function neutraliseCell(value: CsvCell): string | number | boolean {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A score as a CSV number, rounded as every screen shows it (one decimal); empty when missing. */
export function csvScore(value: unknown): number | "" {
  if (value === null || value === undefined || value === "") return "";
  const n = Number(value);
  return Number.isFinite(n) ? Number(formatScore(n)) : "";
}

export type CsvOptions = {
  /** Prefix a UTF-8 byte-order mark so Excel reads accented names correctly (default true). */
  bom?: boolean;
};

/** Text is quoted (even when it needs no quoting); numbers, booleans and empty cells are not. */
const isQuoted = (value: unknown) => typeof value === "string" && value !== "";

/** A CSV document (RFC 4180 quoting, CRLF line ends) with every cell neutralised. */
export function toCsv(header: string[], rows: CsvCell[][], options: CsvOptions = {}): string {
  const width = header.length;
  const data = rows.map((row) =>
    Array.from({ length: Math.max(width, row.length) }, (_, i) => neutraliseCell(row[i])),
  );
  const body = Papa.unparse(
    { fields: header.map((h) => String(neutraliseCell(h))), data },
    { newline: "\r\n", quotes: isQuoted },
  );
  return `${options.bom === false ? "" : "\uFEFF"}${body}\r\n`;
}
