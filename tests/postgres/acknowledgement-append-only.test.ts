import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute } from "@/tests/helpers/http";
import { createShareWorld, submitCompleteReview } from "@/tests/helpers/review-share-factories";
import { POST as acknowledge } from "@/app/api/my-review/acknowledge/route";
import { POST as share } from "@/app/api/review-share/[hrisId]/route";

// The acknowledgement's append-only trigger on a real PostgreSQL server (issue 34 §8); the PGlite
// twin is tests/integration/review-share/acknowledgement-append-only.test.ts. Two acknowledgements of
// one version sent at once: one is stored, the other answers 409.

const t = useTestDatabase();

beforeAll(() => {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error("These tests need TEST_DATABASE_URL (a PostgreSQL server).");
});

it("refuses UPDATE and DELETE of an acknowledgement, and a second one of the same version", async () => {
  const w = await createShareWorld(t.prisma);
  await submitCompleteReview(t.prisma, w);
  const shared = await callRoute(share, `/api/review-share/${w.employee.hrisId}`, {
    method: "POST",
    cookie: w.cookies.manager,
    params: { hrisId: w.employee.hrisId },
    body: { confirm: true },
  });
  expect(shared.status).toBe(200);
  const ack = (comment: string) =>
    callRoute(acknowledge, "/api/my-review/acknowledge", {
      method: "POST",
      cookie: w.cookies.employee,
      body: { comment },
    });
  const answers = await Promise.all([ack("first tab"), ack("second tab")]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);

  await expect(
    t.prisma.$executeRawUnsafe(
      `UPDATE "ReviewAcknowledgement" SET comment = 'I agree' WHERE "employeeId" = ${w.employee.id}`,
    ),
  ).rejects.toThrow(/append-only/);
  await expect(
    t.prisma.$executeRawUnsafe(`DELETE FROM "ReviewAcknowledgement" WHERE "employeeId" = ${w.employee.id}`),
  ).rejects.toThrow(/append-only/);
  expect(await t.prisma.reviewAcknowledgement.count({ where: { employeeId: w.employee.id } })).toBe(1);
});
