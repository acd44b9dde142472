import { GET as getSelf, POST as postSelf } from "@/app/api/manager-self-questionnaire/[hrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { selfAnswers } from "@/tests/helpers/questionnaire-factories";
import { createQuestionnaireWorld } from "./world";

const t = useTestDatabase();

const get = (hrisId: string, cookie?: string) =>
  callRoute(getSelf, `/api/manager-self-questionnaire/${hrisId}`, { params: { hrisId }, cookie });
const post = (hrisId: string, body: unknown, cookie?: string) =>
  callRoute(postSelf, `/api/manager-self-questionnaire/${hrisId}`, {
    method: "POST",
    params: { hrisId },
    body,
    cookie,
  });

async function setup() {
  const w = await createQuestionnaireWorld(t.prisma);
  return { ...w, cookie: await managerCookie(w.manager) };
}
const rowsOf = (managerId: number) => t.prisma.managerSelfQuestionnaire.findMany({ where: { managerId } });

describe("manager self-questionnaire", () => {
  it("answers null, accepts one submission, then answers it and refuses a second (409)", async () => {
    const w = await setup();
    const before = await get(w.manager.hrisId, w.cookie);
    expect(before.status).toBe(200);
    expect(before.text).toBe("null");

    const res = await post(
      w.manager.hrisId,
      selfAnswers({
        hrisId: w.manager.hrisId,
        other: true,
        otherDetail: "Customer interviews",
        alternateMethodDetail: "dropped: alternate method not chosen",
        pqDataIssues: "Other",
        pqDataIssuesOther: "The Q3 numbers lag a month",
      }),
      w.cookie,
    );
    expect(res.status).toBe(200);
    const loaded = await get(w.manager.hrisId, w.cookie);
    expect(loaded.json).toMatchObject({
      hrisId: w.manager.hrisId,
      prioritiesCommitments: true,
      other: true,
      otherDetail: "Customer interviews",
      alternateMethodDetail: null,
      overallPerformance: "Above Expectations",
      reviewFrequency: "Monthly",
      pqClarity: "Yes, I know where I am tracking YTD against my PQ bonus attainment",
      pqClarityOther: null,
      pqDataIssues: "Other",
      pqDataIssuesOther: "The Q3 numbers lag a month",
      comments: "A good year.",
      submittedAt: expect.any(String),
    });

    const again = await post(
      w.manager.hrisId,
      selfAnswers({ overallPerformance: "Met Expectations" }),
      w.cookie,
    );
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      code: "already_submitted",
      message: "Your self-assessment has already been submitted.",
    });
    const rows = await rowsOf(w.manager.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].overallPerformance).toBe("Above Expectations");
  });

  it.each([
    [
      "no overall performance",
      { overallPerformance: null },
      "Missing Information: Please answer all required questions before submitting.",
    ],
    [
      "no review frequency",
      { reviewFrequency: undefined },
      "Missing Information: Please answer all required questions before submitting.",
    ],
    [
      "no PQ clarity",
      { pqClarity: null },
      "Missing Information: Please answer all required questions before submitting.",
    ],
    [
      "no PQ data issues",
      { pqDataIssues: null },
      "Missing Information: Please answer all required questions before submitting.",
    ],
    [
      "alternate method without detail",
      { alternateMethod: true, alternateMethodDetail: " " },
      "Missing Details: Please provide details for the alternate method selected.",
    ],
    ["other without detail", { other: true }, "Missing Details: Please specify what other method you used."],
    [
      "PQ clarity Other without text",
      { pqClarity: "Other" },
      "Missing Details: Please provide details for the PQ clarity question.",
    ],
    [
      "PQ data issues Other without text",
      { pqDataIssues: "Other", pqDataIssuesOther: "" },
      "Missing Details: Please provide details for the PQ data issues question.",
    ],
    [
      "a detail of 501 characters",
      { other: true, otherDetail: "x".repeat(501) },
      "The other method detail can be at most 500 characters.",
    ],
    [
      "comments of 1001 characters",
      { comments: "x".repeat(1001) },
      "Comments can be at most 1000 characters.",
    ],
    [
      "an answer that is not an option",
      { reviewFrequency: "Yearly" },
      "Review frequency must be one of: Daily, Weekly, Monthly, Quarterly, Sporadically, Not at all.",
    ],
  ])("%s: 400 with the spec's message, nothing saved", async (_name, overrides, message) => {
    const w = await setup();
    const res = await post(w.manager.hrisId, selfAnswers(overrides), w.cookie);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(message);
    expect(await rowsOf(w.manager.id)).toHaveLength(0);
  });

  it("after the cycle closes, answers what was submitted in it, with the closed cycle (issue 32 §8)", async () => {
    const w = await setup();
    expect((await post(w.manager.hrisId, selfAnswers({ hrisId: w.manager.hrisId }), w.cookie)).status).toBe(
      200,
    );
    const active = await get(w.manager.hrisId, w.cookie);
    expect(active.json.cycle).toEqual({ name: expect.any(String), status: "Active" });
    await t.prisma.reviewCycle.updateMany({
      where: { status: "Active" },
      data: { status: "Closed", closedAt: new Date() },
    });
    const closed = await get(w.manager.hrisId, w.cookie);
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({
      hrisId: w.manager.hrisId,
      overallPerformance: "Above Expectations",
      cycle: { name: (active.json.cycle as { name: string }).name, status: "Closed" },
    });
    // and the write is refused in the closed cycle
    const again = await post(w.manager.hrisId, selfAnswers({ hrisId: w.manager.hrisId }), w.cookie);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("cycle_closed");
    await t.prisma.reviewCycle.updateMany({
      where: { name: (active.json.cycle as { name: string }).name },
      data: { status: "Active", closedAt: null },
    });
  });

  it("the missing-answer message comes before the detail messages", async () => {
    const w = await setup();
    const res = await post(w.manager.hrisId, { other: true }, w.cookie);
    expect(res.json.message).toBe(
      "Missing Information: Please answer all required questions before submitting.",
    );
  });

  it("another manager's self-questionnaire is 403 to read and to submit; HR is 403; a guest 401", async () => {
    const w = await setup();
    expect((await get(w.otherManager.hrisId, w.cookie)).status).toBe(403);
    const res = await post(w.otherManager.hrisId, selfAnswers(), w.cookie);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You can only access your own self-assessment.");
    const hr = await hrCookie(await createHrUser(t.prisma));
    expect((await post(w.manager.hrisId, selfAnswers(), hr)).status).toBe(403);
    expect((await get(w.manager.hrisId)).status).toBe(401);
    expect(await t.prisma.managerSelfQuestionnaire.count({ where: { managerId: w.otherManager.id } })).toBe(
      0,
    );
  });

  it("refuses a body naming another manager than the address", async () => {
    const w = await setup();
    const res = await post(w.manager.hrisId, selfAnswers({ hrisId: w.otherManager.hrisId }), w.cookie);
    expect(res.status).toBe(400);
    expect(await rowsOf(w.manager.id)).toHaveLength(0);
  });

  it("concurrent submissions store one self-questionnaire; the others are 409", async () => {
    const w = await setup();
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => post(w.manager.hrisId, selfAnswers(), w.cookie)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    expect(await rowsOf(w.manager.id)).toHaveLength(1);
  });
});
