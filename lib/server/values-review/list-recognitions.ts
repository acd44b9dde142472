import "server-only";
import { db } from "@/lib/server/db/client";
import type { ManagerSession } from "@/lib/server/auth/session";
import type { RecognitionExampleDto } from "@/lib/shared/schemas/values-review";
import { requireValuesReviewPair } from "./values-subject";

/** A generous bound: the screen shows 2 per value and counts the rest. */
export const MAX_RECOGNITIONS = 500;

/**
 * GET /api/adv-submissions/{employeeId} (spec 2 §3 "Recognition example"): the recognition
 * submissions about an employee of the manager's hierarchy, newest first.
 */
export async function listRecognitions(
  session: ManagerSession,
  employeeRef: { id: number } | { hrisId: string },
): Promise<RecognitionExampleDto[]> {
  const { employee } = await requireValuesReviewPair(session, employeeRef);
  const rows = await db.recognitionSubmission.findMany({
    where: { employeeId: employee.id },
    select: {
      id: true,
      scDetailId: true,
      coreValueSubmitted: true,
      componentSubmitted: true,
      recognitionText: true,
      employeeName: true,
      recognizer: true,
      dateSubmitted: true,
    },
    orderBy: [{ dateSubmitted: "desc" }, { id: "desc" }],
    take: MAX_RECOGNITIONS,
  });
  return rows.map((r) => ({ ...r, dateSubmitted: r.dateSubmitted.toISOString() }));
}
