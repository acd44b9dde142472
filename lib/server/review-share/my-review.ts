import "server-only";
import { db } from "@/lib/server/db/client";
import type { ManagerSession } from "@/lib/server/auth/session";
import { AppError, notFound } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { isUniqueViolation } from "@/lib/server/http/prisma-errors";
import { sharedReviewGap } from "@/lib/server/review-gap/review-gap";
import type {
  AcknowledgeBody,
  AcknowledgementDto,
  MyReviewAnswer,
  SharedReview,
} from "@/lib/shared/schemas/review-share";

// The employee's side (issue 34 §7–8): the latest shared version of their review, exactly as it
// was frozen, and the append-only acknowledgement of a version ("I have read it", not "I agree").

export const NOT_SHARED = "Your review has not been shared with you yet.";
export const ALREADY_ACKNOWLEDGED = "You have already acknowledged this version of your review.";

type Ack = { version: number; acknowledgedAt: Date; comment: string | null };
export const ackDto = (a: Ack): AcknowledgementDto => ({
  version: a.version,
  acknowledgedAt: a.acknowledgedAt.toISOString(),
  comment: a.comment,
});

/** The person's latest share: of the most recent cycle that shared one with them. */
function latestShare(employeeId: number) {
  return db.reviewShare.findFirst({
    where: { employeeId },
    orderBy: [{ sharedAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      cycleId: true,
      version: true,
      sharedAt: true,
      snapshot: true,
      cycle: { select: { gapThreshold: true } },
    },
  });
}

/** GET /api/my-review: 404 before anything was shared. */
export async function getMyReview(session: ManagerSession): Promise<MyReviewAnswer> {
  const share = await latestShare(session.employeeId);
  if (!share) throw notFound(NOT_SHARED);
  const review = share.snapshot as unknown as SharedReview;
  const [acks, gap] = await Promise.all([
    db.reviewAcknowledgement.findMany({
      where: { employeeId: session.employeeId, cycleId: share.cycleId },
      orderBy: { version: "desc" },
      select: { version: true, acknowledgedAt: true, comment: true },
    }),
    sharedReviewGap(review, share.cycle.gapThreshold),
  ]);
  const current = acks.find((a) => a.version === share.version);
  return {
    version: share.version,
    sharedAt: share.sharedAt.toISOString(),
    review,
    gap,
    acknowledgement: current ? ackDto(current) : null,
    earlier: acks.filter((a) => a.version !== share.version).map(ackDto),
  };
}

/**
 * POST /api/my-review/acknowledge: acknowledges the latest shared version (the one the employee
 * reads). A second acknowledgement of the same version is refused (409), whatever two tabs do: the
 * share id is unique in the table. It never depends on the cycle's phase: acknowledging does not
 * block closing, and a closed cycle's shared review can still be acknowledged.
 */
export async function acknowledgeMyReview(session: ManagerSession, body: AcknowledgeBody, ip: string) {
  const share = await latestShare(session.employeeId);
  if (!share) throw notFound(NOT_SHARED);
  const comment = body.comment?.trim() || null;
  try {
    const ack = await db.$transaction(async (tx) => {
      const created = await tx.reviewAcknowledgement.create({
        data: {
          shareId: share.id,
          cycleId: share.cycleId,
          employeeId: session.employeeId,
          version: share.version,
          comment,
        },
        select: { version: true, acknowledgedAt: true, comment: true },
      });
      await recordAudit(
        {
          action: "review.acknowledge",
          actor: session,
          employeeIds: [session.hrisId],
          detail: { cycleId: share.cycleId, version: share.version, withComment: comment !== null },
          ip,
        },
        tx,
      );
      return created;
    });
    return { acknowledgement: ackDto(ack), message: "Thank you: your acknowledgement is recorded." };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, ALREADY_ACKNOWLEDGED, undefined, undefined, "already_acknowledged");
    throw error;
  }
}
