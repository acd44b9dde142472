import { GET as getMine, PUT as putMine } from "@/app/api/my-self-review/route";
import { POST as submitMine } from "@/app/api/my-self-review/submit/route";
import { GET as getFor } from "@/app/api/self-review/[hrisId]/route";
import { PUT as hrPut } from "@/app/api/hr/self-review/[hrisId]/route";
import { POST as hrSubmit } from "@/app/api/hr/self-review/[hrisId]/submit/route";
import { GET as compare } from "@/app/api/manager-review/compare/[employeeHrisId]/[managerHrisId]/route";
import { createAccount, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createValuesWorld } from "@/tests/helpers/values-factories";

// Issue 34 §1–5, §9: the employee's own values self-review in the product, through the one save
// path, against the real migrations.

const t = useTestDatabase();

let w: Awaited<ReturnType<typeof createValuesWorld>>;
let hr: { id: number; username: string };
let me: string; // the report's cookie: an employee signs in like a manager (ADR 0065)
let subIds: number[];

beforeAll(async () => {
  w = await createValuesWorld(t.prisma);
  hr = await createHrUser(t.prisma, "self-review-hr");
  await createAccount(t.prisma, w.report);
  me = await managerCookie(w.report);
  subIds = (
    await t.prisma.valueSubcomponent.findMany({ orderBy: [{ valueId: "asc" }, { position: "asc" }] })
  ).map((s) => s.id);
});
beforeEach(async () => {
  await t.prisma.employeeValuesReview.deleteMany({});
  await t.prisma.managerValuesReview.deleteMany({});
  await t.prisma.reviewShare.deleteMany({});
  await t.prisma.reviewCycle.update({
    where: { id: w.cycle.id },
    data: { selfReviewVisibility: "whileWriting" },
  });
  await t.prisma.reviewCyclePhase.updateMany({ where: { cycleId: w.cycle.id }, data: { dueAt: null } });
});

const all = (score: number) => Object.fromEntries(subIds.map((id) => [String(id), score]));
const mine = () => callRoute(getMine, "/api/my-self-review", { cookie: me });
const save = (body: unknown, cookie = me) =>
  callRoute(putMine, "/api/my-self-review", { method: "PUT", body, cookie });
const submit = (body: unknown = {}, cookie = me) =>
  callRoute(submitMine, "/api/my-self-review/submit", { body, cookie });
const readFor = (hrisId: string, cookie?: string) =>
  callRoute(getFor, `/api/self-review/${hrisId}`, { params: { hrisId }, cookie });

describe("the employee's own self-review", () => {
  it("starts empty: the six values with three items each, on the active cycle, with the self phase's due date", async () => {
    const due = new Date("2030-03-01T17:00:00Z");
    await t.prisma.reviewCyclePhase.update({
      where: { cycleId_phase: { cycleId: w.cycle.id, phase: "self" } },
      data: { dueAt: due },
    });
    const res = await mine();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      employeeHrisId: w.report.hrisId,
      cycleName: w.cycle.name,
      state: "notStarted",
      open: true,
      dueAt: due.toISOString(),
      scores: {},
      reflections: { wentWell: "", toImprove: "", goals: "" },
    });
    const values = res.json.values as { subcomponents: unknown[] }[];
    expect(values).toHaveLength(6);
    expect(values.every((v) => v.subcomponents.length === 3)).toBe(true);
  });

  it("saves a draft, a part at a time: what a save leaves out stays as saved", async () => {
    const first = await save({
      scores: { [subIds[0]]: 4, [subIds[4]]: 2 },
      reflections: { wentWell: "Shipped it" },
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ state: "draft", source: "product" });
    const second = await save({ scores: { [subIds[0]]: 5 }, reflections: { goals: "Lead the Q3 launch" } });
    expect(second.json.scores).toEqual({ [subIds[0]]: 5, [subIds[4]]: 2 });
    expect(second.json.reflections).toEqual({
      wentWell: "Shipped it",
      toImprove: "",
      goals: "Lead the Q3 launch",
    });
    expect((await mine()).json.scores).toEqual({ [subIds[0]]: 5, [subIds[4]]: 2 });
  });

  it("refuses bad input with a 400 that names the field, and keeps what was saved", async () => {
    await save({ scores: { [subIds[0]]: 3 } });
    for (const body of [
      { scores: { [subIds[0]]: 6 } },
      { scores: { [subIds[0]]: 2.5 } },
      { scores: { "999999": 3 } },
      { reflections: { wentWell: "x".repeat(5001) } },
      { reflections: { mood: "fine" } },
    ]) {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(typeof res.json.message).toBe("string");
    }
    expect((await mine()).json.scores).toEqual({ [subIds[0]]: 3 });
  });

  it("submit lists every missing item and submits nothing until all are scored", async () => {
    await save({ scores: { [subIds[0]]: 3 } });
    const res = await submit();
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("review_incomplete");
    const issues = res.json.issues as { path: string; message: string }[];
    expect(issues).toHaveLength(17);
    expect(issues[0].path).toBe(`scores.${subIds[1]}`);
    expect(issues[0].message).toMatch(/needs a score\.$/);
    expect((await mine()).json.state).toBe("draft");
  });

  it("locks it once submitted: a further write answers 409 review_submitted", async () => {
    const res = await submit({ scores: all(4), reflections: { toImprove: "Delegate more" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ state: "submitted", source: "product", completedByHrAt: null });
    expect(res.json.submittedAt).toEqual(expect.any(String));
    const again = await save({ scores: { [subIds[0]]: 1 } });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("review_submitted");
    expect((await submit()).json.code).toBe("review_submitted");
    expect(((await mine()).json.scores as Record<string, number>)[subIds[0]]).toBe(4);
  });

  it("refuses a write after the self phase closed (409 phase_closed)", async () => {
    await t.prisma.reviewCyclePhase.update({
      where: { cycleId_phase: { cycleId: w.cycle.id, phase: "self" } },
      data: { dueAt: new Date("2025-02-01T00:00:00Z") },
    });
    expect((await mine()).json.open).toBe(false);
    const res = await save({ scores: { [subIds[0]]: 3 } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("phase_closed");
  });

  it("audits a draft and a submit with the author as the actor, never the text typed", async () => {
    const before = (await t.prisma.auditEvent.aggregate({ _max: { id: true } }))._max.id ?? 0;
    await save({ reflections: { wentWell: "A secret-ish sentence" } });
    await submit({ scores: all(3) });
    const rows = await t.prisma.auditEvent.findMany({
      where: { id: { gt: before }, action: { in: ["self-review.draft", "self-review.submit"] } },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => r.action)).toEqual(["self-review.draft", "self-review.submit"]);
    expect(rows.every((r) => r.actorId === w.report.id && r.actorKind === "manager")).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("secret-ish");
  });
});

describe("who reads a self-review (GET /api/self-review/{hrisId})", () => {
  it("is 404 to the manager while it is a draft, and the values review's compare call hides the draft's scores", async () => {
    await save({ scores: { [subIds[0]]: 5 }, reflections: { wentWell: "Private draft" } });
    const res = await readFor(w.report.hrisId, await managerCookie(w.manager));
    expect(res.status).toBe(404);
    const compared = await callRoute(
      compare,
      `/api/manager-review/compare/${w.report.hrisId}/${w.manager.hrisId}`,
      {
        params: { employeeHrisId: w.report.hrisId, managerHrisId: w.manager.hrisId },
        cookie: await managerCookie(w.manager),
      },
    );
    expect(compared.status).toBe(200);
    expect(compared.json.employeeReview).toMatchObject({
      isDraft: true,
      categoryScores: [],
      overallNotes: null,
    });
    expect(compared.text).not.toContain("Private draft");
  });

  it("shows the submitted one to the manager while writing; another manager and a guest get nothing", async () => {
    await submit({ scores: all(4) });
    const res = await readFor(w.report.hrisId, await managerCookie(w.manager));
    expect(res.status).toBe(200);
    expect(res.json.scores).toEqual(all(4));
    expect((await readFor(w.report.hrisId, await managerCookie(w.otherBoss))).status).toBe(404);
    expect((await readFor(w.report.hrisId)).status).toBe(401);
  });

  it("after the manager submits: hidden until the manager's own review is submitted", async () => {
    await t.prisma.reviewCycle.update({
      where: { id: w.cycle.id },
      data: { selfReviewVisibility: "afterManagerSubmits" },
    });
    await submit({ scores: all(4) });
    const cookie = await managerCookie(w.manager);
    expect((await readFor(w.report.hrisId, cookie)).status).toBe(404);
    const own = await t.prisma.managerValuesReview.create({
      data: { employeeId: w.report.id, managerId: w.manager.id, cycleId: w.cycle.id, isDraft: true },
    });
    expect((await readFor(w.report.hrisId, cookie)).status).toBe(404);
    await t.prisma.managerValuesReview.update({
      where: { id: own.id },
      data: { isDraft: false, submittedAt: new Date() },
    });
    expect((await readFor(w.report.hrisId, cookie)).status).toBe(200);
  });

  it("the values review's compare call follows the cycle's visibility: a submitted one withheld until the manager submits", async () => {
    await t.prisma.reviewCycle.update({
      where: { id: w.cycle.id },
      data: { selfReviewVisibility: "afterManagerSubmits" },
    });
    await submit({ scores: all(4), reflections: { goals: "Visible later" } });
    const cookie = await managerCookie(w.manager);
    const compareNow = () =>
      callRoute(compare, `/api/manager-review/compare/${w.report.hrisId}/${w.manager.hrisId}`, {
        params: { employeeHrisId: w.report.hrisId, managerHrisId: w.manager.hrisId },
        cookie,
      });
    const before = await compareNow();
    expect(before.json.employeeReview).toMatchObject({
      isDraft: false,
      hiddenUntil: "afterManagerSubmits",
      categoryScores: [],
      overallScore: null,
    });
    await t.prisma.managerValuesReview.create({
      data: {
        employeeId: w.report.id,
        managerId: w.manager.id,
        cycleId: w.cycle.id,
        isDraft: false,
        submittedAt: new Date(),
      },
    });
    const after = await compareNow();
    const side = after.json.employeeReview as { hiddenUntil?: string; categoryScores: unknown[] };
    expect(side.hiddenUntil).toBeUndefined();
    expect(side.categoryScores).toHaveLength(6);
  });

  it("only at sharing: hidden until the review is shared with the employee", async () => {
    await t.prisma.reviewCycle.update({
      where: { id: w.cycle.id },
      data: { selfReviewVisibility: "atSharing" },
    });
    await submit({ scores: all(4) });
    const cookie = await managerCookie(w.manager);
    expect((await readFor(w.report.hrisId, cookie)).status).toBe(404);
    await t.prisma.reviewShare.create({
      data: {
        cycleId: w.cycle.id,
        employeeId: w.report.id,
        version: 1,
        snapshot: {},
        sharedByKind: "manager",
        sharedById: w.manager.id,
        sharedByName: w.manager.name,
      },
    });
    expect((await readFor(w.report.hrisId, cookie)).status).toBe(200);
  });

  it("HR reads any, a draft included", async () => {
    await save({ scores: { [subIds[0]]: 2 } });
    const res = await readFor(w.report.hrisId, await hrCookie(hr));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ state: "draft", scores: { [subIds[0]]: 2 } });
    expect((await readFor("NOBODY-1", await hrCookie(hr))).status).toBe(404);
  });
});

describe("HR fills it in for someone on leave", () => {
  it("saves and submits as HR: source hr, 'completed by HR' with the date, audited with HR as the actor", async () => {
    const cookie = await hrCookie(hr);
    const hrisId = w.deep.hrisId;
    const draft = await callRoute(hrPut, `/api/hr/self-review/${hrisId}`, {
      method: "PUT",
      params: { hrisId },
      body: { scores: { [subIds[0]]: 3 } },
      cookie,
    });
    expect(draft.status).toBe(200);
    expect(draft.json).toMatchObject({ employeeHrisId: hrisId, state: "draft", source: "hr" });
    const done = await callRoute(hrSubmit, `/api/hr/self-review/${hrisId}/submit`, {
      params: { hrisId },
      body: { scores: all(3) },
      cookie,
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ state: "submitted", source: "hr" });
    expect(done.json.completedByHrAt).toEqual(done.json.submittedAt);
    const row = await t.prisma.employeeValuesReview.findFirstOrThrow({ where: { employeeId: w.deep.id } });
    expect(row.completedByHrUserId).toBe(hr.id);
    const audit = await t.prisma.auditEvent.findFirstOrThrow({
      where: { action: "self-review.submit" },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({ actorKind: "hr", actorId: hr.id });
  });

  it("a manager cannot use HR's route (403)", async () => {
    const hrisId = w.deep.hrisId;
    const res = await callRoute(hrPut, `/api/hr/self-review/${hrisId}`, {
      method: "PUT",
      params: { hrisId },
      body: { scores: { [subIds[0]]: 3 } },
      cookie: await managerCookie(w.manager),
    });
    expect(res.status).toBe(403);
  });
});
