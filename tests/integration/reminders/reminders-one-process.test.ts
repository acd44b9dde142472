import { useTestDatabase } from "@/tests/helpers/test-db";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { createReminderWorld } from "@/tests/helpers/reminder-world";
import {
  AFTER_STOP,
  EXPECTED_AFTER_STOP,
  EXPECTED_WALK,
  inDayOrder,
  receivedLog,
  walkTimes,
} from "@/tests/helpers/reminder-scenario";
import { resetEnvCache } from "@/lib/server/env";
import { runReminderPlanner } from "@/lib/server/reminders/run-planner";
import { deliverDueEmails } from "@/lib/server/mail/outbox-worker";
import { closeMailTransport } from "@/lib/server/mail/mail-transport";

// Issue 33: "The same scenario with one process on PGlite gives the same emails." The two-instance
// scenario (tests/helpers/reminder-scenario.ts) in this one process on the embedded database: at
// each step of the fake clock the planner runs and the outbox drains into a real SMTP sink; the
// process then does nothing for 30 simulated hours and picks up with one overdue digest per reviewer.

const t = useTestDatabase();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_RATE_PER_MINUTE = "100000";
  resetEnvCache();
});
afterAll(async () => {
  closeMailTransport();
  await sink.close();
  for (const k of ["SMTP_URL", "MAIL_RATE_PER_MINUTE"]) delete process.env[k];
  resetEnvCache();
});

/** One step of the one process: plan at `at`, then send until nothing is due. */
async function tick(at: Date) {
  await runReminderPlanner(at);
  while ((await deliverDueEmails(100)) > 0);
}

it("one process on PGlite: one digest per reviewer per reminder day; after 30 h stopped, one overdue digest", async () => {
  await createReminderWorld(t.prisma);
  const walk = receivedLog(sink);
  for (const at of walkTimes()) await walk.step(at, tick);
  expect(inDayOrder(walk.received)).toEqual(EXPECTED_WALK);

  // Stopped from Wednesday 30 June 10:00 Paris for 30 hours, past Thursday 1 July 09:00.
  const restarted = receivedLog(sink);
  for (const at of AFTER_STOP) await restarted.step(at, tick);
  expect(inDayOrder(restarted.received)).toEqual(EXPECTED_AFTER_STOP);
  expect(await t.prisma.emailOutbox.count({ where: { kind: "reminder", status: { not: "Sent" } } })).toBe(0);
}, 300_000);
