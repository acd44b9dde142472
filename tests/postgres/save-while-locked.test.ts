import { POST as saveDraft } from "@/app/api/evaluation/draft/route";
import { setDatabaseForTests } from "@/lib/server/db/client";
import type { DbHandle } from "@/lib/server/db/db-connect";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createBehavioralWorld } from "@/tests/helpers/behavioral-factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";

// A save that cannot get its row within its transaction's time (another transaction holds it for
// longer, such as an org re-import) is the service being busy, not a bug: 503 with Retry-After
// after the lock timeout, never a 500 after the statement timeout, and nothing is written.

const t = useTestDatabase();
let app: DbHandle;
beforeAll(() => {
  // The app's own client: its pool and its statement and lock timeouts (lib/server/db/client.ts).
  app = t.openClient({ poolSize: 3, statementTimeoutMs: 15_000 });
  setDatabaseForTests(app);
});
afterAll(async () => {
  setDatabaseForTests(t.handle);
  await app.close();
});

it("answers 503 with Retry-After when the evaluation stays locked past the save's time", async () => {
  const w = await createBehavioralWorld(t.prisma, [1]);
  const cookie = await managerCookie(w.manager);
  const [c] = w.competencies;
  const body = (notes: string) => ({
    employeeId: w.report.id,
    overallComments: notes,
    scores: [{ scDetailId: c.id, subcomponentId: c.subcomponents[0].id, score: 3, notes: "" }],
  });
  const draft = (notes: string) =>
    callRoute(saveDraft, "/api/evaluation/draft", { method: "POST", body: body(notes), cookie });
  const first = await draft("first");
  expect(first.status).toBe(200);
  const evaluationId = first.json.evaluationId as number;

  let locked!: () => void;
  let release!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const holder = t.openClient();
  const started = Date.now();
  const holding = holder.prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM "BehavioralEvaluation" WHERE id = ${evaluationId} FOR UPDATE`;
      locked();
      await released;
    },
    { timeout: 60_000 },
  );
  try {
    await isLocked;
    const blocked = await draft("while locked");
    expect(blocked.status).toBe(503);
    // at the lock timeout (4 s), not the statement timeout (15 s)
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(blocked.headers.get("retry-after")).toBe("5");
    expect(blocked.json).toMatchObject({
      code: "unavailable",
      message: expect.stringContaining("try again"),
    });
  } finally {
    release();
    await holding;
    await holder.close();
  }
  const stored = await t.prisma.behavioralEvaluation.findUniqueOrThrow({ where: { id: evaluationId } });
  expect(stored.overallComments).toBe("first");
  expect((await draft("after")).status).toBe(200);
}, 60_000);
