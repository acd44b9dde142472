import { useTestDatabase } from "@/tests/helpers/test-db";
import { createCycle, createEmployee } from "@/tests/helpers/factories";
import { createSaveWorld, SAVERS, cookieOf, type SaveWorld } from "@/tests/helpers/assessment-savers";
import { ASSESSMENT_KINDS } from "@/lib/server/assessments/registry";

// The review-cycle rules every assessment save runs inside its transaction (cycle-write-gate.ts):
// a closed cycle, a phase not open or past its due date, the participant rules. Every kind goes
// through the one save path, so every kind gets the same answers.

const t = useTestDatabase();
const DAY = 86_400_000;
const KINDS = Object.keys(SAVERS);
/** The cycle phase a kind's writes belong to (its descriptor's). */
const phaseOf = (kind: string) => ASSESSMENT_KINDS.find((k) => k.name === kind)!.phase;

async function setup() {
  await t.prisma.reviewCycleParticipant.deleteMany();
  await t.prisma.reviewPhaseExtension.deleteMany();
  const cycle = await createCycle(t.prisma);
  const w = await createSaveWorld(t.prisma);
  return { cycle, w, cookie: await cookieOf(w.manager) };
}

type PhaseDates = { opensAt?: Date; dueAt?: Date | null; graceDays?: number };
const setPhase = (cycleId: number, phase: ReturnType<typeof phaseOf>, data: PhaseDates) =>
  t.prisma.reviewCyclePhase.update({ where: { cycleId_phase: { cycleId, phase } }, data });
const setManagerPhase = (cycleId: number, data: PhaseDates) => setPhase(cycleId, "manager", data);

async function rowsOf(w: SaveWorld) {
  const [b, v, p, s, r] = await Promise.all([
    t.prisma.behavioralEvaluation.count({ where: { managerId: w.manager.id } }),
    t.prisma.managerValuesReview.count({ where: { managerId: w.manager.id } }),
    t.prisma.performanceQuestionnaire.count({ where: { managerId: w.manager.id } }),
    t.prisma.managerSelfQuestionnaire.count({ where: { managerId: w.manager.id } }),
    t.prisma.employeeValuesReview.count({ where: { employeeId: w.manager.id } }),
  ]);
  return b + v + p + s + r;
}

describe("the review-cycle write gate, for every assessment kind", () => {
  it("has a save of every registered kind to try", () => {
    expect([...KINDS].sort()).toEqual(ASSESSMENT_KINDS.map((k) => k.name).sort());
  });

  it.each(KINDS)("%s: saves in the active cycle with open phases", async (kind) => {
    const { w, cookie } = await setup();
    expect((await SAVERS[kind](w, cookie)).status).toBe(200);
  });

  it.each(KINDS)("%s: a closed cycle answers 409 cycle_closed and writes nothing", async (kind) => {
    const { cycle, w, cookie } = await setup();
    await t.prisma.reviewCycle.update({
      where: { id: cycle.id },
      data: { status: "Closed", closedAt: new Date() },
    });
    const res = await SAVERS[kind](w, cookie);
    expect(res.status).toBe(409);
    // no cycle is active any more: nothing to save in
    expect(res.json).toMatchObject({
      code: "cycle_closed",
      message: expect.stringMatching(/No review cycle is open/),
    });
    expect(await rowsOf(w)).toBe(0);
  });

  it.each(KINDS)("%s: its phase not open yet answers 409 phase_not_open", async (kind) => {
    const { cycle, w, cookie } = await setup();
    await t.prisma.reviewCycle.update({ where: { id: cycle.id }, data: { timeZone: "Europe/Paris" } });
    await setPhase(cycle.id, phaseOf(kind), { opensAt: new Date("2099-06-01T07:00:00Z") });
    const res = await SAVERS[kind](w, cookie);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      code: "phase_not_open",
      message: `The ${phaseOf(kind)} phase of ${cycle.name} opens Mon 1 Jun 2099, 09:00 Europe/Paris: nothing can be saved in it yet.`,
    });
    expect(await rowsOf(w)).toBe(0);
  });

  it.each(KINDS)("%s: past the due date and grace answers 409 phase_closed", async (kind) => {
    const { cycle, w, cookie } = await setup();
    const dueAt = new Date(Date.now() - 3 * DAY);
    await setPhase(cycle.id, phaseOf(kind), { dueAt, graceDays: 2 });
    const res = await SAVERS[kind](w, cookie);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: "phase_closed",
      message: expect.stringMatching(
        new RegExp(`^The ${phaseOf(kind)} phase of ${cycle.name} closed .* UTC: ask HR for an extension\\.$`),
      ),
    });
    expect(await rowsOf(w)).toBe(0);
  });
});

describe("a phase's due date per person", () => {
  it("counts the grace days", async () => {
    const { cycle, w, cookie } = await setup();
    await setManagerPhase(cycle.id, { dueAt: new Date(Date.now() - DAY), graceDays: 2 });
    expect((await SAVERS.behavioral(w, cookie)).status).toBe(200);
  });

  it("takes a person's extension, for that person only", async () => {
    const { cycle, w, cookie } = await setup();
    await setManagerPhase(cycle.id, { dueAt: new Date(Date.now() - DAY) });
    await t.prisma.reviewPhaseExtension.create({
      data: {
        cycleId: cycle.id,
        phase: "manager",
        employeeId: w.report.id,
        dueAt: new Date(Date.now() + DAY),
        reason: "Sick leave",
      },
    });
    expect((await SAVERS.behavioral(w, cookie)).status).toBe(200);
    // the manager's own questionnaire has no extension
    expect((await SAVERS.self(w, cookie)).json).toMatchObject({ code: "phase_closed" });
  });

  it("gives a late joiner the cycle's late-joiner days from when they were added", async () => {
    const { cycle, w, cookie } = await setup();
    await setManagerPhase(cycle.id, { dueAt: new Date(Date.now() - DAY) });
    await t.prisma.reviewCycleParticipant.create({
      data: {
        cycleId: cycle.id,
        employeeId: w.report.id,
        reviewerId: w.manager.id,
        includedBy: "late-joiner",
        addedAt: new Date(Date.now() - 2 * DAY),
      },
    });
    expect((await SAVERS.values(w, cookie)).status).toBe(200);
    await t.prisma.reviewCycle.update({ where: { id: cycle.id }, data: { lateJoinerDays: 1 } });
    expect((await SAVERS.values(w, cookie)).json).toMatchObject({ code: "phase_closed" });
  });
});

describe("a cycle with participants", () => {
  const participate = (cycleId: number, employeeId: number, reviewerId: number, extra = {}) =>
    t.prisma.reviewCycleParticipant.create({
      data: { cycleId, employeeId, reviewerId, includedBy: "rule", ...extra },
    });

  it.each(["behavioral", "values", "performance"])(
    "%s: needs the employee in the cycle, active, with the acting manager as reviewer",
    async (kind) => {
      const { cycle, w, cookie } = await setup();
      const other = await createEmployee(t.prisma, { name: "Nora New" });
      const someoneElse = await participate(cycle.id, other.id, other.id);

      let res = await SAVERS[kind](w, cookie);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({
        code: "forbidden",
        message: `This employee is not in the review cycle ${cycle.name}.`,
      });

      const me = await participate(cycle.id, w.report.id, other.id);
      res = await SAVERS[kind](w, cookie);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({
        message: `You are no longer this employee's reviewer in ${cycle.name}.`,
      });

      await t.prisma.reviewCycleParticipant.update({
        where: { id: me.id },
        data: { reviewerId: w.manager.id, status: "Left", leftAt: new Date(), leftReason: "Resigned" },
      });
      res = await SAVERS[kind](w, cookie);
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        code: "participant_left",
        message: "This employee has left the review cycle: their reviews are read-only.",
      });
      expect(await rowsOf(w)).toBe(0);

      await t.prisma.reviewCycleParticipant.update({
        where: { id: me.id },
        data: { status: "Active", leftAt: null },
      });
      expect((await SAVERS[kind](w, cookie)).status).toBe(200);
      expect(someoneElse.status).toBe("Active");
    },
  );

  it("leaves the manager's own questionnaire to the phase rules", async () => {
    const { cycle, w, cookie } = await setup();
    const other = await createEmployee(t.prisma, { name: "Nora New" });
    await participate(cycle.id, other.id, other.id);
    expect((await SAVERS.self(w, cookie)).status).toBe(200);
  });
});

describe("a cycle not launched", () => {
  it("is not written to: with a Draft cycle and no Active one, a save answers 409", async () => {
    const { cycle, w, cookie } = await setup();
    await t.prisma.reviewCycle.update({ where: { id: cycle.id }, data: { status: "Draft" } });
    const res = await SAVERS.behavioral(w, cookie);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "cycle_closed" });
  });
});
