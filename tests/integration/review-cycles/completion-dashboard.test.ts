import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { GET as completion } from "@/app/api/review-cycles/[id]/completion/route";
import { GET as completionXlsx } from "@/app/api/review-cycles/[id]/completion.xlsx/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { createCompletionWorld, NOW, shareInCompletionWorld } from "@/tests/helpers/completion-world";
import {
  referenceAcknowledgements,
  referenceCounts,
  type AcknowledgementReferenceRow,
  type ReferenceRow,
} from "@/tests/helpers/completion-reference";
import { effectiveDueAt } from "@/lib/server/review-cycles/cycle-write-gate";
import type { CompletionAnswer, CompletionGroupDto, PhaseCount } from "@/lib/shared/schemas/cycle-completion";

// The completion dashboard (issue 33 §7) against the reference SQL of the fixture: by department,
// by manager subtree (direct only and direct + indirect), for HR (any root, the whole org) and a
// manager (their own subtree; 403 outside), leavers and excused people out of every count; and the
// acknowledgement of the shared reviews (issue 34 §8) against its own reference SQL.

const t = useTestDatabase();
let world: Awaited<ReturnType<typeof createCompletionWorld>>;
let hr: string;

beforeAll(async () => {
  world = await createCompletionWorld(t.prisma);
  await shareInCompletionWorld(t.prisma, world);
  hr = await hrCookie(await createHrUser(t.prisma, "hr-completion"));
});

async function ask(cookie: string, query: Record<string, string>, id: string = String(world.cycleId)) {
  const res = await callRoute(completion, `/api/review-cycles/${id}/completion`, {
    cookie,
    params: { id },
    query,
  });
  return {
    status: res.status,
    body: res.json as unknown as CompletionAnswer & { code?: string; message?: string },
  };
}

const asRows = (groups: CompletionGroupDto[], part: "counts" | "direct" = "counts"): ReferenceRow[] =>
  groups
    .map((g) => ({ key: g.key, ...(g[part]!.manager as PhaseCount) }))
    .filter((r) => r.total > 0)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

const ackRows = (
  groups: CompletionGroupDto[],
  part: "acknowledgement" | "directAcknowledgement" = "acknowledgement",
): AcknowledgementReferenceRow[] =>
  groups
    .map((g) => ({ key: g.key, ...g[part]! }))
    .filter((r) => r.acknowledged + r.notYet + r.notShared > 0)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

describe("GET /api/review-cycles/{id}/completion", () => {
  it.each([
    ["the whole org", null],
    ["Boss's subtree", "boss"],
    ["Mia's subtree", "mia"],
  ] as const)("by department equals the reference SQL for %s", async (_, who) => {
    const root = who ? world[who].hrisId : null;
    const { status, body } = await ask(hr, { groupBy: "department", ...(root ? { root } : {}) });
    expect([status, body.message]).toEqual([200, undefined]);
    if (body.view !== "groups") throw new Error("groups expected");
    expect(asRows(body.groups)).toEqual(
      await referenceCounts(t.prisma, world.cycleId, root, "department", NOW),
    );
  });

  it("by manager equals the reference SQL, subtree and direct, and the totals add up", async () => {
    const root = world.boss.hrisId;
    const { body } = await ask(hr, { groupBy: "manager", root });
    if (body.view !== "groups") throw new Error("groups expected");
    expect(asRows(body.groups)).toEqual(await referenceCounts(t.prisma, world.cycleId, root, "subtree", NOW));
    expect(asRows(body.groups, "direct")).toEqual(
      await referenceCounts(t.prisma, world.cycleId, root, "direct", NOW),
    );
    // the fixture's own expectations, so that a wrong reference cannot pass unnoticed:
    // counted: Mia, Noa, Tom, Ann, Fay, Cid, Gus (not Bo: left; not Dan, Eve: excused)
    expect(body.totals.manager).toEqual({ done: 2, total: 7, overdue: 3 });
    expect(body.groups.map((g) => g.label)).toEqual(["Boss Root", "Mia Lead", "Noa Lead", "Tom Lead"]);
    const { body: departments } = await ask(hr, { groupBy: "department", root });
    if (departments.view !== "groups") throw new Error("groups expected");
    expect(departments.groups.map((g) => [g.key, g.label])).toEqual([
      ["", "No department"],
      ["Ops", "Ops"],
      ["Sales", "Sales"],
    ]);
    const mia = body.groups.find((g) => g.key === world.mia.hrisId)!;
    expect(mia.direct!.manager).toEqual({ done: 1, total: 2, overdue: 1 }); // Ann done, Tom overdue
    expect(mia.counts.manager).toEqual({ done: 1, total: 3, overdue: 1 }); // + Fay (late joiner, not yet due)
  });

  it.each([
    ["the whole org", null],
    ["Boss's subtree", "boss"],
    ["Mia's subtree", "mia"],
  ] as const)(
    "counts Acknowledged / Not yet / Not shared like the reference SQL for %s, by department and by manager",
    async (_, who) => {
      const root = who ? world[who].hrisId : null;
      const scope: Record<string, string> = root ? { root } : {};
      const departments = await ask(hr, { groupBy: "department", ...scope });
      if (departments.body.view !== "groups") throw new Error("groups expected");
      expect(ackRows(departments.body.groups)).toEqual(
        await referenceAcknowledgements(t.prisma, world.cycleId, root, "department"),
      );
      const managers = await ask(hr, { groupBy: "manager", ...scope });
      if (managers.body.view !== "groups") throw new Error("groups expected");
      expect(ackRows(managers.body.groups)).toEqual(
        await referenceAcknowledgements(t.prisma, world.cycleId, root, "subtree"),
      );
      expect(ackRows(managers.body.groups, "directAcknowledgement")).toEqual(
        await referenceAcknowledgements(t.prisma, world.cycleId, root, "direct"),
      );
    },
  );

  it("counts the latest version: a re-share asks again; excused people, leavers and outsiders count nowhere", async () => {
    const { body } = await ask(hr, { groupBy: "manager", root: world.boss.hrisId });
    if (body.view !== "groups") throw new Error("groups expected");
    // counted: Mia (v2 not yet), Noa, Tom, Ann (acknowledged), Fay, Cid (not yet), Gus
    expect(body.acknowledgement).toEqual({ acknowledged: 1, notYet: 2, notShared: 4 });
    const mia = body.groups.find((g) => g.key === world.mia.hrisId)!;
    expect(mia.directAcknowledgement).toEqual({ acknowledged: 1, notYet: 0, notShared: 1 }); // Ann; Tom
    expect(mia.acknowledgement).toEqual({ acknowledged: 1, notYet: 0, notShared: 2 }); // + Fay
    const boss = body.groups.find((g) => g.key === world.boss.hrisId)!;
    expect(boss.directAcknowledgement).toEqual({ acknowledged: 0, notYet: 1, notShared: 1 }); // Mia v2; Noa
    // the drill-down's head carries the same totals
    const people = await ask(hr, { groupBy: "manager", root: world.boss.hrisId, group: world.mia.hrisId });
    expect(people.body.acknowledgement).toEqual({ acknowledged: 1, notYet: 2, notShared: 4 });
  });

  it("drills down to the names of a group, direct only or the whole subtree", async () => {
    const direct = await ask(hr, { groupBy: "manager", group: world.noa.hrisId, reach: "direct" });
    if (direct.body.view !== "people") throw new Error("people expected");
    expect(direct.body.people.map((p) => [p.name, p.phases.manager])).toEqual([
      ["Cid Report", "overdue"],
      ["Gus Report", "open"],
    ]);
    const all = await ask(hr, { groupBy: "manager", root: world.boss.hrisId, group: world.mia.hrisId });
    if (all.body.view !== "people") throw new Error("people expected");
    expect(all.body.people.map((p) => [p.name, p.managerName, p.phases.manager])).toEqual([
      ["Ann Report", "Mia Lead", "done"],
      ["Fay Report", "Tom Lead", "open"],
      ["Tom Lead", "Mia Lead", "overdue"],
    ]);
    const none = await ask(hr, { groupBy: "department", group: "" });
    if (none.body.view !== "people") throw new Error("people expected");
    expect(none.body.people.map((p) => p.name)).toEqual(["Noa Lead"]);
    const sales = await ask(hr, { groupBy: "department", group: "Sales" });
    if (sales.body.view !== "people") throw new Error("people expected");
    expect(sales.body.people.map((p) => p.name)).toEqual([
      "Ann Report",
      "Cid Report",
      "Mia Lead",
      "Xan Report",
    ]);
  });

  it("gives a manager their own subtree and any subtree inside it, and 403 outside", async () => {
    const mia = await managerCookie(world.mia);
    const own = await ask(mia, { groupBy: "manager" });
    expect(own.status).toBe(200);
    if (own.body.view !== "groups") throw new Error("groups expected");
    expect(own.body.root?.hrisId).toBe(world.mia.hrisId);
    expect(asRows(own.body.groups)).toEqual(
      await referenceCounts(t.prisma, world.cycleId, world.mia.hrisId, "subtree", NOW),
    );
    expect((await ask(mia, { root: world.tom.hrisId })).status).toBe(200);
    for (const root of [world.boss.hrisId, world.noa.hrisId, world.xan.hrisId, "no-such-person"]) {
      const refused = await ask(mia, { root });
      expect([refused.status, refused.body.code]).toEqual([403, "forbidden"]);
    }
    // the drill-down is gated the same way
    expect((await ask(mia, { root: world.noa.hrisId, group: world.noa.hrisId })).status).toBe(403);
    // the active cycle by name, for the manager home
    const active = await ask(await managerCookie(world.out), { groupBy: "manager" }, "active");
    expect(active.status).toBe(200);
    expect(active.body.totals.manager).toEqual({ done: 1, total: 1, overdue: 0 });
  });

  it("gives an employee with no reports an empty subtree, and 403 for anyone else's", async () => {
    await createAccount(t.prisma, world.ann);
    const ann = await managerCookie(world.ann);
    const own = await ask(ann, {});
    expect([own.status, own.body.totals.manager]).toEqual([200, { done: 0, total: 0, overdue: 0 }]);
    expect((await ask(ann, { root: world.mia.hrisId })).status).toBe(403);
  });

  it("walks the whole org from its top, and ends where the data holds a management loop", async () => {
    const a = await createEmployee(t.prisma, { name: "Loop Ana", department: "Loop" });
    const b = await createEmployee(t.prisma, { name: "Loop Bea", mgrId: a.hrisId, department: "Loop" });
    await t.prisma.employee.update({ where: { id: a.id }, data: { mgrId: b.hrisId } });
    for (const e of [a, b])
      await t.prisma.reviewCycleParticipant.create({
        data: { cycleId: world.cycleId, employeeId: e.id, reviewerId: world.boss.id, includedBy: "rule" },
      });
    try {
      const { status, body } = await ask(hr, { groupBy: "manager" });
      expect(status).toBe(200);
      if (body.view !== "groups") throw new Error("groups expected");
      // no one above them is at the top: by manager they cannot be reached
      expect(body.groups.map((g) => g.label)).not.toContain("Loop Ana");
      expect(asRows(body.groups)).toEqual(
        await referenceCounts(t.prisma, world.cycleId, null, "subtree", NOW),
      );
    } finally {
      await t.prisma.reviewCycleParticipant.deleteMany({ where: { employeeId: { in: [a.id, b.id] } } });
      await t.prisma.employee.update({ where: { id: a.id }, data: { mgrId: null } });
    }
  });

  it("answers 404 for an unknown cycle or root and 400 for bad input", async () => {
    expect((await ask(hr, {}, "999999")).status).toBe(404);
    expect((await ask(hr, { root: "no-such-person" })).status).toBe(404);
    expect((await ask(hr, { groupBy: "title" })).status).toBe(400);
    expect((await ask(hr, { page: "0" })).status).toBe(400);
    expect((await ask(hr, {}, "abc")).status).toBe(400);
  });

  it("computes due dates like the write gate (late joiner, extension, grace days)", async () => {
    const { body } = await ask(hr, { groupBy: "department", group: "Ops" });
    if (body.view !== "people") throw new Error("people expected");
    const rows = await t.prisma.reviewCycleParticipant.findMany({
      where: { cycleId: world.cycleId, employeeId: { in: [world.fay.id, world.gus.id, world.tom.id] } },
      select: { employeeId: true, includedBy: true, addedAt: true, employee: { select: { name: true } } },
    });
    const phase = await t.prisma.reviewCyclePhase.findFirstOrThrow({ where: { cycleId: world.cycleId } });
    for (const r of rows) {
      const ext = await t.prisma.reviewPhaseExtension.findFirst({ where: { employeeId: r.employeeId } });
      const due = effectiveDueAt({ ...phase, ...r, extendedTo: ext?.dueAt ?? null }, 14)!;
      const shown = body.people.find((p) => p.name === r.employee.name)!;
      expect(shown.phases.manager).toBe(due < NOW ? "overdue" : "open");
    }
  });
});

describe("GET /api/review-cycles/{id}/completion.xlsx", () => {
  async function download(cookie: string, query: string) {
    const req = new NextRequest(
      `http://localhost/api/review-cycles/${world.cycleId}/completion.xlsx?${query}`,
      { headers: { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" } },
    );
    const res = await completionXlsx(req, { params: Promise.resolve({ id: String(world.cycleId) }) });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it("holds the dashboard's numbers, every group then the total", async () => {
    const { res, bytes } = await download(
      hr,
      `groupBy=manager&root=${world.boss.hrisId}&timeZone=Pacific/Auckland`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/spreadsheetml/);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="completion-Completion-27-${world.boss.hrisId}-${day}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]).toEqual([
      "Manager",
      "Manager HRIS ID",
      "Self review direct done",
      "Self review direct total",
      "Self review direct overdue",
      "Manager review direct done",
      "Manager review direct total",
      "Manager review direct overdue",
      "Self review all done",
      "Self review all total",
      "Self review all overdue",
      "Manager review all done",
      "Manager review all total",
      "Manager review all overdue",
      "Acknowledged (direct)",
      "Not yet (direct)",
      "Not shared (direct)",
      "Acknowledged (all)",
      "Not yet (all)",
      "Not shared (all)",
    ]);
    const all = values[0].indexOf("Manager review all done");
    const ref = await referenceCounts(t.prisma, world.cycleId, world.boss.hrisId, "subtree", NOW);
    for (const r of ref) {
      const row = values.find((v) => v[1] === r.key)!;
      expect(row.slice(all, all + 3)).toEqual([r.done, r.total, r.overdue]);
    }
    const acks = await referenceAcknowledgements(t.prisma, world.cycleId, world.boss.hrisId, "subtree");
    for (const r of acks) {
      const row = values.find((v) => v[1] === r.key)!;
      expect(row.slice(-3)).toEqual([r.acknowledged, r.notYet, r.notShared]);
    }
    const total = values.at(-1)!;
    expect([total[0], ...total.slice(all, all + 3)]).toEqual(["Total", 2, 7, 3]);
    expect(total.slice(-3)).toEqual([1, 2, 4]);
  });

  it("refuses a manager outside their subtree before the first byte", async () => {
    const { res } = await download(await managerCookie(world.noa), `root=${world.mia.hrisId}`);
    expect(res.status).toBe(403);
  });
});
