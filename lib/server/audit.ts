import "server-only";
import { db, type Tx } from "@/lib/server/db";
import type { SessionActor } from "@/lib/server/auth/session";

// Who did what to whom, from where. Never pass a password or a hash in `detail`.
export type AuditInput = {
  action: string;
  actor: SessionActor | null;
  employeeIds?: string[];
  detail?: Record<string, string | number | boolean | null>;
  ip?: string;
};

export async function recordAudit(input: AuditInput, tx?: Tx) {
  await (tx ?? db).auditEvent.create({
    data: {
      action: input.action,
      actorKind: input.actor?.kind ?? "guest",
      actorId: actorIdOf(input.actor),
      actorName: input.actor?.name ?? "guest",
      employeeIds: input.employeeIds ?? [],
      // strictUndefinedChecks: leave the column out (NULL) rather than pass undefined
      ...(input.detail ? { detail: input.detail } : {}),
      ipAddress: input.ip ?? null,
    },
  });
}

function actorIdOf(actor: SessionActor | null): number | null {
  if (!actor) return null;
  return actor.kind === "hr" ? actor.hrUserId : actor.employeeId;
}
