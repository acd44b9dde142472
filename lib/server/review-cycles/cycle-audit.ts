import "server-only";
import type { Tx } from "@/lib/server/db/client";
import type { HrActor } from "@/lib/server/auth/session";
import { recordAudit } from "@/lib/server/audit/record-audit";

// Every change of a review cycle is audited with what it was, what it became and why.

/** What HR's Activity says for each review-cycle action. */
export const REVIEW_CYCLE_ACTION_LABELS: Record<string, string> = {
  "review-cycle.create": "created a review cycle",
  "review-cycle.update": "changed a review cycle",
  "review-cycle.delete": "deleted a review cycle",
  "review-cycle.close": "closed a review cycle",
  "review-cycle.reopen": "reopened a review cycle",
  "review-cycle.archive": "archived a review cycle",
  "review-cycle.nudge": "nudged people to finish their reviews",
  "review-cycle.phase-excuse": "excused someone from a phase of a review cycle",
  "review-cycle.phase-excuse.withdraw": "took back an excuse from a phase of a review cycle",
};

type Scalar = string | number | boolean | null;

export function auditCycle(
  tx: Tx,
  actor: HrActor,
  ip: string | undefined,
  action: keyof typeof REVIEW_CYCLE_ACTION_LABELS,
  cycle: { id: number; name: string },
  detail: { from?: Scalar; to?: Scalar; why?: string | null } & Record<string, Scalar | undefined> = {},
  employeeIds: string[] = [],
) {
  const clean = Object.fromEntries(Object.entries(detail).filter(([, v]) => v !== undefined)) as Record<
    string,
    Scalar
  >;
  return recordAudit(
    { action, actor, ip, employeeIds, detail: { cycleId: cycle.id, cycle: cycle.name, ...clean } },
    tx,
  );
}
