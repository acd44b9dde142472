import { GET } from "@/app/api/employee-performance-questionnaire/[employeeHrisId]/[managerHrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { createQuestionnaire } from "@/tests/helpers/team-factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import type { PerformanceQuestionnaireDto } from "@/lib/shared/schemas/performance-questionnaire";

// Issue 32 §8: after a close the manager still reads what they saved in that cycle, and the answer
// says the cycle is closed (the form renders it read-only); once the next cycle runs, the page
// reads the new cycle's (nothing yet).

const t = useTestDatabase();
let manager: { id: number; hrisId: string; name: string };
let report: { id: number; hrisId: string; name: string };

beforeAll(async () => {
  manager = await createEmployee(t.prisma, { name: "Closing Manager" });
  report = await createEmployee(t.prisma, { name: "Read Only Rhea", mgrId: manager.hrisId });
  await createAccount(t.prisma, manager);
});

async function read() {
  const params = { employeeHrisId: report.hrisId, managerHrisId: manager.hrisId };
  const res = await callRoute(
    GET,
    `/api/employee-performance-questionnaire/${report.hrisId}/${manager.hrisId}`,
    {
      params,
      cookie: await managerCookie(manager),
    },
  );
  return { status: res.status, body: res.json as unknown as PerformanceQuestionnaireDto | null };
}

it("reads a closed cycle's draft with the cycle's status, then the next cycle's once it runs", async () => {
  const db = t.prisma;
  const closed = await db.reviewCycle.create({
    data: {
      name: "Closed H1",
      status: "Closed",
      launchedAt: new Date("2026-01-05T00:00:00Z"),
      closedAt: new Date(),
    },
  });
  await createQuestionnaire(
    db,
    { employeeId: report.id, managerId: manager.id, cycleId: closed.id },
    { submitted: false, overallPerformance: 4 },
  );
  const before = await read();
  expect(before.status).toBe(200);
  expect(before.body).toMatchObject({
    cycle: { name: "Closed H1", status: "Closed" },
    overallPerformance: "4",
  });

  await db.reviewCycle.create({ data: { name: "Running H2", status: "Active", launchedAt: new Date() } });
  expect((await read()).body).toBeNull();
});
