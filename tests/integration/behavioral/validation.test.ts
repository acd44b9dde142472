import { POST as submit } from "@/app/api/evaluation/route";
import { POST as saveDraft } from "@/app/api/evaluation/draft/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import {
  createBehavioralWorld,
  createTitleWithCompetencies,
  fullScores,
} from "@/tests/helpers/behavioral-factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";

const t = useTestDatabase();

async function setup() {
  const w = await createBehavioralWorld(t.prisma, [2]);
  return { ...w, cookie: await managerCookie(w.manager) };
}

const item = (w: Awaited<ReturnType<typeof setup>>, patch: Record<string, unknown>) => ({
  scDetailId: w.competencies[0].id,
  subcomponentId: w.competencies[0].subcomponents[0].id,
  score: 3,
  ...patch,
});

describe("bad input is refused with 400 and changes nothing", () => {
  const badScores: [string, unknown][] = [
    ["0", 0],
    ["6", 6],
    ["4.55", 4.55],
    ["5.01", 5.01],
    ['"3"', "3"],
    ["null", null],
    ["-1", -1],
  ];

  it.each(badScores)("score %s", async (_label, score) => {
    const w = await setup();
    for (const handler of [submit, saveDraft]) {
      const res = await callRoute(handler, "/api/evaluation", {
        method: "POST",
        cookie: w.cookie,
        body: { employeeId: w.report.id, scores: [item(w, { score })] },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain("Each score must be a whole number from 1 to 5.");
    }
    expect(await t.prisma.behavioralEvaluation.count({ where: { employeeId: w.report.id } })).toBe(0);
  });

  it("NaN (not JSON, and null once serialised)", async () => {
    const w = await setup();
    const raw = `{"employeeId":${w.report.id},"scores":[{"subcomponentId":${w.competencies[0].subcomponents[0].id},"score":NaN}]}`;
    const res = await callRoute(saveDraft, "/api/evaluation/draft", {
      method: "POST",
      cookie: w.cookie,
      rawBody: raw,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    const serialised = await callRoute(saveDraft, "/api/evaluation/draft", {
      method: "POST",
      cookie: w.cookie,
      body: { employeeId: w.report.id, scores: [item(w, { score: NaN })] },
    });
    expect(serialised.status).toBe(400);
  });

  it.each([
    ["0.5", 0.5],
    ["5.1", 5.1],
    ["3.55", 3.55],
    ['"4"', "4"],
  ])("override %s", async (_label, overrideScore) => {
    const w = await setup();
    const res = await callRoute(saveDraft, "/api/evaluation/draft", {
      method: "POST",
      cookie: w.cookie,
      body: { employeeId: w.report.id, scores: [item(w, { overrideScore })] },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("An override score must be from 1.0 to 5.0 in steps of 0.1.");
  });

  it("a subcomponent from another title's competency", async () => {
    const w = await setup();
    const other = await createTitleWithCompetencies(t.prisma, [1]);
    const foreign = other.competencies[0];
    const res = await callRoute(saveDraft, "/api/evaluation/draft", {
      method: "POST",
      cookie: w.cookie,
      body: {
        employeeId: w.report.id,
        scores: [{ scDetailId: foreign.id, subcomponentId: foreign.subcomponents[0].id, score: 4 }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      `Subcomponent ${foreign.subcomponents[0].id} is not one of this employee's competencies.`,
    );
  });

  it("a subcomponent paired with the wrong competency, or listed twice", async () => {
    const w = await setup();
    const wrongPair = await callRoute(saveDraft, "/api/evaluation/draft", {
      method: "POST",
      cookie: w.cookie,
      body: { employeeId: w.report.id, scores: [item(w, { scDetailId: 999_999 })] },
    });
    expect(wrongPair.status).toBe(400);
    const twice = await callRoute(saveDraft, "/api/evaluation/draft", {
      method: "POST",
      cookie: w.cookie,
      body: { employeeId: w.report.id, scores: [item(w, {}), item(w, { score: 5 })] },
    });
    expect(twice.status).toBe(400);
  });

  it("missing or malformed fields, notes too long, no body", async () => {
    const w = await setup();
    const send = (body: unknown) =>
      callRoute(saveDraft, "/api/evaluation/draft", { method: "POST", cookie: w.cookie, body });
    expect((await send({ scores: [] })).status).toBe(400);
    expect((await send({ employeeId: String(w.report.id), scores: [] })).status).toBe(400);
    expect((await send({ employeeId: w.report.id })).status).toBe(400);
    expect(
      (await send({ employeeId: w.report.id, scores: [item(w, { notes: "x".repeat(2001) })] })).status,
    ).toBe(400);
    expect(
      (await send({ employeeId: w.report.id, overallComments: "x".repeat(5001), scores: [] })).status,
    ).toBe(400);
    const empty = await callRoute(saveDraft, "/api/evaluation/draft", {
      method: "POST",
      cookie: w.cookie,
      rawBody: "",
      headers: { "content-type": "application/json" },
    });
    expect(empty.status).toBe(400);
  });
});

describe("the manager is the session's", () => {
  it("refuses a body naming another manager (403) and accepts the session's own id or HRIS id", async () => {
    const w = await setup();
    const body = (managerId: unknown) => ({
      employeeId: w.report.id,
      managerId,
      scores: fullScores(w.competencies, 4),
    });
    const as = (managerId: unknown) =>
      callRoute(submit, "/api/evaluation", { method: "POST", cookie: w.cookie, body: body(managerId) });
    expect((await as(w.otherBoss.id)).status).toBe(403);
    expect((await as(w.otherBoss.hrisId)).status).toBe(403);
    expect(await t.prisma.behavioralEvaluation.count({ where: { employeeId: w.report.id } })).toBe(0);
    expect((await as(w.manager.id)).status).toBe(200);
    expect((await as(w.manager.hrisId)).status).toBe(200);
    const rows = await t.prisma.behavioralEvaluation.findMany({ where: { employeeId: w.report.id } });
    expect(rows.map((r) => r.managerId)).toEqual([w.manager.id]);
  });

  it("refuses employees outside the hierarchy, unknown employees and the manager themself alike (404)", async () => {
    const w = await setup();
    const send = (employeeId: number) =>
      callRoute(saveDraft, "/api/evaluation/draft", {
        method: "POST",
        cookie: w.cookie,
        body: { employeeId, scores: [] },
      });
    expect((await send(w.outsider.id)).status).toBe(404);
    expect((await send(w.manager.id)).status).toBe(404);
    expect((await send(888_888)).status).toBe(404);
    expect((await send(w.deep.id)).status).toBe(200);
    expect(await t.prisma.behavioralEvaluation.count({ where: { employeeId: w.outsider.id } })).toBe(0);
  });

  it("refuses guests (401)", async () => {
    const w = await setup();
    const res = await callRoute(submit, "/api/evaluation", {
      method: "POST",
      body: { employeeId: w.report.id, scores: [] },
    });
    expect(res.status).toBe(401);
  });
});
