import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import type { SessionActor } from "@/lib/server/auth/session";
import { diffSnapshots, type AuditChanges, type Snapshot } from "@/lib/server/audit/audit-changes";

// The one audit writer: who did what to whom, from where. Never pass a password, a hash, a token
// or free text a user typed in `detail`; changes of free text are recorded as "edited" only
// (audit-changes.ts). Pass the service's transaction so the row commits with the change.
type DetailValue = string | number | boolean | null;
export type AuditInput = {
  action: string;
  actor: SessionActor | null;
  employeeIds?: string[];
  detail?: Record<string, DetailValue>;
  /** What an edit changed, field by field (diffSnapshots); left out when nothing did. */
  changes?: AuditChanges;
  ip?: string;
  /**
   * An account acting without a session (a sign-in), or the system (a command-line import):
   * recorded as the actor when `actor` is null.
   */
  account?: { kind: "manager" | "hr"; id: number; name: string } | { kind: "system"; id: null; name: string };
};

export async function recordAudit(input: AuditInput, tx?: Tx) {
  await (tx ?? db).auditEvent.create({ data: auditRow(input) });
}

/** Many audit rows in one statement (a bulk change: one row per person it touched). */
export async function recordAudits(inputs: AuditInput[], tx?: Tx) {
  if (inputs.length) await (tx ?? db).auditEvent.createMany({ data: inputs.map(auditRow) });
}

function auditRow(input: AuditInput) {
  const detail =
    input.detail || input.changes
      ? { ...input.detail, ...(input.changes ? { changes: input.changes } : {}) }
      : null;
  return {
    action: input.action,
    actorKind: input.actor?.kind ?? input.account?.kind ?? "guest",
    actorId: input.actor ? actorIdOf(input.actor) : (input.account?.id ?? null),
    actorName: (input.actor?.name ?? input.account?.name ?? "guest").slice(0, 100),
    employeeIds: input.employeeIds ?? [],
    // strictUndefinedChecks: leave the column out (NULL) rather than pass undefined
    ...(detail ? { detail } : {}),
    ipAddress: input.ip?.slice(0, 64) ?? null,
  };
}

function actorIdOf(actor: SessionActor): number {
  return actor.kind === "hr" ? actor.hrUserId : actor.employeeId;
}

/** An edit of a document: the audit row carries the fields that differ between the two snapshots. */
export async function recordEdit(
  tx: Tx,
  input: Omit<AuditInput, "changes"> & { before: Snapshot | null; after: Snapshot | null },
) {
  const { before, after, ...rest } = input;
  await recordAudit({ ...rest, changes: diffSnapshots(before, after) }, tx);
}
