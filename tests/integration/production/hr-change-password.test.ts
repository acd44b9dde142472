import bcrypt from "bcryptjs";
import { POST as changePassword } from "@/app/api/hr/change-password/route";
import { POST as hrLogin } from "@/app/api/hr/login/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createHrUser } from "@/tests/helpers/factories";
import { callRoute, cookieFrom, hrCookie } from "@/tests/helpers/http";

// An HR administrator changes their own password: the current one is required, the new one meets
// the manager's rules, this session goes on, older sessions end, the audit table has a row.

describe("POST /api/hr/change-password", () => {
  const t = useTestDatabase();

  it("sets the new password, keeps this session and ends the others", async () => {
    const hr = await createHrUser(t.prisma, "river-admin", "first-password-1234");
    const signIn = await callRoute(hrLogin, "/api/hr/login", {
      body: { username: "river-admin", password: "first-password-1234" },
    });
    const cookie = cookieFrom(signIn);
    const otherSession = await hrCookie(hr, { ver: 1 });

    const res = await callRoute(changePassword, "/api/hr/change-password", {
      cookie,
      body: {
        currentPassword: "first-password-1234",
        newPassword: "  Lantern-Orbit-Meadow-58  ",
        confirmPassword: "  Lantern-Orbit-Meadow-58  ",
      },
    });
    expect(res.status).toBe(200);
    const stored = await t.prisma.hrUser.findUniqueOrThrow({ where: { id: hr.id } });
    // One normalisation with sign-in: surrounding spaces are not part of the password.
    expect(await bcrypt.compare("Lantern-Orbit-Meadow-58", stored.passwordHash)).toBe(true);
    expect(stored.sessionVersion).toBe(2);
    expect(
      await t.prisma.auditEvent.count({ where: { action: "hr-admin.password-change", actorId: hr.id } }),
    ).toBe(1);

    const again = { body: { currentPassword: "x", newPassword: "y", confirmPassword: "y" } };
    expect((await callRoute(changePassword, "/x", { cookie: cookieFrom(res), ...again })).status).toBe(400);
    expect((await callRoute(changePassword, "/x", { cookie: otherSession, ...again })).status).toBe(401);
    expect(
      (
        await callRoute(hrLogin, "/api/hr/login", {
          body: { username: "river-admin", password: "Lantern-Orbit-Meadow-58" },
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    [
      { currentPassword: "wrong-password-0000", newPassword: "Lantern-Orbit-Meadow-58" },
      { path: "currentPassword", message: "Your current password is not correct." },
    ],
    [
      { currentPassword: "stone-password-1234", newPassword: "password1234" },
      { path: "newPassword", message: "This password is too common. Choose one that is harder to guess." },
    ],
    [
      { currentPassword: "stone-password-1234", newPassword: "stone-password-1234" },
      { path: "newPassword", message: "Choose a password that is different from your current one." },
    ],
  ])("refuses %o with a field message and changes nothing", async (fields, issue) => {
    const hr = await createHrUser(t.prisma, undefined, "stone-password-1234");
    const res = await callRoute(changePassword, "/api/hr/change-password", {
      cookie: await hrCookie(hr),
      body: { ...fields, confirmPassword: fields.newPassword },
    });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([issue]);
    const stored = await t.prisma.hrUser.findUniqueOrThrow({ where: { id: hr.id } });
    expect(stored.passwordHash).toBe(hr.passwordHash);
    expect(stored.sessionVersion).toBe(1);
  });
});
