import {
  buildValuesBody,
  buildValuesFormValues,
  toValueInput,
  valueKey,
  valuesFingerprint,
  type ValueShape,
} from "@/components/values-review/values-form-model";
import { findValueByName, valueNameKey } from "@/lib/shared/value-names";
import { valuesReviewBodySchema, type ReviewSideDto } from "@/lib/shared/schemas/values-review";

const shape = (id: number, name: string): ValueShape => ({
  scCategoryId: null,
  scDetailId: id,
  scDetail: name,
  description: "",
  subcomponents: [1, 2, 3].map((position) => ({
    position,
    subcomponentName: `${name} ${position}`,
    description: "",
  })),
});
const values = [shape(1, "Drive to Excellence"), shape(2, "Grit")];
const ids = { employeeHrisId: "E2", managerHrisId: "E1", reviewCycle: "Jun-25" };

const saved: ReviewSideDto = {
  isDraft: true,
  overallNotes: "So far so good",
  updatedAt: "2025-06-01T00:00:00.000Z",
  overallScore: 3,
  categoryScores: [
    {
      scCategoryId: null,
      scDetailId: 2,
      detailScores: {
        subcomp1Score: 3,
        subcomp2Score: 0,
        subcomp3Score: 0,
        overrideScore: 4.2,
        valueNotes: "Keeps going",
        categoryNotes: null,
        subcomp1Notes: "note",
        subcomp2Notes: null,
        subcomp3Notes: null,
      },
    },
  ],
};

describe("values form model", () => {
  it("fills the form from a saved review, empty values left unset", () => {
    const form = buildValuesFormValues(values, saved);
    expect(form.overallNotes).toBe("So far so good");
    expect(form.values[valueKey(1)].subs.map((s) => s.score)).toEqual([0, 0, 0]);
    expect(form.values[valueKey(2)]).toMatchObject({
      overrideEnabled: true,
      overrideScore: "4.2",
      valueNotes: "Keeps going",
    });
    expect(toValueInput(form, 2)).toEqual({ subScores: [3, 0, 0], overrideScore: 4.2 });
  });

  it("builds a body the server's schema accepts: 0 for unset, the override only when enabled and valid", () => {
    const form = buildValuesFormValues(values, saved);
    form.values[valueKey(1)].overrideScore = "9";
    form.values[valueKey(1)].overrideEnabled = true;
    form.values[valueKey(2)].overrideEnabled = false;
    const body = valuesReviewBodySchema.parse(buildValuesBody(values, form, ids, true));
    expect(body.categoryScores.map((c) => [c.scDetailId, c.subcomp1Score, c.overrideScore])).toEqual([
      [1, 0, null],
      [2, 3, null],
    ]);
  });

  it("is unsaved only when what would be saved changes", () => {
    const form = buildValuesFormValues(values, saved);
    const before = valuesFingerprint(values, form);
    expect(valuesFingerprint(values, buildValuesFormValues(values, saved))).toBe(before);
    form.values[valueKey(1)].subs[2].score = 5;
    expect(valuesFingerprint(values, form)).not.toBe(before);
  });
});

describe("value names", () => {
  const catalog = [
    { id: 1, name: "Drive to Excellence" },
    { id: 5, name: "Results Orientation" },
  ];
  it("matches loosely written names and ids, nothing else", () => {
    expect(valueNameKey(" Result-Orientation ")).toBe("result orientation");
    expect(findValueByName(catalog, "result orientation")?.id).toBe(5);
    expect(findValueByName(catalog, "DRIVE TO EXCELLENCE")?.id).toBe(1);
    expect(findValueByName(catalog, "5")?.id).toBe(5);
    expect(findValueByName(catalog, "Drive")).toBeUndefined();
    expect(findValueByName(catalog, "")).toBeUndefined();
  });
});
