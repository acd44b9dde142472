import {
  buildFormValues,
  buildRequestBody,
  fingerprint,
  formIssues,
  toCompetencyInput,
  type ScorecardValues,
} from "@/components/behavioral/scorecard-form-model";
import {
  completenessIssues,
  evaluationBodySchema,
  summarizeIssues,
  type CompetencyDto,
} from "@/lib/shared/schemas/behavioral";

const competencies: CompetencyDto[] = [
  {
    id: 1,
    scDetailId: 1,
    name: "Communication",
    description: "d",
    subcomponents: [
      { id: 11, scDetail: "Clarity", description: "c" },
      { id: 12, scDetail: "Listening", description: "l" },
    ],
  },
  {
    id: 2,
    scDetailId: 2,
    name: "Ownership",
    description: "d",
    subcomponents: [{ id: 21, scDetail: "Reliability", description: "r" }],
  },
];
const ids = { employeeId: 7, managerId: 3 };

function scored(patch: (v: ScorecardValues) => void = () => {}) {
  const v = buildFormValues(competencies);
  patch(v);
  return v;
}

describe("validation messages (spec 2 §5)", () => {
  it("asks for every missing score, in screen order; an untouched competency has 'No data provided', as the server says", () => {
    const v = scored((v) => (v.competencies.c1.subs.s11.score = 4));
    expect(formIssues(competencies, v)).toEqual([
      "Communication: Score required for Listening",
      "Competency 2: No data provided",
    ]);
    v.competencies.c2.notes = "Owns the release train.";
    expect(formIssues(competencies, v)).toEqual([
      "Communication: Score required for Listening",
      "Ownership: Score required for Reliability",
    ]);
  });

  it("asks for the override score when the override is enabled without a valid value", () => {
    const v = scored((v) => {
      v.competencies.c1.subs.s11.score = 4;
      v.competencies.c1.subs.s12.score = 3;
      v.competencies.c2.subs.s21.score = 2;
      v.competencies.c2.overrideEnabled = true;
      v.competencies.c2.overrideScore = "7";
    });
    expect(formIssues(competencies, v)).toEqual([
      "Ownership: Override score must be selected when override is enabled",
    ]);
    v.competencies.c2.overrideScore = "4.2";
    expect(formIssues(competencies, v)).toEqual([]);
  });

  it("reports a competency with no data by its position", () => {
    expect(
      completenessIssues(
        [
          { name: "A", subcomponents: [] },
          { name: "B", subcomponents: [] },
        ],
        [{ scores: {}, overrideEnabled: false, overrideScore: null }, undefined],
      ),
    ).toEqual(["Competency 2: No data provided"]);
  });

  it("shows the first 3 issues, then '...'", () => {
    expect(summarizeIssues(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], hasMore: false });
    expect(summarizeIssues(["a", "b", "c", "d"])).toEqual({ shown: ["a", "b", "c"], hasMore: true });
  });
});

describe("request body", () => {
  it("keeps items with a score above 0 or notes, and passes the shared schema", () => {
    const v = scored((v) => {
      v.competencies.c1.subs.s11.score = 4;
      v.competencies.c1.subs.s12.notes = "Needs work";
    });
    const body = buildRequestBody(competencies, v, ids, "submit");
    expect(body.scores).toEqual([
      {
        scDetailId: 1,
        subcomponentId: 11,
        score: 4,
        notes: "",
        competencyNotes: "",
        overrideScore: null,
        competencyName: "Communication",
        subcomponentName: "Clarity",
        subcomponentDescription: "c",
      },
      {
        scDetailId: 1,
        subcomponentId: 12,
        notes: "Needs work",
        competencyNotes: "",
        overrideScore: null,
        competencyName: "Communication",
        subcomponentName: "Listening",
        subcomponentDescription: "l",
      },
    ]);
    expect(evaluationBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends only valid, enabled overrides, and keeps a competency's notes and override without scores", () => {
    const v = scored((v) => {
      v.competencies.c2.overrideEnabled = true;
      v.competencies.c2.overrideScore = "3.5";
      v.competencies.c1.overrideEnabled = true;
      v.competencies.c1.overrideScore = "5.5";
    });
    const body = buildRequestBody(competencies, v, ids, "draft");
    expect(body.scores).toEqual([
      { scDetailId: 2, subcomponentId: 21, notes: "", competencyNotes: "", overrideScore: 3.5 },
    ]);
    v.competencies.c2.overrideEnabled = false;
    expect(buildRequestBody(competencies, v, ids, "draft").scores).toEqual([]);
  });

  it("round-trips through a loaded evaluation", () => {
    const v = scored((v) => {
      v.competencies.c1.subs.s11.score = 5;
      v.competencies.c1.notes = "Clear";
      v.competencies.c2.subs.s21.score = 2;
      v.competencies.c2.overrideEnabled = true;
      v.competencies.c2.overrideScore = "3";
      v.overallComments = "Good";
    });
    const body = buildRequestBody(competencies, v, ids, "draft");
    const loaded = buildFormValues(competencies, {
      id: 1,
      cycle: { name: "H1 2026", status: "Active" },
      employeeId: 7,
      managerId: 3,
      overallComments: "Good",
      isDraft: true,
      updatedAt: "",
      submittedAt: null,
      totalAverage: null,
      scores: body.scores.map((s) => ({
        subcomponentId: s.subcomponentId,
        scDetailId: s.scDetailId!,
        score: s.score ?? 0,
        notes: s.notes ?? null,
        competencyNotes: s.competencyNotes || null,
        overrideScore: s.overrideScore ?? null,
      })),
    });
    expect(loaded.competencies.c2.overrideScore).toBe("3.0");
    expect(fingerprint(competencies, loaded)).toBe(fingerprint(competencies, v));
    expect(toCompetencyInput(competencies[1], loaded)).toEqual({ scores: [2], overrideScore: 3 });
  });
});
