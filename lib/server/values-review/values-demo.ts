import "server-only";
import { insertRows } from "@/lib/server/db/bulk-insert";
import { demoSeeder, insertAssessments, pairKey, type DemoDraw } from "@/lib/server/demo/demo-seeder";
import { assessmentTime, COMMENTS, scoreAround } from "@/lib/server/demo/score-assessments";
import { roundScore, valuesOverall } from "@/lib/shared/scores";

// The values reviews of the demo data: the six values' items drawn around the employee's level,
// then written with their category scores.

function scoreValues({ random, level, stage }: DemoDraw) {
  const isComplete = stage === "complete";
  const values = [1, 2, 3, 4, 5, 6].map((valueId) => {
    const filled = isComplete || random.chance(0.5);
    const subScores = [0, 1, 2].map(() => (filled ? scoreAround(random, level) : 0));
    const overrideScore =
      isComplete && random.chance(0.04) ? Math.min(5, scoreAround(random, level) + 0.5) : null;
    return { valueId, subScores, overrideScore };
  });
  const overall = valuesOverall(values);
  const updatedAt = assessmentTime(random);
  return {
    values,
    overallScore: overall === null ? null : roundScore(overall),
    overallNotes: isComplete ? random.pick(COMMENTS) : null,
    updatedAt,
    isComplete,
  };
}

export const valuesDemo = demoSeeder<ReturnType<typeof scoreValues>>({
  says: "values reviews",
  draw: scoreValues,
  write: async (tx, cycleId, reviews) => {
    const reviewOf = await insertAssessments(
      tx,
      cycleId,
      "ManagerValuesReview",
      { overallScore: "numeric", overallNotes: "text" },
      reviews.map((r) => ({
        employeeId: r.employeeId,
        managerId: r.managerId,
        isDraft: !r.isComplete,
        overallScore: r.overallScore,
        overallNotes: r.overallNotes,
        updatedAt: r.updatedAt,
        submittedAt: r.isComplete ? r.updatedAt : null,
      })),
    );
    await insertRows(
      tx,
      "ManagerValuesCategoryScore",
      {
        reviewId: "int",
        valueId: "int",
        subcomp1Score: "int",
        subcomp2Score: "int",
        subcomp3Score: "int",
        overrideScore: "numeric",
      },
      reviews.flatMap((r) =>
        r.values.map((v) => ({
          reviewId: reviewOf.get(pairKey(r)),
          valueId: v.valueId,
          overrideScore: v.overrideScore,
          subcomp1Score: v.subScores[0],
          subcomp2Score: v.subScores[1],
          subcomp3Score: v.subScores[2],
        })),
      ),
    );
  },
});
