import "server-only";
import { db } from "@/lib/server/db";
import type { Session } from "@/lib/server/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { forbidden, notFound } from "@/lib/server/errors";
import { customRowSelect, toCustomPathRow } from "@/lib/server/career-paths/custom-path-rows";
import { formatPath, groupCustomPaths } from "@/lib/shared/career-paths/format-path";
import type { CustomPathRow } from "@/lib/shared/career-paths/types";

/**
 * PATCH /api/custom-career-path/{id} (HR): verifies, or undoes the verification of, the whole
 * path row {id} belongs to. Who (the HR user of the session) and when are stored on every row
 * and written to the audit table in the same transaction.
 */
export async function setCustomPathVerification(
  session: Session,
  rowId: number,
  isVerified: boolean,
  ip: string,
): Promise<CustomPathRow[]> {
  if (session.kind !== "hr") throw forbidden("This is available to HR administrators only.");
  return db.$transaction(async (tx) => {
    const row = await tx.customCareerPath.findUnique({
      where: { id: rowId },
      select: { sessionId: true, employee: { select: { hrisId: true } } },
    });
    if (!row) throw notFound("This custom career path no longer exists.");
    const verifiedAt = isVerified ? new Date() : null;
    await tx.customCareerPath.updateMany({
      where: { sessionId: row.sessionId },
      data: { isVerified, verifiedBy: isVerified ? session.name : null, verifiedAt },
    });
    const rows = (
      await tx.customCareerPath.findMany({
        where: { sessionId: row.sessionId },
        orderBy: { position: "asc" },
        select: customRowSelect,
      })
    ).map(toCustomPathRow);
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
