import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type { AuditTrailPageDto } from "@/lib/shared/schemas/audit-trail";

// One employee's audit trail for HR (docs/decisions/0008): Refresh invalidates ["audit-trail", hrisId].
export const auditTrailQuery = (hrisId: string, page: number) =>
  queryOptions({
    queryKey: ["audit-trail", hrisId, page],
    queryFn: getJson<AuditTrailPageDto>(`/api/hr/audit-trail/${encodeURIComponent(hrisId)}?page=${page}`),
    placeholderData: keepPreviousData,
  });
