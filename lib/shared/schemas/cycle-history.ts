// An employee's review cycles on their profile (issue 32 §8): every cycle they were in, and the
// last three side by side. Scores are the export's (lib/shared/scores.ts: out of 5 to one
// decimal, the combined score out of 10 once all three assessments are complete).

export type CycleHistoryStatus = "Draft" | "Active" | "Closed" | "Archived";

/**
 * The scale a cycle's scores are given on (ReviewCycle.scale, this by default): the catalogue's
 * 1–5 scale, combined out of 10 (docs/decisions/0078). Compare sets side by side only the cycles
 * on the newest compared cycle's scale; the others show "different scale".
 */
export const CATALOGUE_SCALE = "catalogue-1-5";

export type CycleScores = {
  combined: number | null;
  behavioral: number | null;
  values: number | null;
  performance: number | null;
};

export type EmployeeCycle = {
  id: number;
  name: string;
  status: CycleHistoryStatus;
  /** When it was launched (or created, for a cycle that was never launched), ISO 8601. */
  startedAt: string;
  closedAt: string | null;
  /** Their participation: null for a cycle that had no participant list (the migrated cycle). */
  participantStatus: "Active" | "Left" | null;
  scale: string;
};

export type CompareColumn = EmployeeCycle & {
  /** Null when the cycle's scale differs from the newest compared cycle's ("different scale"). */
  scores: CycleScores | null;
};

export type EmployeeCyclesAnswer = {
  employee: { id: number; hrisId: string; name: string };
  cycles: EmployeeCycle[];
  /** The last three cycles, newest first. */
  compare: CompareColumn[];
};

export const COMPARE_CYCLES = 3;
