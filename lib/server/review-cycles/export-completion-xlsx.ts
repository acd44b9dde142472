import "server-only";
import { PassThrough, Readable } from "node:stream";
import type { Session } from "@/lib/server/auth/session";
import { forbidden } from "@/lib/server/errors";
import { fileDateStamp, safeFilenamePart } from "@/lib/server/csv/csv-download";
import { openXlsxTable, type XlsxColumn } from "@/lib/server/exports/xlsx-table";
import {
  getCycleCompletionGroups,
  resolveCompletionScope,
} from "@/lib/server/review-cycles/cycle-completion-dashboard";
import { COMPLETION_PHASES } from "@/lib/server/review-cycles/completion-sql";
import type { CompletionExportQuery, CompletionGroupDto } from "@/lib/shared/schemas/cycle-completion";
import { PHASE_LABELS } from "@/lib/shared/schemas/review-cycle";

// GET /api/review-cycles/{id}/completion.xlsx: the dashboard's numbers (per phase, then the
// acknowledgement of the shared reviews), every group of the chosen grouping and subtree then a Total row, through the one streamed workbook writer. The numbers are
// read (and the gate applied) before the first byte, so a refusal is still a clean error answer.

function countColumns(part: "counts" | "direct", label: string): XlsxColumn<CompletionGroupDto>[] {
  return COMPLETION_PHASES.flatMap((phase) =>
    (["done", "total", "overdue"] as const).map((what) => ({
      header: `${PHASE_LABELS[phase]} ${label}${what}`,
      width: 16,
      value: (g: CompletionGroupDto) => g[part]?.[phase]?.[what] ?? null,
    })),
  );
}

/** Acknowledged / Not yet / Not shared (issue 34 §8), of the direct reports or of everyone counted. */
function acknowledgementColumns(
  part: "acknowledgement" | "directAcknowledgement",
  label: string,
): XlsxColumn<CompletionGroupDto>[] {
  return (
    [
      ["acknowledged", "Acknowledged"],
      ["notYet", "Not yet"],
      ["notShared", "Not shared"],
    ] as const
  ).map(([what, header]) => ({
    header: `${header}${label}`,
    width: 14,
    value: (g: CompletionGroupDto) => g[part]?.[what] ?? null,
  }));
}

export async function exportCompletionXlsx(
  session: Session,
  cycleRef: number | "active",
  query: Omit<CompletionExportQuery, "timeZone">,
  { now = new Date(), timeZone = "UTC" }: { now?: Date; timeZone?: string } = {},
) {
  const scope = await resolveCompletionScope(session, cycleRef, query.root);
  const answer = await getCycleCompletionGroups(scope, query.groupBy, null, now);
  if (!answer.allowed) throw forbidden("You can only see the completion of your own team.");
  const byManager = query.groupBy === "manager";
  const columns: XlsxColumn<CompletionGroupDto>[] = [
    { header: byManager ? "Manager" : "Department", width: 32, value: (g) => g.label },
    ...(byManager ? [{ header: "Manager HRIS ID", width: 18, value: (g: CompletionGroupDto) => g.key }] : []),
    ...(byManager ? countColumns("direct", "direct ") : []),
    ...countColumns("counts", byManager ? "all " : ""),
    ...(byManager ? acknowledgementColumns("directAcknowledgement", " (direct)") : []),
    ...acknowledgementColumns("acknowledgement", byManager ? " (all)" : ""),
  ];
  const output = new PassThrough();
  const write = async () => {
    const table = openXlsxTable(output, "Completion", columns);
    await table.addRows(answer.groups);
    await table.addRows([
      { key: "", label: "Total", counts: answer.totals, acknowledgement: answer.acknowledgement },
    ]);
    table.endTable();
    await table.workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  const who = scope.root ? `-${safeFilenamePart(scope.root.hrisId)}` : "";
  return {
    fileName: `completion-${safeFilenamePart(scope.cycle.name)}${who}-${fileDateStamp(now, timeZone)}.xlsx`,
    body: Readable.toWeb(output) as ReadableStream<Uint8Array>,
  };
}
