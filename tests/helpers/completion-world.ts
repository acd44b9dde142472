import type { PrismaClient } from "@/generated/prisma/client";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { submitReview } from "@/tests/helpers/reminder-world";

// A launched cycle for the completion dashboard (issue 33 §7); the reference SQL its numbers must
// equal is in completion-reference.ts. The org:
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

/**
 * Shared reviews and acknowledgements in the completion world (issue 34 §8): Ann's version 1
 * acknowledged; Mia's version 1 acknowledged then version 2 shared (not yet); Cid's version 1 not
 * acknowledged; Eve (excused), Bo (left) and Xan (outside) shared and acknowledged, counted nowhere
 * in the subtree or at all; everyone else not shared.
 */
export async function shareInCompletionWorld(
  db: PrismaClient,
  w: Awaited<ReturnType<typeof createCompletionWorld>>,
) {
  const share = async (e: { id: number }, version: number, acknowledged: boolean) => {
    const row = await db.reviewShare.create({
      data: {
        cycleId: w.cycleId,
        employeeId: e.id,
        version,
        snapshot: {},
        sharedByKind: "hr",
        sharedById: 1,
        sharedByName: "HR",
      },
    });
    if (acknowledged)
      await db.reviewAcknowledgement.create({
        data: { shareId: row.id, cycleId: w.cycleId, employeeId: e.id, version },
      });
  };
  await share(w.ann, 1, true);
  await share(w.mia, 1, true);
  await share(w.mia, 2, false);
  await share(w.cid, 1, false);
  for (const e of [w.eve, w.bo, w.xan]) await share(e, 1, true);
}
