import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import type { Session } from "@/lib/server/auth/session";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { conflict, forbidden, notFound } from "@/lib/server/errors";
import { lockPath } from "@/lib/server/career-paths/path-lock";
import { customRowSelect, toCustomPathRow } from "@/lib/server/career-paths/custom-path-rows";
import { formatPath, groupCustomPaths } from "@/lib/shared/career-paths/format-path";
import type { CustomPathRow } from "@/lib/shared/career-paths/types";

export const CHANGED_SINCE_SEEN =
  "This custom career path was changed since you opened it, and is shown as it now is. Check it before verifying it.";

/**
 * PATCH /api/custom-career-path/{id} (HR): verifies, or undoes the verification of, the whole
 * path row {id} belongs to. Who (the HR user of the session) and when are stored on every row
 * and written to the audit table in the same transaction. `titleSequence`, when sent, is the path
 * as HR saw it: a path a manager changed since is not verified (409), so HR never verifies a path
 * it has not seen (taking a verification away needs no such check). The path's lock keeps a step
 * from landing between that check and the write.
 */
export async function setCustomPathVerification(
  session: Session,
  rowId: number,
  input: { isVerified: boolean; titleSequence?: number[] },
  ip: string,
): Promise<CustomPathRow[]> {
  if (session.kind !== "hr") throw forbidden("This is available to HR administrators only.");
  const { isVerified } = input;
  return db.$transaction(async (tx) => {
    const row = await tx.customCareerPath.findUnique({
      where: { id: rowId },
      select: { sessionId: true, employee: { select: { hrisId: true } } },
    });
    if (!row) throw notFound("This custom career path no longer exists.");
    await lockPath(tx, row.sessionId);
    if (isVerified && input.titleSequence) {
      const seen = input.titleSequence.join(",");
      const now = (await pathRows(tx, row.sessionId))
        .flatMap((p) => p.titles.map((t) => t.titleId))
        .join(",");
      if (now !== seen) throw conflict(CHANGED_SINCE_SEEN);
    }
    const verifiedAt = isVerified ? new Date() : null;
    await tx.customCareerPath.updateMany({
      where: { sessionId: row.sessionId },
      data: { isVerified, verifiedBy: isVerified ? session.name : null, verifiedAt },
    });
    const rows = await readRows(tx, row.sessionId);
    await recordAudit(
      {
        action: isVerified ? "career-path.verify" : "career-path.unverify",
        actor: session,
        employeeIds: [row.employee.hrisId],
        detail: { sessionId: row.sessionId, path: formatPath(groupCustomPaths(rows)[0]?.titles ?? []) },
        ip,
      },
      tx,
    );
    return rows;
  });
}

const readRows = async (tx: Tx, sessionId: string) =>
  (
    await tx.customCareerPath.findMany({
      where: { sessionId },
      orderBy: { position: "asc" },
      select: customRowSelect,
    })
  ).map(toCustomPathRow);

/** The path as it now is, chained by position (none when it was deleted). */
const pathRows = async (tx: Tx, sessionId: string) => groupCustomPaths(await readRows(tx, sessionId));
