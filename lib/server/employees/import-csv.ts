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
import { markLeavers } from "@/lib/server/review-cycles/leavers";
import {
  BULK_TRANSACTION_OPTIONS,
  upsertOrgInTransaction,
  type UpsertOrgCounts,
} from "@/lib/server/employees/upsert-org";

// HRIS CSV import: hrisId,name,email,title,department,managerHrisId,startDate and an optional
// endDate. Every row is checked before anything is written; one bad row means nothing is imported.
// In the same transaction, whoever's endDate has passed leaves the running review cycle (ADR 0088).

export type ParsedOrgCsv = { rows: OrgRowInput[]; problems: OrgProblem[]; columns: string[] };
export type ImportOrgResult =
  { ok: false; problems: OrgProblem[] } | { ok: true; counts: UpsertOrgCounts & { leavers: number } };

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
    // Without an endDate column the stored end dates stay; with it, a blank cell clears one (a rehire).
    const withEndDates = parsed.columns.includes("endDate");
    const rows = parsed.rows.map((r) => {
      const row = orgRowSchema.parse(toOrgRowValues(r.values));
      return withEndDates ? row : { ...row, endDate: undefined };
    });
    const counts = await upsertOrgInTransaction(tx, rows);
    return { ok: true, counts: { ...counts, leavers: await markLeavers(tx) } };
  }, BULK_TRANSACTION_OPTIONS);
  if (result.ok) await refreshPlannerStatistics(db);
  return result;
}
