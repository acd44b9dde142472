import "server-only";
import { COMPANY_VALUES } from "@/lib/server/demo/catalog";
import { insertRows } from "@/lib/server/db/bulk-insert";
import { SELF_REVIEW_COLUMNS } from "@/lib/server/values-review/write-self-reviews";
import { RECOGNITION_COLUMNS } from "@/lib/server/values-review/write-recognitions";
import { deriveRandom, randomTimestamp } from "@/lib/server/demo/random";
import type { DemoContext } from "@/lib/server/demo/seed-assessments";
import { performanceLevel, scoreAround } from "@/lib/server/demo/score-assessments";

// What employees themselves bring to the values assessment: their own values self-review
// (about 70% of employees) and recognition examples from colleagues (several per value for
// about 40% of employees; some values get more than the two the review screen shows).

const OPENERS = ["Huge thanks to", "Shout-out to", "Kudos to", "I want to recognise", "A big thank you to"];
const CLOSERS = [
  "The whole team noticed.",
  "It made a real difference to our customers.",
  "This is exactly what our values look like in practice.",
  "We would not have hit the deadline without it.",
  "",
];
/** What a colleague recognised, by value part: "… thanks to Mei, who <deed>." */
const DEEDS: Record<string, string> = {
  "Raises the Bar": "pushed the release quality far beyond what was asked",
  "Attention to Detail": "caught a pricing error before it reached a single customer",
  "Continuous Improvement": "rebuilt our onboarding checklist and halved the ramp-up time",
  Perseverance: "kept the migration on track through three weeks of setbacks",
  Resilience: "bounced back from a lost deal and closed two more that quarter",
  Commitment: "stayed with the outage until every customer was back online",
  "Openness to Feedback": "asked the whole team for feedback and changed course the same day",
  "Shares Credit": "made sure the whole team was credited for the launch",
  "Learns from Others": "paired with a new joiner and adopted their better approach",
  Honesty: "raised a risk in the plan early, even though it was unpopular",
  "Keeps Commitments": "delivered every promised fix to the client exactly as agreed",
  "Does the Right Thing": "refunded a customer who had been overcharged without being asked",
  "Focus on Outcomes": "cut support response times by 40% in one quarter",
  Prioritisation: "steered the team to the two projects that mattered most",
  "Delivers on Time": "shipped the regulatory report a week ahead of the deadline",
  Positivity: "kept everyone's spirits up during a very stressful month-end",
  "Team First": "dropped their own work to help a teammate hit a deadline",
  Confidence: "took on the biggest account with calm confidence and won it",
};
const SELF_NOTES = [
  "I am proud of how I handled a difficult quarter.",
  "I want to grow in how I share credit and knowledge.",
  "This year I focused on delivering on my commitments.",
];

export async function seedSelfReviews(ctx: DemoContext) {
  const random = deriveRandom(ctx.seed, "self-reviews");
  const reviews = ctx.employees
    .filter(() => random.chance(0.7))
    .map((e) => {
      const level = performanceLevel(ctx.seed, e.hrisId) + 0.3; // people rate themselves a little higher
      const isDraft = random.chance(0.15);
      const values = COMPANY_VALUES.map((v) => {
        const filled = !isDraft || random.chance(0.5);
        return { valueId: v.id, scores: [0, 1, 2].map(() => (filled ? scoreAround(random, level) : 0)) };
      });
      const updatedAt = randomTimestamp(random, "2025-05-20T08:00:00Z", "2025-06-20T18:00:00Z");
      return {
        employeeId: e.id,
        isDraft,
        values,
        updatedAt,
        submittedAt: isDraft ? null : updatedAt,
        overallNotes: isDraft ? null : random.pick(SELF_NOTES),
      };
    });
  const ids = await insertRows<{ id: number; employeeId: number }>(
    ctx.tx,
    "EmployeeValuesReview",
    SELF_REVIEW_COLUMNS,
    reviews.map(({ values: _values, ...r }) => ({ ...r, cycleId: ctx.cycleId })),
    { returning: `id, "employeeId"` },
  );
  const reviewOf = new Map(ids.map((r) => [r.employeeId, r.id]));
  await insertRows(
    ctx.tx,
    "EmployeeValuesCategoryScore",
    { reviewId: "int", valueId: "int", subcomp1Score: "int", subcomp2Score: "int", subcomp3Score: "int" },
    reviews.flatMap((r) =>
      r.values.map((v) => ({
        reviewId: reviewOf.get(r.employeeId),
        valueId: v.valueId,
        subcomp1Score: v.scores[0],
        subcomp2Score: v.scores[1],
        subcomp3Score: v.scores[2],
      })),
    ),
  );
  return reviews.length;
}

export async function seedRecognitions(ctx: DemoContext) {
  const random = deriveRandom(ctx.seed, "recognitions");
  const rows: Record<string, unknown>[] = [];
  if (ctx.employees.length < 2) return 0;
  for (const e of ctx.employees) {
    if (!random.chance(0.4)) continue;
    const firstName = e.name.split(" ")[0];
    for (const value of random.shuffle(COMPANY_VALUES).slice(0, random.int(2, 4))) {
      const count = random.weighted([1, 2, 3, 4], [35, 30, 22, 13]);
      for (let i = 0; i < count; i++) {
        let recognizer = random.pick(ctx.employees);
        while (recognizer.id === e.id) recognizer = random.pick(ctx.employees);
        const [component] = random.pick(value.parts);
        const deed = DEEDS[component] ?? "went above and beyond for the team";
        const closer = random.pick(CLOSERS);
        const submitted = randomTimestamp(random, "2024-07-01T08:00:00Z", "2025-06-15T18:00:00Z");
        rows.push({
          employeeId: e.id,
          scDetailId: value.id,
          employeeName: e.name,
          employeeEmail: e.email,
          coreValueSubmitted: value.name,
          componentSubmitted: component,
          recognizer: recognizer.name,
          recognizerEmail: recognizer.email,
          recognitionText: `${random.pick(OPENERS)} ${firstName}, who ${deed}.${closer ? ` ${closer}` : ""}`,
          dateSubmitted: submitted,
          lastModified: submitted,
        });
      }
    }
  }
  await insertRows(ctx.tx, "RecognitionSubmission", RECOGNITION_COLUMNS, rows);
  return rows.length;
}
