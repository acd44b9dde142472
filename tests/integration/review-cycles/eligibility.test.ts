import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute } from "@/tests/helpers/http";
import { clearLaunchWorld, createDraftCycle, createEligibilityOrg } from "@/tests/helpers/launch-factories";
import * as eligibility from "@/app/api/hr/review-cycles/[id]/eligibility/route";
import * as excusals from "@/app/api/hr/review-cycles/[id]/excusals/route";
import * as excusal from "@/app/api/hr/review-cycles/[id]/excusals/[hrisId]/route";

const t = useTestDatabase();
beforeEach(() => clearLaunchWorld(t.prisma));

type Preview = {
  counts: { in: number; out: number; blocking: number; byReason: Record<string, number> };
  canLaunch: boolean;
  rows: {
    hrisId: string;
    name: string;
    status: string;
    reason: string;
    label: string;
    excuse: string | null;
  }[];
  pagination: { totalCount: number; totalPages: number };
};

async function preview(cookie: string, id: number, query: Record<string, string> = {}) {
  const res = await callRoute(eligibility.GET, `/api/hr/review-cycles/${id}/eligibility`, {
    cookie,
    params: { id: String(id) },
    query,
  });
  expect(res.status).toBe(200);
  return res.json as unknown as Preview;
}

const putRules = (cookie: string, id: number, body: unknown) =>
  callRoute(eligibility.PUT, `/api/hr/review-cycles/${id}/eligibility`, {
    method: "PUT",
    cookie,
    params: { id: String(id) },
    body,
  });

describe("eligibility preview", () => {
  it("lists who is in, who is out with the reason, and the blocking problem first", async () => {
    const org = await createEligibilityOrg(t.prisma);
    const cycle = await createDraftCycle(t.prisma);
    const all = await preview(org.cookie, cycle.id);
    const reasonOf = Object.fromEntries(all.rows.map((r) => [r.name, r.label]));
    expect(reasonOf).toEqual({
      "Oli Orphan": "Manager has no login account",
      "Ann Alpha": "Included",
      "Ben Beta": "Included",
      "Lou Late": "Included",
      "Nat Noaccount": "Included",
      "Bea Boss": "No manager",
    });
    expect(all.rows[0]).toMatchObject({ name: "Oli Orphan", status: "blocking" });
    expect(all.counts).toMatchObject({ in: 4, out: 1, blocking: 1 });
    expect(all.canLaunch).toBe(false);

    const saved = await putRules(org.cookie, cycle.id, {
      hiredOnOrBefore: "2026-04-30",
      departmentsOut: ["Engineering"],
      excludeHrisIds: [` ${org.noAccountBoss.hrisId.toLowerCase()} `],
    });
    expect(saved.status).toBe(200);
    const ruled = await preview(org.cookie, cycle.id, { status: "out" });
    expect(Object.fromEntries(ruled.rows.map((r) => [r.name, r.reason]))).toEqual({
      "Bea Boss": "no_manager",
      "Ben Beta": "excluded_by_rule",
      "Lou Late": "hired_after_cutoff",
      "Nat Noaccount": "excluded_by_rule",
    });
    expect(ruled.counts.byReason).toMatchObject({
      excluded_by_rule: 2,
      hired_after_cutoff: 1,
      no_manager: 1,
    });
  });

  it("keeps to the departments listed and to who had started on the active-on date", async () => {
    const org = await createEligibilityOrg(t.prisma);
    const cycle = await createDraftCycle(t.prisma);
    expect(
      (await putRules(org.cookie, cycle.id, { activeOn: "2026-04-15", departmentsIn: ["Sales"] })).status,
    ).toBe(200);
    const all = await preview(org.cookie, cycle.id);
    expect(Object.fromEntries(all.rows.map((r) => [r.name, r.reason]))).toEqual({
      "Ann Alpha": "included",
      "Lou Late": "not_active_on_date",
      "Ben Beta": "excluded_by_rule",
      "Bea Boss": "excluded_by_rule",
      "Nat Noaccount": "excluded_by_rule",
      "Oli Orphan": "excluded_by_rule",
    });
    expect(all.canLaunch).toBe(true);
  });

  it("leaves out whoever's HRIS end date falls before the active-on date", async () => {
    const org = await createEligibilityOrg(t.prisma);
    const cycle = await createDraftCycle(t.prisma);
    await t.prisma.employee.update({ where: { id: org.ann.id }, data: { endDate: new Date("2026-04-14") } });
    await t.prisma.employee.update({ where: { id: org.ben.id }, data: { endDate: new Date("2026-04-15") } });
    await putRules(org.cookie, cycle.id, { activeOn: "2026-04-15", departmentsIn: ["Sales", "Engineering"] });
    const reasons = Object.fromEntries(
      (await preview(org.cookie, cycle.id)).rows.map((r) => [r.name, r.reason]),
    );
    expect(reasons["Ann Alpha"]).toBe("not_active_on_date");
    expect(reasons["Ben Beta"]).toBe("included"); // their last day is the active-on date
  });

  it("lets HR excuse a blocking problem (then launch is possible) and take the excuse back", async () => {
    const org = await createEligibilityOrg(t.prisma);
    const cycle = await createDraftCycle(t.prisma);
    const path = `/api/hr/review-cycles/${cycle.id}/excusals`;
    const notBlocking = await callRoute(excusals.POST, path, {
      cookie: org.cookie,
      params: { id: String(cycle.id) },
      body: { hrisId: org.ann.hrisId, reason: "Just because" },
    });
    expect(notBlocking.status).toBe(422);
    const excused = await callRoute(excusals.POST, path, {
      cookie: org.cookie,
      params: { id: String(cycle.id) },
      body: { hrisId: org.orphaned.hrisId, reason: "Nat gets an account on Monday" },
    });
    expect(excused.status).toBe(201);
    const after = await preview(org.cookie, cycle.id, { status: "in" });
    expect(after.rows.find((r) => r.name === "Oli Orphan")).toMatchObject({
      reason: "excused",
      excuse: "Nat gets an account on Monday",
    });
    expect(after.canLaunch).toBe(true);

    const undone = await callRoute(excusal.DELETE, `${path}/${org.orphaned.hrisId}`, {
      method: "DELETE",
      cookie: org.cookie,
      params: { id: String(cycle.id), hrisId: org.orphaned.hrisId },
    });
    expect(undone.status).toBe(200);
    expect((await preview(org.cookie, cycle.id)).counts.blocking).toBe(1);
    const trail = await t.prisma.auditEvent.findMany({
      where: { action: { startsWith: "review-cycle.excuse" } },
      select: { action: true, employeeIds: true },
      orderBy: { id: "asc" },
    });
    expect(trail).toEqual([
      { action: "review-cycle.excuse", employeeIds: [org.orphaned.hrisId] },
      { action: "review-cycle.excuse.withdraw", employeeIds: [org.orphaned.hrisId] },
    ]);
  });

  it("refuses bad rules with a clear 400, and a missing cycle with 404", async () => {
    const org = await createEligibilityOrg(t.prisma);
    const cycle = await createDraftCycle(t.prisma);
    const bad = await putRules(org.cookie, cycle.id, { hiredOnOrBefore: "2026-02-30" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("The hire cutoff must be a real date (YYYY-MM-DD).");
    expect((await putRules(org.cookie, cycle.id, { colour: "blue" })).status).toBe(400);
    expect((await putRules(org.cookie, 999999, {})).status).toBe(404);
  });

  it("pages in SQL, 50 a page, with the same counts on every page", async () => {
    const org = await createEligibilityOrg(t.prisma);
    const cycle = await createDraftCycle(t.prisma);
    await t.prisma.employee.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        hrisId: `P${String(i).padStart(4, "0")}`,
        name: `Paged ${String(i).padStart(2, "0")}`,
        email: `paged${i}@test.example`,
        mgrId: org.boss.hrisId,
      })),
    });
    const second = await preview(org.cookie, cycle.id, { page: "2", status: "in" });
    expect(second.pagination).toEqual({ page: 2, pageSize: 50, totalPages: 2, totalCount: 64 });
    expect(second.rows).toHaveLength(14);
  });
});
