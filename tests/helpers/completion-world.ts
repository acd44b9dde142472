import type { PrismaClient } from "@/generated/prisma/client";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { submitReview } from "@/tests/helpers/reminder-world";

// A launched cycle for the completion dashboard (issue 33 §7), and the reference SQL its numbers
// must equal. The org:
//   Boss ─┬─ Mia (Sales) ─┬─ Ann (Sales, done)            Out ── Xan (outside the subtree)
//         │               ├─ Bo  (Sales, left: not counted)
//         │               └─ Tom (Ops) ── Eve (Ops, excused by a row: not counted)
//         │                            └─ Fay (Ops, late joiner: due later, not overdue)
//         └─ Noa (no department) ─┬─ Cid (Sales, overdue)
//                                 ├─ Dan (Ops, includedBy excused: not counted)
//                                 └─ Gus (Ops, extended: not overdue)
// Mia, Tom and Noa are participants too (reviewed by Boss, Mia and Boss); Mia is done.

const DAY = 86_400_000;
/** The dates are relative to the real clock (the routes read it): due 3 days ago, 1 grace day. */
export const NOW = new Date();
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY);

export async function createCompletionWorld(db: PrismaClient) {
  const [cycle] = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "ReviewCycle" ("name", "status", "timeZone", "launchedAt", "lateJoinerDays")
    VALUES ('Completion-27', 'Active', 'Europe/Paris', ${daysFromNow(-30)}, 14) RETURNING "id"`;
  await db.$executeRaw`
    INSERT INTO "ReviewCyclePhase" ("cycleId", "phase", "opensAt", "dueAt", "graceDays")
    VALUES (${cycle.id}, 'manager', ${daysFromNow(-30)}, ${daysFromNow(-3)}, 1)`;
  const person = (name: string, mgr: { hrisId: string } | null, department: string | null) =>
    createEmployee(db, { name, mgrId: mgr?.hrisId ?? null, department });
  const boss = await person("Boss Root", null, "Board");
  const out = await person("Out Manager", null, "Board");
  const mia = await person("Mia Lead", boss, "Sales");
  const noa = await person("Noa Lead", boss, null);
  const tom = await person("Tom Lead", mia, "Ops");
  const ann = await person("Ann Report", mia, "Sales");
  const bo = await person("Bo Report", mia, "Sales");
  const eve = await person("Eve Report", tom, "Ops");
  const fay = await person("Fay Report", tom, "Ops");
  const cid = await person("Cid Report", noa, "Sales");
  const dan = await person("Dan Report", noa, "Ops");
  const gus = await person("Gus Report", noa, "Ops");
  const xan = await person("Xan Report", out, "Sales");
  for (const m of [boss, out, mia, noa, tom]) await createAccount(db, m);
  const add = async (
    e: { id: number },
    reviewer: { id: number },
    extra: { includedBy?: string; status?: "Active" | "Left"; addedAt?: Date } = {},
  ) =>
    db.reviewCycleParticipant.create({
      data: {
        cycleId: cycle.id,
        employeeId: e.id,
        reviewerId: reviewer.id,
        reviewerAtLaunch: reviewer.id,
        includedBy: extra.includedBy ?? "rule",
        status: extra.status ?? "Active",
        ...(extra.addedAt ? { addedAt: extra.addedAt } : {}),
      },
    });
  await add(mia, boss);
  await add(noa, boss);
  await add(tom, mia);
  await add(ann, mia);
  await add(bo, mia, { status: "Left" });
  await add(eve, tom);
  await add(fay, tom, { includedBy: "late-joiner", addedAt: daysFromNow(-10) });
  await add(cid, noa);
  await add(dan, noa, { includedBy: "excused" });
  await add(gus, noa);
  await add(xan, out);
  await db.reviewCycleExcusal.create({
    data: { cycleId: cycle.id, employeeId: eve.id, reason: "Parental leave" },
  });
  await db.reviewPhaseExtension.create({
    data: {
      cycleId: cycle.id,
      phase: "manager",
      employeeId: gus.id,
      dueAt: daysFromNow(7),
      reason: "Joined a project late",
    },
  });
  await submitReview(db, cycle.id, mia.id, ann.id);
  await submitReview(db, cycle.id, boss.id, mia.id);
  await submitReview(db, cycle.id, noa.id, cid.id, ["behavioral", "values"]);
  await submitReview(db, cycle.id, out.id, xan.id);
  return { cycleId: cycle.id, boss, out, mia, noa, tom, ann, bo, eve, fay, cid, dan, gus, xan };
}

export type ReferenceRow = { key: string; done: number; total: number; overdue: number };

/**
 * The reference numbers of the manager phase, written plainly and apart from the product's SQL:
 * the people below `rootHrisId` (everyone when null), Active, not excused either way, done when
 * the three report assessments are submitted, overdue when not done past
 * max(phase due, late joiner's added + N days, extension) + grace days. Grouped by `department`
 * ('' for none), by manager subtree (`subtree`: every manager above the person, up to the root),
 * or by direct manager (`direct`).
 */
export async function referenceCounts(
  db: PrismaClient,
  cycleId: number,
  rootHrisId: string | null,
  groupBy: "department" | "subtree" | "direct",
  now: Date,
): Promise<ReferenceRow[]> {
  return db.$queryRawUnsafe<ReferenceRow[]>(
    `
    WITH RECURSIVE under(id, "hrisId") AS (
      SELECT id, "hrisId" FROM "Employee" WHERE ($2::text IS NULL AND "mgrId" IS NULL) OR "mgrId" = $2
      UNION
      SELECT e.id, e."hrisId" FROM "Employee" e JOIN under u ON e."mgrId" = u."hrisId"
    ),
    counted AS (
      SELECT e.id, e."hrisId", e.department, e."mgrId",
        (EXISTS (SELECT 1 FROM "BehavioralEvaluation" b WHERE b."cycleId" = p."cycleId" AND b."employeeId" = e.id AND NOT b."isDraft")
         AND EXISTS (SELECT 1 FROM "ManagerValuesReview" v WHERE v."cycleId" = p."cycleId" AND v."employeeId" = e.id AND NOT v."isDraft")
         AND EXISTS (SELECT 1 FROM "PerformanceQuestionnaire" q WHERE q."cycleId" = p."cycleId" AND q."employeeId" = e.id AND q."submittedAt" IS NOT NULL)) AS done,
        GREATEST(ph."dueAt",
          CASE WHEN p."includedBy" = 'late-joiner' THEN p."addedAt" + make_interval(days => c."lateJoinerDays") END,
          (SELECT x."dueAt" FROM "ReviewPhaseExtension" x WHERE x."cycleId" = p."cycleId" AND x.phase = 'manager' AND x."employeeId" = e.id)
        ) + make_interval(days => ph."graceDays") AS due
      FROM "ReviewCycleParticipant" p
      JOIN "Employee" e ON e.id = p."employeeId"
      JOIN "ReviewCycle" c ON c.id = p."cycleId"
      JOIN "ReviewCyclePhase" ph ON ph."cycleId" = p."cycleId" AND ph.phase = 'manager'
      WHERE p."cycleId" = $1 AND p.status = 'Active' AND p."includedBy" <> 'excused'
        AND p."employeeId" NOT IN (SELECT "employeeId" FROM "ReviewCycleExcusal" WHERE "cycleId" = $1)
        AND e.id IN (SELECT id FROM under)
    ),
    above(id, ancestor) AS (
      SELECT id, "mgrId" FROM counted WHERE "mgrId" IS NOT NULL
      UNION
      SELECT a.id, m."mgrId" FROM above a JOIN "Employee" m ON m."hrisId" = a.ancestor
      WHERE m."mgrId" IS NOT NULL AND m."hrisId" IS DISTINCT FROM $2
    ),
    keyed AS (
      SELECT COALESCE(department, '') AS key, c.* FROM counted c WHERE $3 = 'department'
      UNION ALL
      SELECT c."mgrId", c.* FROM counted c WHERE $3 = 'direct'
      UNION ALL
      SELECT a.ancestor, c.* FROM counted c JOIN above a ON a.id = c.id WHERE $3 = 'subtree'
    )
    SELECT key, count(*) FILTER (WHERE done)::int AS done, count(*)::int AS total,
      count(*) FILTER (WHERE NOT done AND due < $4)::int AS overdue
    FROM keyed GROUP BY key ORDER BY key`,
    cycleId,
    rootHrisId,
    groupBy,
    now,
  );
}
