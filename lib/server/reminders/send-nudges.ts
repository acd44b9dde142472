import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import { AppError, forbidden, notFound } from "@/lib/server/errors";
import type { HrActor, ManagerSession } from "@/lib/server/auth/session";
import { levelBelow } from "@/lib/server/access/hierarchy";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { findOutstandingTasks } from "@/lib/server/reminders/outstanding-tasks";
import { identityKey } from "@/lib/shared/identity-key";
import { agoText, type NudgeAnswer, type NudgeResult } from "@/lib/shared/nudges";
import type { NudgeInput } from "@/lib/shared/schemas/nudges";

// POST /api/review-cycles/{id}/nudges (issue 33 §4, docs/decisions/0083). In one transaction: the
// cycle (running), the people (a manager's own subtree only: 403 for anyone else, nothing sent), the
// ones who still have work in the phase, each person's advisory lock (in id order), their last
// nudge, then the nudges and their outbox rows for those not nudged in the last 24 h. A bounded
// number of statements whatever the batch. The email is built when the outbox sends it.

export const NUDGE_KIND = "nudge";
export const NUDGE_ACTION = "review-cycle.nudge";
const NUDGE_LOCK = Prisma.sql`hashtext('review-nudge')`;
const DAY_MS = 86_400_000;

/** Who nudges: HR, or a manager (their own subtree). */
export type NudgeActor = Pick<ManagerSession, "kind" | "employeeId" | "hrisId" | "name"> | HrActor;

type Person = { id: number; hrisId: string; name: string; hrisIdKey: string; inside: boolean };

async function lockRunningCycle(tx: Tx, cycleId: number) {
  const [cycle] = await tx.$queryRaw<{ id: number; name: string; status: string }[]>`
    SELECT id, name, status::text AS status FROM "ReviewCycle" WHERE id = ${cycleId} FOR SHARE`;
  if (!cycle) throw notFound("Review cycle not found.");
  if (cycle.status !== "Active")
    throw new AppError(
      409,
      `The review cycle ${cycle.name} is not running: there is nobody to nudge.`,
      undefined,
      undefined,
      cycle.status === "Draft" ? "phase_not_open" : "cycle_closed",
    );
  return cycle;
}

async function findPeople(tx: Tx, session: NudgeActor, hrisIds: string[]): Promise<Person[]> {
  const keys = [...new Set(hrisIds.map(identityKey))];
  const inside =
    session.kind === "hr"
      ? Prisma.sql`true`
      : Prisma.sql`${levelBelow(session, Prisma.sql`e."hrisId"`)} IS NOT NULL`;
  return tx.$queryRaw<Person[]>`
    SELECT e.id, e."hrisId", e.name, e."hrisIdKey", ${inside} AS inside
    FROM "Employee" e WHERE e."hrisIdKey" = ANY(${keys}::text[]) ORDER BY e.id`;
}

export async function sendNudges(
  session: NudgeActor,
  cycleId: number,
  input: NudgeInput,
  ip: string,
  now: Date = new Date(),
): Promise<NudgeAnswer> {
  const message = input.message ? input.message : null;
  return db.$transaction(async (tx) => {
    const people = await findPeople(tx, session, input.hrisIds);
    const byKey = new Map(people.map((p) => [p.hrisIdKey, p]));
    // A manager nudges only below them; someone unknown is refused the same way (no existence probe).
    if (session.kind === "manager" && input.hrisIds.some((h) => !byKey.get(identityKey(h))?.inside))
      throw forbidden("You can nudge only people in your own team.");
    const cycle = await lockRunningCycle(tx, cycleId);

    const ids = people.map((p) => p.id);
    const kind = input.phase === "self" ? "selfReview" : "review";
    const withWork = new Set(
      (await findOutstandingTasks(tx, cycle.id, now, ids))
        .filter((t) => t.kind === kind)
        .map((t) => t.recipientId),
    );
    const candidates = people.filter((p) => withWork.has(p.id));
    const last = new Map<number, Date>();
    if (candidates.length) {
      const candidateIds = candidates.map((p) => p.id);
      // Two requests nudging the same person take turns here; the second sees the first's nudge.
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(${NUDGE_LOCK}, x.id)::text FROM unnest(${candidateIds}::int[]) AS x(id) ORDER BY x.id`;
      const rows = await tx.$queryRaw<{ employeeId: number; at: Date }[]>`
        SELECT "employeeId", max("nudgedAt") AS at FROM "ReviewNudge"
        WHERE "cycleId" = ${cycle.id} AND phase = ${input.phase}::"ReviewPhase"
          AND "employeeId" = ANY(${candidateIds}::int[]) AND "nudgedAt" > ${new Date(now.getTime() - DAY_MS)}
        GROUP BY "employeeId"`;
      for (const r of rows) last.set(r.employeeId, r.at);
    }
    const toNudge = candidates.filter((p) => !last.has(p.id));
    if (toNudge.length) await writeNudges(tx, session, cycle.id, input.phase, toNudge, message, now);

    const results: NudgeResult[] = input.hrisIds.map((hrisId) => {
      const p = byKey.get(identityKey(hrisId));
      if (!p)
        return { hrisId, name: null, status: "skipped", reason: "skipped: no employee has this HRIS id" };
      const base = { hrisId: p.hrisId, name: p.name };
      if (!withWork.has(p.id))
        return {
          ...base,
          status: "skipped",
          reason: `skipped: nothing left to do in the ${input.phase} phase`,
        };
      const at = last.get(p.id);
      if (at) return { ...base, status: "skipped", reason: `skipped: nudged ${agoText(at, now)}` };
      return { ...base, status: "sent" };
    });
    const sent = toNudge.length;
    await recordAudit(
      {
        action: NUDGE_ACTION,
        actor: session,
        employeeIds: toNudge.map((p) => p.hrisId),
        detail: {
          cycleId: cycle.id,
          cycle: cycle.name,
          phase: input.phase,
          sent,
          skipped: results.length - sent,
          withMessage: message !== null,
        },
        ip,
      },
      tx,
    );
    return { sent, skipped: results.length - sent, results };
  });
}

async function writeNudges(
  tx: Tx,
  session: NudgeActor,
  cycleId: number,
  phase: string,
  people: Person[],
  message: string | null,
  now: Date,
) {
  const byId = session.kind === "hr" ? session.hrUserId : session.employeeId;
  const inserted = await tx.$queryRaw<{ id: number; employeeId: number }[]>`
    INSERT INTO "ReviewNudge" ("cycleId", "employeeId", phase, "nudgedAt", "byKind", "byId", "byName", message)
    SELECT ${cycleId}, x.id, ${phase}::"ReviewPhase", ${now}, ${session.kind}, ${byId}, ${session.name.slice(0, 100)}, ${message}
    FROM unnest(${people.map((p) => p.id)}::int[]) AS x(id)
    RETURNING id, "employeeId"`;
  await tx.$executeRaw`
    INSERT INTO "EmailOutbox" ("batchId", "employeeId", "dedupeKey", "kind", "payload", "status", "attempts", "nextAttemptAt", "createdBy", "createdAt")
    SELECT ${`nudge:${cycleId}`}, n."employeeId", 'nudge:' || n.id, ${NUDGE_KIND},
      jsonb_build_object('cycleId', ${cycleId}::int, 'nudgeId', n.id, 'plannedAt', ${now.toISOString()}::text),
      'Pending', 0, now(), ${session.name.slice(0, 100)}, now()
    FROM jsonb_to_recordset(${JSON.stringify(inserted)}::jsonb) AS n(id int, "employeeId" int)`;
}
