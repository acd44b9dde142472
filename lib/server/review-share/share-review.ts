import "server-only";
import { isDeepStrictEqual } from "node:util";
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import type { HrActor, Session } from "@/lib/server/auth/session";
import { findEmployeeForManager } from "@/lib/server/access/hierarchy";
import { AppError, forbidden } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { wakeOutboxWorker } from "@/lib/server/mail/outbox-worker";
import { findActiveCycle } from "@/lib/server/review-cycles/active-cycle";
import { assertCycleWritable } from "@/lib/server/review-cycles/cycle-write-gate";
import { employeeByHrisId } from "@/lib/server/review-cycles/employee-by-hris-id";
import { CYCLE_NOT_FOUND } from "@/lib/server/review-cycles/lock-cycle-for-launch";
import { cycleHasParticipants, readShareCandidates, type ShareCandidate } from "./shared-review-sql";
import { REVIEW_SHARED_EMAIL } from "./review-shared-email";
import type { BulkShareAnswer } from "@/lib/shared/schemas/review-share";

// Sharing the final review (issue 34 §7, docs/decisions/0087): in the cycle's `sharing` phase (the
// write gate, inside the transaction), a complete review is frozen as the next numbered version and
// one "your review is ready to read" email is queued through the outbox. Sharing an unchanged
// review again changes nothing (no new version, no second email).

export const REVIEW_INCOMPLETE =
  "The review is not complete: every assessment must be submitted before it is shared.";
const NOT_IN_CYCLE = "This employee is not in the review cycle.";
const BULK_PAGE = 500;

type ShareAnswer = { version: number; unchanged: boolean; message: string };

/** POST /api/review-share/{hrisId}: a manager (the employee in their hierarchy) or HR shares one review. */
export async function shareReview(session: Session, hrisId: string, ip: string): Promise<ShareAnswer> {
  const answer = await db.$transaction(async (tx) => {
    const employee =
      session.kind === "manager"
        ? await findEmployeeForManager(session, { hrisId }, tx)
        : await employeeByHrisId(tx, hrisId);
    const cycle = await sharingCycle(tx, employee.id);
    const [candidate] = await readShareCandidates(tx, cycle, {
      hasParticipants: await cycleHasParticipants(tx, cycle.id),
      where: Prisma.sql`e.id = ${employee.id}`,
      limit: 1,
    });
    if (!candidate) throw forbidden(NOT_IN_CYCLE);
    if (!candidate.complete)
      throw new AppError(422, REVIEW_INCOMPLETE, undefined, undefined, "review_incomplete");
    if (isUnchanged(candidate))
      return {
        version: candidate.latestVersion,
        unchanged: true,
        message: `Version ${candidate.latestVersion} is already shared: nothing changed since.`,
      };
    const [version] = await insertShares(tx, session, cycle.id, [candidate]);
    await recordAudit(
      {
        action: "review.share",
        actor: session,
        employeeIds: [employee.hrisId],
        detail: { cycleId: cycle.id, version },
        ip,
      },
      tx,
    );
    return { version, unchanged: false, message: `Shared version ${version} with ${employee.name}.` };
  });
  if (!answer.unchanged) wakeOutboxWorker();
  return answer;
}

/**
 * HR shares every complete review of the cycle in one go, a page at a time (a bounded number of
 * statements per page, whatever the org's size). Incomplete reviews are counted, not shared.
 */
export async function shareReviewsInBulk(
  actor: HrActor,
  cycleId: number,
  ip: string,
): Promise<BulkShareAnswer> {
  let after = 0;
  let shared = 0;
  let skippedIncomplete = 0;
  for (;;) {
    const page = await db.$transaction(
      async (tx) => {
        const cycle = await sharingCycle(tx, null, cycleId);
        const candidates = await readShareCandidates(tx, cycle, {
          hasParticipants: await cycleHasParticipants(tx, cycle.id),
          where: Prisma.sql`e.id > ${after}`,
          limit: BULK_PAGE,
        });
        const ready = candidates.filter((c) => c.complete && !isUnchanged(c));
        const versions = await insertShares(tx, actor, cycle.id, ready);
        if (ready.length)
          await recordAudit(
            {
              action: "review.share-bulk",
              actor,
              employeeIds: ready.map((c) => c.review.employee.hrisId),
              detail: { cycleId: cycle.id, shared: versions.length },
              ip,
            },
            tx,
          );
        return { candidates, shared: ready.length, incomplete: candidates.filter((c) => !c.complete).length };
      },
      { timeout: 60_000, maxWait: 60_000 },
    );
    shared += page.shared;
    skippedIncomplete += page.incomplete;
    if (page.candidates.length < BULK_PAGE) break;
    after = page.candidates[page.candidates.length - 1].employeeId;
  }
  if (shared) wakeOutboxWorker();
  const people = (n: number) => `${n} review${n === 1 ? "" : "s"}`;
  return {
    shared,
    skippedIncomplete,
    message:
      `Shared ${people(shared)}.` +
      (skippedIncomplete
        ? ` ${people(skippedIncomplete)} not complete yet ${skippedIncomplete === 1 ? "was" : "were"} left out.`
        : ""),
  };
}

/**
 * The cycle a share belongs to (the active one, or the one named), its `sharing` phase open for the
 * person: the write gate's rules (409 phase_not_open / phase_closed / cycle_closed), in the
 * transaction, with the cycle row locked FOR SHARE.
 */
async function sharingCycle(tx: Tx, employeeId: number | null, cycleId?: number) {
  const cycle =
    cycleId === undefined
      ? await findActiveCycle(tx)
      : await tx.reviewCycle.findUnique({ where: { id: cycleId }, select: { id: true, name: true } });
  if (!cycle)
    throw cycleId === undefined
      ? new AppError(409, "There is no active review cycle.", undefined, undefined, "phase_not_open")
      : new AppError(404, CYCLE_NOT_FOUND);
  // Bulk: no one person's extension applies (employee 0 matches no participant or extension row).
  await assertCycleWritable(tx, {
    cycleId: cycle.id,
    phase: "sharing",
    employeeId: employeeId ?? 0,
    reviewerId: null,
  });
  return { id: cycle.id, name: cycle.name };
}

function isUnchanged(c: ShareCandidate) {
  return c.latestVersion > 0 && isDeepStrictEqual(JSON.parse(JSON.stringify(c.review)), c.latestSnapshot);
}

/** The next versions and their emails; a concurrent share of the same version is refused by the unique key. */
async function insertShares(tx: Tx, by: Session | HrActor, cycleId: number, ready: ShareCandidate[]) {
  if (!ready.length) return [];
  const byId = by.kind === "hr" ? by.hrUserId : by.employeeId;
  const rows = ready.map((c) => ({
    cycleId,
    employeeId: c.employeeId,
    version: c.latestVersion + 1,
    snapshot: c.review as unknown as Prisma.InputJsonValue,
    sharedByKind: by.kind,
    sharedById: byId,
    sharedByName: by.name.slice(0, 100),
  }));
  await tx.reviewShare.createMany({ data: rows });
  await tx.emailOutbox.createMany({
    data: rows.map((r) => ({
      batchId: `review-shared:${cycleId}`,
      employeeId: r.employeeId,
      dedupeKey: `${REVIEW_SHARED_EMAIL}:${cycleId}:${r.employeeId}:${r.version}`,
      kind: REVIEW_SHARED_EMAIL,
      payload: { cycleId, version: r.version },
      createdBy: by.name.slice(0, 100),
    })),
  });
  return rows.map((r) => r.version);
}
