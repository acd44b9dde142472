import { useTestDatabase } from "@/tests/helpers/test-db";
import { createHrUser } from "@/tests/helpers/factories";
import { accounts, createTeam } from "@/tests/helpers/passwords-factories";
import {
  allowPasswordJobs,
  awaitPasswordJobs,
  stopPasswordJobs,
} from "@/lib/server/passwords/run-password-job";
import { resumeInterruptedJobs, startGeneration } from "@/lib/server/passwords/start-password-job";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";

// SIGTERM stops a running password job between two batches and releases its lease, so another
// instance resumes it at its next look instead of waiting for the heartbeat to go stale.
const t = useTestDatabase();
afterAll(async () => {
  allowPasswordJobs();
  await shutdownHashPool();
});

it("stops after the batch in flight, keeps what was committed, releases the lease; a resume finishes", async () => {
  await createTeam(t.prisma, 40, 2);
  const hr = await createHrUser(t.prisma);
  const job = await startGeneration({ kind: "hr", hrUserId: hr.id, name: hr.username }, "local", {
    batchSize: 4,
  });
  for (;;) {
    const row = await t.prisma.passwordJob.findUniqueOrThrow({ where: { id: job.id } });
    if (row.processed >= 4) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await stopPasswordJobs();

  const stopped = await t.prisma.passwordJob.findUniqueOrThrow({ where: { id: job.id } });
  expect(stopped).toMatchObject({ status: "Running", lockedBy: null });
  expect(stopped.processed).toBeLessThan(40);
  const written = (await accounts(t.prisma)).filter((a) => a.passwordJobId === job.id);
  expect(written).toHaveLength(stopped.processed);
  // While stopping, this instance takes nothing on.
  expect(await resumeInterruptedJobs()).toBeNull();

  // Another instance (here: this one, allowed again) claims it at once, without a stale heartbeat.
  allowPasswordJobs();
  expect(await resumeInterruptedJobs()).toBe(job.id);
  await awaitPasswordJobs();
  const done = await t.prisma.passwordJob.findUniqueOrThrow({ where: { id: job.id } });
  expect(done).toMatchObject({ status: "Completed", processed: 40, lockedBy: null });
  expect((await accounts(t.prisma)).every((a) => a.passwordJobId === job.id)).toBe(true);
});
