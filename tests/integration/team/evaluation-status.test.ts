import { GET as listStatuses } from "@/app/api/evaluation-status/[managerId]/route";
import { GET as listMine } from "@/app/api/evaluation-status/route";
import { GET as oneStatus } from "@/app/api/evaluation-status/[managerId]/[employeeId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import {
  createCycle,
  createEvaluation,
  createQuestionnaire,
  createTitleWithCompetencies,
  createValuesReview,
} from "@/tests/helpers/team-factories";
import type { EvaluationStatus } from "@/lib/shared/team-types";

const t = useTestDatabase();

const list = async (managerId: string, cookie?: string) =>
  callRoute(listStatuses, `/api/evaluation-status/${managerId}`, { params: { managerId }, cookie });
const one = async (managerId: string, employeeId: string, cookie?: string) =>
  callRoute(oneStatus, `/api/evaluation-status/${managerId}/${employeeId}`, {
    params: { managerId, employeeId },
    cookie,
  });
const byEmployee = (body: unknown) =>
  Object.fromEntries((body as EvaluationStatus[]).map((s) => [s.employeeId, s]));

async function team() {
  const db = t.prisma;
  const { title, competencies } = await createTitleWithCompetencies(db, [3, 2]);
  const boss = await createEmployee(db, { name: "Bea Boss" });
  const people = [];
  for (const name of ["Nora None", "Dan Draft", "Cam Complete", "Hal Half"]) {
    people.push(await createEmployee(db, { name, mgrId: boss.hrisId, titleId: title.id }));
  }
  const deep = await createEmployee(db, { name: "Deb Deep", mgrId: people[0].hrisId });
  const other = await createEmployee(db, { name: "Otto Other" });
  const outsider = await createEmployee(db, { name: "Ola Outside", mgrId: other.hrisId });
  await createAccount(db, boss);
  await createAccount(db, other);
  return { boss, people, deep, other, outsider, competencies, title };
}

describe("GET /api/evaluation-status/{managerId}", () => {
  it("answers 'none' everywhere when no review cycle exists yet, with the title's question count", async () => {
    const o = await team();
    const res = await list(String(o.boss.id), await managerCookie(o.boss));
    expect(res.status).toBe(200);
    const s = byEmployee(res.json);
    expect(Object.keys(s)).toHaveLength(5);
    expect(s[o.people[0].id]).toEqual({
      employeeId: o.people[0].id,
      employeeHrisId: o.people[0].hrisId,
      hasEvaluation: false,
      isDraft: false,
      evaluationId: null,
      completedQuestions: 0,
      totalQuestions: 5,
      totalAverage: null,
      behavioralScore: null,
      performanceScore: null,
      valuesScore: null,
      combinedScore: null,
      allAssessmentsComplete: false,
      behavioralState: "none",
      valuesState: "none",
      performanceState: "none",
      completedAssessments: 0,
    });
    expect(s[o.deep.id].totalQuestions).toBe(0);
  });

  it("reads the three assessments this manager wrote in the current cycle and computes the scores", async () => {
    const o = await team();
    const db = t.prisma;
    const old = await createCycle(db, "Dec-24", false);
    const cycle = await createCycle(db, "Jun-25", true);
    const [nora, dan, cam, hal] = o.people;
    const [c1, c2] = o.competencies;
    const pair = (e: { id: number }, cycleId = cycle.id, managerId = o.boss.id) => ({
      employeeId: e.id,
      managerId,
      cycleId,
    });

    // Dan: a draft with 2 of 5 questions scored (a 0 does not count), a draft values review.
    const draft = await createEvaluation(db, pair(dan), {
      isDraft: true,
      totalAverage: 3.5,
      scores: [
        { competencyId: c1.id, subcomponentId: c1.subcomponentIds[0], score: 3 },
        { competencyId: c1.id, subcomponentId: c1.subcomponentIds[1], score: 0 },
        { competencyId: c2.id, subcomponentId: c2.subcomponentIds[0], score: 4 },
      ],
    });
    await createValuesReview(db, pair(dan), { isDraft: true, overallScore: 4 });
    // Cam: everything submitted.
    const full = await createEvaluation(db, pair(cam), { isDraft: false, totalAverage: 3.67 });
    await createValuesReview(db, pair(cam), { isDraft: false, overallScore: 4.2 });
    await createQuestionnaire(db, pair(cam), { submitted: true, overallPerformance: 4 });
    // Hal: values submitted, questionnaire started but not submitted.
    await createValuesReview(db, pair(hal), { isDraft: false, overallScore: 3.5 });
    await createQuestionnaire(db, pair(hal), { submitted: false, overallPerformance: 5 });
    // Nora: only assessments that must not count (last cycle, another manager).
    await createEvaluation(db, pair(nora, old.id), { isDraft: false, totalAverage: 5 });
    await createValuesReview(db, pair(nora, cycle.id, o.other.id), { isDraft: false, overallScore: 5 });

    const res = await list(o.boss.hrisId.toLowerCase(), await managerCookie(o.boss));
    expect(res.status).toBe(200);
    const s = byEmployee(res.json);

    expect(s[nora.id]).toMatchObject({
      hasEvaluation: false,
      valuesState: "none",
      completedAssessments: 0,
      valuesScore: null,
    });
    expect(s[dan.id]).toMatchObject({
      hasEvaluation: true,
      isDraft: true,
      evaluationId: draft.id,
      completedQuestions: 2,
      totalQuestions: 5,
      totalAverage: 3.5,
      behavioralScore: 3.5,
      behavioralState: "draft",
      valuesState: "draft",
      valuesScore: null,
      performanceState: "none",
      combinedScore: null,
      completedAssessments: 0,
      allAssessmentsComplete: false,
    });
    expect(s[cam.id]).toMatchObject({
      evaluationId: full.id,
      isDraft: false,
      behavioralScore: 3.67,
      valuesScore: 4.2,
      performanceScore: 4,
      combinedScore: 8.2,
      completedAssessments: 3,
      allAssessmentsComplete: true,
    });
    expect(s[hal.id]).toMatchObject({
      valuesState: "complete",
      performanceState: "draft",
      performanceScore: null,
      combinedScore: null,
      completedAssessments: 1,
    });
  });

  it("accepts the manager's numeric id, HRIS id, or no id at all", async () => {
    const o = await team();
    const cookie = await managerCookie(o.boss);
    const a = await list(String(o.boss.id), cookie);
    const b = await list(o.boss.hrisId, cookie);
    const c = await callRoute(listMine, "/api/evaluation-status", { cookie });
    expect(a.json).toEqual(b.json);
    expect(c.json).toEqual(a.json);
  });

  it("refuses another manager's statuses (403, nothing learned), HR (403) and guests (401)", async () => {
    const o = await team();
    const cookie = await managerCookie(o.boss);
    for (const ref of [String(o.other.id), o.other.hrisId, "999999", "unknown"]) {
      const res = await list(ref, cookie);
      expect(res.status).toBe(403);
      expect(Object.keys(res.json)).toEqual(["message", "code"]);
    }
    expect((await list(String(o.boss.id))).status).toBe(401);
    expect((await list(String(o.boss.id), await hrCookie(await createHrUser(t.prisma)))).status).toBe(403);
  });
});

describe("GET /api/evaluation-status/{managerId}/{employeeId}", () => {
  it("answers one employee by numeric id or HRIS id, direct or indirect", async () => {
    const o = await team();
    const cookie = await managerCookie(o.boss);
    const byId = await one(String(o.boss.id), String(o.people[1].id), cookie);
    expect(byId.status).toBe(200);
    expect(byId.json).toMatchObject({ employeeId: o.people[1].id, totalQuestions: 5 });
    const byHris = await one(o.boss.hrisId, o.deep.hrisId, cookie);
    expect(byHris.status).toBe(200);
    expect(byHris.json).toMatchObject({ employeeId: o.deep.id });
  });

  it("refuses an employee outside the hierarchy, the manager themself and an unknown one alike (404), another manager's id (403), bad ids (400)", async () => {
    const o = await team();
    const cookie = await managerCookie(o.boss);
    const me = String(o.boss.id);
    expect((await one(me, String(o.outsider.id), cookie)).status).toBe(404);
    expect((await one(me, o.outsider.hrisId, cookie)).status).toBe(404);
    expect((await one(me, String(o.boss.id), cookie)).status).toBe(404);
    expect((await one(String(o.other.id), String(o.outsider.id), cookie)).status).toBe(403);
    expect((await one(me, "2147483000", cookie)).status).toBe(404);
    const bad = await one(me, "x".repeat(60), cookie);
    expect(bad.status).toBe(400);
    expect(typeof bad.json.message).toBe("string");
  });
});
