import { POST as nudgeRoute } from "@/app/api/review-cycles/[id]/nudges/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { createReminderWorld, submitReview } from "@/tests/helpers/reminder-world";
import { resetEnvCache } from "@/lib/server/env";
import { sendNudges, type NudgeActor } from "@/lib/server/reminders/send-nudges";
import { deliverDueEmails } from "@/lib/server/mail/outbox-worker";
import { closeMailTransport } from "@/lib/server/mail/mail-transport";

// Nudges (issue 33 §4): HR nudges anyone in the cycle, a manager only their own subtree (403
// outside, nothing written); at most one nudge per person a day, reported as "skipped: nudged 3 h
// ago"; the email is built at send from the state then, with the sender's message; audited.

const t = useTestDatabase();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let world: Awaited<ReturnType<typeof createReminderWorld>>;
let hr: NudgeActor;
let director: Awaited<ReturnType<typeof createEmployee>>;

// Monday 21 June 2027, 10:00 in Paris: the manager phase is open (due Friday 25th).
const NOW = new Date("2027-06-21T08:00:00Z");
const hoursLater = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

const nudgeRows = () =>
  t.prisma.reviewNudge.findMany({
    orderBy: { id: "asc" },
    select: { employeeId: true, byName: true, message: true },
  });
const outbox = () =>
  t.prisma.emailOutbox.findMany({
    where: { kind: "nudge" },
    orderBy: { id: "asc" },
    select: { employeeId: true, status: true, lastError: true },
  });

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = "https://yardstick.example.com";
  process.env.MAIL_RATE_PER_MINUTE = "1000";
  resetEnvCache();
  const hrUser = await createHrUser(t.prisma, "hr-nudges");
  hr = { kind: "hr", hrUserId: hrUser.id, name: hrUser.username };
});
afterAll(async () => {
  closeMailTransport();
  await sink.close();
  for (const k of ["SMTP_URL", "PUBLIC_URL", "MAIL_RATE_PER_MINUTE"]) delete process.env[k];
  resetEnvCache();
});
beforeEach(async () => {
  sink.messages.length = 0;
  await t.prisma.$executeRawUnsafe(
    `TRUNCATE "EmailOutbox", "ReviewNudge", "AuditEvent", "BehavioralEvaluation", "ManagerValuesReview", "PerformanceQuestionnaire",
      "ReviewCycleParticipant", "ReviewCyclePhase", "ReviewCycle", "Employee", "RateLimitCounter" RESTART IDENTITY CASCADE`,
  );
  world = await createReminderWorld(t.prisma);
  // Vera directs Mara (so Mara's reviews are in Vera's subtree); Noel reports to nobody.
  director = await createEmployee(t.prisma, { name: "Vera Director", email: "vera@test.example" });
  await t.prisma.employee.update({ where: { id: world.m1.id }, data: { mgrId: director.hrisId } });
});

const asManager = (e: { id: number; hrisId: string; name: string }): NudgeActor => ({
  kind: "manager",
  employeeId: e.id,
  hrisId: e.hrisId,
  name: e.name,
});

describe("nudges", () => {
  it("HR nudges two reviewers with a message; the emails arrive with it, built at send; audited", async () => {
    const answer = await sendNudges(
      hr,
      world.cycleId,
      { hrisIds: [world.m1.hrisId, world.m2.hrisId], phase: "manager", message: "Calibration is on Friday." },
      "10.0.0.1",
      NOW,
    );
    expect(answer).toMatchObject({ sent: 2, skipped: 0 });
    expect(answer.results.map((r) => [r.name, r.status])).toEqual([
      ["Mara Reviewer", "sent"],
      ["Noel Reviewer", "sent"],
    ]);
    expect(await nudgeRows()).toEqual([
      { employeeId: world.m1.id, byName: "hr-nudges", message: "Calibration is on Friday." },
      { employeeId: world.m2.id, byName: "hr-nudges", message: "Calibration is on Friday." },
    ]);
    await deliverDueEmails(10);
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(["mara@test.example", "noel@test.example"]);
    const mara = sink.messages.find((m) => m.to[0] === "mara@test.example")!;
    expect(mara.raw).toContain("Subject: Yardstick: hr-nudges asks you to finish 2 reviews in Jun-27");
    expect(mara.text).toContain("Calibration is on Friday.");
    expect(mara.text).toContain("Ada Report");
    expect(mara.text).toContain("https://yardstick.example.com/employee/");
    const audit = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: "review-cycle.nudge" } });
    expect(audit).toMatchObject({ actorKind: "hr", employeeIds: [world.m1.hrisId, world.m2.hrisId] });
    // the message is what someone typed: the audit says there was one, not what it said
    expect(audit.detail).toMatchObject({ sent: 2, skipped: 0, withMessage: true, phase: "manager" });
    expect(JSON.stringify(audit.detail)).not.toContain("Calibration");
  });

  it("nudges a person at most once a day: 'skipped: nudged 3 h ago', then again after 24 h", async () => {
    const body = { hrisIds: [world.m1.hrisId], phase: "manager" as const };
    expect((await sendNudges(hr, world.cycleId, body, "ip", NOW)).sent).toBe(1);
    const again = await sendNudges(asManager(director), world.cycleId, body, "ip", hoursLater(3));
    expect(again).toMatchObject({ sent: 0, skipped: 1 });
    expect(again.results[0]).toMatchObject({ status: "skipped", reason: "skipped: nudged 3 h ago" });
    expect((await sendNudges(hr, world.cycleId, body, "ip", hoursLater(25))).sent).toBe(1);
    expect(await nudgeRows()).toHaveLength(2);
  });

  it("concurrent requests nudging the same person send one nudge", async () => {
    const body = { hrisIds: [world.m2.hrisId, world.m1.hrisId], phase: "manager" as const };
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() => sendNudges(hr, world.cycleId, body, "ip", NOW)),
    );
    expect(answers.reduce((n, a) => n + a.sent, 0)).toBe(2);
    expect(await nudgeRows()).toHaveLength(2);
    expect(await outbox()).toHaveLength(2);
  });

  it("skips whoever has nothing left in the phase, and an unknown HRIS id, saying why", async () => {
    await submitReview(t.prisma, world.cycleId, world.m2.id, world.cai.id);
    const answer = await sendNudges(
      hr,
      world.cycleId,
      { hrisIds: [world.m2.hrisId, "NOBODY-1"], phase: "manager" },
      "ip",
      NOW,
    );
    expect(answer.results).toEqual([
      {
        hrisId: world.m2.hrisId,
        name: "Noel Reviewer",
        status: "skipped",
        reason: "skipped: nothing left to do in the manager phase",
      },
      { hrisId: "NOBODY-1", name: null, status: "skipped", reason: "skipped: no employee has this HRIS id" },
    ]);
    expect(await nudgeRows()).toHaveLength(0);
  });

  it("lets a manager nudge only their own subtree: 403 for anyone else, and nothing is written", async () => {
    const inside = await sendNudges(
      asManager(director),
      world.cycleId,
      { hrisIds: [world.m1.hrisId], phase: "manager" },
      "ip",
      NOW,
    );
    expect(inside.sent).toBe(1);
    await expect(
      sendNudges(
        asManager(director),
        world.cycleId,
        { hrisIds: [world.m2.hrisId, world.m1.hrisId], phase: "manager" },
        "ip",
        hoursLater(30),
      ),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      sendNudges(
        asManager(world.m1),
        world.cycleId,
        { hrisIds: [world.m1.hrisId], phase: "manager" },
        "ip",
        hoursLater(30),
      ),
    ).rejects.toMatchObject({ status: 403 });
    expect(await nudgeRows()).toHaveLength(1);
  });

  it("settles a nudge Skipped when the reviews were submitted before it was sent", async () => {
    await sendNudges(hr, world.cycleId, { hrisIds: [world.m2.hrisId], phase: "manager" }, "ip", NOW);
    await submitReview(t.prisma, world.cycleId, world.m2.id, world.cai.id);
    await deliverDueEmails(10);
    expect(sink.messages).toHaveLength(0);
    expect(await outbox()).toEqual([
      {
        employeeId: world.m2.id,
        status: "Skipped",
        lastError: "Skipped: every review was completed since the reminder was queued.",
      },
    ]);
  });

  describe("POST /api/review-cycles/{id}/nudges", () => {
    const post = (body: unknown, cookie?: string, id = world.cycleId) =>
      callRoute(nudgeRoute, `/api/review-cycles/${id}/nudges`, {
        method: "POST",
        params: { id: String(id) },
        body,
        cookie,
      });

    it("answers per person, refuses a bad body with 400, a guest 401, outside 403, a closed cycle 409", async () => {
      // the route runs on the real clock: open the phase now
      await t.prisma.reviewCyclePhase.updateMany({ data: { opensAt: new Date(Date.now() - 86_400_000) } });
      const hrCookieValue = await hrCookie(await createHrUser(t.prisma, "hr-route"));
      await createAccount(t.prisma, director);
      const ok = await post({ hrisIds: [world.m1.hrisId], phase: "manager" }, hrCookieValue);
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({
        sent: 1,
        skipped: 0,
        results: [{ hrisId: world.m1.hrisId, status: "sent" }],
      });

      const badPhase = await post({ hrisIds: [world.m1.hrisId], phase: "sharing" }, hrCookieValue);
      expect(badPhase.status).toBe(400);
      expect(JSON.stringify(badPhase.json)).toContain(
        "Only the self review and manager review phases have tasks to nudge about.",
      );
      expect((await post({ hrisIds: [], phase: "manager" }, hrCookieValue)).status).toBe(400);
      expect(
        (await post({ hrisIds: ["x"], phase: "manager", message: "m".repeat(1001) }, hrCookieValue)).status,
      ).toBe(400);
      expect((await post({ hrisIds: [world.m1.hrisId], phase: "manager" })).status).toBe(401);
      expect(
        (await post({ hrisIds: [world.m2.hrisId], phase: "manager" }, await managerCookie(director))).status,
      ).toBe(403);
      expect(
        (await post({ hrisIds: [world.m1.hrisId], phase: "manager" }, hrCookieValue, 999_999)).status,
      ).toBe(404);

      await t.prisma.reviewCycle.update({
        where: { id: world.cycleId },
        data: { status: "Closed", closedAt: new Date() },
      });
      const closed = await post({ hrisIds: [world.m1.hrisId], phase: "manager" }, hrCookieValue);
      expect(closed.status).toBe(409);
      expect(closed.json.code).toBe("cycle_closed");
      expect(await nudgeRows()).toHaveLength(1);
    });
  });
});
