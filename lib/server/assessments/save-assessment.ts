import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/errors";
import type { HrSession, ManagerSession } from "@/lib/server/auth/session";
import { findEmployeeForManager, type EmployeeRef } from "@/lib/server/access/hierarchy";
import { employeeByHrisId } from "@/lib/server/review-cycles/employee-by-hris-id";
import { requireOwnManager } from "@/lib/server/team/acting-manager";
import { ensureActiveCycle, type ReviewCycleRef } from "@/lib/server/review-cycles/active-cycle";
import { assertCycleWritable } from "@/lib/server/review-cycles/cycle-write-gate";
import { retryOnUniqueViolation } from "@/lib/server/db/unique-retry";
import { recordEdit } from "@/lib/server/audit/record-audit";
import { tableRowSnapshot } from "@/lib/server/audit/audit-snapshots";
import { assertUnchangedSince } from "./stale-edit";
import { submittedSql, tableSql, type AssessmentKind } from "./assessment-kind";

// The one save path of every assessment kind (docs/decisions/0067). In ONE transaction: the cycle,
// the employee through the hierarchy (permission and read in one statement), the existing row
// locked by its unique key, the stale-edit and already-submitted rules, the kind's own write and
// the audit diff. The data version is bumped by the tables' triggers at commit. A lost insert race
// (two first saves) runs the whole transaction once more, and then finds the row.

export type AssessedEmployee = { id: number; hrisId: string; titleId: number | null };
export type AssessmentKey = { employeeId: number; managerId: number; cycleId: number };
export type StoredAssessment = { id: number; version: Date; isSubmitted: boolean };

export type SaveContext = {
  tx: Tx;
  employee: AssessedEmployee;
  cycle: ReviewCycleRef;
  key: AssessmentKey;
  /** The row stored under the key, locked until commit; null on a first save. */
  existing: StoredAssessment | null;
  isDraft: boolean;
};

export type SaveRequest<T> = {
  kind: AssessmentKind;
  /** The signed-in manager or employee; HR only for a kind HR may fill in for someone (`hrOnBehalf`). */
  actor: ManagerSession | HrSession;
  /** The manager the address or body names, when it names one: must be the signed-in one (403). */
  managerRef?: string;
  /** Whom it assesses: a report kind's report; a self kind assesses the actor, or whom HR names. */
  employee?: EmployeeRef;
  isDraft: boolean;
  /** The version the form was opened from (409 stale_edit when the row has moved on). */
  basedOn?: string | null;
  /** The cycle saved in, read inside the transaction; the active cycle by default. */
  cycle?: (tx: Tx) => Promise<ReviewCycleRef | null>;
  /** Writes the kind's own rows (create, or update `existing`): the row's id and the answer. */
  write: (ctx: SaveContext) => Promise<{ id: number; answer: T }>;
};

export function alreadySubmitted(kind: AssessmentKind) {
  return new AppError(
    409,
    kind.alreadySubmitted ?? `This ${kind.label} has already been submitted.`,
    undefined,
    undefined,
    kind.alreadySubmittedCode ?? "already_submitted",
  );
}

const noActiveCycle = () =>
  new AppError(
    409,
    "No review cycle is open: there is nothing to save in.",
    undefined,
    undefined,
    "cycle_closed",
  );

export async function saveAssessment<T>(request: SaveRequest<T>): Promise<T> {
  const { kind, actor } = request;
  if (actor.kind === "hr" && !(kind.subject === "self" && kind.hrOnBehalf))
    throw new Error(`${kind.name} is not saved by HR`);
  if (request.managerRef !== undefined && actor.kind === "manager")
    requireOwnManager(actor, request.managerRef, kind.otherManager);
  return retryOnUniqueViolation(() =>
    db.$transaction((tx) => saveInTransaction(tx, request), { maxWait: 10_000, timeout: 15_000 }),
  );
}

async function saveInTransaction<T>(tx: Tx, request: SaveRequest<T>): Promise<T> {
  const { kind, actor, isDraft } = request;
  // The cycle the row belongs to, then its rules (cycle-write-gate.ts: the cycle row locked FOR
  // SHARE, so a close waits for this save or this save sees the close; the phase; the participant).
  const cycle = await (request.cycle ?? ensureActiveCycle)(tx);
  if (!cycle) throw noActiveCycle();
  const employee = await resolveEmployee(tx, request);
  await assertCycleWritable(tx, {
    cycleId: cycle.id,
    phase: kind.phase,
    employeeId: employee.id,
    reviewerId: kind.subject === "report" && actor.kind === "manager" ? actor.employeeId : null,
  });
  const key = {
    employeeId: employee.id,
    managerId: actor.kind === "manager" ? actor.employeeId : employee.id,
    cycleId: cycle.id,
  };
  const existing = await lockExisting(tx, kind, key);

  assertUnchangedSince(existing?.version ?? null, request.basedOn, kind.label);
  if (existing?.isSubmitted) {
    if (isDraft && kind.draftOverSubmitted === "refuse") throw alreadySubmitted(kind);
    if (!isDraft && kind.resubmit === "refuse") throw alreadySubmitted(kind);
  }

  const snapshot = kind.audit.snapshot ?? ((t: Tx, id: number) => tableRowSnapshot(t, kind.table, id));
  const before = existing ? await snapshot(tx, existing.id) : null;
  const { id, answer } = await request.write({ tx, employee, cycle, key, existing, isDraft });
  const audited = isDraft ? kind.audit.draft : kind.audit.submit;
  if (audited === null) throw new Error(`${kind.name} has no drafts`);
  await recordEdit(tx, {
    action: audited.action,
    actor,
    employeeIds: [employee.hrisId],
    detail: { [kind.audit.detailKey]: id },
    before,
    after: await snapshot(tx, id),
  });
  return answer;
}

async function resolveEmployee(tx: Tx, request: SaveRequest<unknown>): Promise<AssessedEmployee> {
  const { actor } = request;
  if (actor.kind === "hr") {
    // HR fills a self kind in for the person it names (issue 34 §9): any employee.
    const ref = request.employee;
    if (!ref || !("hrisId" in ref)) throw new Error(`HR names whom the ${request.kind.name} is for`);
    const found = await employeeByHrisId(tx, ref.hrisId);
    return { id: found.id, hrisId: found.hrisId, titleId: null };
  }
  if (request.kind.subject === "self") return { id: actor.employeeId, hrisId: actor.hrisId, titleId: null };
  if (!request.employee) throw new Error(`${request.kind.name} is saved for an employee`);
  const found = await findEmployeeForManager(actor, request.employee, tx);
  return { id: found.id, hrisId: found.hrisId, titleId: found.titleId };
}

/** The row under the kind's unique key, locked (FOR UPDATE) until the transaction ends. */
async function lockExisting(tx: Tx, kind: AssessmentKind, key: AssessmentKey) {
  const owner =
    kind.subject === "self"
      ? kind.ownerColumn === "employeeId"
        ? Prisma.sql`x."employeeId" = ${key.employeeId}`
        : Prisma.sql`x."managerId" = ${key.managerId}`
      : Prisma.sql`x."employeeId" = ${key.employeeId} AND x."managerId" = ${key.managerId}`;
  const [row] = await tx.$queryRaw<StoredAssessment[]>`
    SELECT x.id, x.${Prisma.raw(`"${kind.versionColumn}"`)} AS version, ${submittedSql(kind, "x")} AS "isSubmitted"
    FROM ${tableSql(kind)} x
    WHERE ${owner} AND x."cycleId" = ${key.cycleId}
    FOR UPDATE`;
  return row ?? null;
}
