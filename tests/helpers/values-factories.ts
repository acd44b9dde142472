import type { PrismaClient } from "@/generated/prisma/client";
import { COMPANY_VALUES } from "@/lib/server/demo/catalog";
import { createAccount, createCycle, createEmployee } from "@/tests/helpers/factories";

// The six company values (ids 1–6, three subcomponents each), employees' own self-reviews and
// recognition examples, and full or partial manager values review bodies, for the values tests.

/** The demo catalog's six values, created once per database (idempotent). */
export async function ensureCompanyValues(db: PrismaClient) {
  for (const [index, v] of COMPANY_VALUES.entries()) {
    await db.companyValue.upsert({
      where: { id: v.id },
      create: { id: v.id, name: v.name, description: v.description, sortOrder: index + 1 },
      update: {},
    });
  }
  await db.valueSubcomponent.createMany({
    data: COMPANY_VALUES.flatMap((v) =>
      v.parts.map(([name, description], i) => ({ valueId: v.id, position: i + 1, name, description })),
    ),
    skipDuplicates: true,
  });
  return COMPANY_VALUES;
}

/** The current review cycle (the demo's "Jun-25"). */
export const ensureCurrentCycle = (db: PrismaClient) => createCycle(db);

/** A manager with a direct report and a deeper report, and another manager's team outside. */
export async function createValuesWorld(db: PrismaClient) {
  await ensureCompanyValues(db);
  const cycle = await ensureCurrentCycle(db);
  const manager = await createEmployee(db, { name: "Vera Values" });
  const report = await createEmployee(db, { name: "Ravi Report", mgrId: manager.hrisId });
  const deep = await createEmployee(db, { name: "Dina Deep", mgrId: report.hrisId });
  const otherBoss = await createEmployee(db, { name: "Oscar Other" });
  const outsider = await createEmployee(db, { name: "Olga Outside", mgrId: otherBoss.hrisId });
  await createAccount(db, manager);
  await createAccount(db, otherBoss);
  return { cycle, manager, report, deep, otherBoss, outsider };
}

type Score = number | ((valueId: number, sub: number) => number);

/** categoryScores for every value; `score` per subcomponent (0 = unset). */
export function valuesScores(score: Score = 4, overrides: Record<number, number> = {}) {
  return COMPANY_VALUES.map((v) => {
    const at = (sub: number) => (typeof score === "number" ? score : score(v.id, sub));
    return {
      scCategoryId: null,
      scDetailId: v.id,
      subcomp1Score: at(1),
      subcomp2Score: at(2),
      subcomp3Score: at(3),
      overrideScore: overrides[v.id] ?? null,
      categoryNotes: "",
      valueNotes: "",
      subcomp1Notes: "",
      subcomp2Notes: "",
      subcomp3Notes: "",
    };
  });
}

export function valuesBody(
  employee: { hrisId: string },
  manager: { hrisId: string },
  isDraft: boolean,
  categoryScores = valuesScores(),
  overallNotes = "",
) {
  return {
    employeeHrisId: employee.hrisId,
    managerHrisId: manager.hrisId,
    reviewCycle: "Jun-25",
    isDraft,
    overallNotes,
    categoryScores,
  };
}

/** The employee's own values self-review: `scores[valueId - 1]` for each value's three parts. */
export async function createSelfReview(
  db: PrismaClient,
  employeeId: number,
  options: { isDraft?: boolean; score?: number; notes?: string } = {},
) {
  const cycle = await ensureCurrentCycle(db);
  return db.employeeValuesReview.create({
    data: {
      employeeId,
      cycleId: cycle.id,
      isDraft: options.isDraft ?? false,
      overallNotes: "My year.",
      categoryScores: {
        create: COMPANY_VALUES.map((v) => ({
          valueId: v.id,
          subcomp1Score: options.score ?? 5,
          subcomp2Score: options.score ?? 5,
          subcomp3Score: options.score ?? 5,
          subcomp1Notes: options.notes ?? `Self note on ${v.parts[0][0]}`,
        })),
      },
    },
  });
}

export async function createRecognition(
  db: PrismaClient,
  employee: { id: number; name: string },
  valueId: number,
  text: string,
  dateSubmitted = new Date("2025-05-01T10:00:00Z"),
) {
  const value = COMPANY_VALUES[valueId - 1];
  return db.recognitionSubmission.create({
    data: {
      employeeId: employee.id,
      scDetailId: valueId,
      employeeName: employee.name,
      coreValueSubmitted: value.name,
      componentSubmitted: value.parts[0][0],
      recognizer: "Colleague Carla",
      recognitionText: text,
      dateSubmitted,
    },
  });
}
