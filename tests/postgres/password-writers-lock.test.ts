import { POST as sendAll } from "@/app/api/hr/send-all-emails/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { resetEnvCache } from "@/lib/server/env";
import { closeMailTransport } from "@/lib/server/mail/mail-transport";
import { regeneratePassword } from "@/lib/server/passwords/regenerate-password";
import { startRegenerateAll } from "@/lib/server/passwords/start-password-job";
import { awaitPasswordJobs } from "@/lib/server/passwords/run-password-job";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";

// Send All and one Regenerate each refuse while a password job runs. A job that starts in the
// same instant, on this instance or another, is not missed: its start and their check take turns,
// so the check sees the job once it has committed (409) instead of reading just before it.
// (Before, the check read without waiting: Send All queued messages the job then made stale, and a
// Regenerate wrote a password the job overwrote a moment later.)

const t = useTestDatabase();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let hr: { id: number; username: string };
let cookie: string;
const actor = () => ({ kind: "hr" as const, hrUserId: hr.id, name: hr.username });

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = "https://yardstick.example.com";
  resetEnvCache();
  hr = await createHrUser(t.prisma, "hr-race");
  cookie = await hrCookie(hr);
});
afterAll(async () => {
  await awaitPasswordJobs();
  closeMailTransport();
  await sink.close();
  await shutdownHashPool();
  delete process.env.SMTP_URL;
  resetEnvCache();
});

/** Two employees with passwords, generation done: Regenerate All may start. */
async function generatedOrg() {
  await t.prisma.$executeRawUnsafe(
    `TRUNCATE "EmailOutbox", "PasswordGeneration", "PasswordJob", "LoginAccount", "Employee", "AuditEvent" RESTART IDENTITY CASCADE`,
  );
  const people = [await createEmployee(t.prisma), await createEmployee(t.prisma)];
  for (const p of people) await regeneratePassword(actor(), p.hrisId, "local");
  const done = await t.prisma.passwordJob.create({
    data: { kind: "Generate", status: "Completed", total: 2, processed: 2, createdBy: hr.id },
  });
  await t.prisma.passwordGeneration.create({
    data: { id: 1, generated: true, generatedBy: hr.id, managerCount: 0, jobId: done.id },
  });
  return people;
}

/** Backends of this database waiting for a lock. */
async function lockWaiters() {
  const [row] = await t.prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return row!.n;
}

async function until(condition: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 25));
}

/**
 * Regenerate All caught mid-start: another transaction holds an uncommitted job, so the start
 * waits inside its transaction until `release`, then commits its own job.
 */
async function jobStartInFlight() {
  const holder = t.openClient();
  let held!: () => void;
  let release!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding = holder.prisma
    .$transaction(
      async (tx) => {
        await tx.passwordJob.create({
          data: { kind: "RegenerateAll", status: "Running", total: 0, createdBy: hr.id },
        });
        held();
        await released;
        throw new Error("roll back");
      },
      { timeout: 30_000 },
    )
    .catch(() => undefined);
  await isHeld;
  const starting = startRegenerateAll(actor(), "local");
  await until(async () => (await lockWaiters()) >= 1);
  return {
    starting,
    /** Lets the start commit; resolves once the holder has rolled back. */
    finish: async () => {
      release();
      await holding;
      await holder.close();
    },
  };
}

/** Runs `call` while a job is starting; lets the start finish once `call` is done or is waiting. */
async function duringJobStart<T>(call: () => Promise<T>) {
  const job = await jobStartInFlight();
  const before = await lockWaiters();
  let done = false;
  const answer = call().finally(() => (done = true));
  await until(async () => done || (await lockWaiters()) > before);
  await job.finish();
  await job.starting;
  return answer;
}

it("Send All that meets a job starting at the same instant is refused and queues nothing", async () => {
  await generatedOrg();
  const answer = await duringJobStart(() =>
    callRoute(sendAll, "/api/hr/send-all-emails", { cookie, method: "POST" }),
  );
  expect(answer.status).toBe(409);
  expect(answer.json.message).toBe("A password job is already running. Please wait for it to finish.");
  expect(await t.prisma.emailOutbox.count()).toBe(0);
  await awaitPasswordJobs();
}, 30_000);

it("a Regenerate that meets a job starting at the same instant is refused and writes nothing", async () => {
  const [someone] = await generatedOrg();
  const answer = await duringJobStart(() =>
    regeneratePassword(actor(), someone!.hrisId, "local").then(
      () => "written",
      (error: Error) => error.message,
    ),
  );
  expect(answer).toBe("A password job is already running. Please wait for it to finish.");
  // the two of the setup only
  expect(await t.prisma.auditEvent.count({ where: { action: "password.regenerate" } })).toBe(2);
  await awaitPasswordJobs();
}, 30_000);
