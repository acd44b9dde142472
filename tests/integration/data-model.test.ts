import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee } from "@/tests/helpers/factories";
import { lockDataDir } from "@/lib/server/db/db-connect";

const t = useTestDatabase();

async function cycle() {
  return t.prisma.reviewCycle.upsert({
    where: { name: "Jun-25" },
    update: {},
    create: { name: "Jun-25", status: "Active" },
  });
}

describe("constraints do the work", () => {
  it("allows one behavioral evaluation per employee, manager and cycle", async () => {
    const boss = await createEmployee(t.prisma);
    const emp = await createEmployee(t.prisma, { mgrId: boss.hrisId });
    const c = await cycle();
    const data = { employeeId: emp.id, managerId: boss.id, cycleId: c.id };
    await t.prisma.behavioralEvaluation.create({ data });
    await expect(t.prisma.behavioralEvaluation.create({ data })).rejects.toMatchObject({ code: "P2002" });
  });

  it("refuses scores outside 0–5 and overrides outside 1–5", async () => {
    const boss = await createEmployee(t.prisma);
    const emp = await createEmployee(t.prisma, { mgrId: boss.hrisId });
    const c = await cycle();
    const ev = await t.prisma.behavioralEvaluation.create({
      data: { employeeId: emp.id, managerId: boss.id, cycleId: c.id },
    });
    // (a real competency, so only the range check can refuse these)
    const competency = await t.prisma.competency.create({
      data: {
        name: "Range",
        description: "Range",
        subcomponents: { create: { name: "Sub", description: "Sub" } },
      },
      include: { subcomponents: true },
    });
    const ids = { evaluationId: ev.id, competencyId: competency.id };
    const outOfRange = /check constraint/i;
    await expect(
      t.prisma.behavioralSubcomponentScore.create({
        data: { ...ids, subcomponentId: competency.subcomponents[0]!.id, score: 6 },
      }),
    ).rejects.toThrow(outOfRange);
    await expect(
      t.prisma.behavioralCompetencyScore.create({ data: { ...ids, overrideScore: 5.5 } }),
    ).rejects.toThrow(outOfRange);
    await expect(
      t.prisma.performanceQuestionnaire.create({
        data: { employeeId: emp.id, managerId: boss.id, cycleId: c.id, forecastedBonusAttainment: 201 },
      }),
    ).rejects.toThrow(outOfRange);
  });

  it("keeps every score on a competency, subcomponent or value that exists, and a subcomponent on its own competency", async () => {
    const boss = await createEmployee(t.prisma);
    const emp = await createEmployee(t.prisma, { mgrId: boss.hrisId });
    const c = await cycle();
    const ev = await t.prisma.behavioralEvaluation.create({
      data: { employeeId: emp.id, managerId: boss.id, cycleId: c.id },
    });
    const [a, b] = await Promise.all(
      ["Model A", "Model B"].map((name) =>
        t.prisma.competency.create({
          data: { name, description: name, subcomponents: { create: { name: "Sub", description: "Sub" } } },
          include: { subcomponents: true },
        }),
      ),
    );
    const ofA = a!.subcomponents[0]!.id;
    const scoring = (competencyId: number, subcomponentId: number) =>
      t.prisma.behavioralSubcomponentScore.create({
        data: { evaluationId: ev.id, competencyId, subcomponentId, score: 3 },
      });
    const foreignKey = { code: "P2003" };
    await expect(scoring(b!.id, ofA)).rejects.toMatchObject(foreignKey);
    await expect(scoring(a!.id, 999_999)).rejects.toMatchObject(foreignKey);
    await expect(
      t.prisma.behavioralCompetencyScore.create({ data: { evaluationId: ev.id, competencyId: 999_999 } }),
    ).rejects.toMatchObject(foreignKey);
    await expect(scoring(a!.id, ofA)).resolves.toMatchObject({ score: 3 });
    const review = await t.prisma.managerValuesReview.create({
      data: { employeeId: emp.id, managerId: boss.id, cycleId: c.id },
    });
    await expect(
      t.prisma.managerValuesCategoryScore.create({ data: { reviewId: review.id, valueId: 999_999 } }),
    ).rejects.toMatchObject(foreignKey);
    const own = await t.prisma.employeeValuesReview.create({ data: { employeeId: emp.id, cycleId: c.id } });
    await expect(
      t.prisma.employeeValuesCategoryScore.create({ data: { reviewId: own.id, valueId: 999_999 } }),
    ).rejects.toMatchObject(foreignKey);
  });

  it("stores scores as Decimal(3,2)", async () => {
    const boss = await createEmployee(t.prisma);
    const emp = await createEmployee(t.prisma, { mgrId: boss.hrisId });
    const c = await cycle();
    const ev = await t.prisma.behavioralEvaluation.create({
      data: { employeeId: emp.id, managerId: boss.id, cycleId: c.id, totalAverage: 3.456 },
    });
    expect(ev.totalAverage?.toString()).toBe("3.46");
  });

  it("keeps the manager link consistent: no unknown manager, nobody their own manager", async () => {
    await expect(createEmployee(t.prisma, { mgrId: "NOPE-404" })).rejects.toThrow();
    const e = await createEmployee(t.prisma);
    await expect(
      t.prisma.employee.update({ where: { id: e.id }, data: { mgrId: e.hrisId } }),
    ).rejects.toThrow();
  });

  it("records the bulk password generation at most once", async () => {
    const hr = await t.prisma.hrUser.create({ data: { username: "gen-hr", passwordHash: "x" } });
    const job = await t.prisma.passwordJob.create({
      data: { kind: "Generate", createdBy: hr.id, status: "Completed" },
    });
    await t.prisma.passwordGeneration.create({
      data: { generatedBy: hr.id, jobId: job.id, generated: true },
    });
    const job2 = await t.prisma.passwordJob.create({
      data: { kind: "Generate", createdBy: hr.id, status: "Completed" },
    });
    await expect(
      t.prisma.passwordGeneration.create({ data: { generatedBy: hr.id, jobId: job2.id } }),
    ).rejects.toMatchObject({
      code: "P2002",
    });
  });
});

describe("embedded database lock", () => {
  it("refuses a second process on the same data directory with a clear error", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-lock-"));
    fs.writeFileSync(path.join(dir, ".yardstick.lock"), String(process.ppid)); // a live process
    expect(() => lockDataDir(dir)).toThrow(/already open in process \d+.*DATABASE_URL/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-lock-"));
    fs.writeFileSync(path.join(dir, ".yardstick.lock"), "999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, ".yardstick.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, ".yardstick.lock"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
