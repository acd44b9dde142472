import { useTestDatabase } from "@/tests/helpers/test-db";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { createReminderWorld } from "@/tests/helpers/reminder-world";
import { resetEnvCache } from "@/lib/server/env";
import { runReminderPlanner } from "@/lib/server/reminders/run-planner";
import { sendNudges } from "@/lib/server/reminders/send-nudges";
import { deliverDueEmails } from "@/lib/server/mail/outbox-worker";
import { closeMailTransport } from "@/lib/server/mail/mail-transport";

// Issue 33 with issue 34: a participant's own self-review is one of their tasks once the cycle has a
// self phase: in their daily digest (linked to /my-self-review), and something HR can nudge about;
// nothing once it is submitted or HR excused them from the phase.

const t = useTestDatabase();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let world: Awaited<ReturnType<typeof createReminderWorld>>;

// Friday 18 June 2027 (T-7 of the 25th) at 09:00 in Paris.
const AT_0900 = new Date("2027-06-18T07:00:00Z");
const DUE = new Date("2027-06-25T21:59:00Z");
const hr = { kind: "hr" as const, hrUserId: 1, name: "hr-self-tasks" };

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = "https://yardstick.example.com";
  process.env.MAIL_RATE_PER_MINUTE = "1000";
  resetEnvCache();
  world = await createReminderWorld(t.prisma);
  await t.prisma.reviewCyclePhase.create({
    data: { cycleId: world.cycleId, phase: "self", opensAt: new Date("2027-06-01T07:00:00Z"), dueAt: DUE },
  });
  for (const [person, email] of [
    [world.ada, "ada@test.example"],
    [world.ben, "ben@test.example"],
    [world.cai, "cai@test.example"],
  ] as const)
    await t.prisma.employee.update({ where: { id: person.id }, data: { email } });
  // Cai has submitted; HR excused Ben (on leave); Ada has not started.
  await t.prisma.employeeValuesReview.create({
    data: {
      employeeId: world.cai.id,
      cycleId: world.cycleId,
      isDraft: false,
      source: "product",
      submittedAt: new Date(),
    },
  });
  await t.prisma.reviewPhaseExcusal.create({
    data: {
      cycleId: world.cycleId,
      employeeId: world.ben.id,
      phase: "self",
      reason: "On leave",
      byHrUserId: 1,
    },
  });
});
afterAll(async () => {
  closeMailTransport();
  await sink.close();
  for (const k of ["SMTP_URL", "PUBLIC_URL", "MAIL_RATE_PER_MINUTE"]) delete process.env[k];
  resetEnvCache();
});

it("sends a participant a digest for their own self-review, linked to /my-self-review; nothing once submitted or excused", async () => {
  await runReminderPlanner(AT_0900);
  const rows = await t.prisma.emailOutbox.findMany({
    where: { kind: "reminder" },
    select: { employeeId: true },
  });
  expect(rows.map((r) => r.employeeId).sort()).toEqual([world.m1.id, world.m2.id, world.ada.id].sort());
  await deliverDueEmails(10);
  const mail = sink.messages.find((m) => m.to.includes("ada@test.example"))!;
  expect(mail.text).toMatch(/Subject: Yardstick: 1 review to finish in Jun-27/);
  expect(mail.text).toContain("Your self-review: due Fri 25 Jun 2027, 23:59 Europe/Paris");
  expect(mail.text).toContain("https://yardstick.example.com/my-self-review");
  // the reviewers' digests list their reports only
  const mara = sink.messages.find((m) => m.to.includes("mara@test.example"))!;
  expect(mara.text).not.toContain("self-review");
});

it("HR nudges about the self phase: the person who has not written it, not the one who submitted", async () => {
  const answer = await sendNudges(
    hr,
    world.cycleId,
    { hrisIds: [world.ada.hrisId, world.cai.hrisId, world.m1.hrisId], phase: "self" },
    "10.0.0.1",
    AT_0900,
  );
  expect(answer.results.map((r) => [r.hrisId, r.status])).toEqual(
    expect.arrayContaining([
      [world.ada.hrisId, "sent"],
      [world.cai.hrisId, "skipped"],
      [world.m1.hrisId, "skipped"],
    ]),
  );
  expect(answer.results.find((r) => r.hrisId === world.cai.hrisId)!.reason).toBe(
    "skipped: nothing left to do in the self phase",
  );
});
