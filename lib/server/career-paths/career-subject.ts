import "server-only";
import { db, type Tx } from "@/lib/server/db";
import type { Session } from "@/lib/server/auth/session";
import { notFound } from "@/lib/server/errors";
import { findEmployeeForManager, type EmployeeRef } from "@/lib/server/access/hierarchy";
import { identityKey } from "@/lib/shared/identity-key";

// Whose career paths a caller may read or change: a manager only employees of their hierarchy
// (403 outside, 404 unknown), HR any employee.

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
 * The employee a stored custom path row belongs to, when the caller may act on them; 404 when
 * the row does not exist.
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
  if (!row) throw options.missing?.() ?? notFound("This custom career path no longer exists.");
  const subject = await resolveCareerSubject(session, { id: row.employee.id });
  return { subject, sessionId: row.sessionId };
}
