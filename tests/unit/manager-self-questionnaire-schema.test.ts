import {
  PQ_CLARITY_YES,
  SELF_MESSAGES,
  managerSelfQuestionnaireFieldsSchema,
  managerSelfQuestionnaireSchema,
  selfCheckMessage,
  selfQuestionnaireIssues,
} from "@/lib/shared/schemas/self-questionnaire";

// Spec 2 §3, §5: four required answers, detail texts required with alternate method, other and
// the two Other answers, 500 characters for details and 1000 for comments.

const complete = {
  prioritiesCommitments: true,
  overallPerformance: "Met Expectations",
  reviewFrequency: "Quarterly",
  pqClarity: PQ_CLARITY_YES,
  pqDataIssues: "No, there are no issues with my PQ data",
  comments: "A steady year.",
} as const;

const checksOf = (input: unknown) =>
  selfQuestionnaireIssues(managerSelfQuestionnaireFieldsSchema.parse(input)).map((i) => i.check);

describe("manager self-questionnaire", () => {
  it("accepts a complete answer and drops details of unchosen options", () => {
    const parsed = managerSelfQuestionnaireSchema.parse({
      ...complete,
      alternateMethodDetail: "not chosen",
      pqClarityOther: "not chosen either",
    });
    expect(parsed).toMatchObject({
      overallPerformance: "Met Expectations",
      alternateMethodDetail: null,
      pqClarityOther: null,
      comments: "A steady year.",
    });
  });

  it("accepts the 'no objectives' answer word for word", () => {
    expect(
      managerSelfQuestionnaireSchema.safeParse({
        ...complete,
        overallPerformance: "I did not have Performance Objectives or targets in 2025",
      }).success,
    ).toBe(true);
  });

  it("reports the four required answers as Missing Information first", () => {
    expect(checksOf({ alternateMethod: true })).toEqual([
      "missingInformation",
      "missingInformation",
      "missingInformation",
      "missingInformation",
      "alternateMethodDetail",
    ]);
    expect(selfCheckMessage("missingInformation")).toBe(
      "Missing Information: Please answer all required questions before submitting.",
    );
  });

  it.each([
    [{ alternateMethod: true, alternateMethodDetail: "  " }, "alternateMethodDetail"],
    [{ other: true }, "otherDetail"],
    [{ pqClarity: "Other" }, "pqClarityOther"],
    [{ pqDataIssues: "Other", pqDataIssuesOther: "" }, "pqDataIssuesOther"],
  ] as const)("%j needs its detail text (%s)", (extra, check) => {
    expect(checksOf({ ...complete, ...extra })).toEqual([check]);
    const result = managerSelfQuestionnaireSchema.safeParse({ ...complete, ...extra });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toEqual([check]);
  });

  it("uses the spec's texts for each detail check", () => {
    expect(SELF_MESSAGES.alternateMethodDetail.description).toBe(
      "Please provide details for the alternate method selected.",
    );
    expect(SELF_MESSAGES.otherDetail.description).toBe("Please specify what other method you used.");
    expect(SELF_MESSAGES.pqClarityOther.description).toBe(
      "Please provide details for the PQ clarity question.",
    );
    expect(SELF_MESSAGES.pqDataIssuesOther.description).toBe(
      "Please provide details for the PQ data issues question.",
    );
  });

  it("allows 500 characters per detail and 1000 for comments, not one more", () => {
    const full = {
      ...complete,
      alternateMethod: true,
      alternateMethodDetail: "a".repeat(500),
      other: true,
      otherDetail: "o".repeat(500),
      pqClarity: "Other",
      pqClarityOther: "c".repeat(500),
      pqDataIssues: "Other",
      pqDataIssuesOther: "d".repeat(500),
      comments: "x".repeat(1000),
    };
    expect(managerSelfQuestionnaireSchema.safeParse(full).success).toBe(true);
    for (const field of ["alternateMethodDetail", "otherDetail", "pqClarityOther", "pqDataIssuesOther"]) {
      const result = managerSelfQuestionnaireSchema.safeParse({ ...full, [field]: "y".repeat(501) });
      expect(result.error!.issues.map((i) => i.path.join("."))).toEqual([field]);
      expect(result.error!.issues[0].message).toMatch(/at most 500 characters/);
    }
    const long = managerSelfQuestionnaireSchema.safeParse({ ...full, comments: "y".repeat(1001) });
    expect(long.error!.issues[0].message).toBe("Comments can be at most 1000 characters.");
  });

  it("refuses answers that are not the spec's options", () => {
    for (const bad of [
      { reviewFrequency: "Yearly" },
      { pqClarity: "Yes" },
      { overallPerformance: "Outstanding" },
    ]) {
      expect(managerSelfQuestionnaireSchema.safeParse({ ...complete, ...bad }).success).toBe(false);
    }
  });
});
