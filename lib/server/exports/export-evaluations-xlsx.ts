import "server-only";
import { PassThrough, Readable } from "node:stream";
import { db } from "@/lib/server/db/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { fileDateStamp } from "@/lib/server/csv/csv-download";
import { countEvaluations, countForStatus } from "@/lib/server/exports/evaluation-metrics";
import { readEvaluationRows, type RowCursor } from "@/lib/server/exports/evaluation-rows";
import { openEvaluationsWorkbook } from "@/lib/server/exports/evaluations-workbook";
import { requestCollection, ROWS_PER_COLLECTION } from "@/lib/server/exports/collect-garbage";
import type { EvaluationFilters } from "@/lib/shared/schemas/data-export";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Rows read per statement: the export never holds more than this many in memory. */
export const EXPORT_BATCH_ROWS = 2000;

export type EvaluationsExport = { fileName: string; rowCount: number; body: ReadableStream<Uint8Array> };

/**
 * POST /api/hr/export-evaluations-xlsx. The metrics (and so the row count) are read before the
 * first byte, so a database failure is still a clean error answer; then the rows are read in
 * keyset batches and streamed into the workbook as the client downloads it: the next batch is read
 * only once the workbook has passed the last one on, so a slow or stalled download holds the
 * export back instead of letting it queue the file in memory, and a closed one ends it. The export
 * is audited (who, when, from where, the filters and the row count) once every row is written.
 */
export async function exportEvaluationsXlsx(
  filters: EvaluationFilters,
  actor: HrActor,
  ip: string,
  {
    now = new Date(),
    batchRows = EXPORT_BATCH_ROWS,
    rowsPerCollection = ROWS_PER_COLLECTION,
    timeZone = "UTC",
  }: { now?: Date; batchRows?: number; rowsPerCollection?: number; timeZone?: string } = {},
): Promise<EvaluationsExport> {
  const [metrics, managerLabel] = await Promise.all([
    countEvaluations(filters),
    describeManager(filters.manager),
  ]);
  const rowCount = countForStatus(metrics, filters.status);
  const output = new PassThrough();

  const write = async () => {
    const workbook = openEvaluationsWorkbook(output, timeZone);
    let cursor: RowCursor | null = null;
    let written = 0;
    let sinceCollection = 0;
    for (;;) {
      const rows = await readEvaluationRows(filters, { kind: "after", cursor, limit: batchRows });
      const last = rows.at(-1);
      const full = rows.length === batchRows;
      written += rows.length;
      sinceCollection += rows.length;
      await workbook.addRows(rows); // waits while the download is behind
      rows.length = 0; // see readEvaluationRows: a batch must not outlive its writing
      // The batch's garbage would otherwise pile up in old space (collect-garbage.ts).
      if (sinceCollection >= rowsPerCollection && requestCollection()) sinceCollection = 0;
      if (!last || !full) break;
      cursor = { name: last.employeeName, id: last.employeeId };
    }
    await recordAudit({
      action: "evaluations.exported",
      actor,
      detail: {
        cycle: filters.cycle,
        status: filters.status,
        search: filters.search,
        manager: filters.manager,
        department: filters.department,
        rowCount: written,
      },
      ip,
    });
    await workbook.finish({
      generatedAt: now,
      generatedBy: actor.name,
      filters,
      managerLabel,
      metrics,
      rowCount: written,
    });
  };
  // A failure after the first byte can only cut the download short: the client sees a failed read.
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );

  return {
    fileName: `evaluations-${fileDateStamp(now, timeZone)}.xlsx`,
    rowCount,
    body: Readable.toWeb(output) as ReadableStream<Uint8Array>,
  };
}

async function describeManager(hrisId: string | null): Promise<string | null> {
  if (!hrisId) return null;
  const manager = await db.employee.findUnique({ where: { hrisId }, select: { name: true } });
  return manager ? `${manager.name} (${hrisId})` : hrisId;
}
