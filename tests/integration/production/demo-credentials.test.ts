import bcrypt from "bcryptjs";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { demoCredentialsRefusal, findDemoCredentials } from "@/lib/server/demo/demo-credentials";

// A real (PostgreSQL) deployment refuses to start while its database holds accounts that open
// with the demo passwords the README publishes; a demo server says so with --demo.

const env = {
  DEMO_PASSWORD: "demo-password",
  HR_ADMIN_PASSWORD: "hradmin-demo",
  isEmbeddedDatabase: false,
  DEMO_MODE: false,
};

describe("demo credentials on a real database", () => {
  const t = useTestDatabase();

  beforeEach(async () => {
    await t.prisma.loginAccount.deleteMany();
    await t.prisma.hrUser.deleteMany();
  });

  it("finds nothing in a real org: own HR password, managers' hashes each salted apart", async () => {
    await createHrUser(t.prisma, "ops-admin", "a-real-hr-password-42");
    for (const name of ["Real One", "Real Two", "Real Three"])
      await createAccount(t.prisma, await createEmployee(t.prisma, { name }), "their-own-password-7");
    expect(await findDemoCredentials(t.prisma, env)).toEqual([]);
    expect(await demoCredentialsRefusal(t.prisma, env)).toBeNull();
  });

  it("refuses the demo HR administrator and the demo managers' shared hash", async () => {
    await createHrUser(t.prisma, "hradmin", "hradmin-demo");
    const demoHash = await bcrypt.hash("demo-password", 4); // the seed hashes once for every manager
    for (const name of ["Demo One", "Demo Two", "Demo Three"]) {
      const e = await createEmployee(t.prisma, { name });
      await t.prisma.loginAccount.create({
        data: { employeeId: e.id, username: e.hrisId, passwordHash: demoHash },
      });
    }
    expect(await findDemoCredentials(t.prisma, env)).toEqual([
      'the HR user "hradmin" has the demo HR password',
      "3 manager accounts have the demo password",
    ]);
    expect(await demoCredentialsRefusal(t.prisma, env)).toMatch(
      /^Refusing to start: this PostgreSQL database holds the demo credentials .* start with --demo\.$/,
    );
    // A demo server on purpose, and the embedded demo, start as before.
    expect(await demoCredentialsRefusal(t.prisma, { ...env, DEMO_MODE: true })).toBeNull();
    expect(await demoCredentialsRefusal(t.prisma, { ...env, isEmbeddedDatabase: true })).toBeNull();
  });

  it("finds a lone demo manager, and the published passwords even when the configured ones differ", async () => {
    await createAccount(t.prisma, await createEmployee(t.prisma, { name: "Only Manager" }), "demo-password");
    await createHrUser(t.prisma, "admin", "hradmin-demo");
    const configured = { ...env, DEMO_PASSWORD: "other-demo-pass", HR_ADMIN_PASSWORD: "other-hr-pass" };
    expect(await findDemoCredentials(t.prisma, configured)).toEqual([
      'the HR user "admin" has the demo HR password',
      "a manager account has the demo password",
    ]);
  });
});
