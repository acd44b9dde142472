import "server-only";
import { createHash } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";
import { readCsvRows, type CsvProblem } from "@/lib/server/csv/read-csv-rows";
import { BULK_TRANSACTION_OPTIONS } from "@/lib/server/employees/upsert-org";
import { findEmployeesByIdentity } from "@/lib/server/employees/find-employees-by-identity";
import { writeRecognitions, type RecognitionRow } from "@/lib/server/values-review/write-recognitions";
import { identityKey } from "@/lib/shared/identity-key";
import { findValueByName } from "@/lib/shared/value-names";

// Recognition submissions from the recognition tool (spec 1 §1, §3), one row per recognition:
//   dateSubmitted,employeeHrisId,employeeEmail,employeeName,coreValueSubmitted,componentSubmitted,
//   recognizer,recognizerEmail,recognitionText
// The employee is found by employeeHrisId, else by employeeEmail (exact, case-insensitive). Every
// row is checked first; one bad row means nothing is imported. A digest of who, which value, who
// recognised, when and what is the row's import key, so re-importing updates instead of duplicating.

export const RECOGNITION_COLUMNS = [
  "dateSubmitted",
  "employeeHrisId",
  "employeeEmail",
  "employeeName",
  "coreValueSubmitted",
  "componentSubmitted",
  "recognizer",
  "recognizerEmail",
  "recognitionText",
] as const;
const REQUIRED = ["dateSubmitted", "coreValueSubmitted", "recognitionText"] as const;
const LIMITS: Record<string, number> = {
  employeeName: 100,
  employeeEmail: 255,
  coreValueSubmitted: 100,
  componentSubmitted: 100,
  recognizer: 100,
  recognizerEmail: 255,
  recognitionText: 5000,
};

export type ImportRecognitionsResult =
  { ok: false; problems: CsvProblem[] } | { ok: true; counts: { created: number; updated: number } };

/** YYYY-MM-DD or an ISO date-time; anything else is refused rather than guessed at. */
function parseDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value))
    return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value.replace(" ", "T"));
  if (Number.isNaN(date.getTime())) return null;
  if (value.length === 10 && date.toISOString().slice(0, 10) !== value) return null;
  return date;
}

const orNull = (v: string | undefined) => (v ? v : null);

export function recognitionImportKey(parts: {
  employeeId: number;
  valueId: number;
  recognizer: string | null;
  dateSubmitted: Date;
  recognitionText: string;
}) {
  return createHash("sha256")
    .update(
      JSON.stringify([
        parts.employeeId,
        parts.valueId,
        (parts.recognizer ?? "").toLowerCase(),
        parts.dateSubmitted.toISOString(),
        parts.recognitionText,
      ]),
    )
    .digest("hex");
}

export async function importRecognitionsCsv(
  db: PrismaClient,
  text: string,
): Promise<ImportRecognitionsResult> {
  const read = readCsvRows(text, REQUIRED, "recognition");
  if (read.problems.length) return { ok: false, problems: read.problems };

  return db.$transaction(async (tx): Promise<ImportRecognitionsResult> => {
    const [employees, values] = await Promise.all([
      findEmployeesByIdentity(tx, {
        hrisIds: read.rows.map((r) => r.values.employeeHrisId ?? ""),
        emails: read.rows.map((r) => r.values.employeeEmail ?? ""),
      }),
      tx.companyValue.findMany({ select: { id: true, name: true } }),
    ]);
    const problems: CsvProblem[] = [];
    const rows: RecognitionRow[] = [];
    const seen = new Map<string, number>();

    for (const { line, values: v } of read.rows) {
      const issues: string[] = [];
      const email = identityKey(v.employeeEmail ?? "");
      const employee = v.employeeHrisId
        ? employees.byHrisId(v.employeeHrisId)
        : email
          ? employees.byEmail(email)
          : undefined;
      if (!v.employeeHrisId && !email) issues.push("missing employeeHrisId or employeeEmail");
      else if (!employee) issues.push(`unknown employee ${v.employeeHrisId || v.employeeEmail}`);
      const date = v.dateSubmitted ? parseDate(v.dateSubmitted) : null;
      if (!v.dateSubmitted) issues.push("missing dateSubmitted");
      else if (!date)
        issues.push(`dateSubmitted "${v.dateSubmitted}" is not a date (YYYY-MM-DD or ISO date-time)`);
      const value = v.coreValueSubmitted ? findValueByName(values, v.coreValueSubmitted) : undefined;
      if (!v.coreValueSubmitted) issues.push("missing coreValueSubmitted");
      else if (!value)
        issues.push(
          `unknown value "${v.coreValueSubmitted}" (one of: ${values.map((x) => x.name).join(", ")})`,
        );
      if (!v.recognitionText) issues.push("missing recognitionText");
      for (const [column, max] of Object.entries(LIMITS))
        if ((v[column] ?? "").length > max) issues.push(`${column} is longer than ${max} characters`);

      if (!issues.length && employee && date && value) {
        const recognizer = orNull(v.recognizer) ?? orNull(v.recognizerEmail);
        const importKey = recognitionImportKey({
          employeeId: employee.id,
          valueId: value.id,
          recognizer,
          dateSubmitted: date,
          recognitionText: v.recognitionText,
        });
        const first = seen.get(importKey);
        if (first) issues.push(`the same recognition as line ${first}`);
        else {
          seen.set(importKey, line);
          rows.push({
            importKey,
            employeeId: employee.id,
            scDetailId: value.id,
            dateSubmitted: date,
            employeeName: v.employeeName || employee.name,
            employeeEmail: orNull(v.employeeEmail) ?? employee.email,
            coreValueSubmitted: v.coreValueSubmitted,
            componentSubmitted: orNull(v.componentSubmitted),
            recognizer: orNull(v.recognizer),
            recognizerEmail: orNull(v.recognizerEmail),
            recognitionText: v.recognitionText,
          });
        }
      }
      problems.push(...issues.map((message) => ({ line, message })));
    }
    if (problems.length) return { ok: false, problems };

    return { ok: true, counts: await writeRecognitions(tx, rows) };
  }, BULK_TRANSACTION_OPTIONS);
}
