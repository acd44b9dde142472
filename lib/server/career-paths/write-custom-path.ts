import "server-only";
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/server/db/client";
import type { Session } from "@/lib/server/auth/session";
import { conflict } from "@/lib/server/errors";
import {
  resolveCareerSubject,
  resolveRowSubject,
  type CareerSubject,
} from "@/lib/server/career-paths/career-subject";
import { insertPath } from "@/lib/server/career-paths/custom-path-rows";
import type { CustomPathWrite } from "@/lib/shared/career-paths/types";
import { recordEdit } from "@/lib/server/audit/record-audit";
import { careerPathSnapshot } from "@/lib/server/audit/audit-snapshots";
import { lockPath } from "@/lib/server/career-paths/path-lock";
import { assertRoomForAnotherPath } from "@/lib/server/career-paths/path-count-limit";
import type { Snapshot } from "@/lib/server/audit/audit-changes";

// Whole-path writes (POST, PUT, DELETE /api/career-path/custom…): each is one transaction, so a
// reader never sees half a path.

export const STALE_PATH =
  "This custom career path was changed or deleted in another window. Close the dialog and open it again.";

type PathInput = { titleSequence: number[]; notes: string | null; verified: boolean };

/** Writes a path under a new session id and audits it against what it replaced (null: a new one). */
async function writePath(
  tx: Tx,
  session: Session,
  subject: CareerSubject,
  input: PathInput,
  audit: { action: "career-path.create" | "career-path.update"; before: Snapshot | null },
) {
  const written = await insertPath(tx, {
    employeeId: subject.id,
    sessionId: randomUUID(),
    titleIds: input.titleSequence,
    notes: input.notes,
    verified: input.verified,
  });
  const after = await careerPathSnapshot(tx, written.sessionId);
  await recordEdit(tx, { ...audit, actor: session, employeeIds: [subject.hrisId], after });
  return written;
}

/** POST /api/career-path/custom: a new path of at least two distinct titles. */
export async function createCustomPath(
  session: Session,
  input: {
    employee: { id: number } | { hrisId: string };
    titleSequence: number[];
    notes: string | null;
    verified: boolean;
  },
): Promise<CustomPathWrite> {
  const subject = await resolveCareerSubject(session, input.employee);
  return db.$transaction(async (tx) => {
    await assertRoomForAnotherPath(tx, subject.id);
    return writePath(tx, session, subject, input, { action: "career-path.create", before: null });
  });
}

/**
 * PUT /api/career-path/custom/{id}: replaces the path that row {id} belongs to. The old rows go
 * and the new ones (under a new session id) arrive in one transaction. `sessionId` is the path
 * the editor loaded: when another window has replaced or deleted it meanwhile, nothing changes
 * and the answer is 409, so two tabs can never leave a mixed path.
 */
export async function replaceCustomPath(
  session: Session,
  rowId: number,
  input: { sessionId: string; titleSequence: number[]; notes: string | null; verified: boolean },
): Promise<CustomPathWrite> {
  // A row already gone was replaced or deleted by another window: the same 409.
  const { subject, sessionId } = await resolveRowSubject(session, rowId, {
    missing: () => conflict(STALE_PATH),
  });
  if (sessionId !== input.sessionId) throw conflict(STALE_PATH);
  return db.$transaction(async (tx) => {
    // A step being added to this path waits, then finds it gone (and starts no stray path).
    await lockPath(tx, input.sessionId);
    const before = await careerPathSnapshot(tx, input.sessionId);
    // Row locks make a second writer wait here, then find nothing left to delete.
    const { count } = await tx.customCareerPath.deleteMany({
      where: { sessionId: input.sessionId, employeeId: subject.id },
    });
    if (count === 0) throw conflict(STALE_PATH);
    return writePath(tx, session, subject, input, { action: "career-path.update", before });
  });
}

/** DELETE /api/career-path/custom/{id}: the whole path row {id} belongs to. */
export async function deleteCustomPath(session: Session, rowId: number) {
  const { subject, sessionId } = await resolveRowSubject(session, rowId);
  return db.$transaction(async (tx) => {
    await lockPath(tx, sessionId);
    const before = await careerPathSnapshot(tx, sessionId);
    const { count } = await tx.customCareerPath.deleteMany({ where: { sessionId, employeeId: subject.id } });
    if (count === 0) throw conflict(STALE_PATH);
    await recordEdit(tx, {
      action: "career-path.delete",
      actor: session,
      employeeIds: [subject.hrisId],
      before,
      after: null,
    });
    return { sessionId, deleted: count };
  });
}
