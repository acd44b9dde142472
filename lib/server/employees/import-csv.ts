import Papa from "papaparse";
import type { PrismaClient } from "@/generated/prisma/client";
import {
  REQUIRED_ORG_COLUMNS,
  orgRowSchema,
  toOrgRowValues,
  validateOrgRows,
  type OrgProblem,
  type OrgRowInput,
} from "@/lib/server/employees/employee-row";
import {
  BULK_TRANSACTION_OPTIONS,
  upsertOrgInTransaction,
  type UpsertOrgCounts,
} from "@/lib/server/employees/upsert-org";

// HRIS CSV import: hrisId,name,email,title,department,managerHrisId,startDate. Every row is
// checked before anything is written; one bad row means nothing is imported.

export type ParsedOrgCsv = { rows: OrgRowInput[]; problems: OrgProblem[] };
export type ImportOrgResult = { ok: false; problems: OrgProblem[] } | { ok: true; counts: UpsertOrgCounts };

/**
 * Reads the file into rows numbered by their line in the file (the header is line 1), so a
 * problem can be found in a spreadsheet. Blank lines are skipped; extra columns are ignored.
 */
export function parseOrgCsv(text: string): ParsedOrgCsv {
  const source = text.replace(/^\uFEFF/, ""); // Excel's UTF-8 byte order mark
  const rows: OrgRowInput[] = [];
  const problems: OrgProblem[] = [];
  let fields: string[] = [];
  // Line numbers from papaparse's cursor: a quoted cell may span lines, so the row index is not enough.
  const headerEnd = source.search(/\r\n|\n|\r/);
  let offset = headerEnd < 0 ? source.length : headerEnd;
  let line = 1;

  Papa.parse<Record<string, string>>(source, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
    transform: (v) => v.trim(),
    step: (result) => {
      if (!fields.length) fields = result.meta.fields ?? [];
      // The row starts at the first non-blank character after the previous row.
      let start = offset;
      while (start < source.length && /\s/.test(source[start])) start++;
      line += countLineBreaks(source, offset, start);
      const rowLine = line;
      line += countLineBreaks(source, start, result.meta.cursor);
      offset = result.meta.cursor;

      for (const error of result.errors) {
        // Too few fields only means trailing optional cells were left out; the row checks catch the rest.
        if (error.code === "TooFewFields") continue;
        problems.push({
          line: rowLine,
          message:
            error.code === "TooManyFields"
              ? "too many fields (a comma inside an unquoted value?)"
              : error.message,
        });
      }
      rows.push({ line: rowLine, values: result.data });
    },
  });

  const missing = REQUIRED_ORG_COLUMNS.filter((c) => !fields.includes(c));
  if (!fields.length && !rows.length) problems.push({ line: 1, message: "the file is empty" });
  else if (missing.length)
    problems.push({
      line: 1,
      message: `missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`,
    });
  else if (!rows.length) problems.push({ line: 1, message: "the file has a header but no employee rows" });
  return { rows, problems };
}

function countLineBreaks(text: string, from: number, to: number) {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++; // \n, or a lone \r
  }
  return n;
}

/** Validates the whole file against the database, then upserts it in the same transaction. */
export async function importOrgCsv(db: PrismaClient, text: string): Promise<ImportOrgResult> {
  const parsed = parseOrgCsv(text);
  if (parsed.problems.length) return { ok: false, problems: parsed.problems };
  return db.$transaction(async (tx): Promise<ImportOrgResult> => {
    const existing = await tx.employee.findMany({ select: { hrisId: true, mgrId: true } });
    const managerOf = new Map(existing.map((e) => [e.hrisId, e.mgrId]));
    const problems = validateOrgRows(parsed.rows, managerOf);
    if (problems.length) return { ok: false, problems };
    const rows = parsed.rows.map((r) => orgRowSchema.parse(toOrgRowValues(r.values)));
    return { ok: true, counts: await upsertOrgInTransaction(tx, rows) };
  }, BULK_TRANSACTION_OPTIONS);
}
