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

type Row = Record<string, unknown>;

function scalar(value: unknown): SnapshotValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") return value;
  // Prisma's Decimal (scores, averages)
  if (typeof (value as { toNumber?: unknown }).toNumber === "function")
    return (value as { toNumber(): number }).toNumber();
  return String(value);
}

/** One table row as a snapshot: every column but the bookkeeping, free text as a mark. */
function rowSnapshot(row: Row | undefined): Snapshot | null {
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

async function readRow(tx: Tx, table: "PerformanceQuestionnaire" | "ManagerSelfQuestionnaire", id: number) {
  const rows = await tx.$queryRawUnsafe<{ row: Row }[]>(
    `SELECT to_jsonb(t) AS row FROM "${table}" t WHERE t.id = $1`,
    id,
  );
  return rowSnapshot(rows[0]?.row);
}

export const performanceQuestionnaireSnapshot = (tx: Tx, id: number) =>
  readRow(tx, "PerformanceQuestionnaire", id);

export const selfQuestionnaireSnapshot = (tx: Tx, id: number) => readRow(tx, "ManagerSelfQuestionnaire", id);

/** A behavioral evaluation: status, comments, total, and each competency's scores and notes. */
export async function behavioralSnapshot(tx: Tx, evaluationId: number): Promise<Snapshot | null> {
  const [head] = await tx.$queryRaw<Row[]>`
    SELECT "isDraft", "overallComments", "totalAverage" FROM "BehavioralEvaluation" WHERE id = ${evaluationId}`;
  if (!head) return null;
  const snapshot = rowSnapshot(head)!;
  const subs = await tx.$queryRaw<{ competency: string; sub: string; score: number; notes: string | null }[]>`
    SELECT c.name AS competency, s.name AS sub, sc.score, sc.notes
    FROM "BehavioralSubcomponentScore" sc
    JOIN "CompetencySubcomponent" s ON s.id = sc."subcomponentId"
    JOIN "Competency" c ON c.id = s."competencyId"
    WHERE sc."evaluationId" = ${evaluationId}`;
  for (const r of subs) {
    snapshot[`${r.competency} · ${r.sub}`] = r.score || null; // 0 is "not scored"
    snapshot[`${r.competency} · ${r.sub} notes`] = textMark(r.notes);
  }
  const comps = await tx.$queryRaw<{ competency: string; overrideScore: unknown; notes: string | null }[]>`
    SELECT c.name AS competency, cs."overrideScore", cs.notes
    FROM "BehavioralCompetencyScore" cs JOIN "Competency" c ON c.id = cs."competencyId"
    WHERE cs."evaluationId" = ${evaluationId}`;
  for (const r of comps) {
    snapshot[`${r.competency} override`] = r.overrideScore === null ? null : Number(r.overrideScore);
    snapshot[`${r.competency} notes`] = textMark(r.notes);
  }
  return snapshot;
}

/** A manager's values review: status, notes, overall score, and each value's three scores and notes. */
export async function valuesReviewSnapshot(tx: Tx, reviewId: number): Promise<Snapshot | null> {
  const [head] = await tx.$queryRaw<Row[]>`
    SELECT "isDraft", "overallNotes", "overallScore" FROM "ManagerValuesReview" WHERE id = ${reviewId}`;
  if (!head) return null;
  const snapshot = rowSnapshot(head)!;
  const rows = await tx.$queryRaw<
    ({ value: string; subs: string[]; overrideScore: unknown } & Record<string, string | number | null>)[]
  >`
    SELECT v.name AS value,
           ARRAY(SELECT s.name FROM "ValueSubcomponent" s WHERE s."valueId" = v.id ORDER BY s.position) AS subs,
           cs."subcomp1Score", cs."subcomp2Score", cs."subcomp3Score", cs."overrideScore",
           cs."categoryNotes", cs."valueNotes", cs."subcomp1Notes", cs."subcomp2Notes", cs."subcomp3Notes"
    FROM "ManagerValuesCategoryScore" cs JOIN "CompanyValue" v ON v.id = cs."valueId"
    WHERE cs."reviewId" = ${reviewId}`;
  for (const r of rows) {
    for (const n of [1, 2, 3]) {
      const sub = r.subs[n - 1] ?? `subcomponent ${n}`;
      snapshot[`${r.value} · ${sub}`] = (r[`subcomp${n}Score`] as number) || null; // 0 is "not scored"
      snapshot[`${r.value} · ${sub} notes`] = textMark(r[`subcomp${n}Notes`] as string | null);
    }
    snapshot[`${r.value} override`] = r.overrideScore === null ? null : Number(r.overrideScore);
    snapshot[`${r.value} notes`] = textMark((r.valueNotes ?? r.categoryNotes) as string | null);
  }
  return snapshot;
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
