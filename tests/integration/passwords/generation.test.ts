import os from "node:os";
import bcrypt from "bcryptjs";
import { POST as generate } from "@/app/api/hr/generate-passwords/route";
import { POST as bulkRegenerate } from "@/app/api/hr/bulkRegeneratePasswords/route";
import { GET as status } from "@/app/api/hr/passwords-status/route";
import { GET as progress } from "@/app/api/hr/generation-progress/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createHrUser } from "@/tests/helpers/factories";
import { accounts, createTeam } from "@/tests/helpers/passwords-factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import { decryptPassword } from "@/lib/server/crypto/password-cipher";
import { awaitPasswordJobs, launchPasswordJob } from "@/lib/server/passwords/run-password-job";
import { resumeInterruptedJobs, startGeneration } from "@/lib/server/passwords/start-password-job";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";

const t = useTestDatabase();
afterAll(() => shutdownHashPool());

async function expectEveryoneHasOnePassword(jobId: number, employeeCount: number) {
  const rows = await accounts(t.prisma);
  expect(rows).toHaveLength(employeeCount);
  for (const row of rows) {
    expect(row.passwordJobId).toBe(jobId);
    expect(row.mustChangePassword).toBe(true);
    const plain = decryptPassword(row.encryptedPassword!, row.id);
    expect(plain).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{16}$/);
    expect(await bcrypt.compare(plain, row.passwordHash)).toBe(true);
  }
  return rows;
}

/** Five employees, and a generation job that stopped (as a restart would stop it) after 2 of them. */
async function generationStoppedAfterOneBatch() {
  await createTeam(t.prisma, 5, 1);
  const hr = await createHrUser(t.prisma);
  const job = await startGeneration({ kind: "hr", hrUserId: hr.id, name: hr.username }, "local", {
    batchSize: 2,
    stopAfterBatches: 1,
  });
  await awaitPasswordJobs();
  return { cookie: await hrCookie(hr), job };
}

describe("bulk password generation", () => {
  beforeEach(async () => {
    await t.prisma.$executeRawUnsafe(
      `TRUNCATE "AuditEvent", "PasswordGeneration", "PasswordJob", "LoginAccount", "Employee", "HrUser" RESTART IDENTITY CASCADE`,
    );
  });

  it("runs once: of two parallel requests one starts the job and the other gets 409", async () => {
    const team = await createTeam(t.prisma, 7, 2);
    // A demo manager who already has an account (and the demo password) gets a new one too.
    await createAccount(t.prisma, team.leads[0]!, "demo-password");
    const hr = await createHrUser(t.prisma);
    const cookie = await hrCookie(hr);
    const [a, b] = await Promise.all([
      callRoute(generate, "/api/hr/generate-passwords", {
        method: "POST",
        cookie,
        headers: { "x-forwarded-for": "10.1.1.1" },
      }),
      callRoute(generate, "/api/hr/generate-passwords", { method: "POST", cookie }),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.json.message).toBe(
      "Passwords have already been generated. Only per-employee regeneration is possible now.",
    );
    await awaitPasswordJobs();

    const generation = await t.prisma.passwordGeneration.findUniqueOrThrow({ where: { id: 1 } });
    expect(generation).toMatchObject({ generated: true, generatedBy: hr.id, managerCount: 3 });
    const job = await t.prisma.passwordJob.findUniqueOrThrow({ where: { id: generation.jobId } });
    expect(job).toMatchObject({ status: "Completed", total: 7, processed: 7, lockedBy: null });
    expect(await t.prisma.passwordJob.count()).toBe(1);
    const rows = await expectEveryoneHasOnePassword(job.id, 7);
    expect(
      await bcrypt.compare(
        "demo-password",
        rows.find((r) => r.employeeId === team.leads[0]!.id)!.passwordHash,
      ),
    ).toBe(false);

    const answer = await callRoute(status, "/api/hr/passwords-status", { cookie });
    expect(answer.json).toMatchObject({
      hasGenerated: true,
      managerCount: 3,
      totalPasswords: 7,
      generatedBy: hr.username,
    });
    const third = await callRoute(generate, "/api/hr/generate-passwords", { method: "POST", cookie });
    expect(third.status).toBe(409);

    const audit = await t.prisma.auditEvent.findMany({
      where: { action: { startsWith: "passwords.generate" } },
      orderBy: { id: "asc" },
    });
    expect(audit[0]).toMatchObject({
      action: "passwords.generate",
      actorKind: "hr",
      actorId: hr.id,
      actorName: hr.username,
    });
    expect(audit[0]!.ipAddress).toBeTruthy();
    const affected = audit
      .filter((e) => e.action === "passwords.generate.batch")
      .flatMap((e) => e.employeeIds);
    expect(affected.sort()).toEqual(team.all.map((e) => e.hrisId).sort());
    expect(JSON.stringify(audit)).not.toMatch(/\$2[aby]\$/); // no hash, let alone a password
  });

  it("resumes an interrupted job where it stopped: nobody left without a password, nobody given two", async () => {
    await createTeam(t.prisma, 10, 2);
    const hr = await createHrUser(t.prisma);
    // The first run "dies" after one batch of 4 (as a restart would stop it).
    let job = await startGeneration({ kind: "hr", hrUserId: hr.id, name: hr.username }, "local", {
      batchSize: 4,
      stopAfterBatches: 1,
    });
    await awaitPasswordJobs();
    const afterCrash = await t.prisma.passwordJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(afterCrash).toMatchObject({ status: "Running", processed: 4, total: 10 });
    const firstHashes = new Map(
      (await accounts(t.prisma))
        .filter((a) => a.passwordJobId === job.id)
        .map((a) => [a.employeeId, a.passwordHash]),
    );
    expect(firstHashes.size).toBe(4);

    // A live owner's job is left alone; once its heartbeat is stale, another instance takes it over.
    expect(await resumeInterruptedJobs()).toBeNull();
    await t.prisma.passwordJob.update({
      where: { id: job.id },
      data: { lockedBy: "dead-instance", heartbeatAt: new Date(Date.now() - 10 * 60_000) },
    });
    expect(await resumeInterruptedJobs({ batchSize: 4 })).toBe(job.id);
    await awaitPasswordJobs();

    job = await t.prisma.passwordJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(job).toMatchObject({ status: "Completed", processed: 10, total: 10 });
    const rows = await expectEveryoneHasOnePassword(job.id, 10);
    for (const [employeeId, hash] of firstHashes)
      expect(rows.find((r) => r.employeeId === employeeId)!.passwordHash).toBe(hash);
    const batches = await t.prisma.auditEvent.findMany({ where: { action: "passwords.generate.batch" } });
    const affected = batches.flatMap((b) => b.employeeIds);
    expect(new Set(affected).size).toBe(affected.length); // each employee in exactly one batch
    expect(affected).toHaveLength(10);
    expect((await t.prisma.passwordGeneration.findUniqueOrThrow({ where: { id: 1 } })).generated).toBe(true);
  });

  it("takes over at once a job whose owner was this machine's previous server process", async () => {
    await createTeam(t.prisma, 3, 1);
    const hr = await createHrUser(t.prisma);
    const job = await t.prisma.passwordJob.create({
      data: {
        kind: "Generate",
        status: "Running",
        total: 3,
        createdBy: hr.id,
        startedAt: new Date(),
        heartbeatAt: new Date(),
        lockedBy: `${os.hostname()}:999999:0dead0`,
      },
    });
    await t.prisma.passwordGeneration.create({ data: { id: 1, generatedBy: hr.id, jobId: job.id } });
    expect(await resumeInterruptedJobs()).toBe(job.id);
    await awaitPasswordJobs();
    await expectEveryoneHasOnePassword(job.id, 3);
  });

  it("reports progress while the job runs and keeps bulk generation off for a second job", async () => {
    const { cookie, job } = await generationStoppedAfterOneBatch();
    const running = await callRoute(progress, "/api/hr/generation-progress", { cookie });
    expect(running.json.job).toMatchObject({ id: job.id, status: "Running", processed: 2, total: 5 });
    const midway = await callRoute(status, "/api/hr/passwords-status", { cookie });
    expect(midway.json).toMatchObject({ hasGenerated: false, job: { status: "Running" } });
    const again = await callRoute(generate, "/api/hr/generate-passwords", { method: "POST", cookie });
    expect(again.status).toBe(409);
    const regen = await callRoute(bulkRegenerate, "/api/hr/bulkRegeneratePasswords", {
      method: "POST",
      cookie,
    });
    expect(regen.status).toBe(409);
    // Finish it in this process (as the resume loop would).
    await t.prisma.passwordJob.update({ where: { id: job.id }, data: { lockedBy: null } });
    await resumeInterruptedJobs();
    await awaitPasswordJobs();
    const done = await callRoute(progress, "/api/hr/generation-progress", { cookie });
    expect(done.json.job).toMatchObject({ status: "Completed", processed: 5, total: 5, secondsLeft: 0 });
  });

  it("says a failed batch is being retried, and goes on to the end when the cause is gone", async () => {
    const { cookie, job } = await generationStoppedAfterOneBatch();
    // What a failed batch leaves behind (releaseAfterError): no owner, and the error.
    await t.prisma.passwordJob.update({
      where: { id: job.id },
      data: { lockedBy: null, error: "Can't reach database server" },
    });
    const failing = await callRoute(progress, "/api/hr/generation-progress", { cookie });
    expect(failing.json.job).toMatchObject({ status: "Running", processed: 2, retrying: true });
    expect(await resumeInterruptedJobs()).toBe(job.id);
    await awaitPasswordJobs();
    const done = await callRoute(progress, "/api/hr/generation-progress", { cookie });
    expect(done.json.job).toMatchObject({ status: "Completed", processed: 5, retrying: false });
    await expectEveryoneHasOnePassword(job.id, 5);
    // Only a job the resume loop will take again is "retrying".
    await t.prisma.passwordJob.update({ where: { id: job.id }, data: { status: "Failed", error: "gone" } });
    const given = await callRoute(progress, "/api/hr/generation-progress", { cookie });
    expect(given.json.job).toMatchObject({ status: "Failed", retrying: false });
  });

  it("regenerates everyone on the same job machinery, ending their sessions", async () => {
    await createTeam(t.prisma, 4, 1);
    const hr = await createHrUser(t.prisma);
    const cookie = await hrCookie(hr);
    const before = await callRoute(bulkRegenerate, "/api/hr/bulkRegeneratePasswords", {
      method: "POST",
      cookie,
    });
    expect(before.status).toBe(409);
    expect(before.json.message).toBe("Passwords have not been generated yet.");
    await startGeneration({ kind: "hr", hrUserId: hr.id, name: hr.username }, "local");
    await awaitPasswordJobs();
    const generated = await accounts(t.prisma);
    const res = await callRoute(bulkRegenerate, "/api/hr/bulkRegeneratePasswords", {
      method: "POST",
      cookie,
    });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ count: 4 });
    await awaitPasswordJobs();
    const after = await accounts(t.prisma);
    for (const row of after) {
      const old = generated.find((g) => g.id === row.id)!;
      expect(row.passwordStatus).toBe("Regenerated");
      expect(row.passwordHash).not.toBe(old.passwordHash);
      expect(row.sessionVersion).toBe(old.sessionVersion + 1);
      expect(row.passwordJobId).toBe(res.json.jobId);
    }
    expect(
      await t.prisma.auditEvent.count({ where: { action: "passwords.regenerate-all", actorId: hr.id } }),
    ).toBe(1);
  });

  it("does not run a job this process does not own", async () => {
    await createTeam(t.prisma, 3, 1);
    const hr = await createHrUser(t.prisma);
    const job = await t.prisma.passwordJob.create({
      data: {
        kind: "Generate",
        status: "Running",
        total: 3,
        createdBy: hr.id,
        lockedBy: "someone-else",
        heartbeatAt: new Date(),
      },
    });
    await launchPasswordJob(job.id);
    expect(await t.prisma.loginAccount.count()).toBe(0);
  });
});
