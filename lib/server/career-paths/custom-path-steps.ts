import "server-only";
import { db } from "@/lib/server/db";
import type { Session } from "@/lib/server/auth/session";
import { badRequest, conflict } from "@/lib/server/errors";
import { resolveCareerSubject, resolveRowSubject } from "@/lib/server/career-paths/career-subject";
import { customRowSelect, requireTitles, toCustomPathRow } from "@/lib/server/career-paths/custom-path-rows";
import { CUSTOM_PATH_TYPE_ID } from "@/lib/shared/career-paths/texts";
import type { CustomPathRow } from "@/lib/shared/career-paths/types";

// The spec's call-per-step family (POST/DELETE /api/custom-career-path): a client posts one
// step per consecutive title pair, all under one session id it generated.

/**
 * Adds the next step of the path `sessionId`: the first step opens it; each later step must start
 * at the title the path ends on and must not bring back a title the path already has. The
 * position comes from the stored rows and is unique per session, so concurrent posts cannot
 * interleave two steps at one place (the loser gets 409).
 */
export async function addCustomStep(
  session: Session,
  input: {
    hrisId: string;
    sessionId: string;
    titleId: number;
    nextTitleId: number;
    notes: string | null;
    verified: boolean;
  },
): Promise<CustomPathRow> {
  const subject = await resolveCareerSubject(session, { hrisId: input.hrisId });
  return db.$transaction(async (tx) => {
    await requireTitles(tx, [input.titleId, input.nextTitleId]);
    const steps = await tx.customCareerPath.findMany({
      where: { sessionId: input.sessionId },
      orderBy: { position: "asc" },
      select: { employeeId: true, titleId: true, nextTitleId: true, position: true },
    });
    if (steps.some((s) => s.employeeId !== subject.id)) {
      throw conflict("This session id belongs to another employee's path: start a new session.");
    }
    const last = steps.at(-1);
    if (last && last.nextTitleId !== input.titleId) {
      throw badRequest("Each step must start at the title where the path currently ends.");
    }
    const titles = new Set(steps.flatMap((s) => [s.titleId, s.nextTitleId]));
    if (titles.has(input.nextTitleId)) throw badRequest("A title can appear only once in a path.");
    const row = await tx.customCareerPath.create({
      data: {
        sessionId: input.sessionId,
        employeeId: subject.id,
        titleId: input.titleId,
        nextTitleId: input.nextTitleId,
        pathId: CUSTOM_PATH_TYPE_ID,
        position: (last?.position ?? 0) + 1,
        notes: input.notes,
        verified: input.verified,
      },
      select: customRowSelect,
    });
    return toCustomPathRow(row);
  });
}

/** DELETE /api/custom-career-path/{id}: one stored step. */
export async function deleteCustomStep(session: Session, rowId: number) {
  const { subject } = await resolveRowSubject(session, rowId);
  const { count } = await db.customCareerPath.deleteMany({ where: { id: rowId, employeeId: subject.id } });
  if (count === 0) throw conflict("This step was already deleted.");
  return { customCareerPathId: rowId, deleted: count };
}
