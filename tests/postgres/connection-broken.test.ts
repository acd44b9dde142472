import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { GET as authorise } from "@/app/api/authorise/[hrisId]/route";
import { createPrismaClient, type DbHandle } from "@/lib/server/db/db-connect";
import { setDatabaseForTests } from "@/lib/server/db/client";
import { toErrorResponse } from "@/lib/server/http/error-response";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/server/db/scratch-database";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { startTcpProxy } from "@/tests/helpers/tcp-proxy";

// Issue 31 item 3: at the instant of a PostgreSQL restart, pooled connections break under the app
// (the proxy between the app and the server drops them and takes new ones at once). A read is
// tried once more on a fresh connection; anything else that fails on a broken one is a 503 with
// Retry-After, never a 500 ("Client has encountered a connection error and is not queryable").

const run = promisify(execFile);
let scratch: ScratchDatabase;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let app: DbHandle;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error("These tests need TEST_DATABASE_URL (a PostgreSQL server).");
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, "yardstick_broken");
  await run("node", ["scripts/migrate.mjs", "deploy"], {
    env: { ...process.env, DATABASE_URL: scratch.url },
  });
  const direct = new URL(scratch.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = Object.assign(new URL(scratch.url), { host: `127.0.0.1:${proxy.port}` }).toString();
  app = createPrismaClient(viaProxy, { poolSize: 3, statementTimeoutMs: 5_000 });
  setDatabaseForTests(app);
}, 120_000);

afterAll(async () => {
  setDatabaseForTests(undefined);
  await app?.close();
  await proxy?.close();
  await scratch?.drop();
});

/** Every connection dropped and new ones taken at once: what the app sees of a fast restart. */
const restart = () => {
  proxy.cut();
  proxy.restore();
};

it("answers a read at the instant of a restart from a fresh connection", async () => {
  const manager = await createEmployee(app.prisma, { name: "Restart Manager" });
  const report = await createEmployee(app.prisma, { name: "Restart Report", mgrId: manager.hrisId });
  await createAccount(app.prisma, manager);
  const cookie = await managerCookie(manager);
  const call = () =>
    callRoute(authorise, `/api/authorise/${report.hrisId}`, { cookie, params: { hrisId: report.hrisId } });
  for (let i = 0; i < 3; i++) {
    // Three calls at once fill the pool with connections that the restart then breaks.
    expect((await Promise.all([call(), call(), call()])).map((r) => r.status)).toEqual([200, 200, 200]);
    restart();
    expect((await call()).status).toBe(200);
  }
}, 60_000);

it("answers 503 with Retry-After, not 500, when a transaction's connection broke under it", async () => {
  const failure = await app.prisma
    .$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      restart();
      await new Promise((resolve) => setTimeout(resolve, 200)); // the client has seen its socket close
      await tx.$queryRaw`SELECT 1`;
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
  expect(String(failure)).toMatch(/not queryable/);
  const res = toErrorResponse(failure);
  expect([res.status, res.headers.get("retry-after")]).toEqual([503, "5"]);
  expect(await res.json()).toEqual({
    message: "The service is temporarily unavailable. Please try again in a moment.",
    code: "unavailable",
  });
}, 30_000);
