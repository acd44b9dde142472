import { useTestDatabase } from "@/tests/helpers/test-db";
import { createHrUser } from "@/tests/helpers/factories";
import { accounts, createTeam } from "@/tests/helpers/passwords-factories";
import {
  allowPasswordJobs,
  awaitPasswordJobs,
  DEFAULT_BATCH_SIZE,
  stopPasswordJobs,
} from "@/lib/server/passwords/run-password-job";
import { resumeInterruptedJobs, startGeneration } from "@/lib/server/passwords/start-password-job";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";

// A batch of 50 bcrypt hashes took 12–20 s under load, longer than shutdown's 9 s deadline
// (issue 31, item 9). SIGTERM in the middle of a batch waits for the hashes in flight only: the
// finished ones are committed, the queued ones are dropped, the lease is released.
const t = useTestDatabase();
afterAll(async () => {
  allowPasswordJobs();
  await shutdownHashPool();
});

it("stops inside a full-size batch: commits the hashes already done, drops the queued ones, releases the lease", async () => {
  await createTeam(t.prisma, DEFAULT_BATCH_SIZE * 2 + 10, 3);
  const hr = await createHrUser(t.prisma);
  const job = await startGeneration({ kind: "hr", hrUserId: hr.id, name: hr.username }, "local");
  await stopPasswordJobs();

  const stopped = await t.prisma.passwordJob.findUniqueOrThrow({ where: { id: job.id } });
  expect(stopped).toMatchObject({ status: "Running", lockedBy: null });
  // Not a whole batch: only what was hashed when the signal came.
  expect(stopped.processed).toBeLessThan(DEFAULT_BATCH_SIZE);
  const written = (await accounts(t.prisma)).filter((a) => a.passwordJobId === job.id);
  expect(written).toHaveLength(stopped.processed);

  allowPasswordJobs();
  expect(await resumeInterruptedJobs()).toBe(job.id);
  await awaitPasswordJobs();
  const done = await t.prisma.passwordJob.findUniqueOrThrow({ where: { id: job.id } });
  expect(done).toMatchObject({ status: "Completed", processed: DEFAULT_BATCH_SIZE * 2 + 10, lockedBy: null });
  expect((await accounts(t.prisma)).every((a) => a.passwordJobId === job.id)).toBe(true);
}, 120_000);
