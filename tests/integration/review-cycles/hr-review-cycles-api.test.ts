import { GET as list, POST as create } from "@/app/api/hr/review-cycles/route";
import { GET as getOne, PATCH as patch, DELETE as remove } from "@/app/api/hr/review-cycles/[id]/route";
import { POST as close } from "@/app/api/hr/review-cycles/[id]/close/route";
import { POST as reopen } from "@/app/api/hr/review-cycles/[id]/reopen/route";
import { POST as archive } from "@/app/api/hr/review-cycles/[id]/archive/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createCycle, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import { createSaveWorld, SAVERS, cookieOf } from "@/tests/helpers/assessment-savers";

// HR's review-cycle API: create (422 naming the field, 409 on a taken name), list, get, PATCH,
// close (409 "N reviews not submitted" until confirmed), reopen, archive, delete; all audited.

const t = useTestDatabase();
const base = "/api/hr/review-cycles";
const phase = (opensAt: string, dueAt: string, graceDays?: number) => ({ opensAt, dueAt, graceDays });
const JUNE = phase("2030-06-01T00:00:00Z", "2030-06-30T21:59:00Z");

async function hr() {
  return hrCookie(await createHrUser(t.prisma));
}
const on = (id: number) => ({ params: { id: String(id) } });

describe("HR's review-cycle API", () => {
  it("creates a draft cycle and lists and reads it", async () => {
    const cookie = await hr();
    const body = {
      name: "Dec-30",
      timeZone: "Europe/Paris",
      periodStart: "2030-01-01",
      periodEnd: "2030-12-31",
      phases: { self: phase("2030-05-01T00:00:00Z", "2030-05-31T21:59:00Z"), manager: JUNE },
    };
    const res = await callRoute(create, base, { method: "POST", body, cookie });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: "Dec-30",
      status: "Draft",
      timeZone: "Europe/Paris",
      periodStart: "2030-01-01",
      phases: [
        { phase: "self", opensAt: "2030-05-01T00:00:00.000Z", graceDays: 0 },
        { phase: "manager", dueAt: "2030-06-30T21:59:00.000Z" },
      ],
      completion: { participants: 0, submitted: 0, expected: 0 },
    });
    const id = res.json.id as number;
    const all = await callRoute(list, base, { cookie });
    expect((all.json.cycles as { name: string }[]).map((c) => c.name)).toContain("Dec-30");
    expect((await callRoute(getOne, `${base}/${id}`, { cookie, ...on(id) })).json).toMatchObject({
      id,
      name: "Dec-30",
    });
    expect(await t.prisma.auditEvent.count({ where: { action: "review-cycle.create" } })).toBe(1);

    const again = await callRoute(create, base, { method: "POST", body, cookie });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: "conflict",
      message: "A review cycle named Dec-30 already exists.",
    });
  });

  it("answers 422 naming the field for dates out of order, 400 for an unknown time zone", async () => {
    const cookie = await hr();
    const backwards = await callRoute(create, base, {
      method: "POST",
      cookie,
      body: {
        name: "Backwards",
        timeZone: "UTC",
        phases: { manager: phase("2030-06-30T00:00:00Z", "2030-06-01T00:00:00Z") },
      },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.json.issues).toEqual([
      { path: "phases.manager.dueAt", message: "The manager phase is due before it opens." },
    ]);

    const unordered = await callRoute(create, base, {
      method: "POST",
      cookie,
      body: {
        name: "Unordered",
        timeZone: "UTC",
        phases: { manager: JUNE, self: phase("2030-07-01T00:00:00Z", "2030-07-02T00:00:00Z") },
      },
    });
    expect(unordered.status).toBe(422);
    expect(unordered.json.issues).toEqual([
      { path: "phases.manager.opensAt", message: "The manager phase opens before the self phase." },
    ]);

    const zone = await callRoute(create, base, {
      method: "POST",
      cookie,
      body: { name: "Zone", timeZone: "Mars/Olympus", phases: { manager: JUNE } },
    });
    expect(zone.status).toBe(400);
    expect(zone.json.issues).toEqual([
      { path: "timeZone", message: "timeZone must be an IANA time zone, e.g. Europe/Paris." },
    ]);
    expect(
      await t.prisma.reviewCycle.count({ where: { name: { in: ["Backwards", "Unordered", "Zone"] } } }),
    ).toBe(0);
  });

  it("lets an active cycle change its dates only", async () => {
    const cookie = await hr();
    const cycle = await createCycle(t.prisma);
    const renamed = await callRoute(patch, `${base}/${cycle.id}`, {
      method: "PATCH",
      cookie,
      ...on(cycle.id),
      body: { name: "Other" },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.json.message).toBe(
      "Only the dates and the self-review settings of an active cycle can change.",
    );
    const dated = await callRoute(patch, `${base}/${cycle.id}`, {
      method: "PATCH",
      cookie,
      ...on(cycle.id),
      body: { phases: { manager: phase("2025-01-01T00:00:00Z", "2099-06-30T21:59:00Z", 3) } },
    });
    expect(dated.status).toBe(200);
    expect(dated.json.phases).toContainEqual({
      phase: "manager",
      opensAt: "2025-01-01T00:00:00.000Z",
      dueAt: "2099-06-30T21:59:00.000Z",
      graceDays: 3,
    });
  });

  it("takes a due date away, and a draft's eligibility rules, through PATCH (audited; an active cycle's rules 409)", async () => {
    const cookie = await hr();
    const active = await createCycle(t.prisma);
    const undated = await callRoute(patch, `${base}/${active.id}`, {
      method: "PATCH",
      cookie,
      ...on(active.id),
      body: { phases: { manager: { opensAt: "2025-01-01T00:00:00Z", dueAt: null } } },
    });
    expect(undated.status).toBe(200);
    expect(undated.json.phases).toContainEqual(expect.objectContaining({ phase: "manager", dueAt: null }));
    const rules = { hiredOnOrBefore: "2030-05-31", departmentsOut: ["Sales"] };
    const tooLate = await callRoute(patch, `${base}/${active.id}`, {
      method: "PATCH",
      cookie,
      ...on(active.id),
      body: { eligibility: rules },
    });
    expect(tooLate.status).toBe(409);

    const draft = await callRoute(create, base, {
      method: "POST",
      cookie,
      body: { name: "Rules-30", timeZone: "UTC", phases: { manager: JUNE } },
    });
    const id = draft.json.id as number;
    const badDate = await callRoute(patch, `${base}/${id}`, {
      method: "PATCH",
      cookie,
      ...on(id),
      body: { eligibility: { activeOn: "2030-02-30" } },
    });
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(badDate.json)).toContain("The active-on date must be a real date (YYYY-MM-DD).");
    const saved = await callRoute(patch, `${base}/${id}`, {
      method: "PATCH",
      cookie,
      ...on(id),
      body: { eligibility: rules },
    });
    expect(saved.status).toBe(200);
    const row = await t.prisma.reviewCycle.findUniqueOrThrow({ where: { id } });
    expect(row.eligibility).toMatchObject({ hiredOnOrBefore: "2030-05-31", departmentsOut: ["Sales"] });
    // the rules are audited as rules alone, not as an update too
    const actions = await t.prisma.auditEvent.findMany({
      where: { detail: { path: ["cycleId"], equals: id } },
      select: { action: true },
    });
    expect(actions.map((a) => a.action).sort()).toEqual(["review-cycle.create", "review-cycle.eligibility"]);
  });

  it("closes only with 'close anyway' when reviews are not submitted; then every save answers 409 cycle_closed", async () => {
    const cookie = await hr();
    const cycle = await createCycle(t.prisma);
    const w = await createSaveWorld(t.prisma);
    const manager = await cookieOf(w.manager);
    await t.prisma.reviewCycleParticipant.create({
      data: { cycleId: cycle.id, employeeId: w.report.id, reviewerId: w.manager.id, includedBy: "rule" },
    });
    expect((await SAVERS.values(w, manager)).status).toBe(200); // a draft: not submitted

    const refused = await callRoute(close, `${base}/${cycle.id}/close`, {
      method: "POST",
      cookie,
      ...on(cycle.id),
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("3 reviews not submitted. Close anyway to mark them not submitted.");
    expect((await t.prisma.reviewCycle.findUniqueOrThrow({ where: { id: cycle.id } })).status).toBe("Active");

    const closed = await callRoute(close, `${base}/${cycle.id}/close`, {
      method: "POST",
      cookie,
      ...on(cycle.id),
      body: { confirmUnsubmitted: true },
    });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ status: "Closed", closedAt: expect.any(String) });
    const participant = await t.prisma.reviewCycleParticipant.findFirstOrThrow({
      where: { cycleId: cycle.id },
    });
    expect(participant.notSubmittedAt).not.toBeNull();
    const closing = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: "review-cycle.close" } });
    expect(closing).toMatchObject({
      employeeIds: [w.report.hrisId],
      detail: { from: "Active", to: "Closed", unsubmitted: 3, participantsNotSubmitted: 1 },
    });

    for (const kind of Object.keys(SAVERS)) {
      const res = await SAVERS[kind](w, manager);
      expect([kind, res.status, res.json.code]).toEqual([kind, 409, "cycle_closed"]);
    }

    // reopened with a reason, it takes saves again; archived after a second close
    const noReason = await callRoute(reopen, `${base}/${cycle.id}/reopen`, {
      method: "POST",
      cookie,
      ...on(cycle.id),
      body: {},
    });
    expect(noReason.status).toBe(400);
    const reopened = await callRoute(reopen, `${base}/${cycle.id}/reopen`, {
      method: "POST",
      cookie,
      ...on(cycle.id),
      body: { reason: "A manager was on leave" },
    });
    expect(reopened.json).toMatchObject({ status: "Active", closedAt: null });
    expect((await SAVERS.values(w, manager)).status).toBe(200);
    const audit = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: "review-cycle.reopen" } });
    expect(audit.detail).toMatchObject({ from: "Closed", to: "Active", why: "A manager was on leave" });

    const early = await callRoute(archive, `${base}/${cycle.id}/archive`, {
      method: "POST",
      cookie,
      ...on(cycle.id),
    });
    expect(early.status).toBe(409);
    await callRoute(close, `${base}/${cycle.id}/close`, {
      method: "POST",
      cookie,
      ...on(cycle.id),
      body: { confirmUnsubmitted: true },
    });
    const archived = await callRoute(archive, `${base}/${cycle.id}/archive`, {
      method: "POST",
      cookie,
      ...on(cycle.id),
    });
    expect(archived.json).toMatchObject({ status: "Archived" });
    const late = await callRoute(reopen, `${base}/${cycle.id}/reopen`, {
      method: "POST",
      cookie,
      ...on(cycle.id),
      body: { reason: "Too late" },
    });
    expect(late.json).toMatchObject({ code: "cycle_closed" });
  });

  it("refuses to delete a cycle with a submitted review: archive instead", async () => {
    const cookie = await hr();
    const cycle = await createCycle(t.prisma, "Del-30");
    const w = await createSaveWorld(t.prisma);
    expect((await SAVERS.self(w, await cookieOf(w.manager))).status).toBe(200); // submitted
    const res = await callRoute(remove, `${base}/${cycle.id}`, { method: "DELETE", cookie, ...on(cycle.id) });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Del-30 has submitted reviews: archive it instead.");
    expect(await t.prisma.reviewCycle.count({ where: { id: cycle.id } })).toBe(1);

    const draft = await callRoute(create, base, {
      method: "POST",
      cookie,
      body: { name: "Gone", timeZone: "UTC", phases: { manager: JUNE } },
    });
    const id = draft.json.id as number;
    expect((await callRoute(remove, `${base}/${id}`, { method: "DELETE", cookie, ...on(id) })).status).toBe(
      200,
    );
    expect(await t.prisma.reviewCycle.count({ where: { id } })).toBe(0);
  });
});
