import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee } from "@/tests/helpers/factories";
import { loadCatalogue } from "@/lib/server/demo/load-catalogue";

// `npm run db:seed-catalogue`: what a real organisation needs before its first review (cycle,
// values, competencies by title, career paths), without a single person or password; running it
// again changes nothing, and titles an import created get competencies too.

describe("loadCatalogue", () => {
  const t = useTestDatabase();
  const counts = async () => ({
    titles: await t.prisma.title.count(),
    competencies: await t.prisma.competency.count(),
    titleCompetencies: await t.prisma.titleCompetency.count(),
    values: await t.prisma.companyValue.count(),
    valueParts: await t.prisma.valueSubcomponent.count(),
    pathTypes: await t.prisma.pathType.count(),
    paths: await t.prisma.careerPath.count(),
    pathSteps: await t.prisma.careerPathStep.count(),
    cycles: await t.prisma.reviewCycle.findMany({ select: { name: true, status: true } }),
    employees: await t.prisma.employee.count(),
    accounts: await t.prisma.loginAccount.count(),
    hrUsers: await t.prisma.hrUser.count(),
  });

  it("loads the catalogue and no people, once however often it runs", async () => {
    expect(await loadCatalogue(t.prisma)).toMatchObject({ cycle: "Jun-25", linkedTitles: 0 });
    const first = await counts();
    expect(first).toMatchObject({
      competencies: 8,
      values: 6,
      valueParts: 18,
      pathTypes: 4,
      cycles: [{ name: "Jun-25", status: "Active" }],
      employees: 0,
      accounts: 0,
      hrUsers: 0,
    });
    expect(first.titles).toBeGreaterThan(50);
    expect(first.titleCompetencies).toBeGreaterThanOrEqual(first.titles * 4);
    expect(first.paths).toBeGreaterThan(0);
    await loadCatalogue(t.prisma);
    expect(await counts()).toEqual(first);
  }, 60_000);

  it("keeps the organisation's current cycle unless told another, and links imported titles", async () => {
    await t.prisma.reviewCycle.updateMany({ data: { status: "Closed" } });
    await t.prisma.reviewCycle.create({ data: { name: "Dec-25", status: "Active" } });
    const imported = await t.prisma.title.create({
      data: { name: "Head of Customer Delight", family: "Management", level: 7 },
    });
    await createEmployee(t.prisma, { titleId: imported.id, department: "Customer Success" });

    expect(await loadCatalogue(t.prisma)).toMatchObject({ cycle: "Dec-25", linkedTitles: 1 });
    const links = await t.prisma.titleCompetency.findMany({
      where: { titleId: imported.id },
      select: { competency: { select: { name: true } } },
    });
    expect(links.map((l) => l.competency.name).sort()).toEqual([
      "Accountability",
      "Coaching and Development",
      "Collaboration",
      "Communication",
      "Leadership",
      "Problem Solving",
    ]);

    expect(await loadCatalogue(t.prisma, { cycle: "Jun-26" })).toMatchObject({ cycle: "Jun-26" });
    expect(
      await t.prisma.reviewCycle.findMany({ where: { status: "Active" }, select: { name: true } }),
    ).toEqual([{ name: "Jun-26" }]);
    // Dec-25 is closed now: the loader never reopens a cycle (HR does, with a reason)
    await expect(loadCatalogue(t.prisma, { cycle: "Dec-25" })).rejects.toThrow(
      "The review cycle Dec-25 is closed: reopen it from HR's review cycles.",
    );
  }, 60_000);
});
