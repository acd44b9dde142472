import { POST as submit } from "@/app/api/evaluation/route";
import { POST as saveDraft } from "@/app/api/evaluation/draft/route";
import { GET as getEvaluation, PUT as putEvaluation } from "@/app/api/evaluation/[evaluationId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import {
  createBehavioralWorld,
  createTitleWithCompetencies,
  fullScores,
} from "@/tests/helpers/behavioral-factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { expectStaleEdit } from "@/tests/helpers/stale-edit";

const t = useTestDatabase();

const post = (handler: typeof submit, path: string, body: unknown, cookie: string) =>
  callRoute(handler, path, { method: "POST", body, cookie });
const put = (id: number, body: unknown, cookie: string) =>
  callRoute(putEvaluation, `/api/evaluation/${id}`, {
    method: "PUT",
    params: { evaluationId: String(id) },
    body,
    cookie,
  });
const get = (id: number | string, cookie: string) =>
  callRoute(getEvaluation, `/api/evaluation/${id}`, { params: { evaluationId: String(id) }, cookie });

async function setup(shape?: number[]) {
  const w = await createBehavioralWorld(t.prisma, shape);
  return { ...w, cookie: await managerCookie(w.manager) };
}

describe("POST /api/evaluation/draft", () => {
  it("creates a draft with partial scores and answers its evaluationId; later drafts update the same evaluation", async () => {
    const w = await setup([2, 2]);
    const [c1] = w.competencies;
    const first = await post(
      saveDraft,
      "/api/evaluation/draft",
      {
        employeeId: w.report.id,
        managerId: w.manager.id,
        overallComments: "",
        scores: [
          {
            scDetailId: c1.id,
            subcomponentId: c1.subcomponents[0].id,
            score: 3,
            notes: "Good start",
            competencyNotes: "",
            overrideScore: null,
          },
        ],
      },
      w.cookie,
    );
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ evaluationId: expect.any(Number), isDraft: true });
    const evaluationId = first.json.evaluationId as number;

    const second = await post(
      saveDraft,
      "/api/evaluation/draft",
      { employeeId: w.report.id, scores: fullScores(w.competencies, 2), overallComments: "More" },
      w.cookie,
    );
    expect(second.json.evaluationId).toBe(evaluationId);
    expect(await t.prisma.behavioralEvaluation.count({ where: { employeeId: w.report.id } })).toBe(1);

    const loaded = await get(evaluationId, w.cookie);
    expect(loaded.status).toBe(200);
    expect(loaded.json).toMatchObject({
      id: evaluationId,
      employeeId: w.report.id,
      managerId: w.manager.id,
      isDraft: true,
      overallComments: "More",
    });
    expect(loaded.json.scores).toHaveLength(4);
  });

  it("keeps notes-only items (no score) and competency notes and overrides", async () => {
    const w = await setup([2]);
    const [c] = w.competencies;
    const res = await post(
      saveDraft,
      "/api/evaluation/draft",
      {
        employeeId: w.report.id,
        scores: [
          {
            scDetailId: c.id,
            subcomponentId: c.subcomponents[1].id,
            notes: "Watch this",
            competencyNotes: "Overall fine",
            overrideScore: 3.7,
          },
        ],
      },
      w.cookie,
    );
    expect(res.status).toBe(200);
    const loaded = await get(res.json.evaluationId as number, w.cookie);
    expect(loaded.json.scores).toEqual([
      {
        subcomponentId: c.subcomponents[1].id,
        scDetailId: c.id,
        score: 0,
        notes: "Watch this",
        competencyNotes: "Overall fine",
        overrideScore: 3.7,
      },
    ]);
  });
});

describe("POST /api/evaluation (submit)", () => {
  it("submits a complete evaluation: not a draft, submittedAt set, averages recomputed on the server", async () => {
    const w = await setup([3, 2, 2]);
    const scores = fullScores(
      w.competencies,
      (i, j) =>
        [
          [5, 4, 4],
          [2, 3],
          [1, 1],
        ][i][j],
    );
    // The third competency is overridden; the client-side numbers it might send are never read.
    for (const s of scores.filter((s) => s.scDetailId === w.competencies[2].id))
      Object.assign(s, { overrideScore: 4.5, competencyNotes: "Override: strong finish" });
    const res = await post(
      submit,
      "/api/evaluation",
      { employeeId: w.report.id, managerId: w.manager.hrisId, overallComments: "Solid year", scores },
      w.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ isDraft: false, totalAverage: 3.78 });

    const ev = await t.prisma.behavioralEvaluation.findFirstOrThrow({
      where: { employeeId: w.report.id },
      include: { competencies: true },
    });
    expect(ev.isDraft).toBe(false);
    expect(ev.submittedAt).toBeInstanceOf(Date);
    // (4.333 + 2.5 + 4.5) / 3 = 3.777…: competency averages are rounded to 2 decimals when stored, the total from exact values.
    const averages = Object.fromEntries(ev.competencies.map((c) => [c.competencyId, Number(c.average)]));
    expect(averages).toEqual({
      [w.competencies[0].id]: 4.33,
      [w.competencies[1].id]: 2.5,
      [w.competencies[2].id]: 4.5,
    });
    expect(Number(ev.totalAverage)).toBe(3.78);
    expect(ev.competencies.find((c) => c.competencyId === w.competencies[2].id)).toMatchObject({
      notes: "Override: strong finish",
    });
  });

  it("updates the existing evaluation on a second submit (idempotent), and after a draft", async () => {
    const w = await setup([2]);
    const draft = await post(
      saveDraft,
      "/api/evaluation/draft",
      { employeeId: w.report.id, scores: fullScores(w.competencies, 2) },
      w.cookie,
    );
    const first = await post(
      submit,
      "/api/evaluation",
      { employeeId: w.report.id, scores: fullScores(w.competencies, 3) },
      w.cookie,
    );
    const again = await post(
      submit,
      "/api/evaluation",
      { employeeId: w.report.id, scores: fullScores(w.competencies, 5) },
      w.cookie,
    );
    expect([first.json.evaluationId, again.json.evaluationId]).toEqual([
      draft.json.evaluationId,
      draft.json.evaluationId,
    ]);
    expect(again.json).toMatchObject({ isDraft: false, totalAverage: 5 });
    expect(await t.prisma.behavioralEvaluation.count({ where: { employeeId: w.report.id } })).toBe(1);
  });

  it("makes exactly one evaluation from concurrent submits (a double click, two tabs)", async () => {
    const w = await setup([2, 1]);
    const body = { employeeId: w.report.id, scores: fullScores(w.competencies, 4) };
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => post(submit, "/api/evaluation", body, w.cookie)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json.evaluationId)).size).toBe(1);
    expect(await t.prisma.behavioralEvaluation.count({ where: { employeeId: w.report.id } })).toBe(1);
    expect(
      await t.prisma.behavioralSubcomponentScore.count({
        where: { evaluationId: results[0].json.evaluationId as number },
      }),
    ).toBe(3);
  });

  it("makes exactly one evaluation from a draft racing a submit", async () => {
    const w = await setup([2]);
    const body = { employeeId: w.report.id, scores: fullScores(w.competencies, 4) };
    await Promise.all([
      post(saveDraft, "/api/evaluation/draft", body, w.cookie),
      post(submit, "/api/evaluation", body, w.cookie),
    ]);
    expect(await t.prisma.behavioralEvaluation.count({ where: { employeeId: w.report.id } })).toBe(1);
  });

  it("refuses an incomplete new evaluation with the spec's messages, first 3 then '...'", async () => {
    const w = await setup([3, 2]);
    const [c1, c2] = w.competencies;
    const res = await post(
      submit,
      "/api/evaluation",
      {
        employeeId: w.report.id,
        scores: [{ scDetailId: c1.id, subcomponentId: c1.subcomponents[0].id, score: 4 }],
      },
      w.cookie,
    );
    expect(res.status).toBe(400);
    const issues = (res.json.issues as { message: string }[]).map((i) => i.message);
    expect(issues).toEqual([
      `${c1.name}: Score required for ${c1.subcomponents[1].name}`,
      `${c1.name}: Score required for ${c1.subcomponents[2].name}`,
      "Competency 2: No data provided",
    ]);
    expect(res.json.message).toBe(
      `Form validation failed. Please fix the following issues: ${issues.join("; ")}`,
    );
    expect(c2).toBeDefined();

    const none = await post(submit, "/api/evaluation", { employeeId: w.report.id, scores: [] }, w.cookie);
    expect(none.json.message).toBe(
      "Form validation failed. Please fix the following issues: Competency 1: No data provided; Competency 2: No data provided",
    );

    const notesOnly = await post(
      submit,
      "/api/evaluation",
      {
        employeeId: w.report.id,
        scores: fullScores(w.competencies, 4).map((s, i) =>
          i < 4 ? s : { ...s, score: undefined, notes: "n" },
        ),
      },
      w.cookie,
    );
    expect(notesOnly.json.issues).toEqual([
      { path: "scores", message: `${c2.name}: Score required for ${c2.subcomponents[1].name}` },
    ]);
    expect(await t.prisma.behavioralEvaluation.count({ where: { employeeId: w.report.id } })).toBe(0);
  });

  it("skips completeness when editing an already submitted evaluation", async () => {
    const w = await setup([2]);
    const done = await post(
      submit,
      "/api/evaluation",
      { employeeId: w.report.id, scores: fullScores(w.competencies, 4) },
      w.cookie,
    );
    const [c] = w.competencies;
    const partial = {
      employeeId: w.report.id,
      scores: [{ scDetailId: c.id, subcomponentId: c.subcomponents[0].id, score: 2 }],
    };
    const res = await put(done.json.evaluationId as number, partial, w.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ isDraft: false, totalAverage: null });
  });

  it("refuses an evaluation of an employee with no competencies", async () => {
    const w = await setup([1]);
    await t.prisma.employee.update({ where: { id: w.report.id }, data: { titleId: null } });
    const res = await post(submit, "/api/evaluation", { employeeId: w.report.id, scores: [] }, w.cookie);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("No behavioral competencies found for this employee's role.");
  });
});

describe("PUT /api/evaluation/{evaluationId}", () => {
  it("submits a draft in edit mode (with completeness) and keeps one evaluation", async () => {
    const w = await setup([2]);
    const draft = await post(
      saveDraft,
      "/api/evaluation/draft",
      { employeeId: w.report.id, scores: [] },
      w.cookie,
    );
    const id = draft.json.evaluationId as number;
    const incomplete = await put(id, { employeeId: w.report.id, scores: [] }, w.cookie);
    expect(incomplete.status).toBe(400);
    const res = await put(
      id,
      { employeeId: w.report.id, overallComments: "Done", scores: fullScores(w.competencies, 3) },
      w.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ evaluationId: id, isDraft: false, totalAverage: 3 });
    const loaded = await get(id, w.cookie);
    expect(loaded.json).toMatchObject({
      isDraft: false,
      overallComments: "Done",
      submittedAt: expect.any(String),
    });
  });

  it("reopens a submitted evaluation as a draft when a draft is saved", async () => {
    const w = await setup([1]);
    const done = await post(
      submit,
      "/api/evaluation",
      { employeeId: w.report.id, scores: fullScores(w.competencies, 4) },
      w.cookie,
    );
    const draft = await post(
      saveDraft,
      "/api/evaluation/draft",
      { employeeId: w.report.id, scores: fullScores(w.competencies, 2) },
      w.cookie,
    );
    expect(draft.json).toMatchObject({ evaluationId: done.json.evaluationId, isDraft: true });
    const row = await t.prisma.behavioralEvaluation.findUniqueOrThrow({
      where: { id: done.json.evaluationId as number },
    });
    expect(row.submittedAt).toBeNull();
  });

  it("refuses another manager's evaluation as an unknown id (404), and a body about another employee (400)", async () => {
    const w = await setup([1]);
    const theirs = await post(
      submit,
      "/api/evaluation",
      { employeeId: w.outsider.id, scores: fullScores(w.competencies, 4) },
      await managerCookie(w.otherBoss),
    );
    expect(theirs.status).toBe(200);
    const body = { employeeId: w.outsider.id, scores: fullScores(w.competencies, 1) };
    const refused = await put(theirs.json.evaluationId as number, body, w.cookie);
    const unknown = await put(987_654, { employeeId: w.report.id, scores: [] }, w.cookie);
    expect(unknown.json).toEqual({ message: "Evaluation not found.", code: "not_found" });
    expect([refused.status, refused.json]).toEqual([404, unknown.json]);
    const mine = await post(
      saveDraft,
      "/api/evaluation/draft",
      { employeeId: w.report.id, scores: [] },
      w.cookie,
    );
    const wrong = await put(
      mine.json.evaluationId as number,
      { employeeId: w.deep.id, scores: fullScores(w.competencies, 4) },
      w.cookie,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe("This evaluation does not belong to the selected employee.");
  });
});

describe("GET /api/evaluation/{evaluationId}", () => {
  it("answers 404 for unknown ids and another manager's evaluation alike, 400 for malformed ones", async () => {
    const w = await setup([1]);
    const unknown = await get(424_242, w.cookie);
    expect([unknown.status, unknown.json]).toEqual([
      404,
      { message: "Evaluation not found.", code: "not_found" },
    ]);
    expect((await get("abc", w.cookie)).status).toBe(400);
    const theirs = await post(
      saveDraft,
      "/api/evaluation/draft",
      { employeeId: w.outsider.id, scores: [] },
      await managerCookie(w.otherBoss),
    );
    const res = await get(theirs.json.evaluationId as number, w.cookie);
    expect([res.status, res.json]).toEqual([404, unknown.json]);
  });

  it("refuses the author once the employee has left their hierarchy", async () => {
    const w = await setup([1]);
    const mine = await post(
      saveDraft,
      "/api/evaluation/draft",
      { employeeId: w.report.id, scores: [] },
      w.cookie,
    );
    await t.prisma.employee.update({ where: { id: w.report.id }, data: { mgrId: w.otherBoss.hrisId } });
    expect((await get(mine.json.evaluationId as number, w.cookie)).status).toBe(404);
  });
});

describe("a form opened from an older version (basedOn)", () => {
  const scoresOf = async (evaluationId: number) =>
    (
      await t.prisma.behavioralSubcomponentScore.findMany({ where: { evaluationId }, orderBy: { id: "asc" } })
    ).map((s) => s.score);

  it("refuses a blank form's draft over a submitted evaluation (Back to the new form), changing nothing", async () => {
    const w = await setup([2]);
    const done = await post(
      submit,
      "/api/evaluation",
      { employeeId: w.report.id, basedOn: null, scores: fullScores(w.competencies, 5), overallComments: "" },
      w.cookie,
    );
    expect(done.status).toBe(200);
    const evaluationId = done.json.evaluationId as number;

    const stray = await post(
      saveDraft,
      "/api/evaluation/draft",
      { employeeId: w.report.id, basedOn: null, scores: [], overallComments: "one note" },
      w.cookie,
    );
    expectStaleEdit(stray, "evaluation");
    const stored = await t.prisma.behavioralEvaluation.findUniqueOrThrow({ where: { id: evaluationId } });
    expect(stored).toMatchObject({ isDraft: false, overallComments: null });
    expect(await scoresOf(evaluationId)).toEqual([5, 5]);
  });

  it("refuses the older of two tabs, and saves a form opened from the current version", async () => {
    const w = await setup([2]);
    const first = await post(
      saveDraft,
      "/api/evaluation/draft",
      { employeeId: w.report.id, basedOn: null, scores: fullScores(w.competencies, 2), overallComments: "" },
      w.cookie,
    );
    const opened = first.json.updatedAt as string; // both tabs open this version
    const tabB = await put(
      first.json.evaluationId as number,
      {
        employeeId: w.report.id,
        basedOn: opened,
        scores: fullScores(w.competencies, 4),
        overallComments: "",
      },
      w.cookie,
    );
    expect(tabB.status).toBe(200);
    const tabA = await post(
      saveDraft,
      "/api/evaluation/draft",
      {
        employeeId: w.report.id,
        basedOn: opened,
        scores: fullScores(w.competencies, 1),
        overallComments: "",
      },
      w.cookie,
    );
    expect(tabA.status).toBe(409);
    expect(await scoresOf(first.json.evaluationId as number)).toEqual([4, 4]);

    const reloaded = await post(
      saveDraft,
      "/api/evaluation/draft",
      {
        employeeId: w.report.id,
        basedOn: tabB.json.updatedAt,
        scores: fullScores(w.competencies, 3),
        overallComments: "",
      },
      w.cookie,
    );
    expect(reloaded.status).toBe(200);
    expect(await scoresOf(first.json.evaluationId as number)).toEqual([3, 3]);
  });

  it("saves a body without basedOn as the spec's call does, and refuses a malformed one (400)", async () => {
    const w = await setup([1]);
    const body = { employeeId: w.report.id, scores: fullScores(w.competencies, 3), overallComments: "" };
    expect((await post(submit, "/api/evaluation", body, w.cookie)).status).toBe(200);
    expect((await post(submit, "/api/evaluation", body, w.cookie)).status).toBe(200);
    const bad = await post(submit, "/api/evaluation", { ...body, basedOn: "yesterday" }, w.cookie);
    expect(bad.status).toBe(400);
  });
});

describe("after the employee's title changed (an import)", () => {
  it("keeps the scores given under the old title when the evaluation is saved again", async () => {
    const w = await setup([2]);
    const first = await post(
      submit,
      "/api/evaluation",
      { employeeId: w.report.id, scores: fullScores(w.competencies, 4), overallComments: "" },
      w.cookie,
    );
    expect(first.status).toBe(200);
    const evaluationId = first.json.evaluationId as number;
    const next = await createTitleWithCompetencies(t.prisma, [1]);
    await t.prisma.employee.update({ where: { id: w.report.id }, data: { titleId: next.title.id } });

    const again = await put(
      evaluationId,
      { employeeId: w.report.id, scores: fullScores(next.competencies, 2), overallComments: "" },
      w.cookie,
    );
    expect(again.status).toBe(200);
    const rows = await t.prisma.behavioralSubcomponentScore.findMany({
      where: { evaluationId },
      orderBy: { id: "asc" },
      select: { competencyId: true, score: true },
    });
    expect(rows).toEqual([
      { competencyId: w.competencies[0].id, score: 4 },
      { competencyId: w.competencies[0].id, score: 4 },
      { competencyId: next.competencies[0].id, score: 2 },
    ]);
  });
});
