// GET /api/hr/audit-trail/{hrisId}?page=N – one employee's audit trail for HR, newest first, 20 a page
import { route } from "@/lib/server/http/route";
import { readEmployeeAuditTrail } from "@/lib/server/audit/audit-trail-page";
import { auditTrailParams, auditTrailQuery } from "@/lib/shared/schemas/audit-trail";

export const GET = route(
  { access: "hr", params: auditTrailParams, query: auditTrailQuery },
  async ({ params, query }) => readEmployeeAuditTrail(params.hrisId, query.page ?? 1),
);
