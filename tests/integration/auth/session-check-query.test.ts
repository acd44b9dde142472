import { checkSession, validateSession } from "@/lib/server/auth/session";
import { readDataVersion } from "@/lib/server/answers/data-version";
import { captureSql, useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { getEnv } from "@/lib/server/env";

// Issue 12: every API call and every page checks its session against the account (revocation).
// Through Prisma's findUnique that check cost twice the CPU of the raw read on each request; it is
// one named prepared statement (ADR 0021), planned once per connection, and still answers right.
const t = useTestDatabase();

async function people() {
  const boss = await createEmployee(t.prisma, { name: "Bea Boss" });
  const account = await createAccount(t.prisma, boss, "right-password-1");
  const hr = await createHrUser(t.prisma);
  return { boss, account, hr };
}

const managerClaims = (employeeId: number, hrisId: string, ver: number) =>
  ({ kind: "manager", employeeId, hrisId, name: "Bea Boss", ver, authAt: 0 }) as const;

it("checks a manager's and an HR session with one prepared statement each", async () => {
  const { boss, account, hr } = await people();
  const checks = {
    manager: () => validateSession(managerClaims(boss.id, boss.hrisId, account.sessionVersion)),
    hr: () =>
      validateSession({ kind: "hr", hrUserId: hr.id, name: hr.username, ver: hr.sessionVersion, authAt: 0 }),
  };
  for (const [kind, check] of Object.entries(checks)) {
    const { result, sql } = await captureSql(check);
    expect([kind, sql]).toEqual([
      kind,
      [expect.stringMatching(/^\/\* prepared \*\/\s+SELECT "sessionVersion"/)],
    ]);
    expect(result).toMatchObject({ kind });
  }
});

it("still ends a session whose version moved on, and reads a pending password change", async () => {
  const { boss, account } = await people();
  const current = managerClaims(boss.id, boss.hrisId, account.sessionVersion);
  await t.prisma.loginAccount.update({
    where: { employeeId: boss.id },
    data: { mustChangePassword: true },
  });
  expect(await validateSession(current)).toMatchObject({
    kind: "manager",
    employeeId: boss.id,
    mustChangePassword: getEnv().REQUIRE_PASSWORD_CHANGE,
  });
  await t.prisma.loginAccount.update({
    where: { employeeId: boss.id },
    data: { sessionVersion: { increment: 1 } },
  });
  expect(await validateSession(current)).toBeNull();
  expect(await validateSession(managerClaims(boss.id + 1000, "E-NOBODY", 1))).toBeNull();
});

it("reads the data version in the same statement, for the answers sent in front of Next", async () => {
  const { boss, account, hr } = await people();
  const { result, sql } = await captureSql(() =>
    checkSession(managerClaims(boss.id, boss.hrisId, account.sessionVersion)),
  );
  expect(sql).toHaveLength(1);
  expect(result.session).toMatchObject({ kind: "manager", employeeId: boss.id });
  expect(result.dataVersion).toBe(await readDataVersion());
  const hrCheck = await checkSession({ kind: "hr", hrUserId: hr.id, name: hr.username, ver: 99, authAt: 0 });
  expect(hrCheck).toEqual({ session: null, dataVersion: await readDataVersion() });
  // A write moves the version the next check reads.
  await t.prisma.employee.update({ where: { id: boss.id }, data: { name: "Bea Renamed" } });
  const after = await checkSession(managerClaims(boss.id, boss.hrisId, account.sessionVersion));
  expect(after.dataVersion).not.toBe(result.dataVersion);
});
