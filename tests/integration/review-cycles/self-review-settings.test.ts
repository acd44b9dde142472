import { POST as create } from "@/app/api/hr/review-cycles/route";
import { PATCH as patch } from "@/app/api/hr/review-cycles/[id]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createCycle, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";

// A cycle's self-review settings (issue 34 §4, §6): "Manager sees the self-review" and "Highlight
// gaps of", set when the cycle is created and changed by PATCH while it is a Draft or Active
// (audited as a cycle change, from and to); a closed cycle's are kept.

const t = useTestDatabase();
const base = "/api/hr/review-cycles";
const JUNE = { opensAt: "2030-06-01T00:00:00Z", dueAt: "2030-06-30T21:59:00Z" };
const on = (id: number) => ({ params: { id: String(id) } });

let cookie: string;
beforeAll(async () => {
  cookie = await hrCookie(await createHrUser(t.prisma, "settings-hr"));
});

const createBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  timeZone: "UTC",
  phases: { manager: JUNE },
  ...extra,
});
const patchCycle = (id: number, body: unknown) =>
  callRoute(patch, `${base}/${id}`, { method: "PATCH", cookie, ...on(id), body });

describe("the cycle's self-review settings", () => {
  it("defaults to 'while writing' and 2 on create, or takes what HR chose", async () => {
    const plain = await callRoute(create, base, { method: "POST", cookie, body: createBody("Set-1") });
    expect(plain.status).toBe(201);
    expect(plain.json).toMatchObject({ selfReviewVisibility: "whileWriting", gapThreshold: 2 });

    const chosen = await callRoute(create, base, {
      method: "POST",
      cookie,
      body: createBody("Set-2", { selfReviewVisibility: "atSharing", gapThreshold: 3 }),
    });
    expect(chosen.status).toBe(201);
    expect(chosen.json).toMatchObject({ selfReviewVisibility: "atSharing", gapThreshold: 3 });
    const row = await t.prisma.reviewCycle.findUniqueOrThrow({ where: { id: chosen.json.id as number } });
    expect(row).toMatchObject({ selfReviewVisibility: "atSharing", gapThreshold: 3 });
  });

  it.each([
    [{ gapThreshold: 0 }, "gapThreshold", "gapThreshold must be at least 1."],
    [{ gapThreshold: 5 }, "gapThreshold", "gapThreshold must be at most 4."],
    [{ gapThreshold: 2.5 }, "gapThreshold", "gapThreshold must be a whole number from 1 to 4."],
    [{ gapThreshold: "2" }, "gapThreshold", "gapThreshold must be a whole number from 1 to 4."],
    [
      { selfReviewVisibility: "never" },
      "selfReviewVisibility",
      "selfReviewVisibility must be whileWriting, afterManagerSubmits or atSharing.",
    ],
  ])(
    "refuses %j with 400 naming the field, on create and on PATCH, and changes nothing",
    async (bad, path, message) => {
      const name = `Bad-${path}-${String(Object.values(bad)[0])}`;
      const created = await callRoute(create, base, { method: "POST", cookie, body: createBody(name, bad) });
      expect(created.status).toBe(400);
      expect(created.json.issues).toEqual([{ path, message }]);
      expect(await t.prisma.reviewCycle.count({ where: { name } })).toBe(0);

      const active = await createCycle(t.prisma);
      const patched = await patchCycle(active.id, bad);
      expect(patched.status).toBe(400);
      expect(patched.json.issues).toEqual([{ path, message }]);
      expect(await t.prisma.reviewCycle.findUniqueOrThrow({ where: { id: active.id } })).toMatchObject({
        selfReviewVisibility: active.selfReviewVisibility,
        gapThreshold: active.gapThreshold,
      });
    },
  );

  it("changes while Draft and while Active, audited as a cycle change with what it was", async () => {
    const draft = await callRoute(create, base, { method: "POST", cookie, body: createBody("Set-Draft") });
    const draftId = draft.json.id as number;
    const changed = await patchCycle(draftId, {
      selfReviewVisibility: "afterManagerSubmits",
      gapThreshold: 1,
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ selfReviewVisibility: "afterManagerSubmits", gapThreshold: 1 });

    const active = await createCycle(t.prisma);
    await t.prisma.reviewCycle.update({
      where: { id: active.id },
      data: { selfReviewVisibility: "whileWriting", gapThreshold: 2 },
    });
    const res = await patchCycle(active.id, { selfReviewVisibility: "atSharing", gapThreshold: 4 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "Active", selfReviewVisibility: "atSharing", gapThreshold: 4 });

    const audit = await t.prisma.auditEvent.findFirstOrThrow({
      where: { action: "review-cycle.update", detail: { path: ["cycleId"], equals: active.id } },
      orderBy: { id: "desc" },
    });
    const detail = audit.detail as { from: string; to: string };
    expect(JSON.parse(detail.from)).toMatchObject({ selfReviewVisibility: "whileWriting", gapThreshold: 2 });
    expect(JSON.parse(detail.to)).toEqual({ selfReviewVisibility: "atSharing", gapThreshold: 4 });
    await t.prisma.reviewCycle.update({
      where: { id: active.id },
      data: { selfReviewVisibility: "whileWriting", gapThreshold: 2 },
    });
  });

  it("keeps a closed cycle's settings (409 cycle_closed)", async () => {
    const closed = await createCycle(t.prisma, "Set-Closed", false);
    const res = await patchCycle(closed.id, { gapThreshold: 3 });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "cycle_closed" });
    expect((await t.prisma.reviewCycle.findUniqueOrThrow({ where: { id: closed.id } })).gapThreshold).toBe(2);
  });
});
