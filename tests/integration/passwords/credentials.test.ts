import bcrypt from "bcryptjs";
import Papa from "papaparse";
import { GET as list } from "@/app/api/hr/passwords/route";
import { GET as csv } from "@/app/api/hr/passwords-csv/route";
import { POST as regenerate } from "@/app/api/hr/regeneratePassword/route";
import { POST as reauth } from "@/app/api/hr/reauth/route";
import { GET as getSession } from "@/app/api/session/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, cookieFrom, hrCookie, managerCookie } from "@/tests/helpers/http";
import { awaitPasswordJobs } from "@/lib/server/passwords/run-password-job";
import { startGeneration } from "@/lib/server/passwords/start-password-job";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";
import type { PasswordRow } from "@/lib/shared/schemas/passwords";

const t = useTestDatabase();
afterAll(() => shutdownHashPool());

const old = () => Math.floor(Date.now() / 1000) - 16 * 60;
let world: Awaited<ReturnType<typeof setup>>;

async function setup() {
  const title = await t.prisma.title.create({
    data: { name: "Engineering Manager", level: 5, family: "Management" },
  });
  const boss = await createEmployee(t.prisma, { name: "Bea Boss", titleId: title.id });
  const dev = await createEmployee(t.prisma, {
    name: '=HYPERLINK("evil")',
    mgrId: boss.hrisId,
    email: "+dev@test.example",
  });
  const hr = await createHrUser(t.prisma, "hr-creds", "hr-password-123");
  await createAccount(t.prisma, boss, "demo-password");
  await startGeneration({ kind: "hr", hrUserId: hr.id, name: hr.username }, "local");
  await awaitPasswordJobs();
  return { boss, dev, hr, cookie: await hrCookie(hr) };
}

beforeAll(async () => {
  world = await setup();
});

describe("GET /api/hr/passwords", () => {
  it("lists every employee with the decrypted password, position fallback and no-store", async () => {
    const res = await callRoute(list, "/api/hr/passwords", {
      cookie: world.cookie,
      headers: { "x-forwarded-for": "10.9.9.9" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const rows = res.json.passwords as PasswordRow[];
    expect(rows).toHaveLength(2);
    const boss = rows.find((r) => r.hrisId === world.boss.hrisId)!;
    expect(boss).toMatchObject({
      name: "Bea Boss",
      position: "Engineering Manager",
      status: "Original",
      updated: false,
    });
    expect(rows.find((r) => r.hrisId === world.dev.hrisId)!.position).toBe("Not Available");
    const account = await t.prisma.loginAccount.findUniqueOrThrow({ where: { employeeId: world.boss.id } });
    expect(await bcrypt.compare(boss.password!, account.passwordHash)).toBe(true);
    const audit = await t.prisma.auditEvent.findFirstOrThrow({
      where: { action: "passwords.reveal" },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({
      actorKind: "hr",
      actorId: world.hr.id,
      actorName: "hr-creds",
      ipAddress: "10.9.9.9",
    });
    expect(audit.employeeIds.sort()).toEqual([world.boss.hrisId, world.dev.hrisId].sort());
    expect(JSON.stringify(audit)).not.toContain(boss.password);
  });

  it("shows a row whose ciphertext was moved to another account as unreadable, not someone else's password", async () => {
    const [a, b] = await t.prisma.loginAccount.findMany({ orderBy: { id: "asc" } });
    await t.prisma.loginAccount.update({
      where: { id: b!.id },
      data: { encryptedPassword: a!.encryptedPassword },
    });
    const res = await callRoute(list, "/api/hr/passwords", { cookie: world.cookie });
    const moved = (res.json.passwords as PasswordRow[]).find((r) => r.hrisId === b!.username)!;
    expect(moved.password).toBeNull();
    await t.prisma.loginAccount.update({
      where: { id: b!.id },
      data: { encryptedPassword: b!.encryptedPassword },
    });
  });
});

describe("recent sign-in", () => {
  it.each([
    ["GET /api/hr/passwords", () => callRoute(list, "/api/hr/passwords", { cookie: oldCookie })],
    ["GET /api/hr/passwords-csv", () => callRoute(csv, "/api/hr/passwords-csv", { cookie: oldCookie })],
    [
      "POST /api/hr/regeneratePassword",
      () =>
        callRoute(regenerate, "/api/hr/regeneratePassword", {
          cookie: oldCookie,
          body: { employeeId: world.dev.hrisId },
        }),
    ],
  ])("%s answers 401 with a clear reason after 15 minutes", async (_name, call) => {
    oldCookie = await hrCookie(world.hr, { authAt: old() });
    const res = await call();
    expect(res.status).toBe(401);
    expect(res.json.message).toMatch(/confirm your password/i);
    expect(res.json.issues).toEqual([{ path: "reauth", message: "recent-sign-in-required" }]);
  });

  it("re-authentication with the right password unlocks them again; a wrong one does not", async () => {
    const stale = await hrCookie(world.hr, { authAt: old() });
    const wrong = await callRoute(reauth, "/api/hr/reauth", { cookie: stale, body: { password: "not-it" } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe("Incorrect password.");
    expect(wrong.headers.get("set-cookie")).toBeNull();
    // The failed guess is on the audit trail, as a failed sign-in is.
    const failures = await t.prisma.auditEvent.findMany({ where: { action: "hr.reauth.failure" } });
    expect(failures.map((f) => [f.actorKind, f.actorId])).toEqual([["hr", world.hr.id]]);
    const right = await callRoute(reauth, "/api/hr/reauth", {
      cookie: stale,
      body: { password: "hr-password-123" },
    });
    expect(right.status).toBe(200);
    const fresh = cookieFrom(right);
    expect((await callRoute(list, "/api/hr/passwords", { cookie: fresh })).status).toBe(200);
  });

  it("re-authentication refuses bad bodies and stops guessing after 5 failures", async () => {
    const hr = await createHrUser(t.prisma, "hr-guess", "hr-guess-password");
    const cookie = await hrCookie(hr, { authAt: old() });
    expect((await callRoute(reauth, "/api/hr/reauth", { cookie, body: {} })).status).toBe(400);
    expect((await callRoute(reauth, "/api/hr/reauth", { cookie, body: { password: 12 } })).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      expect(
        (await callRoute(reauth, "/api/hr/reauth", { cookie, body: { password: `guess-${i}` } })).status,
      ).toBe(401);
    }
    const locked = await callRoute(reauth, "/api/hr/reauth", {
      cookie,
      body: { password: "hr-guess-password" },
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBeTruthy();
  });

  it("re-authentication is for HR sessions only", async () => {
    const { sessionVersion } = await t.prisma.loginAccount.findUniqueOrThrow({
      where: { employeeId: world.boss.id },
    });
    const cookie = await managerCookie(world.boss, { ver: sessionVersion });
    const res = await callRoute(reauth, "/api/hr/reauth", { cookie, body: { password: "x" } });
    expect(res.status).toBe(403);
  });
});

let oldCookie = "";

describe("GET /api/hr/passwords-csv", () => {
  it("downloads employee-passwords-{date}.csv with the spec's columns and neutralised cells", async () => {
    const res = await callRoute(csv, "/api/hr/passwords-csv", { cookie: world.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="employee-passwords-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const parsed = Papa.parse<string[]>(res.text.replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(["HRIS ID", "Name", "Position", "Email", "Password", "Status"]);
    // Every text is quoted, so a spreadsheet keeps an HRIS id such as 00123 as text.
    expect(res.text).toContain(`\r\n"${world.dev.hrisId}","'=HYPERLINK(""evil"")",`);
    const dev = parsed.data.find((r) => r[0] === world.dev.hrisId)!;
    expect(dev[1]).toBe('\'=HYPERLINK("evil")');
    expect(dev[3]).toBe("'+dev@test.example");
    expect(dev[4]).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(dev[5]).toBe("Original");
    expect(
      await t.prisma.auditEvent.count({ where: { action: "passwords.csv", actorId: world.hr.id } }),
    ).toBe(1);
  });
});

describe("POST /api/hr/regeneratePassword", () => {
  it("answers { employeeId, plainPassword }, marks the row Updated and ends the employee's sessions", async () => {
    const before = await t.prisma.loginAccount.findUniqueOrThrow({ where: { employeeId: world.boss.id } });
    const bossCookie = await managerCookie(world.boss, { ver: before.sessionVersion });
    expect((await callRoute(getSession, "/api/session", { cookie: bossCookie })).json.session).not.toBeNull();

    const res = await callRoute(regenerate, "/api/hr/regeneratePassword", {
      cookie: world.cookie,
      body: { employeeId: world.boss.hrisId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json.employeeId).toBe(world.boss.hrisId);
    const plain = res.json.plainPassword as string;
    expect(plain).toMatch(/^[A-Za-z2-9]{16}$/);

    const after = await t.prisma.loginAccount.findUniqueOrThrow({ where: { employeeId: world.boss.id } });
    expect(after).toMatchObject({
      passwordStatus: "Regenerated",
      regenerated: true,
      mustChangePassword: true,
      sessionVersion: before.sessionVersion + 1,
    });
    expect(await bcrypt.compare(plain, after.passwordHash)).toBe(true);
    expect((await callRoute(getSession, "/api/session", { cookie: bossCookie })).json.session).toBeNull();

    const rows = (await callRoute(list, "/api/hr/passwords", { cookie: world.cookie })).json
      .passwords as PasswordRow[];
    expect(rows.find((r) => r.hrisId === world.boss.hrisId)).toMatchObject({
      password: plain,
      status: "Regenerated",
      updated: true,
    });
    const audit = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: "password.regenerate" } });
    expect(audit).toMatchObject({ actorKind: "hr", actorId: world.hr.id, employeeIds: [world.boss.hrisId] });
    expect(JSON.stringify(audit)).not.toContain(plain);
  });

  it.each([
    [
      "the legacy body with fixed HR credentials",
      { employeeId: "E1", username: "admin", password: "admin" },
      400,
    ],
    ["no employeeId", {}, 400],
    ["a number", { employeeId: 7 }, 400],
    ["an unknown employee", { employeeId: "NOPE-1" }, 404],
  ])("refuses %s", async (_label, body, expected) => {
    const res = await callRoute(regenerate, "/api/hr/regeneratePassword", { cookie: world.cookie, body });
    expect(res.status).toBe(expected);
    expect(typeof res.json.message).toBe("string");
  });
});
