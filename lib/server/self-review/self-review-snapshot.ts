import "server-only";
import type { Tx } from "@/lib/server/db/client";
import { textMark, type Snapshot } from "@/lib/server/audit/audit-changes";
import { rowSnapshot, type Row } from "@/lib/server/audit/audit-snapshots";

/** A self-review as the trail diffs it: status, source, the reflections (as marks) and each score. */
export async function selfReviewSnapshot(tx: Tx, reviewId: number): Promise<Snapshot | null> {
  const [head] = await tx.$queryRaw<Row[]>`
    SELECT "isDraft", source::text AS source, "wentWell", "toImprove", "goals"
    FROM "EmployeeValuesReview" WHERE id = ${reviewId}`;
  if (!head) return null;
  const snapshot = rowSnapshot({ isDraft: head.isDraft, source: head.source })!;
  for (const key of ["wentWell", "toImprove", "goals"]) snapshot[key] = textMark(head[key] as string | null);
  const rows = await tx.$queryRaw<{ value: string; sub: string; score: number }[]>`
    SELECT v.name AS value, s.name AS sub,
      CASE s.position WHEN 1 THEN cs."subcomp1Score" WHEN 2 THEN cs."subcomp2Score" ELSE cs."subcomp3Score" END AS score
    FROM "EmployeeValuesCategoryScore" cs
    JOIN "CompanyValue" v ON v.id = cs."valueId"
    JOIN "ValueSubcomponent" s ON s."valueId" = v.id
    WHERE cs."reviewId" = ${reviewId}
    ORDER BY v."sortOrder", v.id, s.position`;
  for (const r of rows) snapshot[`${r.value} · ${r.sub}`] = r.score || null; // 0 is "not scored"
  return snapshot;
}
