import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import type { Session } from "@/lib/server/auth/session";
import { AppError, notFound } from "@/lib/server/errors";
import { findEmployeeForManager, type EmployeeRef } from "@/lib/server/access/hierarchy";
import { identityKey } from "@/lib/shared/identity-key";

// Whose career paths a caller may read or change: a manager only employees of their hierarchy
// (404 unknown or outside), HR any employee.

export type CareerSubject = { id: number; hrisId: string; name: string };

export async function resolveCareerSubject(session: Session, ref: EmployeeRef): Promise<CareerSubject> {
  if (session.kind === "manager") {
    const { id, hrisId, name } = await findEmployeeForManager(session, ref);
    return { id, hrisId, name };
  }
  const employee = await db.employee.findUnique({
    where: "id" in ref ? { id: ref.id } : { hrisIdKey: identityKey(ref.hrisId) },
    select: { id: true, hrisId: true, name: true },
  });
  if (!employee) throw notFound("Employee not found.");
  return employee;
}

/**
 * The employee a stored custom path row belongs to, when the caller may act on them. A row that
 * does not exist and a row of someone outside a manager's hierarchy get the same answer (`missing`,
 * by default 404), so no row id's existence is told.
 */
export async function resolveRowSubject(
  session: Session,
  rowId: number,
  options: { tx?: Tx; missing?: () => Error } = {},
) {
  const row = await (options.tx ?? db).customCareerPath.findUnique({
    where: { id: rowId },
    select: { sessionId: true, employee: { select: { id: true, hrisId: true } } },
  });
  const missing = () => options.missing?.() ?? notFound("This custom career path no longer exists.");
  if (!row) throw missing();
  const subject = await resolveCareerSubject(session, { id: row.employee.id }).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? missing() : error;
  });
  return { subject, sessionId: row.sessionId };
}
