import "server-only";
import type { Tx } from "@/lib/server/db/client";
import { textMark, type Snapshot, type SnapshotValue } from "@/lib/server/audit/audit-changes";

// Snapshots of the documents whose edits are audited, read inside the writer's transaction before
// and after the write (diffSnapshots compares them). Field names are what HR reads in the trail:
// competency and value names, not ids. Bookkeeping columns (ids, timestamps) are left out.

const BOOKKEEPING = new Set([
  "id",
  "employeeId",
  "managerId",
  "cycleId",
  "createdAt",
  "updatedAt",
  "submittedAt",
]);
// Free-text columns: only whether they changed is recorded.
const isFreeText = (column: string) => /(notes|comments|detail|other)$/i.test(column) && column !== "other";

export type Row = Record<string, unknown>;

function scalar(value: unknown): SnapshotValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") return value;
  // Prisma's Decimal (scores, averages)
  if (typeof (value as { toNumber?: unknown }).toNumber === "function")
    return (value as { toNumber(): number }).toNumber();
  return String(value);
}

/** One table row as a snapshot: every column but the bookkeeping, free text as a mark. */
export function rowSnapshot(row: Row | undefined): Snapshot | null {
  if (!row) return null;
  const snapshot: Snapshot = {};
  for (const [column, value] of Object.entries(row)) {
    if (BOOKKEEPING.has(column)) continue;
    snapshot[column] =
      column === "isDraft"
        ? value
          ? "draft"
          : "submitted"
        : isFreeText(column)
          ? textMark(value as string)
          : scalar(value);
  }
  return snapshot;
}

/**
 * The row `id` of `table` as a snapshot: what an assessment kind's audit diffs unless it declares
 * its own (a kind with child rows). `table` is a kind's fixed table name, never input.
 */
export async function tableRowSnapshot(tx: Tx, table: string, id: number): Promise<Snapshot | null> {
  if (!/^[A-Za-z]+$/.test(table)) throw new Error(`tableRowSnapshot: bad table ${table}`);
  const rows = await tx.$queryRawUnsafe<{ row: Row }[]>(
    `SELECT to_jsonb(t) AS row FROM "${table}" t WHERE t.id = $1`,
    id,
  );
  return rowSnapshot(rows[0]?.row);
}

/** A custom career path (all rows of one session id): its titles in order, notes and verification. */
export async function careerPathSnapshot(tx: Tx, sessionId: string): Promise<Snapshot | null> {
  const rows = await tx.$queryRaw<
    { from: string; to: string; notes: string | null; verified: boolean; isVerified: boolean }[]
  >`
    SELECT f.name AS "from", t.name AS "to", p.notes, p.verified, p."isVerified"
    FROM "CustomCareerPath" p
    JOIN "Title" f ON f.id = p."titleId" JOIN "Title" t ON t.id = p."nextTitleId"
    WHERE p."sessionId" = ${sessionId} ORDER BY p.position`;
  if (!rows.length) return null;
  return {
    titles: [rows[0]!.from, ...rows.map((r) => r.to)].join(" → "),
    notes: textMark(rows[0]!.notes),
    verified: rows[0]!.verified,
    "verified by HR": rows[0]!.isVerified,
  };
}
