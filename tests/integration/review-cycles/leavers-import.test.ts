import { useTestDatabase } from "@/tests/helpers/test-db";
import { clearLaunchWorld, createDraftCycle, createEligibilityOrg } from "@/tests/helpers/launch-factories";
import { launchCycle } from "@/lib/server/review-cycles/launch-cycle";
import { awaitJobs } from "@/lib/server/jobs/job-runs";
import { readEmployeeAuditTrail } from "@/lib/server/audit/audit-trail-page";
import { importOrgCsv } from "@/lib/server/employees/import-csv";

// Leavers from the HRIS import (ADR 0088): a person whose endDate has passed leaves the running
// cycle as HR's "Mark as left" does, audited as the import's change; nothing is deleted.

const t = useTestDatabase();
beforeEach(() => clearLaunchWorld(t.prisma));

async function runningCycle() {
  const world = await createEligibilityOrg(t.prisma);
  const cycle = await createDraftCycle(t.prisma);
  await t.prisma.reviewCycle.update({
    where: { id: cycle.id },
    data: { eligibility: { excludeHrisIds: [world.orphaned.hrisId] } },
  });
  const actor = { kind: "hr" as const, hrUserId: world.hr.id, name: world.hr.username };
  await launchCycle(actor, cycle.id, "127.0.0.1");
  await awaitJobs();
  return { ...world, cycle };
}

type Person = {
  hrisId: string;
  name: string;
  email: string;
  department: string | null;
  mgrId: string | null;
};
const line = (p: Person, ...extra: string[]) =>
  [p.hrisId, p.name, p.email, "Account Executive", p.department ?? "", p.mgrId ?? "", ...extra].join(",");
const HEADER = "hrisId,name,email,title,department,managerHrisId,startDate";

const statusOf = async (cycleId: number, employeeId: number) =>
  t.prisma.reviewCycleParticipant.findUniqueOrThrow({
    where: { cycleId_employeeId: { cycleId, employeeId } },
    select: { status: true, leftReason: true, leftAt: true },
  });

describe("leavers from the HRIS import", () => {
  it("marks the running cycle's participants whose endDate has passed Left, audited, once", async () => {
    const w = await runningCycle();
    const reviews = await t.prisma.reviewCycleParticipant.count();
    const file = [
      `${HEADER},endDate`,
      line(w.ann, "", "2026-01-31"),
      line(w.ben, "", "2999-12-31"), // leaves one day, not yet
    ].join("\n");
    const result = await importOrgCsv(t.prisma, file);
    expect(result).toMatchObject({ ok: true, counts: { updated: 2, leavers: 1 } });

    expect(await statusOf(w.cycle.id, w.ann.id)).toMatchObject({
      status: "Left",
      leftReason: "left the company",
      leftAt: expect.any(Date),
    });
    expect((await statusOf(w.cycle.id, w.ben.id)).status).toBe("Active");
    expect(await t.prisma.reviewCycleParticipant.count()).toBe(reviews); // nothing deleted

    const activity = await readEmployeeAuditTrail(w.ann.hrisId, 1);
    expect(activity.entries[0]).toMatchObject({
      what: "marked the participant as left the review cycle",
      actorKind: "system",
      actorName: "HRIS import",
      facts: expect.objectContaining({ why: "left the company", from: "Active", to: "Left" }),
    });
    expect(await t.prisma.auditEvent.count({ where: { action: "review-cycle.participant.left" } })).toBe(1);

    // The same file again: nobody new leaves, nothing is audited twice.
    expect(await importOrgCsv(t.prisma, file)).toMatchObject({ ok: true, counts: { leavers: 0 } });
    expect(await t.prisma.auditEvent.count({ where: { action: "review-cycle.participant.left" } })).toBe(1);
  });

  it("keeps stored end dates for a file without the column, and clears one left blank in it", async () => {
    const w = await runningCycle();
    await importOrgCsv(t.prisma, [`${HEADER},endDate`, line(w.ben, "", "2999-12-31")].join("\n"));
    const endOf = async () =>
      (await t.prisma.employee.findUniqueOrThrow({ where: { id: w.ben.id }, select: { endDate: true } }))
        .endDate;
    expect(await endOf()).toEqual(new Date("2999-12-31T00:00:00Z"));

    const without = await importOrgCsv(
      t.prisma,
      [HEADER, line({ ...w.ben, name: "Ben Beta-Renamed" }, "")].join("\n"),
    );
    expect(without).toMatchObject({ ok: true, counts: { updated: 1, leavers: 0 } });
    expect(await endOf()).toEqual(new Date("2999-12-31T00:00:00Z"));

    const rehired = await importOrgCsv(t.prisma, [`${HEADER},endDate`, line(w.ben, "", "")].join("\n"));
    expect(rehired).toMatchObject({ ok: true, counts: { updated: 1 } });
    expect(await endOf()).toBeNull();
  });

  it("refuses an endDate that is not a date or falls before the start date, changing nothing", async () => {
    const w = await runningCycle();
    const result = await importOrgCsv(
      t.prisma,
      [
        `${HEADER},endDate`,
        line(w.ann, "2024-03-01", "2024-02-30"),
        line(w.ben, "2024-03-01", "2024-02-01"),
      ].join("\n"),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 2, message: 'endDate "2024-02-30" is not a date in YYYY-MM-DD form' },
        { line: 3, message: "endDate 2024-02-01 is before startDate 2024-03-01" },
      ],
    });
    expect((await statusOf(w.cycle.id, w.ann.id)).status).toBe("Active");
  });

  it("leaves a closed cycle's participants as they were", async () => {
    const w = await runningCycle();
    await t.prisma.reviewCycle.update({
      where: { id: w.cycle.id },
      data: { status: "Closed", closedAt: new Date() },
    });
    const result = await importOrgCsv(
      t.prisma,
      [`${HEADER},endDate`, line(w.ann, "", "2026-01-31")].join("\n"),
    );
    expect(result).toMatchObject({ ok: true, counts: { leavers: 0 } });
    expect((await statusOf(w.cycle.id, w.ann.id)).status).toBe("Active");
  });
});
