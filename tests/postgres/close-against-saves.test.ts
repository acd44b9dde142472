import { POST as close } from "@/app/api/hr/review-cycles/[id]/close/route";
import { setDatabaseForTests } from "@/lib/server/db/client";
import type { DbHandle } from "@/lib/server/db/db-connect";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createCycle, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import { createSaveWorld, SAVERS, cookieOf, type SaveWorld } from "@/tests/helpers/assessment-savers";

// Close in the write's own transaction (docs/decisions/0076): 50 saves fired together with one
// close. Every save either lands before the close (and its row is no later than closedAt) or is
// refused 409 cycle_closed; no assessment row changes after closedAt.

const t = useTestDatabase();
let app: DbHandle;
beforeAll(() => {
  app = t.openClient({ poolSize: 10, statementTimeoutMs: 15_000 });
  setDatabaseForTests(app);
});
afterAll(async () => {
  setDatabaseForTests(t.handle);
  await app.close();
});

it("50 concurrent saves against one close: no assessment row changed after closedAt", async () => {
  const cycle = await createCycle(t.prisma);
  const w = await createSaveWorld(t.prisma);
  const reports: SaveWorld[] = [w];
  for (let i = 1; i < 25; i++) {
    const report = await createEmployee(t.prisma, {
      name: `Report ${i}`,
      mgrId: w.manager.hrisId,
      titleId: null,
    });
    reports.push({ ...w, report });
  }
  const manager = await cookieOf(w.manager);
  const hr = hrCookie(await createHrUser(t.prisma));

  // two kinds per report: 50 saves, each its own transaction
  const saves = reports.flatMap((r, i) => [SAVERS.values(r, manager, i), SAVERS.performance(r, manager, i)]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const closing = callRoute(close, `/api/hr/review-cycles/${cycle.id}/close`, {
    method: "POST",
    cookie: await hr,
    params: { id: String(cycle.id) },
    body: { confirmUnsubmitted: true },
  });
  const [closed, ...answers] = await Promise.all([closing, ...saves]);

  expect(closed.status).toBe(200);
  const closedAt = new Date(closed.json.closedAt as string);
  const statuses = answers.map((a) => (a.status === 200 ? 200 : `${a.status} ${a.json.code}`));
  for (const s of statuses) expect([200, "409 cycle_closed"]).toContain(s);

  const where = { cycleId: cycle.id, managerId: w.manager.id };
  const rows = [
    ...(await t.prisma.managerValuesReview.findMany({ where, select: { updatedAt: true } })),
    ...(await t.prisma.performanceQuestionnaire.findMany({ where, select: { updatedAt: true } })),
  ];
  // every accepted save wrote its row, and none after the close
  expect(rows).toHaveLength(statuses.filter((s) => s === 200).length);
  for (const row of rows) expect(row.updatedAt.getTime()).toBeLessThanOrEqual(closedAt.getTime());

  // and after it, every save is refused
  const after = await SAVERS.values(w, manager, 99);
  expect(after.json).toMatchObject({ code: "cycle_closed" });
}, 180_000);
