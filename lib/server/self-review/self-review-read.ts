import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import { findShownCycle } from "@/lib/server/review-cycles/shown-cycle";
import {
  selfReviewState,
  type ReflectionKey,
  type SelfReviewDto,
  type SelfReviewTask,
  type SelfReviewValueDto,
} from "@/lib/shared/schemas/self-review";
import { findSelfReviewTask } from "./self-review-task";

// One person's self-review in the shown cycle (the active one, else the one closed last), in the
// answer shape every reader gets: its author, HR, and a manager the cycle's visibility lets read it.

type Person = { id: number; hrisId: string; name: string };

export type StoredSelfReview = {
  id: number;
  isDraft: boolean;
  source: "import" | "product" | "hr";
  submittedAt: Date | null;
  updatedAt: Date;
  wentWell: string | null;
  toImprove: string | null;
  goals: string | null;
  categoryScores: { valueId: number; subcomp1Score: number; subcomp2Score: number; subcomp3Score: number }[];
};

const storedSelect = {
  id: true,
  isDraft: true,
  source: true,
  submittedAt: true,
  updatedAt: true,
  wentWell: true,
  toImprove: true,
  goals: true,
  categoryScores: {
    select: { valueId: true, subcomp1Score: true, subcomp2Score: true, subcomp3Score: true },
  },
} as const;

/** The six values with their subcomponents' ids, in display order. */
export async function selfReviewValues(client: Tx | typeof db = db): Promise<SelfReviewValueDto[]> {
  const values = await client.companyValue.findMany({
    select: {
      id: true,
      name: true,
      description: true,
      subcomponents: {
        select: { id: true, position: true, name: true, description: true },
        orderBy: { position: "asc" },
      },
    },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
  });
  return values.map(({ id, ...v }) => ({ valueId: id, ...v }));
}

/** The stored scores by subcomponent id (0, "not scored", left out). */
export function scoresBySubcomponent(
  values: SelfReviewValueDto[],
  rows: StoredSelfReview["categoryScores"],
): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const row of rows) {
    const value = values.find((v) => v.valueId === row.valueId);
    for (const sub of value?.subcomponents ?? []) {
      const score = [row.subcomp1Score, row.subcomp2Score, row.subcomp3Score][sub.position - 1] ?? 0;
      if (score > 0) scores[String(sub.id)] = score;
    }
  }
  return scores;
}

/** The stored self-review of a person in a cycle, or null. */
export function findStoredSelfReview(employeeId: number, cycleId: number) {
  return db.employeeValuesReview.findUnique({
    where: { employeeId_cycleId: { employeeId, cycleId } },
    select: storedSelect,
  }) as Promise<StoredSelfReview | null>;
}

/** The person's self-review in the shown cycle; null when no cycle was ever launched. */
export async function readSelfReview(person: Person, now = new Date()): Promise<SelfReviewDto | null> {
  const shown = await findShownCycle();
  if (!shown) return null;
  const [task, values, stored] = await Promise.all([
    findSelfReviewTask(person.id, now),
    selfReviewValues(),
    findStoredSelfReview(person.id, shown.id),
  ]);
  if (!task) return null;
  return toSelfReviewDto({ person, task, values, stored });
}

export function toSelfReviewDto(input: {
  person: Person;
  /** The cycle, the person's due date and whether the self phase is open for them. */
  task: Pick<SelfReviewTask, "cycleName" | "timeZone" | "dueAt" | "open">;
  values: SelfReviewValueDto[];
  stored: StoredSelfReview | null;
}): SelfReviewDto {
  const { person, task, values, stored } = input;
  const reflection = (key: ReflectionKey) => stored?.[key] ?? "";
  return {
    employeeHrisId: person.hrisId,
    employeeName: person.name,
    cycleName: task.cycleName,
    dueAt: task.dueAt,
    timeZone: task.timeZone,
    open: task.open,
    state: selfReviewState(stored?.isDraft ?? null),
    source: stored?.source ?? null,
    submittedAt: stored?.submittedAt?.toISOString() ?? null,
    completedByHrAt: stored?.source === "hr" ? (stored.submittedAt?.toISOString() ?? null) : null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    values,
    scores: scoresBySubcomponent(values, stored?.categoryScores ?? []),
    reflections: {
      wentWell: reflection("wentWell"),
      toImprove: reflection("toImprove"),
      goals: reflection("goals"),
    },
  };
}
