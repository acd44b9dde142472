import "server-only";
import { db } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { auditTrailPage } from "@/lib/server/audit/audit-trail";
import { identityKey } from "@/lib/shared/identity-key";
import { AUDIT_TRAIL_PAGE_SIZE, type AuditTrailPageDto } from "@/lib/shared/schemas/audit-trail";

/** GET /api/hr/audit-trail/{hrisId}: HR reads one employee's trail a page at a time, newest first. */
export async function readEmployeeAuditTrail(hrisId: string, page: number): Promise<AuditTrailPageDto> {
  const employee = await db.employee.findUnique({
    where: { hrisIdKey: identityKey(hrisId) },
    select: { hrisId: true, name: true },
  });
  if (!employee) throw notFound("Employee not found.");
  // The audit rows name the employee by the HRIS id as stored.
  const trail = await auditTrailPage(db, employee.hrisId, page, AUDIT_TRAIL_PAGE_SIZE);
  return { employee, ...trail };
}
