import bcrypt from "bcryptjs";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { analyzedRows } from "@/tests/helpers/planner";
import { seedDemo, type SeedDemoOptions } from "@/lib/server/demo/seed-demo";
import { seedCatalog } from "@/lib/server/demo/seed-catalog";
import { behavioralTotal, evaluationBadge, roundScore, valuesOverall } from "@/lib/shared/scores";

const options: SeedDemoOptions = {
  employees: 120,
  seed: 42,
  demoPassword: "demo-password",
  hrAdminUsername: "hradmin",
  hrAdminPassword: "hradmin-demo",
};

async function tableCounts(prisma: ReturnType<typeof useTestDatabase>["prisma"]) {
  return {
    employees: await prisma.employee.count(),
    titles: await prisma.title.count(),
    accounts: await prisma.loginAccount.count(),
    hrUsers: await prisma.hrUser.count(),
    evaluations: await prisma.behavioralEvaluation.count(),
    subScores: await prisma.behavioralSubcomponentScore.count(),
    valuesReviews: await prisma.managerValuesReview.count(),
    questionnaires: await prisma.performanceQuestionnaire.count(),
    selfReviews: await prisma.employeeValuesReview.count(),
    recognitions: await prisma.recognitionSubmission.count(),
    paths: await prisma.careerPath.count(),
  };
}

describe("seedDemo", () => {
  const t = useTestDatabase();
  let ceoId: number;

  beforeAll(async () => {
    const result = await seedDemo(t.prisma, options);
    expect(result.skipped).toBe(false);
    ceoId = (await t.prisma.employee.findUniqueOrThrow({ where: { hrisId: "E00001" } })).id;
  }, 120_000); // a few seconds normally; generous for a busy CI machine

  it("leaves planner statistics behind (ANALYZE), so the hierarchy queries are planned for real sizes", async () => {
    expect(await analyzedRows(t.prisma, "Employee")).toBe(120);
    expect(await analyzedRows(t.prisma, "LoginAccount")).toBeGreaterThan(0);
  });

  it("puts E00001 at the top, with no manager, over a chain at least 5 levels deep", async () => {
    const ceo = await t.prisma.employee.findUniqueOrThrow({
      where: { hrisId: "E00001" },
      select: { mgrId: true },
    });
    expect(ceo.mgrId).toBeNull();
    const [{ depth }] = await t.prisma.$queryRaw<{ depth: number }[]>`
      WITH RECURSIVE chain AS (
        SELECT "hrisId", 0 AS depth FROM "Employee" WHERE "hrisId" = 'E00001'
        UNION ALL
        SELECT e."hrisId", chain.depth + 1 FROM "Employee" e JOIN chain ON e."mgrId" = chain."hrisId"
      )
      SELECT max(depth)::int AS depth FROM chain`;
    expect(depth).toBeGreaterThanOrEqual(5);
    expect(await t.prisma.employee.count()).toBe(120);
  });

  it("gives every manager, and only managers, an account with the demo password", async () => {
    const managers = await t.prisma.employee.findMany({
      where: { reports: { some: {} } },
      select: { id: true, hrisId: true },
    });
    const accounts = await t.prisma.loginAccount.findMany({
      select: {
        employeeId: true,
        username: true,
        passwordHash: true,
        passwordStatus: true,
        encryptedPassword: true,
      },
    });
    expect(accounts.map((a) => a.employeeId).sort()).toEqual(managers.map((m) => m.id).sort());
    const ceo = accounts.find((a) => a.username === "E00001")!;
    expect(ceo).toMatchObject({ passwordStatus: "Original", encryptedPassword: null });
    expect(await bcrypt.compare("demo-password", ceo.passwordHash)).toBe(true);
    expect(await bcrypt.compare("wrong-password", ceo.passwordHash)).toBe(false);
  });

  it("creates the HR administrator with the configured password", async () => {
    const hr = await t.prisma.hrUser.findUniqueOrThrow({ where: { username: "hradmin" } });
    expect(await bcrypt.compare("hradmin-demo", hr.passwordHash)).toBe(true);
  });

  it("seeds the catalog: six values with three parts each, four path types, the current cycle", async () => {
    const values = await t.prisma.companyValue.findMany({
      include: { subcomponents: true },
      orderBy: { id: "asc" },
    });
    expect(values.map((v) => [v.id, v.name, v.subcomponents.length])).toEqual([
      [1, "Drive to Excellence", 3],
      [2, "Grit", 3],
      [3, "Humility", 3],
      [4, "Integrity", 3],
      [5, "Results Orientation", 3],
      [6, "Winning Attitude", 3],
    ]);
    expect((await t.prisma.pathType.findMany({ orderBy: { id: "asc" } })).map((p) => p.name)).toEqual([
      "Management",
      "IC",
      "Alternative",
      "Custom",
    ]);
    expect(await t.prisma.reviewCycle.findUniqueOrThrow({ where: { name: "Jun-25" } })).toMatchObject({
      status: "Active",
    });
    expect(await t.prisma.careerPath.count({ where: { isVerified: true } })).toBeGreaterThan(0);
  });

  it("shows every assessment state among E00001's direct reports", async () => {
    const reports = await t.prisma.employee.findMany({
      where: { mgrId: "E00001" },
      select: {
        evaluationsAbout: { where: { managerId: ceoId }, select: { isDraft: true } },
        valuesReviewsAbout: { where: { managerId: ceoId }, select: { isDraft: true } },
        questionnairesAbout: { where: { managerId: ceoId }, select: { submittedAt: true } },
      },
    });
    const behavioral = reports.map((r) =>
      r.evaluationsAbout[0] ? (r.evaluationsAbout[0].isDraft ? "draft" : "complete") : "none",
    );
    expect(new Set(behavioral)).toEqual(new Set(["none", "draft", "complete"]));
    const badges = reports.map(
      (r) =>
        evaluationBadge({
          behavioral: r.evaluationsAbout.some((e) => !e.isDraft),
          values: r.valuesReviewsAbout.some((v) => !v.isDraft),
          performance: r.questionnairesAbout.some((q) => q.submittedAt !== null),
        }).kind,
    );
    expect(new Set(badges)).toEqual(new Set(["pending", "in-progress", "complete"]));
  });

  it("stores scores exactly as lib/shared/scores computes them", async () => {
    const evaluations = await t.prisma.behavioralEvaluation.findMany({
      include: { scores: true, competencies: true },
    });
    expect(evaluations.some((e) => e.isDraft) && evaluations.some((e) => !e.isDraft && e.submittedAt)).toBe(
      true,
    );
    for (const ev of evaluations) {
      const inputs = ev.competencies.map((c) => ({
        scores: ev.scores.filter((s) => s.competencyId === c.competencyId).map((s) => s.score),
        overrideScore: c.overrideScore === null ? null : Number(c.overrideScore),
      }));
      const total = behavioralTotal(inputs);
      expect(ev.totalAverage === null ? null : Number(ev.totalAverage)).toBe(
        total === null ? null : roundScore(total),
      );
      if (!ev.isDraft) expect(ev.scores.every((s) => s.score >= 1)).toBe(true);
    }
    const reviews = await t.prisma.managerValuesReview.findMany({ include: { categoryScores: true } });
    for (const r of reviews) {
      expect(r.categoryScores).toHaveLength(6);
      const overall = valuesOverall(
        r.categoryScores.map((c) => ({
          subScores: [c.subcomp1Score, c.subcomp2Score, c.subcomp3Score],
          overrideScore: c.overrideScore === null ? null : Number(c.overrideScore),
        })),
      );
      expect(r.overallScore === null ? null : Number(r.overallScore)).toBe(
        overall === null ? null : roundScore(overall),
      );
    }
    const questionnaires = await t.prisma.performanceQuestionnaire.findMany();
    for (const q of questionnaires.filter((x) => x.submittedAt))
      expect(q).toMatchObject({ isDraft: false, overallPerformance: expect.any(Number) });
    expect(questionnaires.some((q) => q.submittedAt === null && q.isDraft)).toBe(true);
  });

  it("links every assessment to the direct manager, or to E00001 two levels up", async () => {
    const rows = await t.prisma.$queryRaw<{ direct: number; fromTop: number; other: number }[]>`
      SELECT count(*) FILTER (WHERE e."mgrId" = m."hrisId")::int AS direct,
             count(*) FILTER (WHERE m."hrisId" = 'E00001' AND d."mgrId" = 'E00001')::int AS "fromTop",
             count(*) FILTER (WHERE e."mgrId" IS DISTINCT FROM m."hrisId"
                              AND NOT (m."hrisId" = 'E00001' AND d."mgrId" = 'E00001'))::int AS other
      FROM "BehavioralEvaluation" b
      JOIN "Employee" e ON e.id = b."employeeId" JOIN "Employee" m ON m.id = b."managerId"
      LEFT JOIN "Employee" d ON d."hrisId" = e."mgrId"`;
    expect(rows[0].other).toBe(0);
    expect(rows[0].direct).toBeGreaterThan(0);
    expect(rows[0].fromTop).toBeGreaterThan(0);
  });

  it("adds feedback in every status so the HR dashboard has something to triage", async () => {
    const byStatus = await t.prisma.feedback.groupBy({ by: ["status"], _count: true });
    expect(byStatus.map((g) => g.status).sort()).toEqual(["Closed", "InProgress", "Open"]);
  });

  it("adds custom career paths: the top manager's reports have one, some HR verified, some self-marked", async () => {
    const rows = await t.prisma.customCareerPath.findMany({
      select: {
        sessionId: true,
        position: true,
        isVerified: true,
        verified: true,
        verifiedBy: true,
        employee: { select: { mgrId: true } },
      },
    });
    const sessions = new Set(rows.map((r) => r.sessionId));
    expect(sessions.size).toBeGreaterThan(5);
    expect(rows.some((r) => r.employee.mgrId === "E00001")).toBe(true);
    expect(rows.some((r) => r.isVerified && r.verifiedBy === "hradmin")).toBe(true);
    expect(rows.some((r) => r.verified && !r.isVerified)).toBe(true);
    expect(rows.some((r) => !r.verified && !r.isVerified)).toBe(true);
  });

  it("adds self-reviews and recognition examples, some values with more than two", async () => {
    expect(await t.prisma.employeeValuesReview.count()).toBeGreaterThan(60);
    const perValue = await t.prisma.recognitionSubmission.groupBy({
      by: ["employeeId", "scDetailId"],
      _count: true,
    });
    expect(perValue.some((g) => g._count > 2)).toBe(true);
  });

  it("re-runs the catalog without duplicating anything", async () => {
    const before = await tableCounts(t.prisma);
    const counts = () =>
      Promise.all([
        t.prisma.competency.count(),
        t.prisma.competencySubcomponent.count(),
        t.prisma.titleCompetency.count(),
        t.prisma.valueSubcomponent.count(),
        t.prisma.careerPathStep.count(),
        t.prisma.reviewCycle.count(),
      ]);
    const catalogBefore = await counts();
    await t.prisma.$transaction((tx) => seedCatalog(tx));
    expect(await counts()).toEqual(catalogBefore);
    expect(await tableCounts(t.prisma)).toEqual(before);
  });

  it("does nothing when the database already has employees", async () => {
    const before = await tableCounts(t.prisma);
    expect(await seedDemo(t.prisma, { ...options, employees: 30, seed: 7 })).toEqual({ skipped: true });
    expect(await tableCounts(t.prisma)).toEqual(before);
  });
});
