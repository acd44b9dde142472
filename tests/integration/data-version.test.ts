import { readDataVersion } from "@/lib/server/answers/data-version";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee } from "@/tests/helpers/factories";
import { createCycle, createEvaluation } from "@/tests/helpers/team-factories";

// The data version is bumped by triggers as the writing transaction commits: a rolled-back write
// leaves it alone, a committed one moves it once however many rows and tables it wrote, and a
// write the lists do not read does not. (That a long writer no longer blocks the others:
// tests/postgres/data-version-lock.test.ts.)
const t = useTestDatabase();

it("moves with every committed write to a table the lists read, in the same transaction", async () => {
  const v0 = BigInt(await readDataVersion());
  const boss = await createEmployee(t.prisma, { name: "Vera Version" });
  const v1 = BigInt(await readDataVersion());
  expect(v1).toBeGreaterThan(v0);

  const report = await createEmployee(t.prisma, { mgrId: boss.hrisId });
  const cycle = await createCycle(t.prisma);
  const v2 = BigInt(await readDataVersion());
  await createEvaluation(t.prisma, { employeeId: report.id, managerId: boss.id, cycleId: cycle.id });
  expect(BigInt(await readDataVersion())).toBeGreaterThan(v2);

  // One transaction writing several rows of several tables: one bump, at its commit.
  const beforeMany = BigInt(await readDataVersion());
  await t.prisma.$transaction(async (tx) => {
    await tx.employee.update({ where: { id: report.id }, data: { name: "Renamed once" } });
    await tx.employee.update({ where: { id: boss.id }, data: { name: "Vera Renamed" } });
    await tx.reviewCycle.update({ where: { id: cycle.id }, data: { name: cycle.name } });
    const [{ inside }] = await tx.$queryRaw<{ inside: string }[]>`
      SELECT "version"::text AS inside FROM "DataVersion" WHERE id = 1`;
    expect(BigInt(inside)).toBe(beforeMany);
  });
  expect(BigInt(await readDataVersion())).toBe(beforeMany + 1n);
  expect(await t.prisma.dataVersionBump.count()).toBe(0);

  // Rolled back: the bump goes with it (inside the transaction it had not moved yet).
  const before = await readDataVersion();
  let inside = "";
  await expect(
    t.prisma.$transaction(async (tx) => {
      await tx.employee.update({ where: { id: report.id }, data: { name: "Renamed" } });
      [{ inside }] = await tx.$queryRaw<{ inside: string }[]>`
        SELECT "version"::text AS inside FROM "DataVersion" WHERE id = 1`;
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
  expect(inside).toBe(before);
  expect(await readDataVersion()).toBe(before);

  // Tables the lists do not read leave it alone.
  await t.prisma.auditEvent.create({ data: { action: "x", actorKind: "hr", actorName: "x" } });
  expect(await readDataVersion()).toBe(before);
});
