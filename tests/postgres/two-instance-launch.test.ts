import { spawn, type ChildProcess } from "node:child_process";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { createDraftCycle } from "@/tests/helpers/launch-factories";
import { resumeInterruptedJobs } from "@/lib/server/passwords/start-password-job";
import { awaitJobs } from "@/lib/server/jobs/job-runs";

// Two instances launch one cycle at the same instant: one set of participants, one 202, one 409
// already_launched. And the instance running a launch is killed (-9) mid-way: another instance
// resumes the job and the set ends complete, each participant once.

const t = useTestDatabase();
const EMPLOYEES = 3000;

type Instance = {
  child: ChildProcess;
  answer: Promise<{ status: number; code?: string }>;
  exited: Promise<unknown>;
};

function startInstance(env: Record<string, string>): Instance {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "tests/helpers/launch-instance.ts"],
    {
      env: { ...process.env, NODE_OPTIONS: "", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const answer = new Promise<{ status: number; code?: string }>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith('{"status"'));
      if (line) resolve(JSON.parse(line) as { status: number; code?: string });
    });
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    void exited.then(() => reject(new Error(`instance exited without an answer:\n${out}`)));
  });
  return { child, answer, exited };
}

async function world() {
  await t.prisma.$executeRawUnsafe(
    `TRUNCATE "AuditEvent", "PasswordJob", "ReviewCycleParticipant", "ReviewCyclePhase", "ReviewCycle", "LoginAccount", "Employee", "HrUser" RESTART IDENTITY CASCADE`,
  );
  const hr = await createHrUser(t.prisma);
  const boss = await createEmployee(t.prisma, { name: "Launch Boss" });
  await createAccount(t.prisma, boss);
  await t.prisma.employee.createMany({
    data: Array.from({ length: EMPLOYEES }, (_, i) => ({
      hrisId: `L${String(i).padStart(5, "0")}`,
      name: `Launched ${i}`,
      email: `launched${i}@test.example`,
      mgrId: boss.hrisId,
    })),
  });
  const cycle = await createDraftCycle(t.prisma);
  const [{ db }] = await t.prisma.$queryRaw<{ db: string }[]>`SELECT current_database() AS db`;
  const url = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${db}` }).toString();
  return { env: { DATABASE_URL: url, CYCLE_ID: String(cycle.id), HR_ID: String(hr.id) }, cycle };
}

beforeAll(() => {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error("These tests need TEST_DATABASE_URL (a PostgreSQL server).");
});

it("two instances launching at once make one set of participants and one already_launched", async () => {
  const { env, cycle } = await world();
  const a = startInstance(env);
  const b = startInstance(env);
  const answers = await Promise.all([a.answer, b.answer]);
  await Promise.all([a.exited, b.exited]);
  expect(answers.map((x) => x.status).sort()).toEqual([202, 409]);
  expect(answers.find((x) => x.status === 409)?.code).toBe("already_launched");
  expect(await t.prisma.reviewCycleParticipant.count({ where: { cycleId: cycle.id } })).toBe(EMPLOYEES);
  expect(await t.prisma.passwordJob.findMany({ select: { status: true, processed: true } })).toEqual([
    { status: "Completed", processed: EMPLOYEES },
  ]);
}, 120_000);

it("a launch whose instance is killed (-9) mid-job is resumed by another to one complete set", async () => {
  const { env, cycle } = await world();
  const doomed = startInstance({ ...env, BATCH: "20", HOLD: "1" });
  expect(await doomed.answer).toEqual({ status: 202 });
  // wait until some batches are in, then kill it without warning
  for (let i = 0; i < 400; i++) {
    const n = await t.prisma.reviewCycleParticipant.count({ where: { cycleId: cycle.id } });
    if (n >= 100) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  doomed.child.kill("SIGKILL");
  await doomed.exited;
  const partial = await t.prisma.reviewCycleParticipant.count({ where: { cycleId: cycle.id } });
  expect(partial).toBeGreaterThan(0);
  expect(partial).toBeLessThan(EMPLOYEES);
  // This instance sees the owner's process is gone (same machine) and takes the job over at once.
  const job = await t.prisma.passwordJob.findFirstOrThrow({ select: { id: true } });
  expect(await resumeInterruptedJobs()).toBe(job.id);
  await awaitJobs();
  expect(await t.prisma.reviewCycleParticipant.count({ where: { cycleId: cycle.id } })).toBe(EMPLOYEES);
  expect(await t.prisma.passwordJob.findUnique({ where: { id: job.id } })).toMatchObject({
    status: "Completed",
    processed: EMPLOYEES,
    total: EMPLOYEES,
  });
}, 120_000);
