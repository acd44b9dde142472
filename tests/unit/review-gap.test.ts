import {
  computeGapItems,
  employeeGapSummary,
  managerGapSummary,
  raterFlag,
  sortGapItems,
  summarizeGaps,
  type GapValue,
} from "@/lib/shared/review-gap";

const values: GapValue[] = [
  {
    id: 7,
    name: "Ownership",
    subcomponents: [1, 2, 3].map((position) => ({ position, name: `O${position}` })),
  },
  {
    id: 3,
    name: "Candour",
    subcomponents: [1, 2, 3].map((position) => ({ position, name: `C${position}` })),
  },
];

describe("computeGapItems", () => {
  const self = [
    { valueId: 7, scores: [5, 3, 0] },
    { valueId: 3, scores: [2, 4, 1] },
  ];
  const manager = [
    { valueId: 7, scores: [3, 3, 4] },
    { valueId: 3, scores: [4, 0, 2] },
  ];

  it("keeps only items both sides rated, in the catalogue's order, gap = self − manager", () => {
    const items = computeGapItems(values, self, manager);
    expect(items.map((i) => [i.subcomponentName, i.self, i.manager, i.gap])).toEqual([
      ["O1", 5, 3, 2],
      ["O2", 3, 3, 0],
      ["C1", 2, 4, -2],
      ["C3", 1, 2, -1],
    ]);
  });

  it("highlights a difference of the threshold or more, either way", () => {
    expect(computeGapItems(values, self, manager).map((i) => i.highlighted)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(computeGapItems(values, self, manager, 3).some((i) => i.highlighted)).toBe(false);
    expect(computeGapItems(values, self, manager, 1).map((i) => i.highlighted)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it("has no items when a side is missing or a score is out of the scale", () => {
    expect(computeGapItems(values, self, [])).toEqual([]);
    expect(computeGapItems(values, [{ valueId: 7, scores: [6, -1, 2.5] }], manager)).toEqual([]);
  });
});

describe("sortGapItems and the summaries", () => {
  const items = computeGapItems(
    values,
    [
      { valueId: 7, scores: [5, 3, 1] },
      { valueId: 3, scores: [4, 2, 5] },
    ],
    [
      { valueId: 7, scores: [4, 3, 4] },
      { valueId: 3, scores: [2, 2, 4] },
    ],
  );

  it("sorts by the largest gap, by self higher, by manager higher; ties in catalogue order", () => {
    const names = (sort: Parameters<typeof sortGapItems>[1]) =>
      sortGapItems(items, sort).map((i) => i.subcomponentName);
    expect(names("largest")).toEqual(["O3", "C1", "O1", "C3", "O2", "C2"]);
    expect(names("selfHigher")).toEqual(["C1", "O1", "C3", "O2", "C2", "O3"]);
    expect(names("managerHigher")).toEqual(["O3", "O2", "C2", "O1", "C3", "C1"]);
    expect(names("catalogue")).toEqual(["O1", "O2", "O3", "C1", "C2", "C3"]);
  });

  it("counts higher, lower and same, and words them for each reader", () => {
    const summary = summarizeGaps(items);
    expect(summary).toEqual({ higher: 3, lower: 1, same: 2 });
    expect(employeeGapSummary(summary)).toBe("You rated yourself higher on 3 items, lower on 1");
    expect(employeeGapSummary({ higher: 1, lower: 0, same: 0 })).toBe(
      "You rated yourself higher on 1 item, lower on 0",
    );
    expect(managerGapSummary("Ivy", summary)).toBe(
      "Ivy rated themself higher than you on 3 items, lower on 1",
    );
  });
});

describe("raterFlag", () => {
  it("flags a severe or lenient manager only with enough reviews and a large enough mean", () => {
    expect(raterFlag(0.5, 3)).toBe("severe");
    expect(raterFlag(-0.5, 3)).toBe("lenient");
    expect(raterFlag(0.49, 10)).toBeNull();
    expect(raterFlag(-2, 2)).toBeNull();
    expect(raterFlag(null, 10)).toBeNull();
  });
});
