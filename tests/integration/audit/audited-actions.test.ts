import { POST as managerLogin } from "@/app/api/auth/login/route";
import { POST as hrLogin } from "@/app/api/hr/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { PATCH as setFeedbackStatus } from "@/app/api/feedback/[id]/status/route";
import { POST as submitEvaluation } from "@/app/api/evaluation/route";
import { POST as saveEvaluationDraft } from "@/app/api/evaluation/draft/route";
import { POST as saveValuesReview } from "@/app/api/manager-review/save/route";
import { POST as submitQuestionnaire } from "@/app/api/employee-performance-questionnaire/[employeeHrisId]/[managerHrisId]/route";
import { POST as draftQuestionnaire } from "@/app/api/employee-performance-questionnaire/draft/[employeeHrisId]/[managerHrisId]/route";
import { POST as submitSelf } from "@/app/api/manager-self-questionnaire/[hrisId]/route";
import { POST as createPath } from "@/app/api/career-path/custom/route";
import { DELETE as deletePath, PUT as replacePath } from "@/app/api/career-path/custom/[id]/route";
import { afterEach, jest } from "@jest/globals";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { freezeDate } from "@/tests/helpers/frozen-clock";
import { createAccount, createEmployee, createHrUser, createOrg } from "@/tests/helpers/factories";
import { callRoute, cookieFrom, hrCookie, managerCookie } from "@/tests/helpers/http";
import { createBehavioralWorld, fullScores } from "@/tests/helpers/behavioral-factories";
import { createValuesWorld, valuesBody, valuesScores } from "@/tests/helpers/values-factories";
import { createFeedback } from "@/tests/helpers/feedback-factories";
import { performanceAnswers, selfAnswers } from "@/tests/helpers/questionnaire-factories";
import { createTitles, ensurePathTypes } from "@/tests/helpers/career-factories";
import { ensureCurrentCycle } from "@/tests/helpers/values-factories";

// Issue 11 finding 10: sign-in (success, failure, throttled), sign-out, feedback status and every
// evaluation save land in the audit table with who, when and what changed, never a password.

const t = useTestDatabase();
let addr = 0;
const from = () => ({ "x-forwarded-for": `10.9.0.${++addr}` });

const rows = (action: string) => t.prisma.auditEvent.findMany({ where: { action }, orderBy: { id: "asc" } });
const lastRow = async (action: string) => (await rows(action)).at(-1);
type Change = { field: string; from?: unknown; to?: unknown; edited?: true; edit?: string };
/** The recorded changes as { field: [from, to] | "edited" | "added" | "removed" }, for short assertions. */
const changesOf = (row: { detail: unknown } | undefined) =>
  Object.fromEntries(
    (((row?.detail ?? {}) as { changes?: Change[] }).changes ?? []).map((c) => [
      c.field,
      c.edited ? (c.edit ?? "edited") : [c.from, c.to],
    ]),
  );

describe("sign-in and sign-out", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("records a manager's success, failure and throttled attempts by account id, never the password", async () => {
    const boss = await createEmployee(t.prisma, { name: "Audra Audit" });
    await createAccount(t.prisma, boss, "audit-right-pass-1");
    const ip = from();
    const ok = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: boss.hrisId, password: "audit-right-pass-1" },
      headers: ip,
    });
    expect(ok.status).toBe(200);
    const success = await lastRow("sign-in.success");
    expect(success).toMatchObject({
      actorKind: "manager",
      actorId: boss.id,
      actorName: "Audra Audit",
      employeeIds: [boss.hrisId],
    });

    // Eight guesses at once from another address: the account's five free attempts (less the
    // owner's sign-in above) are checked and fail, the other four are refused.
    const attacker = from();
    // The refusals are audited once a clock minute: at one instant, so they cannot straddle two.
    freezeDate();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        callRoute(managerLogin, "/api/auth/login", {
          body: { email: boss.email, password: `wrong-guess-${i}` },
          headers: attacker,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    const failures = (await rows("sign-in.failure")).filter((r) => r.employeeIds.includes(boss.hrisId));
    expect(failures).toHaveLength(4);
    // A failed attempt is not the account acting: the account is named, the actor is unproven.
    expect(failures[0]).toMatchObject({ actorKind: "guest", actorId: null });
    expect(failures[0]!.detail).toEqual({ accountKind: "manager", accountId: boss.id });
    // Refusals cost an attacker nothing: one row per account and address a minute, not one each.
    const refused = (await rows("sign-in.throttled")).filter((r) => r.employeeIds.includes(boss.hrisId));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ actorKind: "guest" });

    const everything = JSON.stringify(await t.prisma.auditEvent.findMany());
    expect(everything).not.toContain("audit-right-pass-1");
    expect(everything).not.toContain("wrong-guess");
  });

  it("records an unknown identifier as a keyed fingerprint, not as typed", async () => {
    const typed = "Someone.Unknown@Example.com";
    const res = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: typed, password: "whatever-pass" },
      headers: from(),
    });
    expect(res.status).toBe(401);
    const again = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: "  someone.unknown@example.com ", password: "other-pass" },
      headers: from(),
    });
    expect(again.status).toBe(401);
    const [a, b] = (await rows("sign-in.failure")).slice(-2);
    const fingerprint = (a!.detail as { identifier: string }).identifier;
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    // The same account name, however it was typed, groups together.
    expect((b!.detail as { identifier: string }).identifier).toBe(fingerprint);
    expect(a).toMatchObject({ actorKind: "guest", employeeIds: [] });
    expect(JSON.stringify(await t.prisma.auditEvent.findMany())).not.toMatch(/someone\.unknown/i);
  });

  it("records HR sign-in and failure, and sign-out of either kind", async () => {
    const hr = await createHrUser(t.prisma, "audit-hr-admin", "audit-hr-pass-9");
    const ok = await callRoute(hrLogin, "/api/hr/login", {
      body: { username: "audit-hr-admin", password: "audit-hr-pass-9" },
      headers: from(),
    });
    expect(ok.status).toBe(200);
    expect(await lastRow("sign-in.success")).toMatchObject({
      actorKind: "hr",
      actorId: hr.id,
      employeeIds: [],
    });
    const bad = await callRoute(hrLogin, "/api/hr/login", {
      body: { username: "audit-hr-admin", password: "nope-nope-nope" },
      headers: from(),
    });
    expect(bad.status).toBe(401);
    expect((await lastRow("sign-in.failure"))!.detail).toEqual({ accountKind: "hr", accountId: hr.id });

    const out = await callRoute(logout, "/api/auth/logout", {
      method: "POST",
      body: {},
      cookie: cookieFrom(ok),
    });
    expect(out.status).toBe(200);
    expect(await lastRow("sign-out")).toMatchObject({
      actorKind: "hr",
      actorId: hr.id,
      actorName: "audit-hr-admin",
    });

    const boss = await createEmployee(t.prisma, { name: "Lou Logout" });
    await createAccount(t.prisma, boss);
    await callRoute(logout, "/api/auth/logout", {
      method: "POST",
      body: {},
      cookie: await managerCookie(boss),
    });
    expect(await lastRow("sign-out")).toMatchObject({ actorKind: "manager", employeeIds: [boss.hrisId] });
    // A guest's sign-out is nothing to record.
    const before = (await rows("sign-out")).length;
    await callRoute(logout, "/api/auth/logout", { method: "POST", body: {} });
    expect(await rows("sign-out")).toHaveLength(before);
  });
});

describe("feedback status", () => {
  it("records who moved which item from what to what", async () => {
    const hr = await createHrUser(t.prisma, "audit-feedback-hr");
    const item = await createFeedback(t.prisma, { hrisId: "AUDFB1" });
    const res = await callRoute(setFeedbackStatus, `/api/feedback/${item.id}/status`, {
      method: "PATCH",
      params: { id: String(item.id) },
      body: { status: "In Progress" },
      cookie: await hrCookie(hr),
    });
    expect(res.status).toBe(200);
    const row = await lastRow("feedback.status");
    expect(row).toMatchObject({ actorKind: "hr", actorId: hr.id, employeeIds: ["AUDFB1"] });
    expect(row!.detail).toEqual({
      feedbackId: item.id,
      changes: [{ field: "status", from: "Open", to: "In Progress" }],
    });
  });
});

describe("evaluation saves", () => {
  it("behavioral scorecard: the draft and the submit, each with the fields it changed", async () => {
    const w = await createBehavioralWorld(t.prisma, [2]);
    const cookie = await managerCookie(w.manager);
    const [c] = w.competencies;
    const draft = await callRoute(saveEvaluationDraft, "/api/evaluation/draft", {
      method: "POST",
      cookie,
      body: {
        employeeId: w.report.id,
        managerId: w.manager.id,
        overallComments: "",
        scores: [{ scDetailId: c!.id, subcomponentId: c!.subcomponents[0]!.id, score: 3, notes: "" }],
      },
    });
    expect(draft.status).toBe(200);
    const submit = await callRoute(submitEvaluation, "/api/evaluation", {
      method: "POST",
      cookie,
      body: {
        employeeId: w.report.id,
        managerId: w.manager.id,
        overallComments: "Private words about Rhea",
        scores: fullScores(w.competencies, 4),
      },
    });
    expect(submit.status).toBe(200);
    const [first, second] = [
      await lastRow("evaluation.behavioral.draft"),
      await lastRow("evaluation.behavioral.submit"),
    ];
    expect(first).toMatchObject({
      actorKind: "manager",
      actorId: w.manager.id,
      employeeIds: [w.report.hrisId],
    });
    const sub = (i: number) => `${c!.name} · ${c!.subcomponents[i]!.name}`;
    expect(changesOf(first)).toMatchObject({ isDraft: [null, "draft"], [sub(0)]: [null, 3] });
    expect(changesOf(second)).toEqual({
      isDraft: ["draft", "submitted"],
      overallComments: "added",
      totalAverage: [null, 4],
      [sub(0)]: [3, 4],
      [sub(1)]: [null, 4],
    });
    expect(JSON.stringify(second)).not.toContain("Private words");
  });

  it("values review: a re-submit records only the scores that moved", async () => {
    const w = await createValuesWorld(t.prisma);
    const cookie = await managerCookie(w.manager);
    const save = (body: unknown) =>
      callRoute(saveValuesReview, "/api/manager-review/save", { method: "POST", body, cookie });
    expect((await save(valuesBody(w.report, w.manager, false))).status).toBe(200);
    expect(
      (
        await save(
          valuesBody(
            w.report,
            w.manager,
            false,
            valuesScores((v, s) => (v === 1 && s === 2 ? 5 : 4)),
          ),
        )
      ).status,
    ).toBe(200);
    const [, edit] = (await rows("evaluation.values.submit")).filter((r) =>
      r.employeeIds.includes(w.report.hrisId),
    );
    const { overallScore, ...scores } = changesOf(edit);
    expect(overallScore).toEqual([4, 4.06]);
    expect(Object.values(scores)).toEqual([[4, 5]]);
    expect(Object.keys(scores)[0]).toMatch(/ · /);
    expect(edit).toMatchObject({ actorId: w.manager.id, actorName: "Vera Values" });
  });

  it("values review: a draft records the scores given, not every item left unscored", async () => {
    const w = await createValuesWorld(t.prisma);
    const cookie = await managerCookie(w.manager);
    const draft = valuesBody(
      w.report,
      w.manager,
      true,
      valuesScores((v, s) => (v === 1 && s === 1 ? 4 : 0)),
    );
    const res = await callRoute(saveValuesReview, "/api/manager-review/save", {
      method: "POST",
      body: draft,
      cookie,
    });
    expect(res.status).toBe(200);
    const [row] = (await rows("evaluation.values.draft")).filter((r) =>
      r.employeeIds.includes(w.report.hrisId),
    );
    const { isDraft, overallScore, ...scores } = changesOf(row);
    expect(isDraft).toEqual([null, "draft"]);
    expect(overallScore).toEqual([null, 4]); // the average of what is scored
    // one item scored: one line, not 17 more reading "now 0"
    expect(Object.values(scores)).toEqual([[null, 4]]);
  });

  it("performance questionnaire: draft and submit", async () => {
    const manager = await createEmployee(t.prisma, { name: "Pia Perf" });
    const report = await createEmployee(t.prisma, { name: "Pat Report", mgrId: manager.hrisId });
    await createAccount(t.prisma, manager);
    const cookie = await managerCookie(manager);
    const p = { employeeHrisId: report.hrisId, managerHrisId: manager.hrisId };
    const draft = await callRoute(
      draftQuestionnaire,
      `/api/employee-performance-questionnaire/draft/${p.employeeHrisId}/${p.managerHrisId}`,
      {
        method: "POST",
        params: p,
        cookie,
        body: { ...p, prioritiesCommitments: true, isDraft: true },
      },
    );
    expect(draft.status).toBe(200);
    const submit = await callRoute(
      submitQuestionnaire,
      `/api/employee-performance-questionnaire/${p.employeeHrisId}/${p.managerHrisId}`,
      {
        method: "POST",
        params: p,
        cookie,
        body: { ...p, ...performanceAnswers({ overallPerformance: "5" }), isDraft: false },
      },
    );
    expect(submit.status).toBe(200);
    expect(await lastRow("evaluation.performance.draft")).toMatchObject({ employeeIds: [report.hrisId] });
    const changes = changesOf(await lastRow("evaluation.performance.submit"));
    expect(changes).toMatchObject({
      isDraft: ["draft", "submitted"],
      overallPerformance: [null, 5],
      comments: "added",
    });
    expect(changes).not.toHaveProperty("prioritiesCommitments");
  });

  it("manager self-questionnaire: the submit with its answers, free text only marked", async () => {
    const manager = await createEmployee(t.prisma, { name: "Sal Self" });
    await createAccount(t.prisma, manager);
    const res = await callRoute(submitSelf, `/api/manager-self-questionnaire/${manager.hrisId}`, {
      method: "POST",
      params: { hrisId: manager.hrisId },
      cookie: await managerCookie(manager),
      body: selfAnswers({ comments: "My secret thoughts" }),
    });
    expect(res.status).toBe(200);
    const row = await lastRow("evaluation.self.submit");
    expect(row).toMatchObject({ actorId: manager.id, employeeIds: [manager.hrisId] });
    expect(changesOf(row)).toMatchObject({
      overallPerformance: [null, "Above Expectations"],
      comments: "added",
    });
    expect(JSON.stringify(row)).not.toContain("secret thoughts");
  });

  it("career paths: create, change and delete, with the titles before and after", async () => {
    const org = await createOrg(t.prisma);
    await ensurePathTypes(t.prisma);
    await ensureCurrentCycle(t.prisma);
    const [a, b, c] = await createTitles(t.prisma, ["Audit Analyst", "Audit Senior", "Audit Lead"]);
    const cookie = await managerCookie(org.top);
    const created = await callRoute(createPath, "/api/career-path/custom", {
      method: "POST",
      cookie,
      body: {
        employeeId: org.leaf.id,
        titleSequence: [a!.id, b!.id],
        pathId: "4",
        notes: "",
        verified: false,
      },
    });
    expect(created.status).toBe(200);
    expect(changesOf(await lastRow("career-path.create"))).toMatchObject({
      titles: [null, "Audit Analyst → Audit Senior"],
    });
    const { sessionId, customCareerPathIds } = created.json as {
      sessionId: string;
      customCareerPathIds: number[];
    };
    const put = await callRoute(replacePath, `/api/career-path/custom/${customCareerPathIds[0]}`, {
      method: "PUT",
      params: { id: String(customCareerPathIds[0]) },
      cookie,
      body: { sessionId, titleSequence: [a!.id, b!.id, c!.id], notes: "Now with a lead step" },
    });
    expect(put.status).toBe(200);
    const update = await lastRow("career-path.update");
    expect(update).toMatchObject({ actorId: org.top.id, employeeIds: [org.leaf.hrisId] });
    expect(changesOf(update)).toEqual({
      titles: ["Audit Analyst → Audit Senior", "Audit Analyst → Audit Senior → Audit Lead"],
      notes: "added", // there were none
    });
    const newId = (put.json as { customCareerPathIds: number[] }).customCareerPathIds[0]!;
    const del = await callRoute(deletePath, `/api/career-path/custom/${newId}`, {
      method: "DELETE",
      params: { id: String(newId) },
      cookie,
    });
    expect(del.status).toBe(200);
    expect(changesOf(await lastRow("career-path.delete"))).toMatchObject({
      titles: ["Audit Analyst → Audit Senior → Audit Lead", null],
      notes: "removed", // went with the path: not "edited"
    });
  });
});
