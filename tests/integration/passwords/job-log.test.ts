import { Writable } from "node:stream";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createHrUser } from "@/tests/helpers/factories";
import { accounts, createTeam } from "@/tests/helpers/passwords-factories";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { resetEnvCache } from "@/lib/server/env";
import { resetLogger } from "@/lib/server/log";
import { decryptPassword } from "@/lib/server/crypto/password-cipher";
import { awaitPasswordJobs } from "@/lib/server/passwords/run-password-job";
import { resumeInterruptedJobs, startGeneration } from "@/lib/server/passwords/start-password-job";
import { queueLoginEmails } from "@/lib/server/mail/email-outbox";
import { deliverDueEmails } from "@/lib/server/mail/outbox-worker";
import { closeMailTransport } from "@/lib/server/mail/mail-transport";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";

// Issue 19 (logs a platform can read): each background job step is one JSON line with ids and
// counts; no line carries a password, a hash, an email address or an email body.

const t = useTestDatabase();
type Line = Record<string, unknown>;
const lines: Line[] = [];
let raw = "";
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = "https://yardstick.example.com";
  process.env.LOG_LEVEL = "info";
  resetEnvCache();
  resetLogger(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw += chunk.toString();
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
});

afterAll(async () => {
  process.env.LOG_LEVEL = "silent";
  delete process.env.SMTP_URL;
  resetEnvCache();
  resetLogger();
  closeMailTransport();
  await sink.close();
  await shutdownHashPool();
});

const steps = (job: string) => lines.filter((l) => l.job === job).map((l) => l.step);

describe("background job log lines", () => {
  it("logs the password job's batches, its resume and its end, and the outbox's claims, sends, failures and releases", async () => {
    const team = await createTeam(t.prisma, 10, 2);
    const hr = await createHrUser(t.prisma);
    const actor = { kind: "hr" as const, hrUserId: hr.id, name: hr.username };
    const job = await startGeneration(actor, "local", { batchSize: 4, stopAfterBatches: 1 });
    await awaitPasswordJobs();
    await t.prisma.passwordJob.update({
      where: { id: job.id },
      data: { lockedBy: "dead-instance", heartbeatAt: new Date(Date.now() - 10 * 60_000) },
    });
    expect(await resumeInterruptedJobs({ batchSize: 4 })).toBe(job.id);
    await awaitPasswordJobs();

    const passwords = lines.filter((l) => l.job === "passwords");
    expect(passwords.map((l) => l.step)).toEqual([
      "running",
      "batch",
      "resumed",
      "running",
      "batch",
      "batch",
      "done",
    ]);
    const batches = passwords.filter((l) => l.step === "batch");
    expect(batches.map((l) => [l.count, l.processed, l.total])).toEqual([
      [4, 4, 10],
      [4, 8, 10],
      [2, 10, 10],
    ]);
    for (const l of passwords) expect(l).toMatchObject({ jobId: job.id, level: "info" });
    expect(typeof passwords[0]!.time).toBe("string");

    // The outbox: one failure (the mail server refuses), then the rest go out; a claim cut short releases.
    await queueLoginEmails(actor, "local");
    sink.state.mode = "permanent";
    await deliverDueEmails(1);
    sink.state.mode = "accept";
    let calls = 0;
    await deliverDueEmails(3, () => ++calls > 2);
    await deliverDueEmails(100);
    const outbox = lines.filter((l) => l.job === "outbox");
    expect(steps("outbox")).toEqual(expect.arrayContaining(["claimed", "failed", "sent", "released"]));
    const failed = outbox.find((l) => l.step === "failed")!;
    expect(failed).toMatchObject({
      level: "warn",
      reason: "The mail server refused the message (550).",
      attempt: 1,
    });
    expect(typeof failed.outboxId).toBe("number");
    expect(typeof failed.employeeId).toBe("number");
    const released = outbox.find((l) => l.step === "released")!;
    expect(released.count).toBe(1);
    expect(outbox.filter((l) => l.step === "claimed").every((l) => Array.isArray(l.outboxIds))).toBe(true);
    const sent = outbox.filter((l) => l.step === "sent").length;
    expect(sent).toBe(sink.messages.length);
    expect(sent).toBeGreaterThanOrEqual(1);

    // Never a password, a hash, an address or a body.
    for (const account of await accounts(t.prisma)) {
      expect(raw).not.toContain(decryptPassword(account.encryptedPassword!, account.id));
      expect(raw).not.toContain(account.passwordHash);
    }
    for (const e of team.all) expect(raw).not.toContain(e.email);
    expect(raw).not.toMatch(/yardstick\.example\.com/);
  });
});
