import "server-only";
import { insertRows } from "@/lib/server/db/bulk-insert";
import { demoSeeder, type DemoDraw } from "@/lib/server/demo/demo-seeder";
import { assessmentTime, COMMENTS } from "@/lib/server/demo/score-assessments";

// The performance questionnaires of the demo data, drawn around the employee's level.

function scoreQuestionnaire({ random, level, stage }: DemoDraw) {
  const isComplete = stage === "complete";
  const pqs = random.chance(0.5);
  const powerbiReporting = pqs ? random.pick(["Yes", "No"]) : null;
  const updatedAt = assessmentTime(random);
  return {
    prioritiesCommitments: !pqs || random.chance(0.6),
    pqs,
    newHireOnboarding: random.chance(0.08),
    overallPerformance:
      isComplete || random.chance(0.5)
        ? Math.min(5, Math.max(1, Math.round(level + random.next() - 0.5)))
        : null,
    comments: isComplete ? random.pick(COMMENTS) : null,
    reviewFrequency: pqs ? random.pick(["Weekly", "Monthly", "Quarterly"]) : null,
    powerbiReporting,
    // The problem checkboxes (5B) are asked, and stored, only when Power BI reporting is 'No'.
    // (Same draws as before they became nullable, so the demo org's data stays the same.)
    powerbiSourceData: powerbiReporting === "No" ? false : null,
    powerbiDataIntegration: powerbiReporting === "No" ? random.chance(0.5) : null,
    powerbiReportCalculation: powerbiReporting === "No" ? false : null,
    powerbiDontKnow: powerbiReporting === "No" ? random.chance(0.3) : null,
    pqBonusClarity: pqs ? random.weighted(["Yes", "No"], [75, 25]) : null,
    forecastedBonusAttainment: pqs ? random.int(60, 130) : null,
    pqTargets: pqs ? random.weighted(["Yes", "Partially", "No"], [60, 30, 10]) : null,
    isDraft: !isComplete,
    updatedAt,
    submittedAt: isComplete ? updatedAt : null,
  };
}

export const performanceDemo = demoSeeder<ReturnType<typeof scoreQuestionnaire>>({
  says: "questionnaires",
  draw: scoreQuestionnaire,
  write: async (tx, cycleId, questionnaires) => {
    await insertRows(
      tx,
      "PerformanceQuestionnaire",
      {
        employeeId: "int",
        managerId: "int",
        cycleId: "int",
        prioritiesCommitments: "boolean",
        pqs: "boolean",
        newHireOnboarding: "boolean",
        overallPerformance: "int",
        comments: "text",
        reviewFrequency: "text",
        powerbiReporting: "text",
        powerbiSourceData: "boolean",
        powerbiDataIntegration: "boolean",
        powerbiReportCalculation: "boolean",
        powerbiDontKnow: "boolean",
        pqBonusClarity: "text",
        forecastedBonusAttainment: "numeric(5,2)",
        pqTargets: "text",
        isDraft: "boolean",
        updatedAt: "timestamp(3)",
        submittedAt: "timestamp(3)",
      },
      questionnaires.map((q) => ({ ...q, cycleId })),
    );
  },
});
