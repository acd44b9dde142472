import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type { AuditTrailPageDto } from "@/lib/shared/schemas/audit-trail";

// One employee's audit trail for HR (docs/decisions/0008).

/** Every page of one employee's trail: Refresh, and any write that adds to it, invalidate it. */
export const auditTrailKey = (hrisId: string) => ["audit-trail", hrisId] as const;

export const auditTrailQuery = (hrisId: string, page: number) =>
  queryOptions({
    queryKey: [...auditTrailKey(hrisId), page],
    queryFn: getJson<AuditTrailPageDto>(`/api/hr/audit-trail/${encodeURIComponent(hrisId)}?page=${page}`),
    placeholderData: keepPreviousData,
  });
