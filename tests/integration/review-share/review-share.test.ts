import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute } from "@/tests/helpers/http";
import {
  createShareWorld,
  scoreValueItems,
  submitCompleteReview,
  type ShareWorld,
} from "@/tests/helpers/review-share-factories";
import { GET as getMyReview } from "@/app/api/my-review/route";
import { POST as acknowledge } from "@/app/api/my-review/acknowledge/route";
import { GET as getShare, POST as share } from "@/app/api/review-share/[hrisId]/route";
import { POST as bulkShare } from "@/app/api/hr/review-cycles/[id]/share/route";

// Sharing the final review and the append-only acknowledgement (issue 34 §7–8), through the routes.

const t = useTestDatabase();

const shareAs = (w: ShareWorld, cookie: string) =>
  callRoute(share, `/api/review-share/${w.employee.hrisId}`, {
    method: "POST",
    cookie,
    params: { hrisId: w.employee.hrisId },
    body: { confirm: true },
  });
const shareAll = (w: ShareWorld) =>
  callRoute(bulkShare, `/api/hr/review-cycles/${w.cycle.id}/share`, {
    method: "POST",
    cookie: w.cookies.hr,
    params: { id: String(w.cycle.id) },
    body: { confirm: true },
  });
const myReview = (cookie: string) => callRoute(getMyReview, "/api/my-review", { cookie });
const ack = (cookie: string, body: unknown = {}) =>
  callRoute(acknowledge, "/api/my-review/acknowledge", { method: "POST", cookie, body });
const statusAs = (w: ShareWorld, cookie: string) =>
  callRoute(getShare, `/api/review-share/${w.employee.hrisId}`, {
    cookie,
    params: { hrisId: w.employee.hrisId },
  });

async function world() {
  const w = await createShareWorld(t.prisma);
  await submitCompleteReview(t.prisma, w);
  return w;
}

describe("sharing the final review", () => {
  it("freezes a numbered version the employee reads exactly, even after the review changes", async () => {
    const w = await world();
    expect((await myReview(w.cookies.employee)).status).toBe(404);

    const res = await shareAs(w, w.cookies.manager);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ version: 1, unchanged: false });

    const read = await myReview(w.cookies.employee);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      version: 1,
      acknowledgement: null,
      review: {
        employee: { hrisId: w.employee.hrisId },
        manager: { hrisId: w.manager.hrisId },
        combinedScore: 8.2,
        assessments: [
          { kind: "behavioral", score: 3.5, feedback: "Strong year (behavioral)" },
          { kind: "values", score: 4.2, feedback: "Strong year (values)" },
          { kind: "performance", score: 4, feedback: "Strong year (performance)" },
        ],
      },
    });

    // the manager changes the review: the employee still reads version 1
    await submitCompleteReview(t.prisma, w, { values: 2, note: "Changed later" });
    expect((await myReview(w.cookies.employee)).json).toMatchObject({
      version: 1,
      review: { combinedScore: 8.2 },
    });

    // shared again: version 2 with the new scores and text
    expect((await shareAs(w, w.cookies.manager)).json).toMatchObject({ version: 2 });
    expect((await myReview(w.cookies.employee)).json).toMatchObject({
      version: 2,
      review: { combinedScore: 6, assessments: [{}, { score: 2, feedback: "Changed later (values)" }, {}] },
    });
  });

  it("queues one 'ready to read' email per version, none for an unchanged re-share", async () => {
    const w = await world();
    await shareAs(w, w.cookies.manager);
    const unchanged = await shareAs(w, w.cookies.manager);
    expect(unchanged.json).toMatchObject({ version: 1, unchanged: true });
    const mails = await t.prisma.emailOutbox.findMany({ where: { employeeId: w.employee.id } });
    expect(mails.map((m) => m.kind)).toEqual(["review-shared"]);
    expect(await t.prisma.reviewShare.count({ where: { employeeId: w.employee.id } })).toBe(1);
    const audit = await t.prisma.auditEvent.findMany({ where: { action: "review.share" } });
    expect(audit.at(-1)?.employeeIds).toEqual([w.employee.hrisId]);
  });

  it("answers 409 outside the sharing phase and shares nothing", async () => {
    const w = await world();
    await t.prisma.reviewCyclePhase.update({
      where: { cycleId_phase: { cycleId: w.cycle.id, phase: "sharing" } },
      data: { opensAt: new Date(Date.now() + 86_400_000) },
    });
    const res = await shareAs(w, w.cookies.manager);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "phase_not_open" });
    const bulk = await shareAll(w);
    expect(bulk.status).toBe(409);
    expect(await t.prisma.reviewShare.count({ where: { employeeId: w.employee.id } })).toBe(0);
  });

  it("refuses an incomplete review (422) and another manager (404)", async () => {
    const w = await createShareWorld(t.prisma);
    const res = await shareAs(w, w.cookies.manager);
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: "review_incomplete" });
    await submitCompleteReview(t.prisma, w);
    expect((await shareAs(w, w.cookies.otherManager)).status).toBe(404);
    expect(await t.prisma.reviewShare.count({ where: { employeeId: w.employee.id } })).toBe(0);
  });

  it("HR shares the complete reviews of the cycle in bulk and counts the others", async () => {
    const w = await world();
    const res = await shareAll(w);
    expect(res.status).toBe(200);
    expect(res.json.shared as number).toBeGreaterThanOrEqual(1);
    expect(res.json.skippedIncomplete as number).toBeGreaterThanOrEqual(1);
    expect((await myReview(w.cookies.employee)).json).toMatchObject({ version: 1 });
    // nothing changed since: a second bulk share shares nothing again
    expect((await shareAll(w)).json).toMatchObject({ shared: 0 });
  });
});

describe("the employee's gap view of the shared version", () => {
  // Self 4 everywhere; the manager: +2, +1, 0 on the first value; +1, −1 and unrated on the second;
  // 4 elsewhere: "higher on 3 items, lower on 1".
  const self = () => 4;
  const manager = (v: number, sub: number) =>
    v === 1 ? [2, 3, 4][sub - 1] : v === 2 ? [3, 5, 0][sub - 1] : 4;
  type Item = {
    valueId: number;
    position: number;
    self: number;
    manager: number;
    gap: number;
    highlighted: boolean;
  };

  it("shows the scores frozen with the version, even after the manager changes the review", async () => {
    const w = await world();
    await scoreValueItems(t.prisma, w, { self, manager });
    await shareAs(w, w.cookies.manager);

    const read = async () => (await myReview(w.cookies.employee)).json;
    const first = await read();
    expect(first.gap).toMatchObject({
      threshold: 2,
      managerReviewed: true,
      summary: { higher: 3, lower: 1, same: 13 },
    });
    const items = (first.gap as { items: Item[] }).items;
    expect(items).toHaveLength(17);
    expect(items.slice(0, 5)).toMatchObject([
      { valueId: 1, position: 1, self: 4, manager: 2, gap: 2, highlighted: true },
      { valueId: 1, position: 2, manager: 3, gap: 1, highlighted: false },
      { valueId: 1, position: 3, manager: 4, gap: 0 },
      { valueId: 2, position: 1, manager: 3, gap: 1 },
      { valueId: 2, position: 2, manager: 5, gap: -1 },
    ]);

    // the manager changes every item (and the self-review changes too): version 1 keeps its gap
    await submitCompleteReview(t.prisma, w, { values: 3, note: "Changed later" });
    await scoreValueItems(t.prisma, w, { self: () => 2, manager: () => 5 });
    expect((await read()).gap).toEqual(first.gap);

    // shared again: version 2 carries the new scores
    await shareAs(w, w.cookies.manager);
    const second = await read();
    expect(second).toMatchObject({ version: 2, gap: { summary: { higher: 0, lower: 18, same: 0 } } });
  });

  it("highlights at the cycle's threshold", async () => {
    const w = await world();
    await scoreValueItems(t.prisma, w, { self, manager });
    await shareAs(w, w.cookies.manager);
    await t.prisma.reviewCycle.update({ where: { id: w.cycle.id }, data: { gapThreshold: 1 } });
    const gap = (await myReview(w.cookies.employee)).json.gap as { threshold: number; items: Item[] };
    expect(gap.threshold).toBe(1);
    expect(gap.items.filter((i) => i.highlighted)).toHaveLength(4);
    await t.prisma.reviewCycle.update({ where: { id: w.cycle.id }, data: { gapThreshold: 2 } });
  });

  it("has no gap without a submitted self-review, nor in a version shared before snapshots carried the scores", async () => {
    const w = await world();
    await scoreValueItems(t.prisma, w, { self, manager, selfDraft: true });
    await shareAs(w, w.cookies.manager);
    expect((await myReview(w.cookies.employee)).json).toMatchObject({ version: 1, gap: null });

    await scoreValueItems(t.prisma, w, { self, manager });
    await shareAs(w, w.cookies.manager);
    expect((await myReview(w.cookies.employee)).json).toMatchObject({
      version: 2,
      gap: { managerReviewed: true },
    });
    // an old snapshot: the same version without the key still reads, with no gap
    await t.prisma.$executeRaw`
      UPDATE "ReviewShare" SET snapshot = snapshot - 'gapScores' WHERE "employeeId" = ${w.employee.id}`;
    const old = await myReview(w.cookies.employee);
    expect(old.status).toBe(200);
    expect(old.json).toMatchObject({ version: 2, gap: null, review: { combinedScore: 8.2 } });
  });
});

describe("acknowledging the shared review", () => {
  it("records time, version and comment; a re-share asks again and keeps the old one", async () => {
    const w = await world();
    await shareAs(w, w.cookies.manager);
    const first = await ack(w.cookies.employee, { comment: "Read it, we should talk about goals." });
    expect(first.status).toBe(200);
    const twice = await ack(w.cookies.employee, {});
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({ code: "already_acknowledged" });

    await submitCompleteReview(t.prisma, w, { values: 3 });
    await shareAs(w, w.cookies.manager);
    expect((await myReview(w.cookies.employee)).json).toMatchObject({
      version: 2,
      acknowledgement: null,
      earlier: [{ version: 1, comment: "Read it, we should talk about goals." }],
    });
    expect((await ack(w.cookies.employee)).status).toBe(200);

    // the manager and HR see both acknowledgements with the comment
    for (const cookie of [w.cookies.manager, w.cookies.hr]) {
      const status = await statusAs(w, cookie);
      expect(status.status).toBe(200);
      expect(status.json).toMatchObject({
        latest: { version: 2 },
        acknowledgements: [
          { version: 2, comment: null },
          { version: 1, comment: "Read it, we should talk about goals." },
        ],
      });
    }
    expect((await statusAs(w, w.cookies.otherManager)).status).toBe(404);
  });

  it("refuses a comment over 2,000 characters and stores nothing", async () => {
    const w = await world();
    await shareAs(w, w.cookies.manager);
    const res = await ack(w.cookies.employee, { comment: "x".repeat(2001) });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/2,000 characters/);
    expect(await t.prisma.reviewAcknowledgement.count({ where: { employeeId: w.employee.id } })).toBe(0);
    expect((await ack(w.cookies.employee, { comment: "x".repeat(2000) })).status).toBe(200);
  });

  it("answers 404 before anything is shared", async () => {
    const w = await world();
    expect((await ack(w.cookies.employee)).status).toBe(404);
  });
});
