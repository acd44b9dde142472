import { z } from "zod";
import { hrisId } from "@/lib/shared/schemas/params";

// GET /api/hr/audit-trail/{hrisId}?page=N: one employee's audit trail for HR, newest first.

export const AUDIT_TRAIL_PAGE_SIZE = 20;
/** Offset paging reads past the skipped rows; nobody pages through more than this. */
export const AUDIT_TRAIL_MAX_PAGE = 500;

export const auditTrailParams = z.object({ hrisId: hrisId() });
export const auditTrailQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,4}$/, "The page must be a number.")
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= AUDIT_TRAIL_MAX_PAGE,
      `The page must be between 1 and ${AUDIT_TRAIL_MAX_PAGE}.`,
    )
    .optional(),
});

type Scalar = string | number | boolean | null;
/**
 * A changed field: old and new value, or only "edited" for free text (whose content is not
 * recorded), with whether the text was added where there was none or removed (rows before
 * 2026-11-27 say only "edited").
 */
export type AuditChange =
  { field: string; from: Scalar; to: Scalar } | { field: string; edited: true; edit?: "added" | "removed" };

export type AuditTrailEntryDto = {
  id: number;
  /** ISO time of the event. */
  at: string;
  action: string;
  /** What happened, in words ("submitted the values review"). */
  what: string;
  actorKind: string;
  actorName: string;
  ipAddress: string | null;
  /** How many employees the same event covered (a bulk reveal covers everyone). */
  employeeCount: number;
  changes: AuditChange[];
  /** Other recorded facts (feedback id, account kind…); never free text. */
  facts: Record<string, Scalar>;
};

export type AuditTrailPageDto = {
  employee: { hrisId: string; name: string };
  entries: AuditTrailEntryDto[];
  page: number;
  pageSize: number;
  hasMore: boolean;
};
