import {
  GET as getQuestionnaire,
  POST as submit,
} from "@/app/api/employee-performance-questionnaire/[employeeHrisId]/[managerHrisId]/route";
import { POST as saveDraft } from "@/app/api/employee-performance-questionnaire/draft/[employeeHrisId]/[managerHrisId]/route";
import { GET as oneStatus } from "@/app/api/evaluation-status/[managerId]/[employeeId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { performanceAnswers } from "@/tests/helpers/questionnaire-factories";
import { createQuestionnaireWorld } from "./world";
import { expectStaleEdit } from "@/tests/helpers/stale-edit";

const t = useTestDatabase();

type Pair = { employeeHrisId: string; managerHrisId: string };
const pairOf = (employee: { hrisId: string }, manager: { hrisId: string }): Pair => ({
  employeeHrisId: employee.hrisId,
  managerHrisId: manager.hrisId,
});
const get = (p: Pair, cookie: string) =>
  callRoute(
    getQuestionnaire,
    `/api/employee-performance-questionnaire/${p.employeeHrisId}/${p.managerHrisId}`,
    {
      params: p,
      cookie,
    },
  );
const draft = (p: Pair, body: unknown, cookie: string) =>
  callRoute(
    saveDraft,
    `/api/employee-performance-questionnaire/draft/${p.employeeHrisId}/${p.managerHrisId}`,
    {
      method: "POST",
      params: p,
      body,
      cookie,
    },
  );
const final = (p: Pair, body: unknown, cookie: string) =>
  callRoute(submit, `/api/employee-performance-questionnaire/${p.employeeHrisId}/${p.managerHrisId}`, {
    method: "POST",
    params: p,
    body,
    cookie,
  });

async function setup() {
  const w = await createQuestionnaireWorld(t.prisma);
  return { ...w, cookie: await managerCookie(w.manager), pair: pairOf(w.report, w.manager) };
}

const stored = (employeeId: number) => t.prisma.performanceQuestionnaire.findMany({ where: { employeeId } });

const PQ_FIELDS_NULL = {
  reviewFrequency: null,
  powerbiReporting: null,
  powerbiSourceData: null,
  powerbiDataIntegration: null,
  powerbiReportCalculation: null,
  powerbiDontKnow: null,
  pqBonusClarity: null,
  pqBonusClarityOther: null,
  forecastedBonusAttainment: null,
  pqTargets: null,
};

describe("drafts", () => {
  it("answers null before anything is saved, then saves partial drafts into one questionnaire", async () => {
    const w = await setup();
    const before = await get(w.pair, w.cookie);
    expect(before.status).toBe(200);
    expect(before.text).toBe("null");

    const first = await draft(
      w.pair,
      { pqs: true, reviewFrequency: "Weekly", ...w.pair, isDraft: true },
      w.cookie,
    );
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: expect.any(Number), isDraft: true, submittedAt: null });

    const second = await draft(
      w.pair,
      { pqs: true, reviewFrequency: "Monthly", overallPerformance: "3" },
      w.cookie,
    );
    expect(second.json.id).toBe(first.json.id);
    expect(await stored(w.report.id)).toHaveLength(1);

    const loaded = await get(w.pair, w.cookie);
    expect(loaded.json).toMatchObject({
      id: first.json.id,
      employeeHrisId: w.report.hrisId,
      managerHrisId: w.manager.hrisId,
      pqs: true,
      reviewFrequency: "Monthly",
      overallPerformance: "3",
      comments: null,
      isDraft: true,
      submittedAt: null,
    });
  });

  it("the profile status reads In Progress (draft) with no performance score", async () => {
    const w = await setup();
    await draft(w.pair, { prioritiesCommitments: true, overallPerformance: "5" }, w.cookie);
    const status = await callRoute(oneStatus, "/", {
      params: { managerId: String(w.manager.id), employeeId: String(w.report.id) },
      cookie: w.cookie,
    });
    expect(status.json).toMatchObject({ performanceState: "draft", performanceScore: null });
  });

  it("stores questions 4–8 as null when PQs is off, whatever the draft sent", async () => {
    const w = await setup();
    const res = await draft(w.pair, performanceAnswers({ pqs: false, comments: "" }), w.cookie);
    expect(res.status).toBe(200);
    const [row] = await stored(w.report.id);
    expect(row).toMatchObject({ pqs: false, comments: null, ...PQ_FIELDS_NULL });
  });

  it("refuses a draft once the questionnaire is submitted (409), leaving it as it was", async () => {
    const w = await setup();
    expect((await final(w.pair, performanceAnswers(), w.cookie)).status).toBe(200);
    const res = await draft(w.pair, performanceAnswers({ overallPerformance: "1" }), w.cookie);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      code: "already_submitted",
      message:
        "This performance review has already been submitted. Change it with Update Review instead of saving a draft.",
    });
    const [row] = await stored(w.report.id);
    expect(row).toMatchObject({ overallPerformance: 4, isDraft: false });
  });
});

describe("submit and resubmit", () => {
  it("submits a complete questionnaire; the status calls carry its score (no combined score before all three are complete)", async () => {
    const w = await setup();
    const res = await final(w.pair, { ...performanceAnswers(), ...w.pair, isDraft: false }, w.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ isDraft: false, submittedAt: expect.any(String) });
    const [row] = await stored(w.report.id);
    expect(row).toMatchObject({
      prioritiesCommitments: true,
      pqs: true,
      overallPerformance: 4,
      reviewFrequency: "Weekly",
      powerbiReporting: "No",
      powerbiSourceData: true,
      powerbiDataIntegration: false,
      powerbiReportCalculation: false,
      powerbiDontKnow: false,
      pqBonusClarity: "Yes",
      pqTargets: "Yes",
      isDraft: false,
    });
    expect(Number(row.forecastedBonusAttainment)).toBe(110);
    const status = await callRoute(oneStatus, "/", {
      params: { managerId: String(w.manager.id), employeeId: String(w.report.id) },
      cookie: w.cookie,
    });
    expect(status.json).toMatchObject({
      performanceState: "complete",
      performanceScore: 4,
      combinedScore: null,
      completedAssessments: 1,
    });
  });

  it("Update Review: a submitted questionnaire is changed and resubmitted, still one row", async () => {
    const w = await setup();
    const first = await final(w.pair, performanceAnswers(), w.cookie);
    const again = await final(
      w.pair,
      performanceAnswers({ overallPerformance: "2", pqs: false, comments: "Revised after calibration." }),
      w.cookie,
    );
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect(new Date(again.json.submittedAt as string).getTime()).toBeGreaterThanOrEqual(
      new Date(first.json.submittedAt as string).getTime(),
    );
    const rows = await stored(w.report.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      overallPerformance: 2,
      comments: "Revised after calibration.",
      ...PQ_FIELDS_NULL,
    });
    expect((await get(w.pair, w.cookie)).json).toMatchObject({ overallPerformance: "2", isDraft: false });
  });

  it("refuses Update Review from a form opened before another tab's update (409), changing nothing", async () => {
    const w = await setup();
    const first = await final(w.pair, { ...performanceAnswers(), basedOn: null }, w.cookie);
    const opened = first.json.updatedAt as string; // both tabs open this version
    const tabB = await final(
      w.pair,
      { ...performanceAnswers({ comments: "From tab B." }), basedOn: opened },
      w.cookie,
    );
    expect(tabB.status).toBe(200);
    const tabA = await final(
      w.pair,
      { ...performanceAnswers({ comments: "From tab A." }), basedOn: opened },
      w.cookie,
    );
    expectStaleEdit(tabA, "performance review");
    const blank = await final(w.pair, { ...performanceAnswers(), basedOn: null }, w.cookie);
    expect(blank.status).toBe(409);
    expect((await stored(w.report.id))[0]).toMatchObject({ comments: "From tab B." });
  });

  it("keeps a forecast with decimals as it was typed (spec 2 §5: a number from 0 to 200)", async () => {
    const w = await setup();
    const saved = await final(w.pair, performanceAnswers({ forecastedBonusAttainment: 87.5 }), w.cookie);
    expect(saved.status).toBe(200);
    expect((await get(w.pair, w.cookie)).json).toMatchObject({ forecastedBonusAttainment: 87.5 });
    const refused = await final(w.pair, performanceAnswers({ forecastedBonusAttainment: 87.125 }), w.cookie);
    expect(refused.status).toBe(400);
  });

  it("a submit after a draft completes the same questionnaire", async () => {
    const w = await setup();
    const d = await draft(w.pair, { prioritiesCommitments: true }, w.cookie);
    const s = await final(w.pair, performanceAnswers(), w.cookie);
    expect(s.json.id).toBe(d.json.id);
    expect(await stored(w.report.id)).toHaveLength(1);
  });

  it("forces questions 4–8 to null on the server when PQs is off, and 5B unless Power BI is 'No'", async () => {
    const w = await setup();
    await final(w.pair, performanceAnswers({ pqs: false }), w.cookie);
    expect((await stored(w.report.id))[0]).toMatchObject({ pqs: false, ...PQ_FIELDS_NULL });

    const other = pairOf(w.deep, w.manager);
    await final(
      other,
      performanceAnswers({ powerbiReporting: "Yes", pqBonusClarity: "Yes", pqBonusClarityOther: "dropped" }),
      w.cookie,
    );
    expect((await stored(w.deep.id))[0]).toMatchObject({
      powerbiReporting: "Yes",
      powerbiSourceData: null,
      powerbiDataIntegration: null,
      powerbiReportCalculation: null,
      powerbiDontKnow: null,
      pqBonusClarityOther: null,
    });
  });

  it("concurrent submits leave one questionnaire", async () => {
    const w = await setup();
    const results = await Promise.all(
      [5, 4, 3, 2, 1].map((n) =>
        final(w.pair, performanceAnswers({ overallPerformance: String(n) }), w.cookie),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await stored(w.report.id);
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.json.id))).toEqual(new Set([rows[0].id]));
  });
});

describe("validation messages", () => {
  const INCOMPLETE = "Incomplete Form: Please complete all required fields before submitting.";

  it.each([
    ["no method", { prioritiesCommitments: false, pqs: false }, ["methods"]],
    ["no overall performance", { overallPerformance: null }, ["overallPerformance"]],
    ["blank comments", { comments: "   " }, ["comments"]],
    ["no review frequency", { reviewFrequency: null }, ["reviewFrequency"]],
    ["no Power BI answer", { powerbiReporting: null }, ["powerbiReporting"]],
    ["no PQ bonus clarity", { pqBonusClarity: null }, ["pqBonusClarity"]],
    ["no forecast", { forecastedBonusAttainment: null }, ["forecastedBonusAttainment"]],
    ["no PQ targets", { pqTargets: null }, ["pqTargets"]],
  ])("%s: 400 'Incomplete Form', nothing saved", async (_name, overrides, paths) => {
    const w = await setup();
    const res = await final(w.pair, performanceAnswers(overrides), w.cookie);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(INCOMPLETE);
    expect((res.json.issues as { path: string }[]).map((i) => i.path)).toEqual(paths);
    expect(await stored(w.report.id)).toHaveLength(0);
  });

  it("the PQ answers are not required when PQs is off", async () => {
    const w = await setup();
    const res = await final(
      w.pair,
      { prioritiesCommitments: true, overallPerformance: "3", comments: "Fine." },
      w.cookie,
    );
    expect(res.status).toBe(200);
  });

  it.each([
    [
      "a forecast above 200",
      { forecastedBonusAttainment: 201 },
      "Forecasted bonus attainment must be a number from 0 to 200, with at most 2 decimals.",
    ],
    [
      "a negative forecast",
      { forecastedBonusAttainment: -1 },
      "Forecasted bonus attainment must be a number from 0 to 200, with at most 2 decimals.",
    ],
    [
      "a detail of 501 characters",
      { alternateMethod: true, alternateMethodDetail: "x".repeat(501) },
      "The alternate method detail can be at most 500 characters.",
    ],
    [
      "comments of 1001 characters",
      { comments: "x".repeat(1001) },
      "Comments can be at most 1000 characters.",
    ],
    [
      "an unknown overall performance",
      { overallPerformance: "7" },
      "Overall performance must be one of: 5, 4, 3, 2, 1.",
    ],
    [
      "an unknown PQ target",
      { pqTargets: "Mostly" },
      "PQ targets must be one of: Yes, No, Partially, No PQ targets.",
    ],
  ])("%s: 400 with a clear message, for a draft and a submit", async (_name, overrides, message) => {
    const w = await setup();
    for (const call of [draft, final]) {
      const res = await call(w.pair, performanceAnswers(overrides), w.cookie);
      expect(res.status).toBe(400);
      expect(res.json.message).toContain(message);
    }
    expect(await stored(w.report.id)).toHaveLength(0);
  });

  it("refuses ids in the body that differ from the address, and a wrong isDraft", async () => {
    const w = await setup();
    const wrongEmployee = await final(
      w.pair,
      { ...performanceAnswers(), employeeHrisId: w.deep.hrisId },
      w.cookie,
    );
    expect(wrongEmployee.status).toBe(400);
    const wrongManager = await draft(w.pair, { managerHrisId: w.otherManager.hrisId }, w.cookie);
    expect(wrongManager.status).toBe(400);
    const wrongFlag = await draft(w.pair, { isDraft: false }, w.cookie);
    expect(wrongFlag.status).toBe(400);
    expect(await stored(w.report.id)).toHaveLength(0);
  });
});

describe("access", () => {
  it("another manager's HRIS id in the address is 403; an employee outside the hierarchy is the 404 of an unknown one", async () => {
    const w = await setup();
    expect((await get(pairOf(w.report, w.otherManager), w.cookie)).status).toBe(403);
    expect((await final(pairOf(w.outsider, w.manager), performanceAnswers(), w.cookie)).status).toBe(404);
    expect((await draft(pairOf(w.manager, w.manager), {}, w.cookie)).status).toBe(404);
    expect(await t.prisma.performanceQuestionnaire.count({ where: { managerId: w.manager.id } })).toBe(0);
  });

  it("an unknown employee is 404, a blank id 400", async () => {
    const w = await setup();
    expect((await get(pairOf({ hrisId: "NOPE999" }, w.manager), w.cookie)).status).toBe(404);
    expect((await get(pairOf({ hrisId: "  " }, w.manager), w.cookie)).status).toBe(400);
  });

  it("an indirect report's questionnaire is the manager's to write", async () => {
    const w = await setup();
    expect((await final(pairOf(w.deep, w.manager), performanceAnswers(), w.cookie)).status).toBe(200);
  });
});
