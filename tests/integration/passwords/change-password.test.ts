import bcrypt from "bcryptjs";
import { POST as managerLogin } from "@/app/api/auth/login/route";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { GET as list } from "@/app/api/hr/passwords/route";
import { GET as csv } from "@/app/api/hr/passwords-csv/route";
import { GET as getSession } from "@/app/api/session/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, cookieFrom, hrCookie, managerCookie } from "@/tests/helpers/http";
import { resetEnvCache } from "@/lib/server/env";
import { regeneratePassword } from "@/lib/server/passwords/regenerate-password";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";
import type { PasswordRow } from "@/lib/shared/schemas/passwords";

const t = useTestDatabase();
afterAll(() => shutdownHashPool());
let addr = 0;

async function managerWithDistributedPassword() {
  const boss = await createEmployee(t.prisma, { name: "Cara Change" });
  await createEmployee(t.prisma, { mgrId: boss.hrisId });
  const hr = await createHrUser(t.prisma);
  const { plainPassword } = await regeneratePassword(
    { kind: "hr", hrUserId: hr.id, name: hr.username },
    boss.hrisId,
    "local",
  );
  const login = await callRoute(managerLogin, "/api/auth/login", {
    body: { email: boss.hrisId, password: plainPassword },
    headers: { "x-forwarded-for": `10.3.0.${++addr}` },
  });
  expect(login.status).toBe(200);
  return { boss, hr, plainPassword, login, cookie: cookieFrom(login) };
}

describe("first sign-in password change", () => {
  it("tells the login that a distributed password must be changed", async () => {
    const { login } = await managerWithDistributedPassword();
    expect(login.json.user).toMatchObject({ mustChangePassword: true });
  });

  it("does not ask when REQUIRE_PASSWORD_CHANGE=false", async () => {
    process.env.REQUIRE_PASSWORD_CHANGE = "false";
    resetEnvCache();
    try {
      const { login } = await managerWithDistributedPassword();
      expect(login.json.user).toMatchObject({ mustChangePassword: false });
    } finally {
      delete process.env.REQUIRE_PASSWORD_CHANGE;
      resetEnvCache();
    }
  });

  it.each([
    ["a short one", "short-pass", /at least 12 characters/],
    ["more than 72 bytes", "é".repeat(40), /at most 72 bytes/],
    ["a common one", "Password1234", /too common/],
    ["one repeated character", "aaaaaaaaaaaaaa", /too common/],
  ])("refuses %s", async (_label, password, message) => {
    const { cookie } = await managerWithDistributedPassword();
    const res = await callRoute(changePassword, "/api/auth/change-password", {
      cookie,
      body: { newPassword: password, confirmPassword: password },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
  });

  it("refuses the old password, one containing the HRIS ID, and a mismatched confirmation", async () => {
    const { cookie, plainPassword, boss } = await managerWithDistributedPassword();
    const same = await callRoute(changePassword, "/api/auth/change-password", {
      cookie,
      body: { newPassword: plainPassword, confirmPassword: plainPassword },
    });
    expect(same.status).toBe(400);
    expect(same.json.message).toBe("Choose a password that is different from your current one.");
    const withId = `my-${boss.hrisId}-secret-x`;
    expect(
      (
        await callRoute(changePassword, "/api/auth/change-password", {
          cookie,
          body: { newPassword: withId, confirmPassword: withId },
        })
      ).status,
    ).toBe(400);
    const mismatch = await callRoute(changePassword, "/api/auth/change-password", {
      cookie,
      body: { newPassword: "violet-harbour-lamp", confirmPassword: "violet-harbour-lamq" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.message).toMatch(/do not match/);
  });

  it("needs a fresh sign-in, is for managers only, and refuses guests", async () => {
    const { boss, hr } = await managerWithDistributedPassword();
    const { sessionVersion } = await t.prisma.loginAccount.findUniqueOrThrow({
      where: { employeeId: boss.id },
    });
    const body = { newPassword: "violet-harbour-lamp", confirmPassword: "violet-harbour-lamp" };
    const stale = await managerCookie(boss, {
      ver: sessionVersion,
      authAt: Math.floor(Date.now() / 1000) - 20 * 60,
    });
    expect(
      (await callRoute(changePassword, "/api/auth/change-password", { cookie: stale, body })).status,
    ).toBe(401);
    expect(
      (await callRoute(changePassword, "/api/auth/change-password", { cookie: await hrCookie(hr), body }))
        .status,
    ).toBe(403);
    expect((await callRoute(changePassword, "/api/auth/change-password", { body })).status).toBe(401);
  });

  it("sets the new password, deletes the distribution copy, ends other sessions and keeps this one", async () => {
    const { boss, hr, cookie } = await managerWithDistributedPassword();
    const res = await callRoute(changePassword, "/api/auth/change-password", {
      cookie,
      body: { newPassword: "violet-harbour-lamp", confirmPassword: "violet-harbour-lamp" },
    });
    expect(res.status).toBe(200);
    const account = await t.prisma.loginAccount.findUniqueOrThrow({ where: { employeeId: boss.id } });
    expect(account).toMatchObject({
      encryptedPassword: null,
      passwordStatus: "Changed",
      mustChangePassword: false,
    });
    expect(account.passwordChangedAt).toBeInstanceOf(Date);
    expect(await bcrypt.compare("violet-harbour-lamp", account.passwordHash)).toBe(true);
    expect((await callRoute(getSession, "/api/session", { cookie })).json.session).toBeNull();
    expect(
      (await callRoute(getSession, "/api/session", { cookie: cookieFrom(res) })).json.session,
    ).toMatchObject({ id: boss.id });

    const hrSession = await hrCookie(hr);
    const rows = (await callRoute(list, "/api/hr/passwords", { cookie: hrSession })).json
      .passwords as PasswordRow[];
    expect(rows.find((r) => r.hrisId === boss.hrisId)).toMatchObject({ password: null, status: "Changed" });
    const file = await callRoute(csv, "/api/hr/passwords-csv", { cookie: hrSession });
    expect(file.text).toContain(`"${boss.hrisId}","Cara Change","Not Available","${boss.email}",,"Changed"`);
    expect(
      await t.prisma.auditEvent.count({
        where: { action: "password.change", actorKind: "manager", actorId: boss.id },
      }),
    ).toBe(1);
  });
});

describe("one password rule for change and sign-in", () => {
  // Finding 8 of issue 11: change-password kept "  spaced-pass-77  " as typed, sign-in trims what
  // is typed, so the new password could never be used.
  it("a new password with spaces around it signs in, typed the same way", async () => {
    const { boss, cookie } = await managerWithDistributedPassword();
    const typed = "  Spaced-pass-77-zq  ";
    const changed = await callRoute(changePassword, "/api/auth/change-password", {
      body: { newPassword: typed, confirmPassword: typed },
      cookie,
    });
    expect(changed.status).toBe(200);
    for (const attempt of [typed, typed.trim()]) {
      const res = await callRoute(managerLogin, "/api/auth/login", {
        body: { email: boss.hrisId, password: attempt },
        headers: { "x-forwarded-for": `10.3.1.${++addr}` },
      });
      expect(res.status).toBe(200);
    }
  });
});
