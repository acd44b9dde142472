import {
  eligibilityRulesSchema,
  extendPhaseBody,
  participantChangeBody,
  ELIGIBILITY_REASONS,
  ELIGIBILITY_STATUS_OF,
} from "@/lib/shared/schemas/review-cycle";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("eligibility rules", () => {
  it("default to no rule at all", () => {
    expect(eligibilityRulesSchema.parse({})).toEqual({
      activeOn: null,
      hiredOnOrBefore: null,
      departmentsIn: [],
      departmentsOut: [],
      excludeHrisIds: [],
    });
  });

  it("refuse dates that do not exist, unknown fields and empty names, saying which", () => {
    expect(messages(eligibilityRulesSchema.safeParse({ activeOn: "2026-13-01" }))).toEqual([
      "The active-on date must be a real date (YYYY-MM-DD).",
    ]);
    expect(messages(eligibilityRulesSchema.safeParse({ hiredOnOrBefore: "30/06/2026" }))).toEqual([
      "The hire cutoff must be a real date (YYYY-MM-DD).",
    ]);
    expect(eligibilityRulesSchema.safeParse({ department: ["Sales"] }).success).toBe(false);
    expect(messages(eligibilityRulesSchema.safeParse({ departmentsIn: ["  "] }))).toEqual([
      "A department name is empty.",
    ]);
  });

  it("give every reason a status; only the manager without an account blocks", () => {
    expect(ELIGIBILITY_REASONS.filter((r) => ELIGIBILITY_STATUS_OF[r] === "blocking")).toEqual([
      "manager_without_account",
    ]);
  });
});

describe("participant changes", () => {
  it("are a new reviewer or a leave with a reason, nothing else", () => {
    expect(participantChangeBody.safeParse({ reviewerHrisId: "E1" }).success).toBe(true);
    expect(participantChangeBody.safeParse({ status: "Left", reason: "Resigned" }).success).toBe(true);
    expect(participantChangeBody.safeParse({ status: "Left" }).success).toBe(false);
    expect(participantChangeBody.safeParse({ status: "Active", reason: "Back" }).success).toBe(false);
    expect(
      participantChangeBody.safeParse({ reviewerHrisId: "E1", status: "Left", reason: "x y z" }).success,
    ).toBe(false);
  });

  it("extend a phase to an ISO date and time with a reason", () => {
    expect(
      extendPhaseBody.safeParse({ dueAt: "2026-07-01T21:59:00+02:00", reason: "Holidays" }).success,
    ).toBe(true);
    expect(messages(extendPhaseBody.safeParse({ dueAt: "2026-07-01", reason: "Holidays" }))).toEqual([
      "The due date must be an ISO 8601 date and time.",
    ]);
    expect(messages(extendPhaseBody.safeParse({ dueAt: "2026-07-01T00:00:00Z", reason: "" }))).toEqual([
      "The reason must be at least 3 characters.",
    ]);
  });
});
