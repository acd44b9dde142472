import { GET } from "@/app/api/employee/[id]/review-cycles/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { createEvaluation, createQuestionnaire, createValuesReview } from "@/tests/helpers/team-factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { CATALOGUE_SCALE, type EmployeeCyclesAnswer } from "@/lib/shared/schemas/cycle-history";
import type { PrismaClient } from "@/generated/prisma/client";

// The profile's history and comparison (issue 32 §8): every cycle the employee was in, closed and
// archived ones included, and the last three side by side with the export's scores.

const t = useTestDatabase();
type Person = { id: number; hrisId: string; name: string };
let manager: Person;
let report: Person;
let outsider: Person;
let other: Person;
let hr: { id: number; username: string };
const at = (iso: string) => new Date(iso);

async function submitAll(
  db: PrismaClient,
  pair: { employeeId: number; managerId: number; cycleId: number },
  s: { behavioral: number; values: number; performance: number },
) {
  await createEvaluation(db, pair, { isDraft: false, totalAverage: s.behavioral });
  await createValuesReview(db, pair, { isDraft: false, overallScore: s.values });
  await createQuestionnaire(db, pair, { submitted: true, overallPerformance: s.performance });
}

beforeAll(async () => {
  const db = t.prisma;
  manager = await createEmployee(db, { name: "History Manager" });
  report = await createEmployee(db, { name: "Harriet History", mgrId: manager.hrisId });
  other = await createEmployee(db, { name: "Other Boss" });
  outsider = await createEmployee(db, { name: "Oscar Outside", mgrId: other.hrisId });
  await createAccount(db, manager);
  await createAccount(db, other);
  hr = await createHrUser(db, "history-hr");
  // Oldest: a cycle with no participant list (as the migrated one), archived.
  const migrated = await db.reviewCycle.create({
    data: {
      name: "History-0",
      status: "Archived",
      createdAt: at("2025-06-01T00:00:00Z"),
      closedAt: at("2025-12-01T00:00:00Z"),
    },
  });
  const first = await db.reviewCycle.create({
    data: {
      name: "History-1",
      status: "Closed",
      launchedAt: at("2026-01-05T00:00:00Z"),
      closedAt: at("2026-03-01T00:00:00Z"),
    },
  });
  const second = await db.reviewCycle.create({
    data: {
      name: "History-2",
      status: "Closed",
      launchedAt: at("2026-04-05T00:00:00Z"),
      closedAt: at("2026-06-01T00:00:00Z"),
    },
  });
  const third = await db.reviewCycle.create({
    data: { name: "History-3", status: "Active", launchedAt: at("2026-07-05T00:00:00Z") },
  });
  // A cycle the report was not in: another person's only.
  const elsewhere = await db.reviewCycle.create({
    data: { name: "History-elsewhere", status: "Closed", launchedAt: at("2026-05-01T00:00:00Z") },
  });
  for (const c of [first, second, third])
    await db.reviewCycleParticipant.create({
      data: {
        cycleId: c.id,
        employeeId: report.id,
        reviewerId: manager.id,
        reviewerAtLaunch: manager.id,
        includedBy: "rule",
      },
    });
  await db.reviewCycleParticipant.create({
    data: { cycleId: elsewhere.id, employeeId: outsider.id, reviewerId: other.id, includedBy: "rule" },
  });
  const pair = (cycleId: number) => ({ employeeId: report.id, managerId: manager.id, cycleId });
  await submitAll(db, pair(migrated.id), { behavioral: 2, values: 2, performance: 2 });
  await submitAll(db, pair(first.id), { behavioral: 3.14, values: 3.25, performance: 3 });
  await submitAll(db, pair(second.id), { behavioral: 4, values: 4.15, performance: 4 });
  // The running cycle: only the values review so far (no combined score yet).
  await createValuesReview(db, pair(third.id), { isDraft: false, overallScore: 4.5 });
});

async function get(employeeId: number, cookie: string) {
  const res = await callRoute(GET, `/api/employee/${employeeId}/review-cycles`, {
    params: { id: String(employeeId) },
    cookie,
  });
  return { status: res.status, body: res.json as unknown as EmployeeCyclesAnswer };
}

describe("GET /api/employee/{id}/review-cycles", () => {
  it("lists every cycle the employee was in, newest first, closed and archived ones included", async () => {
    const { status, body } = await get(report.id, await managerCookie(manager));
    expect(status).toBe(200);
    expect(body.cycles.map((c) => [c.name, c.status, c.participantStatus])).toEqual([
      ["History-3", "Active", "Active"],
      ["History-2", "Closed", "Active"],
      ["History-1", "Closed", "Active"],
      ["History-0", "Archived", null],
    ]);
    expect(body.cycles.every((c) => c.scale === CATALOGUE_SCALE)).toBe(true);
  });

  it("compares the last three cycles with the export's scores: half-up to one decimal, combined out of 10", async () => {
    const { body } = await get(report.id, await hrCookie(hr));
    expect(body.compare.map((c) => [c.name, c.scores])).toEqual([
      ["History-3", { combined: null, behavioral: null, values: 4.5, performance: null }],
      ["History-2", { combined: 8.2, behavioral: 4, values: 4.2, performance: 4 }],
      ["History-1", { combined: 6.3, behavioral: 3.1, values: 3.3, performance: 3 }],
    ]);
  });

  it("shows 'different scale' (no scores) for a compared cycle on another scale than the newest", async () => {
    const first = await t.prisma.reviewCycle.findUniqueOrThrow({ where: { name: "History-1" } });
    await t.prisma.reviewCycle.update({ where: { id: first.id }, data: { scale: "catalogue-1-7" } });
    try {
      const { body } = await get(report.id, await hrCookie(hr));
      expect(body.compare.map((c) => [c.name, c.scale, c.scores === null])).toEqual([
        ["History-3", CATALOGUE_SCALE, false],
        ["History-2", CATALOGUE_SCALE, false],
        ["History-1", "catalogue-1-7", true],
      ]);
    } finally {
      await t.prisma.reviewCycle.update({ where: { id: first.id }, data: { scale: CATALOGUE_SCALE } });
    }
  });

  it("answers 404 to a manager for someone outside their hierarchy, as for an unknown id", async () => {
    const cookie = await managerCookie(manager);
    expect((await get(outsider.id, cookie)).status).toBe(404);
    expect((await get(999_999, cookie)).status).toBe(404);
    expect((await get(outsider.id, await managerCookie(other))).status).toBe(200);
  });

  it("answers an employee in no cycle with empty lists", async () => {
    const { status, body } = await get(manager.id, await hrCookie(hr));
    expect(status).toBe(200);
    expect(body).toEqual({
      employee: { id: manager.id, hrisId: manager.hrisId, name: manager.name },
      cycles: [],
      compare: [],
    });
  });
});
