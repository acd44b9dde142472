import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import { effectiveDueAt } from "@/lib/server/review-cycles/cycle-write-gate";
import { findShownCycle } from "@/lib/server/review-cycles/shown-cycle";
import type { ReflectionKey, SelfReviewDto, SelfReviewValueDto } from "@/lib/shared/schemas/self-review";

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

/** Whether a save is accepted now: the cycle runs and the person's self phase window holds now. */
export function selfPhaseOpen(
  status: string,
  window: { opensAt: Date | null; dueAt: Date | null },
  now: Date,
) {
  return (
    status === "Active" &&
    window.opensAt !== null &&
    now >= window.opensAt &&
    (window.dueAt === null || now <= window.dueAt)
  );
}

/** The self phase's window for one person: when it opens and their own due date (ADR 0075's rule). */
async function selfWindow(cycleId: number, employeeId: number) {
  const [w] = await db.$queryRaw<
    {
      opensAt: Date | null;
      dueAt: Date | null;
      graceDays: number;
      includedBy: string | null;
      addedAt: Date | null;
      extendedTo: Date | null;
      lateJoinerDays: number;
    }[]
  >`
    SELECT ph."opensAt", ph."dueAt", COALESCE(ph."graceDays", 0)::int AS "graceDays",
      p."includedBy", p."addedAt", x."dueAt" AS "extendedTo", c."lateJoinerDays"
    FROM "ReviewCycle" c
    LEFT JOIN "ReviewCyclePhase" ph ON ph."cycleId" = c.id AND ph.phase = 'self'
    LEFT JOIN "ReviewCycleParticipant" p ON p."cycleId" = c.id AND p."employeeId" = ${employeeId}
    LEFT JOIN "ReviewPhaseExtension" x ON x."cycleId" = c.id AND x.phase = 'self' AND x."employeeId" = ${employeeId}
    WHERE c.id = ${cycleId}`;
  return { opensAt: w?.opensAt ?? null, dueAt: w ? effectiveDueAt(w, w.lateJoinerDays) : null };
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
  const [cycle, values, stored, window] = await Promise.all([
    db.reviewCycle.findUniqueOrThrow({ where: { id: shown.id }, select: { timeZone: true } }),
    selfReviewValues(),
    findStoredSelfReview(person.id, shown.id),
    selfWindow(shown.id, person.id),
  ]);
  return toSelfReviewDto({ person, cycle: { ...shown, ...cycle }, values, stored, window, now });
}

export function toSelfReviewDto(input: {
  person: Person;
  cycle: { name: string; status: string; timeZone: string };
  values: SelfReviewValueDto[];
  stored: StoredSelfReview | null;
  window: { opensAt: Date | null; dueAt: Date | null };
  now: Date;
}): SelfReviewDto {
  const { person, cycle, values, stored, window, now } = input;
  const reflection = (key: ReflectionKey) => stored?.[key] ?? "";
  const open = selfPhaseOpen(cycle.status, window, now);
  return {
    employeeHrisId: person.hrisId,
    employeeName: person.name,
    cycleName: cycle.name,
    dueAt: window.dueAt?.toISOString() ?? null,
    timeZone: cycle.timeZone,
    open,
    state: !stored ? "notStarted" : stored.isDraft ? "draft" : "submitted",
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
