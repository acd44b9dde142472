import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute } from "@/tests/helpers/http";
import {
  createShareWorld,
  submitCompleteReview,
  type ShareWorld,
} from "@/tests/helpers/review-share-factories";
import { POST as acknowledge } from "@/app/api/my-review/acknowledge/route";
import { POST as share } from "@/app/api/review-share/[hrisId]/route";
import { readEmployeeRowIn } from "@/lib/server/exports/evaluation-rows";

// The acknowledgement table is append-only (issue 34 §8): the migration's trigger refuses a raw
// UPDATE and DELETE, whoever sends them. On PostgreSQL: tests/postgres/acknowledgement-append-only.test.ts.
// The counts of Acknowledged / Not yet / Not shared: tests/integration/review-cycles/completion-dashboard.test.ts.

const t = useTestDatabase();

const shareIt = (w: ShareWorld) =>
  callRoute(share, `/api/review-share/${w.employee.hrisId}`, {
    method: "POST",
    cookie: w.cookies.manager,
    params: { hrisId: w.employee.hrisId },
    body: { confirm: true },
  });

async function acknowledged() {
  const w = await createShareWorld(t.prisma);
  await submitCompleteReview(t.prisma, w);
  expect((await shareIt(w)).status).toBe(200);
  const res = await callRoute(acknowledge, "/api/my-review/acknowledge", {
    method: "POST",
    cookie: w.cookies.employee,
    body: { comment: "Read." },
  });
  expect(res.status).toBe(200);
  return w;
}

describe("the acknowledgement table", () => {
  it("refuses a raw SQL UPDATE and DELETE, and the row stays as written", async () => {
    const w = await acknowledged();
    await expect(
      t.prisma.$executeRawUnsafe(
        `UPDATE "ReviewAcknowledgement" SET comment = 'I agree' WHERE "employeeId" = ${w.employee.id}`,
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.prisma.$executeRawUnsafe(`DELETE FROM "ReviewAcknowledgement" WHERE "employeeId" = ${w.employee.id}`),
    ).rejects.toThrow(/append-only/);
    const rows = await t.prisma.reviewAcknowledgement.findMany({ where: { employeeId: w.employee.id } });
    expect(rows.map((r) => r.comment)).toEqual(["Read."]);
  });

  it("is a column of HR's evaluations export: the latest acknowledged version's comment", async () => {
    const w = await acknowledged();
    expect(await readEmployeeRowIn(w.cycle.id, w.employee.id)).toMatchObject({
      acknowledgementComment: "Read.",
    });
    expect(await readEmployeeRowIn(w.cycle.id, w.manager.id)).toMatchObject({ acknowledgementComment: null });
  });
});
