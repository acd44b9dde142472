import "server-only";
import { db } from "@/lib/server/db/client";
import { conflict } from "@/lib/server/errors";
import type { HrActor } from "@/lib/server/auth/session";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import { cycleCompletion, markNotSubmitted } from "@/lib/server/review-cycles/cycle-completion";
import { getCycle } from "@/lib/server/review-cycles/get-cycle";
import { lockCycleForChange, requireStatus } from "@/lib/server/review-cycles/lock-cycle";
import type { CycleDto } from "@/lib/shared/schemas/review-cycle";

// POST /api/hr/review-cycles/{id}/close (docs/decisions/0076). The cycle row is locked FOR UPDATE:
// the close waits for every save in flight (each holds it FOR SHARE), then counts and closes; a
// save after it sees the cycle closed. closedAt is the clock after the lock, so no review row
// changes after it. Unsubmitted reviews need `confirmUnsubmitted` ("close anyway").

export const unsubmittedMessage = (n: number) =>
  `${n} ${n === 1 ? "review" : "reviews"} not submitted. Close anyway to mark ${n === 1 ? "it" : "them"} not submitted.`;

export async function closeCycle(
  actor: HrActor,
  id: number,
  options: { confirmUnsubmitted?: boolean },
  ip?: string,
): Promise<CycleDto> {
  await db.$transaction(
    async (tx) => {
      const cycle = await lockCycleForChange(tx, id);
      requireStatus(cycle, ["Active"], "closed");
      const completion = (await cycleCompletion([id], tx)).get(id)!;
      const unsubmitted = completion.expected - completion.submitted;
      if (unsubmitted > 0 && !options.confirmUnsubmitted) throw conflict(unsubmittedMessage(unsubmitted));
      const [{ closedAt }] = await tx.$queryRaw<{ closedAt: Date }[]>`
        UPDATE "ReviewCycle" SET status = 'Closed', "closedAt" = clock_timestamp()
        WHERE id = ${id} RETURNING "closedAt"`;
      const marked = await markNotSubmitted(tx, id, closedAt);
      // on the Activity of each participant marked not submitted
      await auditCycle(
        tx,
        actor,
        ip,
        "review-cycle.close",
        cycle,
        { from: cycle.status, to: "Closed", unsubmitted, participantsNotSubmitted: marked.length },
        marked,
      );
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
  return getCycle(id);
}
