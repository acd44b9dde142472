// Script-only as well: npm run audit:trail load this under plain Node/tsx, where "server-only" throws, so it
// has no such import. Server code only all the same: the ESLint boundaries keep it out of the browser.
import type { PrismaClient } from "@/generated/prisma/client";

// The auditor's question, "who saw or sent this employee's password, when, from where?", answered
// from the audit table (lib/server/audit.ts writes it). Used by `npm run audit:trail`.

/** What each recorded action means for the employees it names. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "passwords.generate": "started generating every password",
  "passwords.generate.batch": "generated the password (bulk job batch)",
  "passwords.regenerate-all": "started regenerating every password",
  "passwords.regenerate-all.batch": "regenerated the password (bulk job batch)",
  "password.regenerate": "regenerated the password (and saw it)",
  // The credentials list carries every password to the browser, shown or masked: a reveal.
  "passwords.reveal": "loaded the credentials list with the passwords",
  "passwords.csv": "downloaded the passwords CSV",
  "email.send": "emailed the login details",
  "email.send.failed": "tried to email the login details (failed)",
  "email.send-all": "queued the login emails",
  "password.change": "changed their own password",
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

/** Every audit event naming `hrisId`, oldest first, optionally from `since` on. */
export async function auditTrailFor(
  prisma: PrismaClient,
  hrisId: string,
  since?: Date,
): Promise<AuditTrailEntry[]> {
  const rows = await prisma.$queryRaw<
    { at: Date; action: string; actorKind: string; actorName: string; ipAddress: string | null; n: number }[]
  >`
    SELECT "createdAt" AS at, action, "actorKind", "actorName", "ipAddress",
           cardinality("employeeIds")::int AS n
    FROM "AuditEvent"
    WHERE ${hrisId} = ANY("employeeIds") AND "createdAt" >= ${since ?? new Date(0)}
    ORDER BY "createdAt", id`;
  return rows.map((r) => ({
    at: r.at,
    action: r.action,
    what: AUDIT_ACTION_LABELS[r.action] ?? r.action,
    actorKind: r.actorKind,
    actorName: r.actorName,
    ipAddress: r.ipAddress,
    employeeCount: Number(r.n),
  }));
}
