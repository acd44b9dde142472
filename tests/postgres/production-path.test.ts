import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { POST as hrLogin } from "@/app/api/hr/login/route";
import { POST as managerLogin } from "@/app/api/auth/login/route";
import { createPrismaClient, type DbHandle } from "@/lib/server/db/db-connect";
import { setDatabaseForTests } from "@/lib/server/db/client";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/server/db/scratch-database";
import { findDemoCredentials } from "@/lib/server/demo/demo-credentials";
import { callRoute } from "@/tests/helpers/http";

// The README's "Production" section, walked on an empty PostgreSQL database with the same
// commands an operator types: migrate, a start that seeds nothing, import the org, load the
// catalogue, create the HR administrator, and HR signs in; no demo account exists anywhere. Then
// a database holding the demo HR account is refused at start unless --demo says it is a demo.

const exec = promisify(execFile);
const tsx = path.join(process.cwd(), "node_modules/.bin/tsx");
const HR_PASSWORD = "Quiet-Harbour-Lantern-93";
let scratch: ScratchDatabase;
let app: DbHandle;

function operator(command: string, args: string[], extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: scratch.url,
    NEXTAUTH_SECRET: "q7Vw1zR0mC4pX9kTn2sLbE6yHfJ8uD3aGvK5oQ+Zr1M=",
    PASSWORD_ENCRYPTION_KEY: "9f2c4e7a1b8d3f60c5e2a9174bd3e8f0a61c7d2e9b4f3a8c0d5e1f7b2a6c9e43",
    NEXTAUTH_URL: "https://reviews.example.com",
    ...extraEnv,
  };
  return exec(command, args, { env, timeout: 120_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      output: (error.stdout ?? "") + (error.stderr ?? ""),
    }),
  );
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error("These tests need TEST_DATABASE_URL (a PostgreSQL server).");
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, "yardstick_production");
  app = createPrismaClient(scratch.url, { poolSize: 2, statementTimeoutMs: 15_000 });
  setDatabaseForTests(app);
});

afterAll(async () => {
  setDatabaseForTests(undefined);
  await app?.close();
  await scratch?.drop();
});

it("takes an empty PostgreSQL database to HR signing in, with no demo data on the way", async () => {
  // npm run db:migrate
  expect((await operator("node", ["scripts/migrate.mjs", "deploy"])).code).toBe(0);

  // npm start's database step on PostgreSQL: migrations only, no demo org.
  const start = await operator(tsx, [
    "--conditions=react-server",
    "scripts/prepare-database.ts",
    "--production",
  ]);
  expect(start).toMatchObject({ code: 0, output: expect.stringContaining("No demo data on PostgreSQL") });
  expect(await app.prisma.employee.count()).toBe(0);
  expect(await app.prisma.hrUser.count()).toBe(0);

  // npm run import:employees -- docs/sample-org.csv, then npm run db:seed-catalogue
  expect(
    (await operator(tsx, ["--conditions=react-server", "scripts/import-employees.ts", "docs/sample-org.csv"]))
      .code,
  ).toBe(0);
  const catalogue = await operator(tsx, ["--conditions=react-server", "scripts/seed-catalogue.ts"]);
  expect(catalogue).toMatchObject({
    code: 0,
    output: expect.stringContaining("Current review cycle: Jun-25."),
  });

  // npm run hr:create-admin -- --username ops-admin, the password from the environment
  const admin = await operator(
    tsx,
    ["--conditions=react-server", "scripts/hr-create-admin.ts", "--username", "ops-admin"],
    { HR_ADMIN_NEW_PASSWORD: HR_PASSWORD },
  );
  expect(admin).toMatchObject({
    code: 0,
    output: expect.stringContaining('HR administrator "ops-admin" created'),
  });
  expect(admin.output).not.toContain(HR_PASSWORD);

  // The next start accepts the database and still seeds nothing.
  expect(
    (await operator(tsx, ["--conditions=react-server", "scripts/prepare-database.ts", "--production"])).code,
  ).toBe(0);
  expect(await app.prisma.employee.count()).toBe(10);

  // HR signs in; the demo accounts do not exist.
  const signIn = await callRoute(hrLogin, "/api/hr/login", {
    body: { username: "ops-admin", password: HR_PASSWORD },
  });
  expect(signIn.status).toBe(200);
  expect(
    (await callRoute(hrLogin, "/api/hr/login", { body: { username: "hradmin", password: "hradmin-demo" } }))
      .status,
  ).toBe(401);
  expect(
    (
      await callRoute(managerLogin, "/api/auth/login", {
        body: { email: "E00001", password: "demo-password" },
      })
    ).status,
  ).toBe(401);
  expect(await app.prisma.loginAccount.count()).toBe(0);
  expect(
    await findDemoCredentials(app.prisma, {
      DEMO_PASSWORD: "demo-password",
      HR_ADMIN_PASSWORD: "hradmin-demo",
    }),
  ).toEqual([]);
  // The catalogue is there for the imported org: an active cycle, competencies for every title held.
  expect(await app.prisma.reviewCycle.count({ where: { status: "Active" } })).toBe(1);
  expect(await app.prisma.employee.count({ where: { title: { competencies: { none: {} } } } })).toBe(0);
}, 300_000);

it("refuses to start on a database holding the demo HR account, unless it is a demo (--demo)", async () => {
  const bcrypt = (await import("bcryptjs")).default;
  await app.prisma.hrUser.create({
    data: { username: "hradmin", passwordHash: await bcrypt.hash("hradmin-demo", 4) },
  });
  const refused = await operator(tsx, [
    "--conditions=react-server",
    "scripts/prepare-database.ts",
    "--production",
  ]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(
    'Refusing to start: this PostgreSQL database holds the demo credentials (the HR user "hradmin" has the demo HR password)',
  );
  expect(
    (
      await operator(tsx, [
        "--conditions=react-server",
        "scripts/prepare-database.ts",
        "--production",
        "--demo",
      ])
    ).code,
  ).toBe(0);
}, 120_000);

it("seeds the demo org on PostgreSQL only with --demo, once when two instances start together", async () => {
  const demo = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "yardstick_demo");
  try {
    const start = () =>
      operator(tsx, ["--conditions=react-server", "scripts/prepare-database.ts", "--production", "--demo"], {
        DATABASE_URL: demo.url,
        SEED_EMPLOYEES: "20",
      });
    const [a, b] = await Promise.all([start(), start()]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect([a.output, b.output].filter((o) => o.includes("Demo org created (20 employees)."))).toHaveLength(
      1,
    );
    const db = createPrismaClient(demo.url, { poolSize: 1, statementTimeoutMs: 15_000 });
    try {
      expect(await db.prisma.employee.count()).toBe(20);
      expect(await db.prisma.hrUser.count()).toBe(1);
    } finally {
      await db.close();
    }
    // The same database without --demo is refused: it holds the demo credentials.
    const refused = await operator(
      tsx,
      ["--conditions=react-server", "scripts/prepare-database.ts", "--production"],
      {
        DATABASE_URL: demo.url,
      },
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("manager accounts have the demo password");
  } finally {
    await demo.drop();
  }
}, 180_000);
