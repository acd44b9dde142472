// Another Yardstick instance that launches a review cycle, for the two-instance launch tests:
// launches CYCLE_ID as HR user HR_ID on DATABASE_URL, runs the launch job in batches of BATCH, and
// prints one JSON line: {"status": 202} or the refusal's {"status", "code"}. With HOLD=1 it keeps
// running (and never exits by itself) after printing, so the test can kill -9 it mid-job.
// Run with `node --conditions=react-server --import tsx`.
import { launchCycle } from "@/lib/server/review-cycles/launch-cycle";
import { awaitJobs } from "@/lib/server/jobs/job-runs";
import { AppError } from "@/lib/server/errors";
import { closeDatabase } from "@/lib/server/db/client";

async function main() {
  const actor = { kind: "hr" as const, hrUserId: Number(process.env.HR_ID), name: "hr-instance" };
  const answer = await launchCycle(actor, Number(process.env.CYCLE_ID), "instance", {
    batchSize: Number(process.env.BATCH ?? 2000),
  }).then(
    () => ({ status: 202 }),
    (error: unknown) =>
      error instanceof AppError
        ? { status: error.status, code: error.code }
        : { status: 500, error: String(error) },
  );
  console.log(JSON.stringify(answer));
  if (process.env.HOLD !== "1") {
    await awaitJobs();
    await closeDatabase();
  }
}

void main();
