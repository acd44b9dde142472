import { buildCareerPathForm, formatPath, groupCustomPaths } from "@/lib/shared/career-paths/format-path";
import {
  createCustomPathSchema,
  customPathFormSchema,
  customStepSchema,
} from "@/lib/shared/career-paths/schemas";
import type { CustomPathRow, StandardPath } from "@/lib/shared/career-paths/types";

let id = 0;
function row(
  sessionId: string,
  position: number,
  from: [number, string],
  to: [number, string],
): CustomPathRow {
  return {
    customCareerPathId: ++id,
    sessionId,
    titleId: from[0],
    nextTitleId: to[0],
    pathId: 4,
    fromTitleName: from[1],
    toTitleName: to[1],
    position,
    notes: null,
    verified: false,
    isVerified: false,
    verifiedBy: null,
    verifiedAt: null,
  };
}

const A: [number, string] = [1, "Analyst"];
const B: [number, string] = [2, "Senior Analyst"];
const C: [number, string] = [3, "Lead"];

describe("formatPath", () => {
  it("joins title names with arrows", () => {
    expect(formatPath([{ titleName: "Analyst" }, { titleName: "Lead" }])).toBe("Analyst → Lead");
    expect(formatPath([])).toBe("");
  });
});

describe("groupCustomPaths", () => {
  it("chains each session's steps by position, whatever order the rows come in", () => {
    const rows = [row("s1", 2, B, C), row("s2", 1, C, A), row("s1", 1, A, B)];
    rows[0]!.notes = "Stretch";
    const paths = groupCustomPaths(rows);
    expect(paths.map((p) => [p.sessionId, formatPath(p.titles), p.notes])).toEqual([
      ["s1", "Analyst → Senior Analyst → Lead", "Stretch"],
      ["s2", "Lead → Analyst", null],
    ]);
    expect(paths[0]!.customCareerPathId).toBe(rows[2]!.customCareerPathId);
    expect(paths[0]!.rowIds).toEqual([rows[2]!.customCareerPathId, rows[0]!.customCareerPathId]);
  });

  it("a path is verified only when every one of its rows is", () => {
    const rows = [row("s", 1, A, B), row("s", 2, B, C)];
    rows[0]!.isVerified = true;
    expect(groupCustomPaths(rows)[0]!.isVerified).toBe(false);
    rows[1]!.isVerified = true;
    expect(groupCustomPaths(rows)[0]!.isVerified).toBe(true);
  });
});

describe("buildCareerPathForm", () => {
  const path = (pathType: StandardPath["pathType"], names: string[]): StandardPath => ({
    pathId: ++id,
    pathName: "p",
    pathType,
    isVerified: false,
    verifiedBy: null,
    verifiedAt: null,
    progression: names.map((titleName, i) => ({ titleId: i, titleName })),
  });

  it("formats standard, IC, ALT and custom strings, several paths of a type separated by |", () => {
    const custom = groupCustomPaths([row("s", 1, A, C)]);
    custom[0]!.notes = "Ask in Q3";
    expect(
      buildCareerPathForm(
        [path("Management", ["A", "B"]), path("IC", ["A", "C"]), path("IC", ["A", "D"])],
        custom,
      ),
    ).toEqual({
      standardPath: "A → B",
      icPath: "A → C | A → D",
      altPath: null,
      customPath: "Analyst → Lead",
      notes: "Ask in Q3",
    });
  });

  it("a stored form's fields win over formatted ones", () => {
    expect(buildCareerPathForm([path("IC", ["A"])], [], { icPath: "Imported", notes: null })).toMatchObject({
      icPath: "Imported",
      notes: null,
    });
  });
});

describe("custom path schemas", () => {
  it("need at least 2 distinct titles", () => {
    const base = { employeeId: "12", pathId: "4", notes: "", verified: "No" };
    expect(createCustomPathSchema.safeParse({ ...base, titleSequence: [1, 2] }).data).toEqual({
      employeeId: { id: 12 },
      titleSequence: [1, 2],
      pathId: 4,
      notes: null,
      verified: false,
    });
    const one = createCustomPathSchema.safeParse({ ...base, titleSequence: [1] });
    expect(one.error?.issues[0]?.message).toBe("Please add at least 2 positions to create a path");
    expect(
      createCustomPathSchema.safeParse({ ...base, titleSequence: [1, 2, 1] }).error?.issues[0]?.message,
    ).toBe("A title can appear only once in a path.");
    expect(createCustomPathSchema.safeParse({ ...base, titleSequence: [1, 2], pathId: 2 }).success).toBe(
      false,
    );
  });

  it("the spec's step body: string ids, pathId '4', companyId '1', verified 'No'", () => {
    const step = {
      titleId: "3",
      nextTitleId: "5",
      pathId: "4",
      hrisId: "E00012",
      companyId: "1",
      employee: "Ann",
      verified: "No",
      sessionId: "5f0c2a4e-1111-4bbb-8ccc-123456789abc",
    };
    expect(customStepSchema.safeParse(step).data).toMatchObject({
      titleId: 3,
      nextTitleId: 5,
      verified: false,
    });
    expect(customStepSchema.safeParse({ ...step, nextTitleId: "3" }).success).toBe(false);
    expect(customStepSchema.safeParse({ ...step, companyId: "2" }).success).toBe(false);
    expect(customStepSchema.safeParse({ ...step, sessionId: "a b" }).success).toBe(false);
  });

  it("the builder form: every step set, at least 2, none twice", () => {
    const t = (titleId: number) => ({ titleId, titleName: `T${titleId}` });
    const ok = { titles: [t(1), t(2)], notes: "", verified: false };
    expect(customPathFormSchema.safeParse(ok).success).toBe(true);
    expect(customPathFormSchema.safeParse({ ...ok, titles: [t(1), null] }).error?.issues[0]?.message).toBe(
      "Please add at least 2 positions to create a path",
    );
    expect(customPathFormSchema.safeParse({ ...ok, titles: [t(1), t(1)] }).success).toBe(false);
  });
});
