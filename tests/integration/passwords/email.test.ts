import { GET as emailStatus } from "@/app/api/hr/email-status/route";
import { POST as sendEmail } from "@/app/api/hr/send-email/route";
import { POST as sendAll } from "@/app/api/hr/send-all-emails/route";
import { GET as emailProgress } from "@/app/api/hr/email-progress/route";
import { jest } from "@jest/globals";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { freezeDate } from "@/tests/helpers/frozen-clock";
import { createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { resetEnvCache } from "@/lib/server/env";
import { decryptPassword } from "@/lib/server/crypto/password-cipher";
import { regeneratePassword } from "@/lib/server/passwords/regenerate-password";
import { deliverDueEmails } from "@/lib/server/mail/outbox-worker";
import { closeMailTransport } from "@/lib/server/mail/mail-transport";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";
import { allowAuditRows, refuseAuditRows } from "@/tests/helpers/refuse-audit-rows";

const t = useTestDatabase();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let cookie: string;
let hr: { id: number; username: string };

function configureMail(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  process.env.PUBLIC_URL = "https://yardstick.example.com";
  resetEnvCache();
}

async function employeeWithPassword(overrides: Parameters<typeof createEmployee>[1] = {}) {
  const e = await createEmployee(t.prisma, overrides);
  const { plainPassword } = await regeneratePassword(
    { kind: "hr", hrUserId: hr.id, name: hr.username },
    e.hrisId,
    "local",
  );
  return { ...e, password: plainPassword };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  hr = await createHrUser(t.prisma, "hr-mail");
  cookie = await hrCookie(hr);
});
afterAll(async () => {
  closeMailTransport();
  await sink.close();
  await shutdownHashPool();
  configureMail(undefined);
});
beforeEach(async () => {
  configureMail(sink.url);
  sink.state.mode = "accept";
  sink.messages.length = 0;
  await t.prisma.$executeRawUnsafe(
    `TRUNCATE "EmailOutbox", "LoginAccount", "Employee", "AuditEvent", "RateLimitCounter" RESTART IDENTITY CASCADE`,
  );
});

describe("email service status", () => {
  it("is Ready with SMTP_URL and Not Configured without it; sending is then refused", async () => {
    expect((await callRoute(emailStatus, "/api/hr/email-status", { cookie })).json).toEqual({
      isConfigured: true,
    });
    configureMail(undefined);
    expect((await callRoute(emailStatus, "/api/hr/email-status", { cookie })).json).toEqual({
      isConfigured: false,
    });
    const e = await employeeWithPassword();
    const one = await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: e.hrisId } });
    expect(one.status).toBe(503);
    expect(one.json.message).toMatch(/not configured/);
    expect((await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" })).status).toBe(
      503,
    );
  });
});

describe("POST /api/hr/send-email", () => {
  it("sends one login email with the sign-in URL, email, HRIS ID and password, once", async () => {
    const e = await employeeWithPassword({ name: "Mia Mail", email: "mia@corp.example" });
    const res = await callRoute(sendEmail, "/api/hr/send-email", {
      cookie,
      body: { hrisId: e.hrisId },
      headers: { "x-forwarded-for": "10.2.2.2" },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Login email sent successfully");
    expect(sink.messages).toHaveLength(1);
    const [m] = sink.messages;
    expect(m!.to).toEqual(["mia@corp.example"]);
    expect(m!.raw).toMatch(/^Subject: Your Performance Review Process sign-in details/m);
    expect(m!.raw).toMatch(/Content-Type: multipart\/alternative/);
    for (const part of ["https://yardstick.example.com/login", "mia@corp.example", e.hrisId, e.password])
      expect(m!.text).toContain(part);
    const audit = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: "email.send" } });
    expect(audit).toMatchObject({ actorId: hr.id, employeeIds: [e.hrisId], ipAddress: "10.2.2.2" });
    expect(JSON.stringify(audit)).not.toContain(e.password);
  });

  it("cannot be steered into extra headers or recipients", async () => {
    const e = await employeeWithPassword({ name: "Eve\r\nBcc: spy@evil.example", email: "eve@corp.example" });
    await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: e.hrisId } });
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.to).toEqual(["eve@corp.example"]);
    expect(sink.messages[0]!.raw).not.toMatch(/^Bcc:/im);
    const bad = await employeeWithPassword({ email: "a@corp.example, spy@evil.example" });
    const res = await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: bad.hrisId } });
    expect(res.status).toBe(422);
    expect(sink.messages).toHaveLength(1);
  });

  it("answers the server's refusal as a clear failure", async () => {
    const e = await employeeWithPassword();
    sink.state.mode = "permanent";
    const res = await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: e.hrisId } });
    expect(res.status).toBe(502);
    expect(res.json.message).toBe("The mail server refused the message (550).");
  });

  it("refuses an employee with no password to send and an unknown one", async () => {
    const e = await createEmployee(t.prisma);
    expect(
      (await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: e.hrisId } })).status,
    ).toBe(409);
    expect(
      (await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: "NOPE" } })).status,
    ).toBe(404);
    expect(
      (await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: ["x"] } })).status,
    ).toBe(400);
  });
});

describe("POST /api/hr/send-all-emails and the outbox worker", () => {
  it("queues one message per employee, answers at once, and the worker sends each exactly once", async () => {
    const people = [await employeeWithPassword(), await employeeWithPassword(), await employeeWithPassword()];
    const res = await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Queued login emails for 3 employees");
    expect(sink.messages).toHaveLength(0);
    const pending = await callRoute(emailProgress, "/api/hr/email-progress", { cookie });
    expect(pending.json.batch).toMatchObject({ total: 3, sent: 0, pending: 3, failed: 0 });

    // Two rounds at once, as two instances would: SKIP LOCKED hands each row to one of them.
    await Promise.all([deliverDueEmails(10), deliverDueEmails(10)]);
    expect(sink.messages).toHaveLength(3);
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(people.map((p) => p.email).sort());
    for (const p of people)
      expect(sink.messages.find((m) => m.to[0] === p.email)!.text).toContain(p.password);

    const again = await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    expect(again.json.message).toMatch(/^No login emails to send/);
    await deliverDueEmails(10);
    expect(sink.messages).toHaveLength(3);
    const done = await callRoute(emailProgress, "/api/hr/email-progress", { cookie });
    expect(done.json.batch).toMatchObject({ total: 3, sent: 3, pending: 0, failed: 0 });
    const audit = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: "email.send-all" } });
    expect(audit.employeeIds.sort()).toEqual(people.map((p) => p.hrisId).sort());
  });

  it("never sends a password twice: one sent with Send Email is skipped by a later Send All", async () => {
    const byHand = await employeeWithPassword();
    const other = await employeeWithPassword();
    expect(
      (await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: byHand.hrisId } })).status,
    ).toBe(200);
    const all = await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    expect(all.json.message).toBe("Queued login emails for 1 employee");
    await deliverDueEmails(10);
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual([byHand.email, other.email].sort());
    // The progress card is about the Send All, not the message sent by hand.
    const progress = await callRoute(emailProgress, "/api/hr/email-progress", { cookie });
    expect(progress.json.batch).toMatchObject({ total: 1, sent: 1, pending: 0 });
  });

  it("refuses Send Email while the bulk send is sending that same message (never two copies)", async () => {
    const e = await employeeWithPassword();
    await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    await t.prisma.emailOutbox.updateMany({ data: { status: "Sending" } }); // the worker has it
    const res = await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: e.hrisId } });
    expect({ status: res.status, message: res.json.message }).toEqual({
      status: 409,
      message: "This employee's login email is being sent right now. Please check again in a minute.",
    });
    expect(sink.messages).toHaveLength(0);
  });

  it("a Send Email the mail server refuses is left for the next Send All", async () => {
    const e = await employeeWithPassword();
    sink.state.mode = "permanent";
    const res = await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: e.hrisId } });
    expect(res.status).toBe(502);
    sink.state.mode = "accept";
    const all = await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    expect(all.json.message).toBe("Queued login emails for 1 employee");
    await deliverDueEmails(10);
    expect(sink.messages.map((m) => m.to[0])).toEqual([e.email]);
  });

  it("a second Send All while the first is still sending says so, instead of 'already sent'", async () => {
    for (let i = 0; i < 3; i++) await employeeWithPassword();
    await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    const again = await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    expect(again.json.message).toBe("3 login emails are still being sent; there is nothing new to queue.");
  });

  it("refuses Send All while a password job is rewriting the passwords (409), queueing nothing", async () => {
    for (let i = 0; i < 2; i++) await employeeWithPassword();
    const job = await t.prisma.passwordJob.create({
      data: { kind: "RegenerateAll", status: "Running", total: 2, createdBy: hr.id },
    });
    try {
      const refused = await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe("A password job is already running. Please wait for it to finish.");
      expect(await t.prisma.emailOutbox.count()).toBe(0);
      expect(await t.prisma.auditEvent.count({ where: { action: "email.send-all" } })).toBe(0);
    } finally {
      await t.prisma.passwordJob.update({ where: { id: job.id }, data: { status: "Completed" } });
    }
    const sent = await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    expect(sent.json.message).toBe("Queued login emails for 2 employees");
  });

  it("sends a whole round over one reused SMTP connection, not a handshake per message", async () => {
    closeMailTransport();
    const before = sink.state.connections;
    await Promise.all(Array.from({ length: 6 }, () => employeeWithPassword()));
    await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    expect(await deliverDueEmails(10)).toBe(6);
    expect(sink.messages).toHaveLength(6);
    expect(sink.state.connections - before).toBe(1);
  });

  it("leaves a message pending for retry when the server fails, then sends it once", async () => {
    const e = await employeeWithPassword();
    await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    sink.state.mode = "transient";
    await deliverDueEmails(10);
    let row = await t.prisma.emailOutbox.findFirstOrThrow();
    expect(row).toMatchObject({
      status: "Pending",
      attempts: 1,
      lastError: "The mail server refused the message (451).",
    });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await deliverDueEmails(10)).toBe(0); // backing off
    sink.state.mode = "accept";
    await t.prisma.emailOutbox.update({ where: { id: row.id }, data: { nextAttemptAt: new Date() } });
    await deliverDueEmails(10);
    row = await t.prisma.emailOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: "Sent", attempts: 2 });
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.text).toContain(e.password);
  });

  it("marks a permanent refusal Failed and lists it; queueing again retries it", async () => {
    const e = await employeeWithPassword({ name: "Fay Fail" });
    await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    sink.state.mode = "permanent";
    await deliverDueEmails(10);
    const progress = await callRoute(emailProgress, "/api/hr/email-progress", { cookie });
    expect(progress.json.batch).toMatchObject({
      failed: 1,
      failures: [{ hrisId: e.hrisId, name: "Fay Fail", error: "The mail server refused the message (550)." }],
    });
    sink.state.mode = "accept";
    const retry = await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    expect(retry.json.message).toBe("Queued login emails for 1 employee");
    await deliverDueEmails(10);
    expect(sink.messages).toHaveLength(1);
  });

  it("never re-sends a message an instance died while sending, nor one whose password changed since", async () => {
    const a = await employeeWithPassword();
    const b = await employeeWithPassword();
    await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    const rows = await t.prisma.emailOutbox.findMany({ orderBy: { id: "asc" } });
    await t.prisma.emailOutbox.update({
      where: { id: rows[0]!.id },
      data: { status: "Sending", nextAttemptAt: new Date(Date.now() - 1000) },
    });
    await regeneratePassword({ kind: "hr", hrUserId: hr.id, name: hr.username }, b.hrisId, "local");
    await deliverDueEmails(10);
    expect(sink.messages).toHaveLength(0);
    const after = await t.prisma.emailOutbox.findMany({
      orderBy: { id: "asc" },
      include: { employee: true },
    });
    expect(after.find((r) => r.employee?.hrisId === a.hrisId)).toMatchObject({
      status: "Failed",
      lastError: expect.stringMatching(/Interrupted/),
    });
    expect(after.find((r) => r.employee?.hrisId === b.hrisId)).toMatchObject({
      status: "Failed",
      lastError: expect.stringMatching(/password changed/),
    });
  });

  it("keeps to MAIL_RATE_PER_MINUTE across rounds", async () => {
    process.env.MAIL_RATE_PER_MINUTE = "2";
    resetEnvCache();
    try {
      for (let i = 0; i < 3; i++) await employeeWithPassword();
      await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
      // Within one minute the budget is 2; the third message waits for the next minute.
      freezeDate();
      expect(await deliverDueEmails(10)).toBe(2);
      expect(await deliverDueEmails(10)).toBe(0);
      expect(sink.messages).toHaveLength(2);
      expect(await t.prisma.emailOutbox.count({ where: { status: "Pending" } })).toBe(1);
      jest.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 60_000);
      expect(await deliverDueEmails(10)).toBe(1);
      expect(sink.messages).toHaveLength(3);
      const account = await t.prisma.loginAccount.findFirstOrThrow();
      expect(decryptPassword(account.encryptedPassword!, account.id)).toHaveLength(16);
    } finally {
      jest.useRealTimers();
      delete process.env.MAIL_RATE_PER_MINUTE;
      resetEnvCache();
    }
  });
});

describe("the audit trail names every email that can leave", () => {
  const refuse = (action: string) => refuseAuditRows(t.prisma, action);
  afterEach(() => allowAuditRows(t.prisma));

  it("Send All queues nothing when its audit row cannot be written", async () => {
    await employeeWithPassword();
    await refuse("email.send-all");
    const res = await callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" });
    expect(res.status).toBe(500);
    expect(await t.prisma.emailOutbox.count()).toBe(0);
    expect(await deliverDueEmails(10)).toBe(0);
    expect(sink.messages).toHaveLength(0);
  });

  it("Send Email is on the trail before the message leaves, whatever happens after", async () => {
    const e = await employeeWithPassword();
    await refuse("email.send.started");
    const refused = await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: e.hrisId } });
    expect(refused.status).toBe(500);
    expect(sink.messages).toHaveLength(0);
    expect(await t.prisma.emailOutbox.count()).toBe(0);

    // The outcome's row fails after the mail server took the message: the trail still names it.
    await refuse("email.send");
    const sent = await callRoute(sendEmail, "/api/hr/send-email", { cookie, body: { hrisId: e.hrisId } });
    expect(sent.status).toBe(500);
    expect(sink.messages).toHaveLength(1);
    const trail = await t.prisma.auditEvent.findMany({ where: { employeeIds: { has: e.hrisId } } });
    expect(trail.map((r) => [r.action, r.actorId])).toContainEqual(["email.send.started", hr.id]);
  });
});
