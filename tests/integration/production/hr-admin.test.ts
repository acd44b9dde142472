import bcrypt from "bcryptjs";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { setHrAdmin } from "@/lib/server/hr-users/set-hr-admin";

// `npm run hr:create-admin`: the first HR administrator of a real deployment, and the way to set a
// new password for one. Same rules as a manager's own new password; bcrypt only; an audit row.

const PASSWORD = "Quiet-Harbour-Lantern-93";

describe("setHrAdmin", () => {
  const t = useTestDatabase();

  it("creates an HR administrator with a bcrypt hash and an audit row", async () => {
    expect(
      await setHrAdmin(t.prisma, { username: " ops-admin ", password: PASSWORD, confirmPassword: PASSWORD }),
    ).toEqual({ ok: true, created: true, username: "ops-admin" });
    const user = await t.prisma.hrUser.findUniqueOrThrow({ where: { username: "ops-admin" } });
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(await bcrypt.compare(PASSWORD, user.passwordHash)).toBe(true);
    const audit = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: "hr-admin.create" } });
    expect(audit).toMatchObject({
      actorKind: "hr",
      actorId: user.id,
      detail: { via: "npm run hr:create-admin" },
    });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  });

  it("resets an existing one whatever the case typed, and ends its sessions", async () => {
    const before = await t.prisma.hrUser.findUniqueOrThrow({ where: { username: "ops-admin" } });
    const next = "Another-Quiet-Harbour-71";
    expect(
      await setHrAdmin(t.prisma, { username: "OPS-Admin", password: next, confirmPassword: next }),
    ).toEqual({
      ok: true,
      created: false,
      username: "ops-admin",
    });
    const after = await t.prisma.hrUser.findUniqueOrThrow({ where: { id: before.id } });
    expect(await bcrypt.compare(next, after.passwordHash)).toBe(true);
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect(await t.prisma.hrUser.count()).toBe(1);
    expect(await t.prisma.auditEvent.count({ where: { action: "hr-admin.password-reset" } })).toBe(1);
  });

  it.each([
    ["short-pass", "short-pass", "Use at least 12 characters."],
    [PASSWORD, `${PASSWORD}x`, "The two passwords do not match."],
    ["password1234", "password1234", "This password is too common. Choose one that is harder to guess."],
    ["hradmin-demo", "hradmin-demo", "This password is too common. Choose one that is harder to guess."],
    ["new-admin-password-9", "new-admin-password-9", "Do not use the username in the password."],
  ])("refuses %s and changes nothing", async (password, confirmPassword, problem) => {
    const count = await t.prisma.hrUser.count();
    expect(await setHrAdmin(t.prisma, { username: "new-admin", password, confirmPassword })).toEqual({
      ok: false,
      problems: [problem],
    });
    expect(await t.prisma.hrUser.count()).toBe(count);
  });

  it("refuses a blank username", async () => {
    expect(
      await setHrAdmin(t.prisma, { username: "  ", password: PASSWORD, confirmPassword: PASSWORD }),
    ).toEqual({
      ok: false,
      problems: ["Enter your username."],
    });
  });
});
