import { POST as save } from "@/app/api/manager-review/save/route";
import { GET as compare } from "@/app/api/manager-review/compare/[employeeHrisId]/[managerHrisId]/route";
import { GET as status } from "@/app/api/values-self-review-status/[employeeId]/route";
import { GET as teamStatus } from "@/app/api/evaluation-status/[managerId]/[employeeId]/route";
import { GET as hrEvaluations } from "@/app/api/hr/completed-evaluations/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createValuesWorld, valuesBody, valuesScores } from "@/tests/helpers/values-factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { createHrUser } from "@/tests/helpers/factories";
import { createEvaluation, createQuestionnaire } from "@/tests/helpers/team-factories";
import { expectStaleEdit } from "@/tests/helpers/stale-edit";

const t = useTestDatabase();

const post = (body: unknown, cookie: string) =>
  callRoute(save, "/api/manager-review/save", { method: "POST", body, cookie });

async function setup() {
  const w = await createValuesWorld(t.prisma);
  return { ...w, cookie: await managerCookie(w.manager) };
}

const compareFor = (w: Awaited<ReturnType<typeof setup>>, employeeHrisId = w.report.hrisId) =>
  callRoute(compare, `/api/manager-review/compare/${employeeHrisId}/${w.manager.hrisId}`, {
    params: { employeeHrisId, managerHrisId: w.manager.hrisId },
    cookie: w.cookie,
  });

describe("POST /api/manager-review/save: drafts", () => {
  it("saves a partial draft, then updates the same review on the next draft", async () => {
    const w = await setup();
    const partial = valuesScores((valueId, sub) => (valueId === 1 && sub < 3 ? 3 : 0));
    partial[0].subcomp1Notes = "Raised the bar on the launch";
    partial[0].valueNotes = "Strong year";
    const first = await post(valuesBody(w.report, w.manager, true, partial, "First pass"), w.cookie);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      id: expect.any(Number),
      isDraft: true,
      overallScore: 3,
      csvDownloadAvailable: false,
      csvDownloadUrl: null,
    });

    const second = await post(
      valuesBody(w.report, w.manager, true, valuesScores(2), "Second pass"),
      w.cookie,
    );
    expect(second.status).toBe(200);
    expect(second.json.id).toBe(first.json.id);
    expect(await t.prisma.managerValuesReview.count({ where: { employeeId: w.report.id } })).toBe(1);

    const loaded = await compareFor(w);
    expect(loaded.status).toBe(200);
    const managerReview = loaded.json.managerReview as {
      isDraft: boolean;
      overallNotes: string;
      categoryScores: { scDetailId: number; detailScores: Record<string, unknown> }[];
    };
    expect(managerReview).toMatchObject({ isDraft: true, overallNotes: "Second pass", overallScore: 2 });
    expect(managerReview.categoryScores).toHaveLength(6);
    expect(managerReview.categoryScores[0].detailScores).toMatchObject({
      subcomp1Score: 2,
      subcomp1Notes: null,
      overrideScore: null,
    });
    expect(loaded.json.employeeReview).toBeNull();
  });

  it("shows In Progress on the status calls while a draft exists", async () => {
    const w = await setup();
    await post(valuesBody(w.report, w.manager, true, valuesScores(0)), w.cookie);
    const res = await callRoute(status, `/api/values-self-review-status/${w.report.id}`, {
      params: { employeeId: String(w.report.id) },
      cookie: w.cookie,
    });
    expect(res.json).toMatchObject({ selfReview: "None", managerReview: "In Progress", valuesScore: null });
  });
});

describe("POST /api/manager-review/save: submit", () => {
  it("refuses an incomplete submit with the spec's message and changes nothing", async () => {
    const w = await setup();
    const scores = valuesScores((valueId, sub) => (valueId === 6 && sub === 3 ? 0 : 4));
    const res = await post(valuesBody(w.report, w.manager, false, scores), w.cookie);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      "Incomplete Assessment: Please answer all 18 questions before submitting. You have answered 17 out of 18.",
    );
    expect(await t.prisma.managerValuesReview.count({ where: { employeeId: w.report.id } })).toBe(0);
  });

  it("an override does not stand in for unscored subcomponents", async () => {
    const w = await setup();
    const scores = valuesScores((valueId) => (valueId === 2 ? 0 : 4), { 2: 3.5 });
    const res = await post(valuesBody(w.report, w.manager, false, scores), w.cookie);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("You have answered 15 out of 18.");
  });

  it("submits, computes the values score on the server with overrides, and offers the CSV", async () => {
    const w = await setup();
    // Five values at 4, one overridden to 2.5 (its subcomponents average 5): (4*5 + 2.5) / 6 = 3.75
    const scores = valuesScores((valueId) => (valueId === 3 ? 5 : 4), { 3: 2.5 });
    const res = await post({ ...valuesBody(w.report, w.manager, false, scores), overallScore: 5 }, w.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      isDraft: false,
      overallScore: 3.75,
      csvDownloadAvailable: true,
      csvDownloadUrl: `/api/manager-values-review/download-csv/${w.report.id}/${w.manager.hrisId}`,
    });
    const stored = await t.prisma.managerValuesReview.findFirstOrThrow({
      where: { employeeId: w.report.id },
    });
    expect(stored.submittedAt).not.toBeNull();

    const one = await callRoute(teamStatus, `/api/evaluation-status/${w.manager.hrisId}/${w.report.id}`, {
      params: { managerId: w.manager.hrisId, employeeId: String(w.report.id) },
      cookie: w.cookie,
    });
    expect(one.json).toMatchObject({ valuesState: "complete", valuesScore: 3.75 });
  });

  it("resubmits in place (one row, new scores)", async () => {
    const w = await setup();
    const first = await post(valuesBody(w.report, w.manager, false, valuesScores(3)), w.cookie);
    const again = await post(valuesBody(w.report, w.manager, false, valuesScores(5), "Updated"), w.cookie);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: first.json.id, overallScore: 5, isDraft: false });
    expect(await t.prisma.managerValuesReview.count({ where: { employeeId: w.report.id } })).toBe(1);
    expect(
      await t.prisma.managerValuesCategoryScore.count({ where: { reviewId: first.json.id as number } }),
    ).toBe(6);
  });

  it("makes exactly one review from 20 concurrent submits, never a 500", async () => {
    const w = await setup();
    const body = valuesBody(w.report, w.manager, false, valuesScores(4));
    const results = await Promise.all(Array.from({ length: 20 }, () => post(body, w.cookie)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json.id)).size).toBe(1);
    expect(await t.prisma.managerValuesReview.count({ where: { employeeId: w.report.id } })).toBe(1);
    expect(
      await t.prisma.managerValuesCategoryScore.count({ where: { reviewId: results[0].json.id as number } }),
    ).toBe(6);
  });
});

describe("POST /api/manager-review/save: bad input gets a 4xx and changes nothing", () => {
  const cases: [string, (w: Awaited<ReturnType<typeof setup>>) => unknown, number, RegExp][] = [
    [
      "a subcomponent score of 6",
      (w) => valuesBody(w.report, w.manager, true, valuesScores(6)),
      400,
      /whole number from 1 to 5/,
    ],
    [
      "a fractional subcomponent score",
      (w) => valuesBody(w.report, w.manager, true, valuesScores(2.5)),
      400,
      /whole number from 1 to 5/,
    ],
    [
      "an override of 5.5",
      (w) => valuesBody(w.report, w.manager, true, valuesScores(4, { 1: 5.5 })),
      400,
      /1\.0 to 5\.0 in steps of 0\.1/,
    ],
    [
      "an override off the 0.1 step",
      (w) => valuesBody(w.report, w.manager, true, valuesScores(4, { 1: 3.25 })),
      400,
      /1\.0 to 5\.0 in steps of 0\.1/,
    ],
    [
      "an unknown value id",
      (w) => {
        const scores = valuesScores(4);
        scores[0].scDetailId = 99;
        return valuesBody(w.report, w.manager, true, scores);
      },
      400,
      /Value 99 is not one of the company values/,
    ],
    [
      "the same value twice",
      (w) => {
        const scores = valuesScores(4);
        scores[1].scDetailId = scores[0].scDetailId;
        return valuesBody(w.report, w.manager, true, scores);
      },
      400,
      /appears more than once/,
    ],
    [
      "isDraft missing",
      (w) => ({ ...valuesBody(w.report, w.manager, true), isDraft: undefined }),
      400,
      /isDraft/,
    ],
    [
      "another review cycle",
      (w) => ({ ...valuesBody(w.report, w.manager, true), reviewCycle: "Dec-24" }),
      400,
      /current review cycle \(Jun-25\)/,
    ],
    [
      "an employee outside the hierarchy",
      (w) => valuesBody(w.outsider, w.manager, true),
      404,
      /^Employee not found\.$/,
    ],
    [
      "an unknown employee",
      (w) => valuesBody({ hrisId: "NOPE-1" }, w.manager, true),
      404,
      /Employee not found/,
    ],
    [
      "another manager's HRIS id",
      (w) => valuesBody(w.report, w.otherBoss, true),
      403,
      /your own values reviews/,
    ],
  ];

  it.each(cases)("%s", async (_name, build, expected, message) => {
    const w = await setup();
    const res = await post(build(w), w.cookie);
    expect(res.status).toBe(expected);
    expect(res.json.message).toMatch(message);
    expect(await t.prisma.managerValuesReview.count({ where: { managerId: w.manager.id } })).toBe(0);
  });

  it("refuses a malformed body", async () => {
    const w = await setup();
    const res = await callRoute(save, "/api/manager-review/save", {
      method: "POST",
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
      cookie: w.cookie,
    });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/manager-review/save: a form opened from an older version (basedOn)", () => {
  it("refuses the older tab's save (409), changing nothing, and saves one opened from the current version", async () => {
    const w = await setup();
    const submitted = await post(
      { ...valuesBody(w.report, w.manager, false, valuesScores(4), "Submitted"), basedOn: null },
      w.cookie,
    );
    expect(submitted.status).toBe(200);

    // A blank form (opened before the submit, or brought back) and a tab opened from an older version.
    for (const basedOn of [
      null,
      new Date(Date.parse(submitted.json.updatedAt as string) - 1000).toISOString(),
    ]) {
      const stale = await post(
        { ...valuesBody(w.report, w.manager, true, valuesScores(1), "Stale"), basedOn },
        w.cookie,
      );
      expectStaleEdit(stale, "values review");
    }
    const stored = await t.prisma.managerValuesReview.findFirstOrThrow({
      where: { employeeId: w.report.id },
    });
    expect(stored).toMatchObject({ isDraft: false, overallNotes: "Submitted" });

    const current = await post(
      {
        ...valuesBody(w.report, w.manager, false, valuesScores(3), "Changed"),
        basedOn: submitted.json.updatedAt,
      },
      w.cookie,
    );
    expect(current.status).toBe(200);
    expect(current.json).toMatchObject({ isDraft: false, overallScore: 3 });
  });
});

describe("POST /api/manager-review/save: a draft over a submitted review (issue 31 item 18)", () => {
  it("is refused (409 already_submitted): the review stays Complete and HR's Complete count holds", async () => {
    const w = await setup();
    const pair = { employeeId: w.report.id, managerId: w.manager.id, cycleId: w.cycle.id };
    await createEvaluation(t.prisma, pair, { isDraft: false, totalAverage: 4 });
    await createQuestionnaire(t.prisma, pair, { submitted: true, overallPerformance: 4 });
    const hr = await hrCookie(await createHrUser(t.prisma));
    const completeCount = async () => {
      const res = await callRoute(hrEvaluations, "/api/hr/completed-evaluations", { cookie: hr });
      return (res.json.metrics as { completeCount: number }).completeCount;
    };
    const submitted = await post(valuesBody(w.report, w.manager, false, valuesScores(4), "Done"), w.cookie);
    expect(submitted.status).toBe(200);
    expect(await completeCount()).toBe(1);

    const draft = await post(valuesBody(w.report, w.manager, true, valuesScores(2), "Oops"), w.cookie);
    expect(draft.status).toBe(409);
    expect(draft.json).toEqual({
      code: "already_submitted",
      message:
        "This values review has already been submitted. Change it with Submit Review instead of saving a draft.",
    });
    const stored = await t.prisma.managerValuesReview.findFirstOrThrow({
      where: { employeeId: w.report.id },
    });
    expect(stored).toMatchObject({ isDraft: false, overallNotes: "Done" });
    const res = await callRoute(teamStatus, `/api/evaluation-status/${w.manager.id}/${w.report.id}`, {
      params: { managerId: String(w.manager.id), employeeId: String(w.report.id) },
      cookie: w.cookie,
    });
    expect(res.json).toMatchObject({ valuesState: "complete", completedAssessments: 3 });
    expect(await completeCount()).toBe(1);
  });
});
