import { useTestDatabase } from "@/tests/helpers/test-db";
import { createCycle, createEmployee } from "@/tests/helpers/factories";
import { createEvaluation, createQuestionnaire, createValuesReview } from "@/tests/helpers/team-factories";

import { loadStatusRows } from "@/lib/server/team/load-status-rows";
import { buildEvaluationStatus } from "@/lib/server/team/build-status";
import { readEvaluationRows } from "@/lib/server/exports/evaluation-rows";
import { EXPORT_KINDS, PROGRESS_KINDS } from "@/lib/server/assessments/registry";
import type { ExportKind, ProgressKind } from "@/lib/server/assessments/assessment-kind";
import { valuesKind } from "@/lib/server/values-review/values-kind";

const t = useTestDatabase();

// The team status and the export read every registered kind from the database (issue 30): a kind
// added to the registry is joined, counted and exported without another edit. The fake kind
// reads the values review's table under another name.
const fake = { ...valuesKind, name: "fake" } as ProgressKind & ExportKind;

it("a registered kind is joined by the team status and the export, and counts toward progress", async () => {
  const db = t.prisma;
  const cycle = await createCycle(db);
  const boss = await createEmployee(db, { name: "Bea Boss" });
  const report = await createEmployee(db, { name: "Rory Report", mgrId: boss.hrisId });
  const pair = { employeeId: report.id, managerId: boss.id, cycleId: cycle.id };
  await createEvaluation(db, pair, { isDraft: false, totalAverage: 4 });
  await createQuestionnaire(db, pair, { submitted: true, overallPerformance: 4 });
  await createValuesReview(db, pair, { isDraft: false, overallScore: 3 });

  const kinds = [...PROGRESS_KINDS, fake];
  const [row] = await loadStatusRows(boss.id, { kind: "employee", employeeId: report.id }, kinds);
  expect(row).toMatchObject({ fakeComplete: true, fakeScore: 3 });
  expect(buildEvaluationStatus(row, kinds)).toMatchObject({
    completedAssessments: 4,
    allAssessmentsComplete: true,
  });

  const [exported] = await readEvaluationRows(
    { status: "all", cycle: null } as never,
    { kind: "page", limit: 10, offset: 0 },
    [...EXPORT_KINDS, fake],
  );
  expect(exported).toMatchObject({
    employeeName: "Rory Report",
    completionStatus: "Complete",
    totalAssessmentScore: 7,
  });
});
