import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import type { AuditChange, AuditTrailEntryDto, AuditTrailPageDto } from "@/lib/shared/schemas/audit-trail";
import { assessmentActionLabels } from "@/lib/server/assessments/registry";
import { REVIEW_CYCLE_ACTION_LABELS } from "@/lib/server/review-cycles/cycle-audit";
import { LAUNCH_ACTION_LABELS } from "@/lib/server/review-cycles/launch-audit-labels";

// One employee's audit trail, read from the audit table (lib/server/audit/record-audit.ts writes it): the
// auditor's "who saw or sent this password" (`npm run audit:trail`, oldest first) and HR's Activity
// section on /hr/employee/{hrisId} (auditTrailPage, newest first, paged in SQL). Both find the
// employee's events through the GIN index on "employeeIds".

/** What each recorded action means for the employees it names. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "passwords.generate": "started generating every password",
  "passwords.generate.batch": "generated the password (bulk job batch)",
  "passwords.regenerate-all": "started regenerating every password",
  "passwords.regenerate-all.batch": "regenerated the password (bulk job batch)",
  "passwords.generate-missing": "started generating the passwords of employees without one",
  "passwords.generate-missing.batch": "generated the missing password (bulk job batch)",
  "password.regenerate": "regenerated the password (and saw it)",
  // The credentials list carries every password to the browser, shown or masked: a reveal.
  "passwords.reveal": "loaded the credentials list with the passwords",
  "passwords.csv": "downloaded the passwords CSV",
  "passwords.xlsx": "downloaded the passwords spreadsheet (.xlsx)",
  // Recorded before the message leaves: the message may have gone even if no outcome follows.
  "email.send.started": "started emailing the login details",
  "email.send": "emailed the login details",
  "email.send.failed": "tried to email the login details (failed)",
  "email.send-all": "queued the login emails",
  "password.change": "changed their own password",
  "sign-in.success": "signed in",
  "sign-in.failure": "failed to sign in (wrong password)",
  "sign-in.throttled": "was refused sign-in (too many attempts)",
  "sign-out": "signed out",
  "feedback.status": "changed the status of feedback",
  ...assessmentActionLabels(),
  "career-path.create": "created a custom career path",
  "career-path.update": "changed a custom career path",
  "career-path.delete": "deleted a custom career path",
  "career-path.verify": "verified a custom career path",
  "career-path.unverify": "removed the verification of a custom career path",
  "evaluations.export": "exported the evaluations workbook",
  ...REVIEW_CYCLE_ACTION_LABELS,
  ...LAUNCH_ACTION_LABELS,
};

export type AuditTrailEntry = {
  at: Date;
  action: string;
  what: string;
  actorKind: string;
  actorName: string;
  ipAddress: string | null;
  /** How many employees the same event covered (1 for a single-employee action). */
  employeeCount: number;
};

type TrailRow = {
  id: number;
  at: Date;
  action: string;
  actorKind: string;
  actorName: string;
  ipAddress: string | null;
  n: number;
  detail: unknown;
};

const toEntry = (r: TrailRow): AuditTrailEntry => ({
  at: r.at,
  action: r.action,
  what: AUDIT_ACTION_LABELS[r.action] ?? r.action,
  actorKind: r.actorKind,
  actorName: r.actorName,
  ipAddress: r.ipAddress,
  employeeCount: Number(r.n),
});

/** Every audit event naming `hrisId`, oldest first, optionally from `since` on. */
export async function auditTrailFor(
  prisma: PrismaClient,
  hrisId: string,
  since?: Date,
): Promise<AuditTrailEntry[]> {
  const rows = await prisma.$queryRaw<TrailRow[]>`
    SELECT id, "createdAt" AS at, action, "actorKind", "actorName", "ipAddress",
           cardinality("employeeIds")::int AS n, NULL AS detail
    FROM "AuditEvent"
    WHERE "employeeIds" @> ARRAY[${hrisId}]::varchar(50)[] AND "createdAt" >= ${since ?? new Date(0)}
    ORDER BY "createdAt", id`;
  return rows.map(toEntry);
}

/** One page of `hrisId`'s trail, newest first: `pageSize` rows from SQL, plus one to know if more exist. */
export async function auditTrailPage(
  prisma: PrismaClient,
  hrisId: string,
  page: number,
  pageSize: number,
): Promise<Omit<AuditTrailPageDto, "employee">> {
  const rows = await prisma.$queryRaw<TrailRow[]>`
    SELECT id, "createdAt" AS at, action, "actorKind", "actorName", "ipAddress",
           cardinality("employeeIds")::int AS n, detail
    FROM "AuditEvent"
    WHERE "employeeIds" @> ARRAY[${hrisId}]::varchar(50)[]
    ORDER BY "createdAt" DESC, id DESC
    LIMIT ${pageSize + 1} OFFSET ${(page - 1) * pageSize}`;
  return {
    entries: rows.slice(0, pageSize).map(toPageEntry),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

type Scalar = string | number | boolean | null;
const isScalar = (v: unknown): v is Scalar =>
  v === null || ["string", "number", "boolean"].includes(typeof v);

function isChange(c: unknown): c is AuditChange {
  if (!c || typeof c !== "object") return false;
  const change = c as Record<string, unknown>;
  return (
    typeof change.field === "string" &&
    (change.edited === true || (isScalar(change.from) && isScalar(change.to)))
  );
}

function toPageEntry(r: TrailRow): AuditTrailEntryDto {
  const { changes, ...facts } = (r.detail ?? {}) as Record<string, unknown>;
  const changed = Array.isArray(changes) ? changes.filter(isChange) : [];
  return {
    ...toEntry(r),
    id: r.id,
    at: r.at.toISOString(),
    changes: changed,
    facts: Object.fromEntries(Object.entries(facts).filter(([, v]) => isScalar(v))) as Record<string, Scalar>,
  };
}
