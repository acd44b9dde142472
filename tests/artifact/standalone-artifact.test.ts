import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/server/db/scratch-database";
import { createAccount, createEmployee } from "@/tests/helpers/factories";

// The container image cannot be built here (no Docker daemon), so this proves what it would hold:
// copy exactly what the Dockerfile's runtime stage copies into an empty folder, run the release
// step (`npm run db:migrate`) from there on a scratch PostgreSQL database, start `node server.js`
// there, check health and sign in through the API, then stop it with SIGTERM.
// Needs `npm run build` first and TEST_DATABASE_URL; run by `npm run test:artifact` (CI does).

const run = promisify(execFile);
const ROOT = process.cwd();
const PORT = Number(process.env.ARTIFACT_PORT ?? 3131);
const BASE = `http://127.0.0.1:${PORT}`;

type Copy = { from: string; to: string };

/** A GET whose body is kept as sent (fetch would decode it): to see how many gzip layers it has. */
function rawGet(pathname: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${BASE}${pathname}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    },
  );
}

/** The runtime stage's COPY --from=builder lines, as paths in this checkout and in the folder. */
export function runtimeCopies(dockerfile: string): Copy[] {
  const lines = dockerfile.replace(/\\\n/g, " ").split("\n");
  const start = lines.findLastIndex((l) => /^FROM\s+\S+\s+AS\s+runner\b/i.test(l.trim()));
  if (start < 0) throw new Error("Dockerfile has no `AS runner` stage");
  let workdir = "/";
  const copies: Copy[] = [];
  for (const line of lines.slice(start + 1).map((l) => l.trim())) {
    if (/^FROM\s/i.test(line)) break;
    const wd = /^WORKDIR\s+(\S+)/i.exec(line);
    if (wd) workdir = wd[1]!;
    if (!/^(COPY|ADD)\s/i.test(line)) continue;
    const parts = line.split(/\s+/).slice(1);
    const flags = parts.filter((p) => p.startsWith("--"));
    const [src, dest] = parts.filter((p) => !p.startsWith("--"));
    if (!flags.includes("--from=builder") || !src || !dest)
      throw new Error(`unexpected runtime COPY: ${line}`);
    copies.push({
      from: path.relative("/app", src),
      to: path.relative(workdir, path.posix.resolve(workdir, dest)),
    });
  }
  return copies;
}

let folder: string;
let scratch: ScratchDatabase;
let server: ChildProcess | undefined;
let serverExit: Promise<number | null>;
const serverOutput: string[] = [];

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer:\n${serverOutput.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `node --expose-gc server.js` in the artifact folder, as the Dockerfile's CMD starts it (an undefined value unsets). */
function startServerJs(extraEnv: Record<string, string | undefined> = {}) {
  return spawn("node", ["--expose-gc", "server.js"], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: scratch.url,
      NEXTAUTH_URL: BASE,
      NEXTAUTH_SECRET: "artifact-test-secret-0123456789abcdef012345",
      PASSWORD_ENCRYPTION_KEY: "3b8e1f0c7a9d2e64f5c1b0a8d7e3f29c6a4b1e8d0f7c3a5e9b2d6f1c8a0e4b73",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(ROOT, ".next/standalone/server.js")))
    throw new Error("No standalone build: run `npm run build` first.");
  if (!process.env.TEST_DATABASE_URL)
    throw new Error("The artifact test needs TEST_DATABASE_URL (PostgreSQL).");
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-artifact-"));
  for (const copy of runtimeCopies(fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8"))) {
    fs.cpSync(path.join(ROOT, copy.from), path.join(folder, copy.to), { recursive: true });
  }
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, "yardstick_artifact");
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill("SIGKILL");
  await scratch?.drop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

it("holds no source, tsx, TypeScript or devDependencies", () => {
  const modules = path.join(folder, "node_modules");
  const devDependencies = Object.keys(
    (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { devDependencies: object })
      .devDependencies,
  );
  const present = [...devDependencies, "tsx", "typescript"].filter((name) =>
    fs.existsSync(path.join(modules, name)),
  );
  expect(present).toEqual([]);
  for (const source of ["app", "components", "tests", "tsconfig.json"]) {
    expect(fs.existsSync(path.join(folder, source)) ? source : null).toBeNull();
  }
  expect(fs.existsSync(path.join(folder, "server.js"))).toBe(true);
});

it("runs the release step from the folder: npm run db:migrate applies every migration, then none", async () => {
  const env = { ...process.env, DATABASE_URL: scratch.url, NODE_OPTIONS: "", NODE_PATH: "" };
  const first = await run("npm", ["run", "--silent", "db:migrate"], { cwd: folder, env });
  expect(first.stdout).toMatch(/Applied: .*_init/);
  const second = await run("npm", ["run", "--silent", "db:migrate"], { cwd: folder, env });
  expect(second.stdout).toContain("No pending migrations.");
}, 120_000);

it("starts with node --expose-gc server.js (the Dockerfile's command), is ready, signs a manager in through the API, and drains on SIGTERM", async () => {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: scratch.url }) });
  const manager = await createEmployee(prisma, { name: "Artifact Manager", email: "artifact@corp.example" });
  await createEmployee(prisma, { name: "Artifact Report", mgrId: manager.hrisId });
  // A team large enough that its list answer is worth compressing (over 1 KB).
  for (let i = 0; i < 120; i++) await createEmployee(prisma, { mgrId: manager.hrisId });
  await createAccount(prisma, manager, "artifact-password-1");
  await prisma.$disconnect();

  server = startServerJs({ REQUIRE_PASSWORD_CHANGE: "false" });
  serverExit = new Promise((resolve) => server!.on("exit", (code) => resolve(code)));
  server.stdout!.on("data", (c: Buffer) => serverOutput.push(c.toString()));
  server.stderr!.on("data", (c: Buffer) => serverOutput.push(c.toString()));
  const started = Date.now();
  await waitFor(`${BASE}/api/health/live`, 30_000);
  expect(Date.now() - started).toBeLessThan(15_000); // a start never builds

  const ready = await waitFor(`${BASE}/api/health/ready`, 20_000);
  expect(await ready.json()).toMatchObject({ status: "ready" });
  expect((await fetch(`${BASE}/login`)).status).toBe(200);

  // The one patch of Node's server left (ADR 0011, ADR 0071): the audit row has the socket's
  // address, not what the client claims. Fails if a Next upgrade stops emitting "request" through
  // http.Server or stops passing the stamp header on to route handlers.
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: BASE,
      "x-forwarded-for": "203.0.113.50",
      "x-yardstick-peer": "forged 203.0.113.50",
    },
    body: JSON.stringify({ email: "artifact@corp.example", password: "artifact-password-1" }),
  });
  expect(login.status).toBe(200);
  const audit = new PrismaClient({ adapter: new PrismaPg({ connectionString: scratch.url }) });
  const signIn = await audit.auditEvent.findFirst({ where: { action: "sign-in.success" } });
  await audit.$disconnect();
  expect(signIn?.ipAddress).toBe("127.0.0.1");
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const session = await fetch(`${BASE}/api/session`, { headers: { cookie } });
  expect(await session.json()).toMatchObject({ session: { kind: "manager", name: "Artifact Manager" } });

  // Pages are gzipped by Next (ADR 0071); the cached team list by its handler, once per data
  // version, labelled by next.config.ts (ADR 0079): one gzip layer, its errors gzipped too; the
  // plain answer for a client that takes no gzip.
  const page = await fetch(`${BASE}/login`, { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(page.headers.get("content-encoding")).toBe("gzip");
  const list = (encoding: string) =>
    fetch(`${BASE}/api/employees/${manager.hrisId}?view=lean`, {
      headers: { cookie, "accept-encoding": encoding },
    });
  const first = await list("gzip, deflate, br");
  expect(first.headers.get("content-encoding")).toBe("gzip");
  const names = ((await first.json()) as { employees: { name: string }[] }).employees.map((e) => e.name);
  expect(names).toContain("Artifact Report");
  const again = await list("gzip, deflate, br");
  expect(again.headers.get("content-encoding")).toBe("gzip");
  expect(((await again.json()) as { employees: { name: string }[] }).employees.map((e) => e.name)).toEqual(
    names,
  );
  const raw = await rawGet(`/api/employees/${manager.hrisId}?view=lean`, {
    cookie,
    "accept-encoding": "gzip",
  });
  expect(raw.headers["content-encoding"]).toBe("gzip");
  expect(JSON.parse(gunzipSync(raw.body).toString("utf8")).employees).toHaveLength(names.length);
  const guest = await rawGet(`/api/employees/${manager.hrisId}`, { "accept-encoding": "gzip" });
  expect([guest.status, guest.headers["content-encoding"]]).toEqual([401, "gzip"]);
  expect(JSON.parse(gunzipSync(guest.body).toString("utf8"))).toMatchObject({ code: "unauthenticated" });
  const plain = await list("identity");
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(((await plain.json()) as { employees: unknown[] }).employees).toHaveLength(names.length);
  expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
  for (const name of ["cache-control", "etag", "content-type"])
    expect([name, plain.headers.get(name)]).toEqual([name, first.headers.get(name)]);
  expect(first.headers.get("vary")).toMatch(/Cookie, Accept-Encoding$/);
  // Every answer is Next's: the route's own log line.
  const requestId = plain.headers.get("x-request-id")!;
  const logLine = () =>
    serverOutput
      .join("")
      .split("\n")
      .find((l) => l.includes(requestId));
  for (let i = 0; i < 50 && !logLine(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(JSON.parse(logLine()!)).toMatchObject({ route: "/api/employees/[managerHrisId]", status: 200 });
  expect(JSON.parse(logLine()!).front).toBeUndefined();

  const signalled = Date.now();
  server.kill("SIGTERM");
  expect(await serverExit).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);

  // Everything the app prints is a JSON line (shutdown included); only Next's start-up banner,
  // which standalone server.js prints itself, is not (docs/decisions/0069).
  const printed = serverOutput.join("").split("\n").filter(Boolean);
  const notJson = printed.filter((l) => !l.startsWith("{"));
  expect(notJson.filter((l) => !/^(▲ Next\.js|\s*- (Local|Network):|✓ )/.test(l))).toEqual([]);
  const shutdown = printed
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(shutdown.filter((l) => l.shutdown === "SIGTERM").map((l) => [l.level, l.msg])).toEqual([
    ["info", "draining"],
    ["info", "done"],
  ]);
}, 120_000);

it("bundles no call of the deprecated Buffer() into the server (Node prints DEP0005 for one outside node_modules)", () => {
  const chunks = path.join(folder, ".next/server");
  const offenders = (fs.readdirSync(chunks, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".js"))
    .filter((name) => /(?<![.\w$])Buffer\(/.test(fs.readFileSync(path.join(chunks, name), "utf8")));
  expect(offenders).toEqual([]);
});

/** A failed test above may leave its server on the port, which would answer for a refused one. */
async function stopLeftoverServer() {
  if (!server || server.exitCode !== null) return;
  server.kill("SIGKILL");
  await serverExit;
}

it("refuses to start, as node server.js too, while the database holds the demo HR account", async () => {
  await stopLeftoverServer();
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: scratch.url }) });
  const bcrypt = (await import("bcryptjs")).default;
  await prisma.hrUser.create({
    data: { username: "hradmin", passwordHash: await bcrypt.hash("hradmin-demo", 4) },
  });
  await prisma.$disconnect();
  const output: string[] = [];
  const refused = startServerJs();
  refused.stdout!.on("data", (c: Buffer) => output.push(c.toString()));
  const code = await new Promise<number | null>((resolve) => refused.on("exit", (c) => resolve(c)));
  expect(code).toBe(1);
  const messages = output
    .join("")
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => (JSON.parse(l) as { msg: string }).msg);
  expect(messages.join("\n")).toContain(
    'Refusing to start: this PostgreSQL database holds the demo credentials (the HR user "hradmin" has the demo HR password)',
  );
}, 60_000);

/** Starts server.js with `env`, probes /api/health/live until it exits; its code, stdout and what answered. */
async function refusedStart(env: Record<string, string | undefined>) {
  await stopLeftoverServer();
  const stdout: string[] = [];
  const refused = startServerJs(env);
  refused.stdout!.on("data", (c: Buffer) => stdout.push(c.toString()));
  const exited = new Promise<number | null>((resolve) => refused.on("exit", (c) => resolve(c)));
  const answers: number[] = [];
  let code: number | null | undefined;
  void exited.then((c) => (code = c));
  const end = Date.now() + 30_000;
  while (code === undefined && Date.now() < end) {
    const status = await fetch(`${BASE}/api/health/live`).then(
      (r) => r.status,
      () => 0,
    );
    if (status) answers.push(status);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (code === undefined) refused.kill("SIGKILL");
  return { code: await exited, answers, lines: stdout.join("").split("\n").filter(Boolean) };
}

it.each([
  ["without NEXTAUTH_SECRET", { NEXTAUTH_SECRET: undefined }, "set NEXTAUTH_SECRET."],
  [
    "with a guessable PASSWORD_ENCRYPTION_KEY",
    { PASSWORD_ENCRYPTION_KEY: "ab".repeat(32) },
    "PASSWORD_ENCRYPTION_KEY is too weak: it repeats a 2-character pattern",
  ],
])(
  "a refused start %s exits 1 and never answers, its reason one JSON line",
  async (_, env, reason) => {
    const { code, answers, lines } = await refusedStart(env);
    expect({ code, answers }).toEqual({ code: 1, answers: [] });
    const refusal = lines
      .filter((l) => l.startsWith("{")) // Next's own banner is plain text
      .map((l) => JSON.parse(l) as { level: string; msg: string })
      .find((l) => /Refusing/.test(l.msg));
    expect(refusal).toMatchObject({ level: "fatal" });
    expect(refusal!.msg).toContain("Refusing to start against postgres");
    expect(refusal!.msg).toContain(reason);
  },
  60_000,
);
