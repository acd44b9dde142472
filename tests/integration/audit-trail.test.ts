import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee, createHrUser } from "@/tests/helpers/factories";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { auditTrailFor } from "@/lib/server/audit/audit-trail";
import { regeneratePassword } from "@/lib/server/passwords/regenerate-password";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";

const t = useTestDatabase();
afterAll(() => shutdownHashPool());

describe("audit trail of one employee's password", () => {
  it("lists who regenerated, showed and emailed it, oldest first, with bulk events marked", async () => {
    const alice = await createEmployee(t.prisma, { hrisId: "A00001" });
    const bob = await createEmployee(t.prisma, { hrisId: "A00002" });
    const hr = await createHrUser(t.prisma, "auditor-test-hr");
    const actor = { kind: "hr" as const, hrUserId: hr.id, name: hr.username };

    await regeneratePassword(actor, alice.hrisId, "10.0.0.7");
    await recordAudit({
      action: "passwords.reveal",
      actor,
      employeeIds: [alice.hrisId, bob.hrisId],
      ip: "10.0.0.8",
    });
    await recordAudit({ action: "email.send", actor, employeeIds: [bob.hrisId], ip: "10.0.0.9" });
    await recordAudit({ action: "email.send", actor, employeeIds: [alice.hrisId], ip: "10.0.0.9" });

    const trail = await auditTrailFor(t.prisma, alice.hrisId);
    expect(trail.map((e) => [e.what, e.actorName, e.ipAddress, e.employeeCount])).toEqual([
      ["regenerated the password (and saw it)", "auditor-test-hr", "10.0.0.7", 1],
      ["loaded the credentials list with the passwords", "auditor-test-hr", "10.0.0.8", 2],
      ["emailed the login details", "auditor-test-hr", "10.0.0.9", 1],
    ]);
    // Bob's own email is his, not Alice's; a bulk reveal is in both trails.
    expect((await auditTrailFor(t.prisma, bob.hrisId)).map((e) => e.action)).toEqual([
      "passwords.reveal",
      "email.send",
    ]);
    expect(await auditTrailFor(t.prisma, "NOBODY")).toEqual([]);
  });

  it("keeps to the events from `since` on", async () => {
    const carol = await createEmployee(t.prisma, { hrisId: "A00003" });
    await recordAudit({ action: "passwords.csv", actor: null, employeeIds: [carol.hrisId] });
    await t.prisma.auditEvent.updateMany({
      where: { action: "passwords.csv" },
      data: { createdAt: new Date("2026-01-05T10:00:00Z") },
    });
    await recordAudit({ action: "email.send", actor: null, employeeIds: [carol.hrisId] });

    const all = await auditTrailFor(t.prisma, carol.hrisId);
    expect(all.map((e) => e.action)).toEqual(["passwords.csv", "email.send"]);
    const recent = await auditTrailFor(t.prisma, carol.hrisId, new Date("2026-02-01T00:00:00Z"));
    expect(recent.map((e) => e.action)).toEqual(["email.send"]);
  });
});
