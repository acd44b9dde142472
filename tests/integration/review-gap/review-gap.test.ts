import { GET as reviewGap } from "@/app/api/review-gap/[hrisId]/route";
import { GET as reviewGaps } from "@/app/api/hr/review-gaps/route";
import type { PrismaClient } from "@/generated/prisma/client";
import { COMPANY_VALUES } from "@/lib/server/demo/catalog";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createValuesWorld } from "@/tests/helpers/values-factories";

const t = useTestDatabase();

type Scores = (valueId: number, sub: number) => number;

/** A self-review and a manager's review of one person, scored per (value, subcomponent). */
async function seedSelf(
  db: PrismaClient,
  employeeId: number,
  cycleId: number,
  score: Scores,
  isDraft = false,
) {
  return db.employeeValuesReview.create({
    data: {
      employeeId,
      cycleId,
      isDraft,
      categoryScores: {
        create: COMPANY_VALUES.map((v) => ({
          valueId: v.id,
          subcomp1Score: score(v.id, 1),
          subcomp2Score: score(v.id, 2),
          subcomp3Score: score(v.id, 3),
        })),
      },
    },
  });
}

async function seedManager(
  db: PrismaClient,
  employeeId: number,
  managerId: number,
  cycleId: number,
  score: Scores,
  isDraft = false,
) {
  return db.managerValuesReview.create({
    data: {
      employeeId,
      managerId,
      cycleId,
      isDraft,
      submittedAt: isDraft ? null : new Date(),
      categoryScores: {
        create: COMPANY_VALUES.map((v) => ({
          valueId: v.id,
          subcomp1Score: score(v.id, 1),
          subcomp2Score: score(v.id, 2),
          subcomp3Score: score(v.id, 3),
        })),
      },
    },
  });
}

async function clearReviews() {
  await t.prisma.managerValuesReview.deleteMany({});
  await t.prisma.employeeValuesReview.deleteMany({});
}

let w: Awaited<ReturnType<typeof createValuesWorld>>;
let hr: { id: number; username: string };
beforeAll(async () => {
  w = await createValuesWorld(t.prisma);
  hr = await createHrUser(t.prisma, "gap-hr");
});
beforeEach(async () => {
  await clearReviews();
  await t.prisma.reviewCycle.update({
    where: { id: w.cycle.id },
    data: { selfReviewVisibility: "whileWriting", gapThreshold: 2 },
  });
});

const gapOf = async (hrisId: string, cookie?: string) =>
  callRoute(reviewGap, `/api/review-gap/${hrisId}`, { params: { hrisId }, cookie });

// Self: 5 on the first subcomponent, 3 on the others; manager: 3, 4, and 0 (not rated) on the third.
const selfScores: Scores = (_v, sub) => (sub === 1 ? 5 : 3);
const managerScores: Scores = (_v, sub) => (sub === 1 ? 3 : sub === 2 ? 4 : 0);

describe("GET /api/review-gap/{hrisId}", () => {
  it("shows the manager, while writing, each item both rated: self, manager, the difference, highlighted at 2", async () => {
    await seedSelf(t.prisma, w.report.id, w.cycle.id, selfScores);
    await seedManager(t.prisma, w.report.id, w.manager.id, w.cycle.id, managerScores, true);
    const res = await gapOf(w.report.hrisId, await managerCookie(w.manager));
    expect(res.status).toBe(200);
    const items = res.json.items as {
      valueId: number;
      position: number;
      self: number;
      manager: number;
      gap: number;
      highlighted: boolean;
    }[];
    // 6 values × 2 rated subcomponents (the third is unrated by the manager).
    expect(items).toHaveLength(12);
    expect(items[0]).toMatchObject({
      valueId: COMPANY_VALUES[0].id,
      position: 1,
      self: 5,
      manager: 3,
      gap: 2,
      highlighted: true,
    });
    expect(items[1]).toMatchObject({ position: 2, self: 3, manager: 4, gap: -1, highlighted: false });
    expect(res.json).toMatchObject({
      employeeName: "Ravi Report",
      threshold: 2,
      managerReviewed: true,
      summary: { higher: 6, lower: 6, same: 0 },
    });
  });

  it("highlights by the cycle's threshold", async () => {
    await t.prisma.reviewCycle.update({ where: { id: w.cycle.id }, data: { gapThreshold: 3 } });
    await seedSelf(t.prisma, w.report.id, w.cycle.id, selfScores);
    await seedManager(t.prisma, w.report.id, w.manager.id, w.cycle.id, managerScores, true);
    const res = await gapOf(w.report.hrisId, await managerCookie(w.manager));
    expect(res.json.threshold).toBe(3);
    expect((res.json.items as { highlighted: boolean }[]).some((i) => i.highlighted)).toBe(false);
  });

  it("has no items before the manager has scored anything, and the summary is all zero", async () => {
    await seedSelf(t.prisma, w.deep.id, w.cycle.id, selfScores);
    const res = await gapOf(w.deep.hrisId, await managerCookie(w.manager));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      managerReviewed: false,
      items: [],
      summary: { higher: 0, lower: 0, same: 0 },
    });
  });

  it("answers 404 for a draft self-review, to the manager and to HR", async () => {
    await seedSelf(t.prisma, w.report.id, w.cycle.id, selfScores, true);
    await seedManager(t.prisma, w.report.id, w.manager.id, w.cycle.id, managerScores, false);
    expect((await gapOf(w.report.hrisId, await managerCookie(w.manager))).status).toBe(404);
    expect((await gapOf(w.report.hrisId, await hrCookie(hr))).status).toBe(404);
  });

  it("follows the cycle's visibility: after the manager submits, and never before sharing", async () => {
    await seedSelf(t.prisma, w.report.id, w.cycle.id, selfScores);
    const draft = await seedManager(t.prisma, w.report.id, w.manager.id, w.cycle.id, managerScores, true);
    const cookie = await managerCookie(w.manager);
    await t.prisma.reviewCycle.update({
      where: { id: w.cycle.id },
      data: { selfReviewVisibility: "afterManagerSubmits" },
    });
    expect((await gapOf(w.report.hrisId, cookie)).status).toBe(404);
    await t.prisma.managerValuesReview.update({
      where: { id: draft.id },
      data: { isDraft: false, submittedAt: new Date() },
    });
    expect((await gapOf(w.report.hrisId, cookie)).status).toBe(200);
    await t.prisma.reviewCycle.update({
      where: { id: w.cycle.id },
      data: { selfReviewVisibility: "atSharing" },
    });
    expect((await gapOf(w.report.hrisId, cookie)).status).toBe(404);
  });

  it("answers 404 to another manager and to the employee about themself, 401 to a guest; HR sees the submitted review", async () => {
    await seedSelf(t.prisma, w.report.id, w.cycle.id, selfScores);
    await seedManager(t.prisma, w.report.id, w.manager.id, w.cycle.id, managerScores, false);
    expect((await gapOf(w.report.hrisId, await managerCookie(w.otherBoss))).status).toBe(404);
    await createAccount(t.prisma, w.report).catch(() => undefined);
    expect((await gapOf(w.report.hrisId, await managerCookie(w.report))).status).toBe(404);
    expect((await gapOf(w.report.hrisId)).status).toBe(401);
    const asHr = await gapOf(w.report.hrisId, await hrCookie(hr));
    expect(asHr.status).toBe(200);
    expect(asHr.json.summary).toEqual({ higher: 6, lower: 6, same: 0 });
  });
});

/** The reference: the same means from an independent statement (one UNION ALL arm per subcomponent). */
async function referenceMeans(groupBy: "department" | "manager") {
  const key = groupBy === "department" ? `COALESCE(e.department, '')` : `m."hrisId"`;
  const arms = [1, 2, 3]
    .map(
      (n) => `SELECT ${key} AS key, mr.id AS rid, sc."subcomp${n}Score" - mc."subcomp${n}Score" AS gap
        FROM "ManagerValuesReview" mr
        JOIN "Employee" e ON e.id = mr."employeeId" JOIN "Employee" m ON m.id = mr."managerId"
        JOIN "EmployeeValuesReview" sr ON sr."employeeId" = mr."employeeId" AND sr."cycleId" = mr."cycleId"
        JOIN "ManagerValuesCategoryScore" mc ON mc."reviewId" = mr.id
        JOIN "EmployeeValuesCategoryScore" sc ON sc."reviewId" = sr.id AND sc."valueId" = mc."valueId"
        WHERE mr."isDraft" = false AND sr."isDraft" = false
          AND sc."subcomp${n}Score" > 0 AND mc."subcomp${n}Score" > 0`,
    )
    .join(" UNION ALL ");
  const rows = await t.prisma.$queryRawUnsafe<
    { key: string; mean: number; reviews: number; items: number }[]
  >(
    `SELECT key, ROUND(AVG(gap)::numeric, 2)::float AS mean, COUNT(DISTINCT rid)::int AS reviews, COUNT(*)::int AS items
     FROM (${arms}) x GROUP BY key ORDER BY key`,
  );
  return rows;
}

describe("GET /api/hr/review-gaps", () => {
  async function seedOrg() {
    // Sales (Vera's three reports): employees 1 point above their manager on every item → severe.
    // Oscar's two (Engineering, no department): 1 point below on every item; two reviews are too few to flag.
    const sales = [];
    for (let i = 0; i < 3; i++)
      sales.push(
        await createEmployee(t.prisma, {
          name: `Sam Sales ${i}`,
          mgrId: w.manager.hrisId,
          department: "Sales",
        }),
      );
    for (const e of sales) {
      await seedSelf(t.prisma, e.id, w.cycle.id, () => 4);
      await seedManager(t.prisma, e.id, w.manager.id, w.cycle.id, (_v, sub) => (sub === 3 ? 0 : 3));
    }
    const ops = [
      w.outsider,
      await createEmployee(t.prisma, { name: "Opal Ops", mgrId: w.otherBoss.hrisId, department: null }),
    ];
    for (const e of ops) {
      await seedSelf(t.prisma, e.id, w.cycle.id, () => 2);
      await seedManager(t.prisma, e.id, w.otherBoss.id, w.cycle.id, () => 3);
    }
    // Out of every number: a draft self-review, and a draft manager's review.
    await seedSelf(t.prisma, w.report.id, w.cycle.id, () => 1, true);
    await seedManager(t.prisma, w.report.id, w.manager.id, w.cycle.id, () => 5);
    await seedSelf(t.prisma, w.deep.id, w.cycle.id, () => 1);
    await seedManager(t.prisma, w.deep.id, w.manager.id, w.cycle.id, () => 5, true);
  }

  const hrGaps = async (query: Record<string, string>) =>
    callRoute(reviewGaps, "/api/hr/review-gaps", { query, cookie: await hrCookie(hr) });

  it("gives the mean signed gap by manager, equal to the reference, with the severe rater flagged", async () => {
    await seedOrg();
    const res = await hrGaps({ groupBy: "manager" });
    expect(res.status).toBe(200);
    const groups = res.json.groups as {
      key: string;
      meanGap: number;
      reviews: number;
      items: number;
      flag: string | null;
    }[];
    const reference = await referenceMeans("manager");
    expect(
      [...groups]
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((g) => ({ key: g.key, mean: g.meanGap, reviews: g.reviews, items: g.items })),
    ).toEqual(reference);
    // Equal sizes of gap: by name.
    expect(groups).toEqual([
      { key: w.otherBoss.hrisId, label: "Oscar Other", meanGap: -1, reviews: 2, items: 36, flag: null },
      { key: w.manager.hrisId, label: "Vera Values", meanGap: 1, reviews: 3, items: 36, flag: "severe" },
    ]);
    expect(res.json).toMatchObject({ groupBy: "manager", page: 1, total: 2, cycleName: "Jun-25" });
  });

  it("gives the mean by department, the people without one as a group, equal to the reference", async () => {
    await seedOrg();
    const res = await hrGaps({ groupBy: "department" });
    const groups = res.json.groups as {
      key: string;
      label: string;
      meanGap: number;
      reviews: number;
      items: number;
    }[];
    expect(
      [...groups]
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((g) => ({ key: g.key, mean: g.meanGap, reviews: g.reviews, items: g.items })),
    ).toEqual(await referenceMeans("department"));
    expect(groups.map((g) => [g.label, g.meanGap])).toEqual([
      ["Engineering", -1],
      ["No department", -1],
      ["Sales", 1],
    ]);
  });

  it("pages in SQL, is empty past the end, refuses a bad grouping with 400 and anyone but HR", async () => {
    await seedOrg();
    const past = await hrGaps({ groupBy: "manager", page: "2" });
    expect(past.json).toMatchObject({ groups: [], total: 0 });
    expect((await hrGaps({ groupBy: "title" })).status).toBe(400);
    const asManager = await callRoute(reviewGaps, "/api/hr/review-gaps", {
      cookie: await managerCookie(w.manager),
    });
    expect(asManager.status).toBe(403);
  });
});
