import type { PrismaClient } from "@/generated/prisma/client";
import { POST as saveBehavioralDraft } from "@/app/api/evaluation/draft/route";
import { POST as saveValues } from "@/app/api/manager-review/save/route";
import { POST as savePerformanceDraft } from "@/app/api/employee-performance-questionnaire/draft/[employeeHrisId]/[managerHrisId]/route";
import { POST as saveSelf } from "@/app/api/manager-self-questionnaire/[hrisId]/route";
import { PUT as saveMySelfReview } from "@/app/api/my-self-review/route";
import { createAccount, createEmployee, createTitleWithCompetencies } from "@/tests/helpers/factories";
import { ensureCompanyValues, valuesBody } from "@/tests/helpers/values-factories";
import { performanceAnswers, selfAnswers } from "@/tests/helpers/questionnaire-factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";

// One save of every assessment kind through its own route, for the review-cycle gate's tests
// (tests/integration/review-cycles/cycle-write-gate.test.ts checks every registered kind has one).

type Person = { id: number; hrisId: string; name: string };
export type SaveWorld = {
  manager: Person;
  report: Person;
  competency: { id: number; subcomponents: { id: number }[] };
};

/** A manager with one report holding a title with a competency, and the company values. */
export async function createSaveWorld(db: PrismaClient): Promise<SaveWorld> {
  await ensureCompanyValues(db);
  const { title, competencies } = await createTitleWithCompetencies(db, [1]);
  const manager = await createEmployee(db, { name: "Gail Gatekeeper" });
  const report = await createEmployee(db, { name: "Ray Report", mgrId: manager.hrisId, titleId: title.id });
  await createAccount(db, manager);
  return { manager, report, competency: competencies[0] };
}

type Saver = (w: SaveWorld, cookie: string, n?: number) => ReturnType<typeof callRoute>;

/** Each kind's save (a draft where the kind has drafts); `n` varies the saved text. */
export const SAVERS: Record<string, Saver> = {
  behavioral: (w, cookie, n = 1) =>
    callRoute(saveBehavioralDraft, "/api/evaluation/draft", {
      method: "POST",
      cookie,
      body: {
        employeeId: w.report.id,
        managerId: w.manager.id,
        overallComments: `Pass ${n}`,
        scores: [
          {
            scDetailId: w.competency.id,
            subcomponentId: w.competency.subcomponents[0].id,
            score: 3,
            notes: "",
            competencyNotes: "",
            overrideScore: null,
          },
        ],
      },
    }),
  values: (w, cookie, n = 1) =>
    callRoute(saveValues, "/api/manager-review/save", {
      method: "POST",
      cookie,
      body: { ...valuesBody(w.report, w.manager, true, undefined, `Pass ${n}`), reviewCycle: undefined },
    }),
  performance: (w, cookie, n = 1) => {
    const params = { employeeHrisId: w.report.hrisId, managerHrisId: w.manager.hrisId };
    return callRoute(
      savePerformanceDraft,
      `/api/employee-performance-questionnaire/draft/${params.employeeHrisId}/${params.managerHrisId}`,
      {
        method: "POST",
        cookie,
        params,
        body: performanceAnswers({ comments: `Pass ${n}` }),
      },
    );
  },
  self: (w, cookie, n = 1) =>
    callRoute(saveSelf, `/api/manager-self-questionnaire/${w.manager.hrisId}`, {
      method: "POST",
      cookie,
      params: { hrisId: w.manager.hrisId },
      body: selfAnswers({ comments: `Pass ${n}` }),
    }),
  // the manager's own self-review: everyone in the cycle writes one (issue 34)
  selfReview: (w, cookie, n = 1) =>
    callRoute(saveMySelfReview, "/api/my-self-review", {
      method: "PUT",
      cookie,
      body: { reflections: { wentWell: `Pass ${n}` } },
    }),
};

export const cookieOf = (p: Person) => managerCookie(p);
