import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { lockPath } from "@/lib/server/career-paths/path-lock";
import { assertRoomForAnotherPath } from "@/lib/server/career-paths/path-count-limit";
import type { Session } from "@/lib/server/auth/session";
import { badRequest, conflict } from "@/lib/server/errors";
import { resolveCareerSubject, resolveRowSubject } from "@/lib/server/career-paths/career-subject";
import { customRowSelect, requireTitles, toCustomPathRow } from "@/lib/server/career-paths/custom-path-rows";
import { recordEdit } from "@/lib/server/audit/record-audit";
import { careerPathSnapshot } from "@/lib/server/audit/audit-snapshots";
import { CUSTOM_PATH_TYPE_ID, MAX_PATH_TITLES, MAX_PATH_TITLES_TEXT } from "@/lib/shared/career-paths/texts";
import type { CustomPathRow } from "@/lib/shared/career-paths/types";
import type { Tx } from "@/lib/server/db/client";

// The spec's call-per-step family (POST/DELETE /api/custom-career-path): a client posts one
// step per consecutive title pair, all under one session id it generated. Every step changes the
// path, so each is audited like a whole-path write, and a path HR had verified is no longer
// verified once a manager changes it (a replaced path, PUT, starts unverified too).

/** What HR verified is not what the path now says. */
const dropVerification = (tx: Tx, sessionId: string) =>
  tx.customCareerPath.updateMany({
    where: { sessionId, isVerified: true },
    data: { isVerified: false, verifiedBy: null, verifiedAt: null },
  });

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
    await lockPath(tx, input.sessionId);
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
    // The same limit as a whole-path write: a longer path could never be edited afterwards.
    if (steps.length + 2 > MAX_PATH_TITLES) throw badRequest(MAX_PATH_TITLES_TEXT);
    if (!last) await assertRoomForAnotherPath(tx, subject.id); // the first step opens a new path
    const before = last ? await careerPathSnapshot(tx, input.sessionId) : null;
    if (last) await dropVerification(tx, input.sessionId);
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
    await recordEdit(tx, {
      action: last ? "career-path.update" : "career-path.create",
      actor: session,
      employeeIds: [subject.hrisId],
      before,
      after: await careerPathSnapshot(tx, input.sessionId),
    });
    return toCustomPathRow(row);
  });
}

/**
 * DELETE /api/custom-career-path/{id}: one stored step. A path is one chain of titles, so a middle
 * step's removal splits it: the steps after it become a path of their own (a new session id),
 * instead of A → B, C → D showing as A → B → D, a step nobody made. A split adds a path, so at the
 * limit it is refused like any new path (409); a step at either end never splits (ADR 0029).
 */
export async function deleteCustomStep(session: Session, rowId: number) {
  const { subject, sessionId } = await resolveRowSubject(session, rowId);
  return db.$transaction(async (tx) => {
    // The path's lock makes a concurrent write to it wait here; then the step is read again: a
    // split that went first moved it to another path (that one's writer is done), or it is gone.
    // Path locks come before the row's lock, as in every other writer, so none waits in a cycle.
    await lockPath(tx, sessionId);
    const readStep = (lock: boolean) => tx.$queryRaw<{ position: number; sessionId: string }[]>`
      SELECT "position", "sessionId" FROM "CustomCareerPath"
      WHERE "id" = ${rowId} AND "employeeId" = ${subject.id} ${lock ? Prisma.sql`FOR UPDATE` : Prisma.empty}`;
    const held = new Set([sessionId]);
    for (let [now] = await readStep(false); now && !held.has(now.sessionId); [now] = await readStep(false)) {
      await lockPath(tx, now.sessionId);
      held.add(now.sessionId);
    }
    // Under its path's lock nothing moves the step any more.
    const [step] = await readStep(true);
    if (!step) throw conflict("This step was already deleted.");
    return cutPathAt(tx, session, subject, rowId, step);
  });
}

/** Deletes one step; the steps after a middle one become their own path (audited as created). */
async function cutPathAt(
  tx: Tx,
  session: Session,
  subject: { id: number; hrisId: string },
  rowId: number,
  step: { position: number; sessionId: string },
) {
  const { sessionId } = step;
  const steps = (position: { lt: number } | { gt: number }) =>
    tx.customCareerPath.count({ where: { sessionId, position } });
  const isMiddle = (await steps({ lt: step.position })) > 0 && (await steps({ gt: step.position })) > 0;
  const tail = isMiddle ? randomUUID() : null;
  if (tail) await assertRoomForAnotherPath(tx, subject.id); // the steps after it become a path
  const before = await careerPathSnapshot(tx, sessionId);
  await tx.customCareerPath.delete({ where: { id: rowId } });
  if (tail)
    await tx.customCareerPath.updateMany({
      where: { sessionId, position: { gt: step.position } },
      data: { sessionId: tail, isVerified: false, verifiedBy: null, verifiedAt: null },
    });
  await dropVerification(tx, sessionId);
  const after = await careerPathSnapshot(tx, sessionId);
  const audit = { actor: session, employeeIds: [subject.hrisId] };
  await recordEdit(tx, {
    ...audit,
    action: after ? "career-path.update" : "career-path.delete",
    before,
    after,
  });
  const split = tail && (await careerPathSnapshot(tx, tail));
  if (split) await recordEdit(tx, { ...audit, action: "career-path.create", before: null, after: split });
  return { customCareerPathId: rowId, deleted: 1 };
}
