import { PATCH as patchReminders } from "@/app/api/hr/review-cycles/[id]/reminders/route";
import { GET as reminderStatus } from "@/app/api/hr/reminders/status/route";
import { POST as tick } from "@/app/api/internal/tick/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { createReminderWorld, submitReview } from "@/tests/helpers/reminder-world";
import { resetEnvCache } from "@/lib/server/env";
import { runReminderPlanner } from "@/lib/server/reminders/run-planner";
import { deliverDueEmails } from "@/lib/server/mail/outbox-worker";
import { closeMailTransport } from "@/lib/server/mail/mail-transport";

// The reminder planner on the embedded database (issue 33): digests are enqueued once per person per
// local day however often it runs, nobody who has finished gets one, and a digest whose reviews were
// all submitted after it was queued is settled Skipped, never sent.

const t = useTestDatabase();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let world: Awaited<ReturnType<typeof createReminderWorld>>;
let cookie: string;

// Friday 18 June 2027 (T-7 of the 25th) in Paris, summer time (UTC+2).
const AT_0859 = new Date("2027-06-18T06:59:00Z");
const AT_0900 = new Date("2027-06-18T07:00:00Z");
const AT_1400 = new Date("2027-06-18T12:00:00Z");
const SECRET = "tick-secret-for-the-tests-0123456789abcdef";

const reminderRows = () =>
  t.prisma.emailOutbox.findMany({
    where: { kind: "reminder" },
    orderBy: { id: "asc" },
    select: { employeeId: true, dedupeKey: true, status: true, lastError: true },
  });

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = "https://yardstick.example.com";
  process.env.MAIL_RATE_PER_MINUTE = "1000";
  resetEnvCache();
  cookie = await hrCookie(await createHrUser(t.prisma, "hr-reminders"));
});
afterAll(async () => {
  closeMailTransport();
  await sink.close();
  for (const k of ["SMTP_URL", "PUBLIC_URL", "MAIL_RATE_PER_MINUTE", "TICK_SECRET"]) delete process.env[k];
  resetEnvCache();
});
beforeEach(async () => {
  sink.messages.length = 0;
  await t.prisma.$executeRawUnsafe(
    `TRUNCATE "EmailOutbox", "ReminderPlannerRun", "BehavioralEvaluation", "ManagerValuesReview", "PerformanceQuestionnaire",
      "ReviewCycleParticipant", "ReviewCyclePhase", "ReviewCycle", "Employee", "RateLimitCounter" RESTART IDENTITY CASCADE`,
  );
  world = await createReminderWorld(t.prisma);
});

describe("the reminder planner", () => {
  it("enqueues one digest per reviewer per local day, however many times it runs", async () => {
    for (const now of [AT_0859, AT_0900, AT_0900, AT_1400, AT_1400]) await runReminderPlanner(now);
    const c = world.cycleId;
    expect((await reminderRows()).map((r) => r.dedupeKey)).toEqual([
      `reminder:${c}:${world.m1.id}:2027-06-18`,
      `reminder:${c}:${world.m2.id}:2027-06-18`,
    ]);
    // the next day is no reminder day (T-7, then T-3 on Tuesday 22 June)
    await runReminderPlanner(new Date("2027-06-21T07:00:00Z"));
    expect(await reminderRows()).toHaveLength(2);
    await runReminderPlanner(new Date("2027-06-22T07:00:00Z"));
    expect(await reminderRows()).toHaveLength(4);
    expect(await t.prisma.reminderPlannerRun.count()).toBe(7);
  });

  it("sends nothing to a reviewer who submitted everything at 08:59, and still reminds one with a review left", async () => {
    await submitReview(t.prisma, world.cycleId, world.m2.id, world.cai.id);
    await submitReview(t.prisma, world.cycleId, world.m1.id, world.ada.id);
    await submitReview(t.prisma, world.cycleId, world.m1.id, world.ben.id, ["behavioral", "values"]);
    await runReminderPlanner(AT_0900);
    expect((await reminderRows()).map((r) => r.employeeId)).toEqual([world.m1.id]);
  });

  it("renders the digest when it is sent, and settles it Skipped when the reviews were submitted since", async () => {
    await runReminderPlanner(AT_0900);
    await submitReview(t.prisma, world.cycleId, world.m2.id, world.cai.id);
    await deliverDueEmails(10);
    const rows = await reminderRows();
    expect(rows.map((r) => [r.employeeId, r.status])).toEqual([
      [world.m1.id, "Sent"],
      [world.m2.id, "Skipped"],
    ]);
    expect(rows[1].lastError).toMatch(/completed since/);
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail.to).toEqual(["mara@test.example"]);
    expect(mail.text).toMatch(/Subject: Yardstick: 2 reviews to finish in Jun-27/);
    expect(mail.text).toContain("Ada Report: due Fri 25 Jun 2027, 23:59 Europe/Paris");
    expect(mail.text).toContain(`https://yardstick.example.com/employee/${world.ada.hrisId}`);
    expect(mail.text).toContain("Content-Type: text/html");
    expect(mail.text).not.toMatch(/password|score/i);
  });

  it("sends nothing for a cycle whose reminders HR switched off, and audits the change", async () => {
    const res = await callRoute(patchReminders, `/api/hr/review-cycles/${world.cycleId}/reminders`, {
      method: "PATCH",
      params: { id: String(world.cycleId) },
      cookie,
      body: { enabled: false },
    });
    expect(res.status).toBe(200);
    expect(res.json.reminders).toMatchObject({ enabled: false, daysBefore: [7, 3, 1, 0] });
    await runReminderPlanner(AT_0900);
    expect(await reminderRows()).toEqual([]);
    const audit = await t.prisma.auditEvent.findFirst({ where: { action: "review-cycle.reminders" } });
    expect(JSON.stringify(audit?.detail)).toContain("Reminders on");
  });

  it("refuses bad settings with a 400 naming the field, and an unknown cycle with a 404", async () => {
    const call = (id: number, body: unknown) =>
      callRoute(patchReminders, `/api/hr/review-cycles/${id}/reminders`, {
        method: "PATCH",
        params: { id: String(id) },
        cookie,
        body,
      });
    const bad = await call(world.cycleId, { sendAt: "9am" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("sendAt must be a time such as 09:00");
    expect((await call(world.cycleId, {})).status).toBe(400);
    expect((await call(world.cycleId, { daysBefore: [3, 3] })).status).toBe(400);
    expect((await call(999_999, { enabled: true })).status).toBe(404);
  });

  it("shows HR the planner's last run and what the reminders became", async () => {
    await runReminderPlanner(AT_0900);
    const res = await callRoute(reminderStatus, "/api/hr/reminders/status", { cookie });
    expect(res.status).toBe(200);
    const body = res.json;
    expect(body.lastRun).toMatchObject({ enqueued: 2 });
    expect(body.last7Days).toMatchObject({ enqueued: 2, pending: 2, sent: 0 });
  });
});

describe("POST /api/internal/tick", () => {
  const call = (authorization?: string) =>
    callRoute(tick, "/api/internal/tick", {
      method: "POST",
      // a platform's scheduler: another origin, and the secret
      headers: {
        origin: "https://scheduler.example",
        "sec-fetch-site": "cross-site",
        ...(authorization ? { authorization } : {}),
      },
    });

  afterEach(() => {
    delete process.env.TICK_SECRET;
    resetEnvCache();
  });

  it("does not exist while TICK_SECRET is unset", async () => {
    expect((await call(`Bearer ${SECRET}`)).status).toBe(404);
  });

  it("answers 401 without the secret, and runs the planner and a drain with it, from no page's origin", async () => {
    process.env.TICK_SECRET = SECRET;
    resetEnvCache();
    expect((await call()).status).toBe(401);
    expect((await call(`Bearer ${SECRET}x`)).status).toBe(401);
    const res = await call(`Bearer ${SECRET}`);
    expect(res.status).toBe(200);
    expect(res.json.planner).toMatchObject({ ran: true });
    expect(await t.prisma.reminderPlannerRun.count()).toBe(1);
  });
});
