import { spawn, type ChildProcess } from "node:child_process";
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

// Issue 33: two instances on one PostgreSQL database plan reminders on the same fake clock and
// drain the outbox together, through the scenario of tests/helpers/reminder-scenario.ts (every 4
// hours from T-8 to T+5 of a Friday deadline in Paris): each reviewer gets exactly one digest on
// each reminder day, counted in a real SMTP sink. Both are then killed and stay down for 30
// simulated hours across Thursday's 09:00; one started at 16:00 sends exactly one overdue digest
// per reviewer, and no more that day. The one-process test on PGlite expects the same emails.

const t = useTestDatabase();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

type Instance = { child: ChildProcess; output: string[]; exited: Promise<number | null> };

function startInstance(databaseUrl: string): Promise<Instance> {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "tests/helpers/reminder-instance.ts"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NODE_OPTIONS: "",
        DATABASE_URL: databaseUrl,
        SMTP_URL: sink.url,
        PASSWORD_ENCRYPTION_KEY: "9f2c4e7a1b8d3f60c5e2a9174bd3e8f0a61c7d2e9b4f3a8c0d5e1f7b2a6c9e43",
        MAIL_RATE_PER_MINUTE: "100000",
        LOG_LEVEL: "warn",
      },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join("").includes("instance ready")) resolve({ child, output, exited });
    });
    child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => reject(new Error(`instance exited (${code}):\n${output.join("")}`)));
  });
}

async function until(condition: () => boolean, timeoutMs: number, what: () => string) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Every instance runs the planner and a drain at `at`; resolves when all are done. */
async function tick(instances: Instance[], at: Date) {
  const iso = at.toISOString();
  const marks = instances.map((i) => i.output.join("").length);
  for (const i of instances) i.child.stdin!.write(`tick ${iso}\n`);
  await until(
    () => instances.every((i, n) => i.output.join("").slice(marks[n]).includes(`done ${iso}`)),
    60_000,
    () => instances.map((i) => i.output.join("")).join("\n---\n"),
  );
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error("These tests need TEST_DATABASE_URL (a PostgreSQL server).");
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

it("two instances on one clock: one digest per reviewer per reminder day; after 30 h asleep, one overdue digest", async () => {
  const world = await createReminderWorld(t.prisma);
  const [{ db: name }] = await t.prisma.$queryRaw<{ db: string }[]>`SELECT current_database() AS db`;
  const databaseUrl = Object.assign(new URL(process.env.TEST_DATABASE_URL!), {
    pathname: `/${name}`,
  }).toString();
  const tickAll = (instances: Instance[]) => (at: Date) => tick(instances, at);

  let pair: Instance[] = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)]);
  const walk = receivedLog(sink);
  for (const at of walkTimes()) await walk.step(at, tickAll(pair));
  expect(inDayOrder(walk.received)).toEqual(EXPECTED_WALK);

  // Both stop (killed, not drained) at Wednesday 10:00 Paris and stay down for 30 hours, past
  // Thursday 1 July 09:00, the second overdue reminder day.
  for (const i of pair) i.child.kill("SIGKILL");
  await Promise.all(pair.map((i) => i.exited));
  pair = [await startInstance(databaseUrl)];
  const restarted = receivedLog(sink);
  for (const at of AFTER_STOP) await restarted.step(at, tickAll(pair));
  expect(inDayOrder(restarted.received)).toEqual(EXPECTED_AFTER_STOP);
  expect(await t.prisma.emailOutbox.count({ where: { kind: "reminder", status: { not: "Sent" } } })).toBe(0);
  expect(world.cycleId).toBeGreaterThan(0);
  pair[0]!.child.kill("SIGKILL");
  await pair[0]!.exited;
}, 600_000);
