import "server-only";
import { db } from "@/lib/server/db/client";
import { cycleCompletion } from "@/lib/server/review-cycles/cycle-completion";
import { cycleSelect, toCycleDto } from "@/lib/server/review-cycles/get-cycle";
import type { CycleDto } from "@/lib/shared/schemas/review-cycle";

/** Every review cycle, newest first, with its phases and completion: three queries whatever the count. */
export async function listCycles(): Promise<CycleDto[]> {
  const rows = await db.reviewCycle.findMany({ select: cycleSelect, orderBy: { id: "desc" } });
  const completion = await cycleCompletion(rows.map((r) => r.id));
  return rows.map((row) => toCycleDto(row, completion.get(row.id)));
}
