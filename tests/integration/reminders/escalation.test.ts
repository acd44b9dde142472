import { PATCH as patchReminders } from "@/app/api/hr/review-cycles/[id]/reminders/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import { startSmtpSink, type SinkMessage } from "@/tests/helpers/smtp-sink";
import { createReminderWorld, submitReview } from "@/tests/helpers/reminder-world";
import { resetEnvCache } from "@/lib/server/env";
import { runReminderPlanner } from "@/lib/server/reminders/run-planner";
import { deliverDueEmails } from "@/lib/server/mail/outbox-worker";
import { closeMailTransport } from "@/lib/server/mail/mail-transport";
import { dateStampIn } from "@/lib/shared/time-zone";

// Escalation (issue 33 §5) on the embedded database with a fake clock: a review overdue by 5 days
// goes into one daily digest to the reviewer's own manager (the reviews of their subtree) and one to
// HR (all of them), once a day, rendered at send from the state then; nothing for reviews in time.
//
// The world: Mara (reviews Ada and Ben) reports to Vera, who reports to Olga; Noel (reviews Cai)
// reports to nobody. The manager phase is due Friday 25 June 2027, 23:59 Paris: 5 days late on
// Wednesday 30 June.

const t = useTestDatabase();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let world: Awaited<ReturnType<typeof createReminderWorld>>;

const HR = "hr-escalations@test.example";
const VERA = "vera@test.example";
const PARIS = "Europe/Paris";
/** 09:00 in Paris (summer time) on a day of June or July 2027. */
const nineAm = (day: string) => new Date(`${day}T07:00:00Z`);

const escalationRows = () =>
  t.prisma.emailOutbox.findMany({
    where: { kind: "escalation" },
    orderBy: { id: "asc" },
    select: { employeeId: true, dedupeKey: true, status: true, lastError: true },
  });
const escalationsIn = (messages: SinkMessage[]) =>
  messages.filter((m) => m.to[0] === HR || m.to[0] === VERA || m.to[0] === "olga@test.example");

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = "https://yardstick.example.com";
  process.env.MAIL_RATE_PER_MINUTE = "1000";
  process.env.HR_ESCALATION_EMAIL = HR;
  resetEnvCache();
});
afterAll(async () => {
  closeMailTransport();
  await sink.close();
  for (const k of ["SMTP_URL", "PUBLIC_URL", "MAIL_RATE_PER_MINUTE", "HR_ESCALATION_EMAIL"])
    delete process.env[k];
  resetEnvCache();
});
beforeEach(async () => {
  sink.messages.length = 0;
  await t.prisma.$executeRawUnsafe(
    `TRUNCATE "EmailOutbox", "ReminderPlannerRun", "AuditEvent", "BehavioralEvaluation", "ManagerValuesReview", "PerformanceQuestionnaire",
      "ReviewCycleParticipant", "ReviewCyclePhase", "ReviewCycle", "Employee", "RateLimitCounter" RESTART IDENTITY CASCADE`,
  );
  world = await createReminderWorld(t.prisma);
  const olga = await createEmployee(t.prisma, { name: "Olga Head", email: "olga@test.example" });
  const vera = await createEmployee(t.prisma, { name: "Vera Director", email: VERA, mgrId: olga.hrisId });
  await t.prisma.employee.update({ where: { id: world.m1.id }, data: { mgrId: vera.hrisId } });
});

describe("escalation digests", () => {
  it("start 5 days after the due date, once a day, to the reviewer's own manager and to HR", async () => {
    const received: { to: string; day: string }[] = [];
    // Every 4 hours from Friday 25 June to Tuesday 6 July, planning and sending at each step.
    for (
      let at = Date.parse("2027-06-25T00:00:00Z");
      at <= Date.parse("2027-07-06T20:00:00Z");
      at += 4 * 3600_000
    ) {
      const before = sink.messages.length;
      await runReminderPlanner(new Date(at));
      await deliverDueEmails(100);
      for (const m of escalationsIn(sink.messages.slice(before)))
        received.push({ to: m.to[0]!, day: dateStampIn(new Date(at), PARIS) });
    }
    // Wednesday 30 June is the 5th day; the weekend of 3–4 July is skipped; Olga is above Vera, not
    // Mara's own manager; Noel has no manager, so only HR hears of Cai.
    const days = ["2027-06-30", "2027-07-01", "2027-07-02", "2027-07-05", "2027-07-06"];
    expect(received.filter((r) => r.to === VERA).map((r) => r.day)).toEqual(days);
    expect(received.filter((r) => r.to === HR).map((r) => r.day)).toEqual(days);
    expect(received).toHaveLength(2 * days.length);
    expect(await t.prisma.emailOutbox.count({ where: { kind: "escalation", status: { not: "Sent" } } })).toBe(
      0,
    );
  });

  it("lists the manager's subtree and, for HR, every late review, with links, text and HTML, no score", async () => {
    await runReminderPlanner(nineAm("2027-06-30"));
    await deliverDueEmails(100);
    const [vera, hr] = [VERA, HR].map((to) => sink.messages.find((m) => m.to[0] === to)!);
    expect(vera.subject).toBe("Yardstick: 2 reviews in your team overdue by 5 days or more in Jun-27");
    expect(vera.text).toContain("Hello Vera Director,");
    expect(vera.text).toContain("Mara Reviewer: 2 reviews to finish");
    expect(vera.text).toMatch(/Ada Report: due Fri 25 Jun 2027, 23:59 Europe\/Paris, 5 days overdue/);
    expect(vera.text).toContain(`https://yardstick.example.com/employee/${world.ada.hrisId}`);
    expect(vera.text).not.toContain("Cai Report");
    expect(hr.subject).toBe("Yardstick: 3 reviews overdue by 5 days or more in Jun-27");
    expect(hr.text).toContain("Noel Reviewer: 1 review to finish");
    expect(hr.text).toContain(`https://yardstick.example.com/hr/employee/${world.cai.hrisId}`);
    for (const m of [vera, hr]) {
      expect(m.raw).toMatch(/Content-Type: text\/plain/);
      expect(m.raw).toMatch(/Content-Type: text\/html/);
      expect(m.text).not.toMatch(/score|password/i);
    }
    const veraEmployeeId = await veraId();
    expect((await escalationRows()).map((r) => [r.employeeId, r.dedupeKey])).toEqual([
      [veraEmployeeId, `escalation:${world.cycleId}:${veraEmployeeId}:2027-06-30`],
      [null, `escalation:${world.cycleId}:hr:2027-06-30`],
    ]);
  });

  it("sends nothing for reviews in time, nor for a reviewer whose reviews were submitted", async () => {
    await runReminderPlanner(nineAm("2027-06-29")); // 4 days late: no escalation yet
    await submitReview(t.prisma, world.cycleId, world.m1.id, world.ada.id);
    await submitReview(t.prisma, world.cycleId, world.m1.id, world.ben.id);
    await runReminderPlanner(nineAm("2027-06-30"));
    // Mara finished: nothing for Vera; Noel's Cai still goes to HR.
    expect((await escalationRows()).map((r) => r.dedupeKey)).toEqual([
      `escalation:${world.cycleId}:hr:2027-06-30`,
    ]);
  });

  it("renders at send: a review submitted since is dropped, and a digest left empty is settled Skipped", async () => {
    await runReminderPlanner(nineAm("2027-06-30"));
    await submitReview(t.prisma, world.cycleId, world.m1.id, world.ada.id);
    await submitReview(t.prisma, world.cycleId, world.m1.id, world.ben.id);
    await deliverDueEmails(100);
    expect(
      (await escalationRows()).map((r) => [r.employeeId === null ? "hr" : "vera", r.status, r.lastError]),
    ).toEqual([
      ["vera", "Skipped", "Skipped: no review is overdue enough any more."],
      ["hr", "Sent", null],
    ]);
    const hr = sink.messages.find((m) => m.to[0] === HR)!;
    expect(hr.subject).toBe("Yardstick: 1 review overdue by 5 days or more in Jun-27");
    expect(hr.text).not.toContain("Ada Report");
  });

  it("sends HR nothing while HR_ESCALATION_EMAIL is unset", async () => {
    delete process.env.HR_ESCALATION_EMAIL;
    resetEnvCache();
    try {
      await runReminderPlanner(nineAm("2027-06-30"));
      expect((await escalationRows()).map((r) => r.employeeId)).toEqual([await veraId()]);
    } finally {
      process.env.HR_ESCALATION_EMAIL = HR;
      resetEnvCache();
    }
  });

  it("follows the cycle's escalateAfterDays, which HR sets and the route validates", async () => {
    const cookie = await hrCookie(await createHrUser(t.prisma, "hr-escalation"));
    const patch = (body: unknown) =>
      callRoute(patchReminders, `/api/hr/review-cycles/${world.cycleId}/reminders`, {
        method: "PATCH",
        params: { id: String(world.cycleId) },
        cookie,
        body,
      });
    const bad = await patch({ escalateAfterDays: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("Escalate at least 1 day after the due date.");
    expect((await patch({ escalateAfterDays: 2.5 })).status).toBe(400);
    const ok = await patch({ escalateAfterDays: 2 });
    expect(ok.status).toBe(200);
    expect(ok.json.reminders).toMatchObject({ escalateAfterDays: 2 });
    await runReminderPlanner(nineAm("2027-06-28")); // Monday, 3 days late
    expect(await escalationRows()).toHaveLength(2);
  });
});

async function veraId() {
  return (await t.prisma.employee.findFirstOrThrow({ where: { email: VERA } })).id;
}
