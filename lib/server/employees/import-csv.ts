import "server-only";
import { readCsvRows } from "@/lib/server/csv/read-csv-rows";
import type { PrismaClient } from "@/generated/prisma/client";
import { refreshPlannerStatistics } from "@/lib/server/db/planner-statistics";
import {
  REQUIRED_ORG_COLUMNS,
  orgRowSchema,
  toOrgRowValues,
  validateOrgRows,
  type OrgProblem,
  type OrgRowInput,
} from "@/lib/server/employees/employee-row";
import { findIdentityConflicts } from "@/lib/server/employees/identity-conflicts";
import {
  BULK_TRANSACTION_OPTIONS,
  upsertOrgInTransaction,
  type UpsertOrgCounts,
} from "@/lib/server/employees/upsert-org";

// HRIS CSV import: hrisId,name,email,title,department,managerHrisId,startDate. Every row is
// checked before anything is written; one bad row means nothing is imported.

export type ParsedOrgCsv = { rows: OrgRowInput[]; problems: OrgProblem[] };
export type ImportOrgResult = { ok: false; problems: OrgProblem[] } | { ok: true; counts: UpsertOrgCounts };

/** Reads the file into rows numbered by their line in the file (the header is line 1). */
export function parseOrgCsv(text: string): ParsedOrgCsv {
  return readCsvRows(text, REQUIRED_ORG_COLUMNS, "employee");
}

/** Validates the whole file against the database, then upserts it in the same transaction. */
export async function importOrgCsv(db: PrismaClient, text: string): Promise<ImportOrgResult> {
  const parsed = parseOrgCsv(text);
  if (parsed.problems.length) return { ok: false, problems: parsed.problems };
  const result = await db.$transaction(async (tx): Promise<ImportOrgResult> => {
    const existing = await tx.employee.findMany({ select: { hrisId: true, mgrId: true } });
    const managerOf = new Map(existing.map((e) => [e.hrisId, e.mgrId]));
    const problems = [
      ...validateOrgRows(parsed.rows, managerOf),
      ...(await findIdentityConflicts(tx, parsed.rows)),
    ].sort((a, b) => a.line - b.line);
    if (problems.length) return { ok: false, problems };
    const rows = parsed.rows.map((r) => orgRowSchema.parse(toOrgRowValues(r.values)));
    return { ok: true, counts: await upsertOrgInTransaction(tx, rows) };
  }, BULK_TRANSACTION_OPTIONS);
  if (result.ok) await refreshPlannerStatistics(db);
  return result;
}
