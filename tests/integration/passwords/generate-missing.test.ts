import { POST as generate } from "@/app/api/hr/generate-passwords/route";
import { POST as generateMissing } from "@/app/api/hr/generate-missing-passwords/route";
import { GET as status } from "@/app/api/hr/passwords-status/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee, createHrUser } from "@/tests/helpers/factories";
import { accounts, createTeam } from "@/tests/helpers/passwords-factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import { awaitPasswordJobs } from "@/lib/server/passwords/run-password-job";
import { resumeInterruptedJobs, startGenerateMissing } from "@/lib/server/passwords/start-password-job";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";

// Item 12 of issue 31: people imported after the one-time generation get a password, once each,
// through the same resumable job and audit, without touching anyone else's.

const t = useTestDatabase();
afterAll(() => shutdownHashPool());

const post = (cookie: string) =>
  callRoute(generateMissing, "/api/hr/generate-missing-passwords", { method: "POST", cookie });

async function generatedThenImported(imported: number) {
  const team = await createTeam(t.prisma, 3, 1);
  const hr = await createHrUser(t.prisma);
  const cookie = await hrCookie(hr);
  expect((await callRoute(generate, "/api/hr/generate-passwords", { method: "POST", cookie })).status).toBe(
    202,
  );
  await awaitPasswordJobs();
  const before = await accounts(t.prisma);
  const newcomers = [];
  for (let i = 0; i < imported; i++)
    newcomers.push(await createEmployee(t.prisma, { mgrId: team.leads[0]!.hrisId }));
  return { hr, cookie, before, newcomers };
}

describe("POST /api/hr/generate-missing-passwords", () => {
  beforeEach(async () => {
    await t.prisma.$executeRawUnsafe(
      `TRUNCATE "AuditEvent", "PasswordGeneration", "PasswordJob", "LoginAccount", "Employee", "HrUser" RESTART IDENTITY CASCADE`,
    );
  });

  it("gives each employee without a password one, once: of two parallel starts one runs, one gets 409", async () => {
    const { cookie, before, newcomers } = await generatedThenImported(2);
    expect((await callRoute(status, "/api/hr/passwords-status", { cookie })).json.missingPasswords).toBe(2);

    const [a, b] = await Promise.all([post(cookie), post(cookie)]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    await awaitPasswordJobs();

    const after = await accounts(t.prisma);
    expect(after).toHaveLength(before.length + 2);
    // Nobody who had a password lost it.
    for (const old of before) {
      expect(after.find((r) => r.id === old.id)).toMatchObject({
        passwordHash: old.passwordHash,
        encryptedPassword: old.encryptedPassword,
        passwordJobId: old.passwordJobId,
      });
    }
    const added = after.filter((r) => !before.some((o) => o.id === r.id));
    expect(added.map((r) => r.employeeId).sort()).toEqual(newcomers.map((n) => n.id).sort());
    for (const row of added)
      expect(row).toMatchObject({ passwordStatus: "Original", mustChangePassword: true });
    expect(added.every((r) => r.encryptedPassword)).toBe(true);

    const answer = await callRoute(status, "/api/hr/passwords-status", { cookie });
    expect(answer.json).toMatchObject({
      missingPasswords: 0,
      job: { kind: "GenerateMissing", status: "Completed" },
    });
    // Nothing left to do: a clear 409, no new job.
    const again = await post(cookie);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Every employee already has a password.");

    const audit = await t.prisma.auditEvent.findMany({
      where: { action: { startsWith: "passwords.generate-missing" } },
      orderBy: { id: "asc" },
    });
    expect(audit.map((e) => e.action)).toEqual([
      "passwords.generate-missing",
      "passwords.generate-missing.batch",
    ]);
    expect(audit[1]!.employeeIds.sort()).toEqual(newcomers.map((n) => n.hrisId).sort());
  });

  it("resumes after a stop without giving anyone a second password", async () => {
    const { hr, before, newcomers } = await generatedThenImported(3);
    await startGenerateMissing({ kind: "hr", hrUserId: hr.id, name: hr.username }, "local", {
      batchSize: 1,
      stopAfterBatches: 1,
    });
    await awaitPasswordJobs();
    const halfway = await accounts(t.prisma);
    expect(halfway).toHaveLength(before.length + 1);
    await t.prisma.passwordJob.updateMany({ where: { kind: "GenerateMissing" }, data: { lockedBy: null } });
    await resumeInterruptedJobs({ batchSize: 1 });
    await awaitPasswordJobs();
    const after = await accounts(t.prisma);
    expect(after).toHaveLength(before.length + newcomers.length);
    const first = halfway.find((r) => !before.some((o) => o.id === r.id))!;
    expect(after.find((r) => r.id === first.id)!.passwordHash).toBe(first.passwordHash);
  });

  it("is refused before the one-time generation (409)", async () => {
    await createTeam(t.prisma, 2, 1);
    const hr = await createHrUser(t.prisma);
    const res = await post(await hrCookie(hr));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Passwords have not been generated yet.");
    expect(await t.prisma.passwordJob.count()).toBe(0);
  });
});
