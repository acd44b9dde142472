import { GET as listStatuses } from "@/app/api/evaluation-status/[managerId]/route";
import { GET as hrEvaluations } from "@/app/api/hr/completed-evaluations/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createCycle, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { createEvaluation, createQuestionnaire, createValuesReview } from "@/tests/helpers/team-factories";
import { formatScore } from "@/lib/shared/scores";
import type { EvaluationStatus } from "@/lib/shared/team-types";
import type { CompletedEvaluationsAnswer } from "@/lib/shared/schemas/data-export";

const t = useTestDatabase();

// The combined score has one definition (lib/shared/scores.ts): the manager's team status and
// HR's completed-evaluations export show the same number, or both none, in every case.
describe("the combined score on the team status and in HR's export", () => {
  it("agrees: none until all three are complete with both scores, then performance + values", async () => {
    const db = t.prisma;
    const cycle = await createCycle(db);
    const boss = await createEmployee(db, { name: "Bea Boss" });
    await createAccount(db, boss);
    const cases = [
      // name, behavioral submitted, values score (null: none stored), performance score
      { name: "All Three", behavioral: true, values: 4.25, performance: 4 },
      { name: "No Behavioral", behavioral: false, values: 3.5, performance: 4 },
      { name: "Values Unscored", behavioral: true, values: null, performance: 3 },
    ];
    const ids: number[] = [];
    for (const c of cases) {
      const e = await createEmployee(db, { name: c.name, mgrId: boss.hrisId });
      ids.push(e.id);
      const pair = { employeeId: e.id, managerId: boss.id, cycleId: cycle.id };
      await createEvaluation(db, pair, { isDraft: !c.behavioral, totalAverage: 4 });
      await createValuesReview(db, pair, { isDraft: false, overallScore: c.values });
      await createQuestionnaire(db, pair, { submitted: true, overallPerformance: c.performance });
    }

    const statuses = await callRoute(listStatuses, `/api/evaluation-status/${boss.id}`, {
      params: { managerId: String(boss.id) },
      cookie: await managerCookie(boss),
    });
    const byId = new Map((statuses.json as unknown as EvaluationStatus[]).map((s) => [s.employeeId, s]));
    const screen = ids.map((id) => byId.get(id)!.combinedScore);
    const hr = await callRoute(hrEvaluations, "/api/hr/completed-evaluations", {
      cookie: await hrCookie(await createHrUser(db)),
    });
    const rows = (hr.json as unknown as CompletedEvaluationsAnswer).data;
    const exported = cases.map((c) => rows.find((r) => r.employeeName === c.name)!.totalAssessmentScore);

    expect(exported).toEqual([8.3, null, null]);
    expect(screen.map((s) => (s === null ? null : Number(formatScore(s))))).toEqual(exported);
  });
});
