// The per-item gap view (issue 34 §6): for each value subcomponent both sides rated, the employee's
// own score, the manager's and the signed difference (self − manager). Pure, shared by the server
// (which builds the answer) and the screen (which sorts and words it).

/** The cycle's default: a difference of this size or more is highlighted. */
export const DEFAULT_GAP_THRESHOLD = 2;

/** One value's three subcomponent scores on one side (0: not scored). */
export type SideScores = { valueId: number; scores: readonly number[] };

export type GapValue = { id: number; name: string; subcomponents: { position: number; name: string }[] };

export type GapItem = {
  valueId: number;
  valueName: string;
  /** 1-based subcomponent position inside the value. */
  position: number;
  subcomponentName: string;
  self: number;
  manager: number;
  /** self − manager: positive when the employee rated themself higher. */
  gap: number;
  highlighted: boolean;
};

export type GapSummary = { higher: number; lower: number; same: number };

const rated = (score: number | undefined): score is number =>
  score !== undefined && Number.isInteger(score) && score >= 1 && score <= 5;

/** The items both sides rated, in the catalogue's order (a 0 on either side leaves the item out). */
export function computeGapItems(
  values: readonly GapValue[],
  self: readonly SideScores[],
  manager: readonly SideScores[],
  threshold: number = DEFAULT_GAP_THRESHOLD,
): GapItem[] {
  const selfOf = new Map(self.map((s) => [s.valueId, s.scores]));
  const managerOf = new Map(manager.map((s) => [s.valueId, s.scores]));
  return values.flatMap((value) =>
    value.subcomponents.flatMap((sub) => {
      const own = selfOf.get(value.id)?.[sub.position - 1];
      const theirs = managerOf.get(value.id)?.[sub.position - 1];
      if (!rated(own) || !rated(theirs)) return [];
      const gap = own - theirs;
      return [
        {
          valueId: value.id,
          valueName: value.name,
          position: sub.position,
          subcomponentName: sub.name,
          self: own,
          manager: theirs,
          gap,
          highlighted: Math.abs(gap) >= threshold,
        },
      ];
    }),
  );
}

export function summarizeGaps(items: readonly GapItem[]): GapSummary {
  return {
    higher: items.filter((i) => i.gap > 0).length,
    lower: items.filter((i) => i.gap < 0).length,
    same: items.filter((i) => i.gap === 0).length,
  };
}

export type GapSort = "catalogue" | "largest" | "selfHigher" | "managerHigher";

/** A sorted copy: by the size of the gap (largest first) or by its sign; ties keep the catalogue order. */
export function sortGapItems(items: readonly GapItem[], sort: GapSort): GapItem[] {
  const key: Record<GapSort, (i: GapItem) => number> = {
    catalogue: () => 0,
    largest: (i) => -Math.abs(i.gap),
    selfHigher: (i) => -i.gap,
    managerHigher: (i) => i.gap,
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => key[sort](a.item) - key[sort](b.item) || a.index - b.index)
    .map((x) => x.item);
}

const itemsWord = (n: number) => (n === 1 ? "item" : "items");

/** The employee's summary, the words: "You rated yourself higher on 3 items, lower on 1". */
export function employeeGapSummary({ higher, lower }: GapSummary): string {
  return `You rated yourself higher on ${higher} ${itemsWord(higher)}, lower on ${lower}`;
}

/** The manager's: "Ivy rated themself higher than you on 3 items, lower on 1". */
export function managerGapSummary(employeeName: string, { higher, lower }: GapSummary): string {
  return `${employeeName} rated themself higher than you on ${higher} ${itemsWord(higher)}, lower on ${lower}`;
}

/** HR's rater flag (ADR 0086): the mean signed gap (self − manager) over a group's items. */
export type RaterFlag = "lenient" | "severe" | null;

/** A group is flagged only with at least this many reviews behind its mean. */
export const RATER_FLAG_MIN_REVIEWS = 3;
/** …and a mean at least this far from zero (half a scale point over every item). */
export const RATER_FLAG_MEAN = 0.5;

/**
 * Employees rating themselves well above their manager: the manager rates severely; well below: the
 * manager rates leniently. Too few reviews: no flag.
 */
export function raterFlag(meanGap: number | null, reviews: number): RaterFlag {
  if (meanGap === null || reviews < RATER_FLAG_MIN_REVIEWS) return null;
  if (meanGap >= RATER_FLAG_MEAN) return "severe";
  if (meanGap <= -RATER_FLAG_MEAN) return "lenient";
  return null;
}
