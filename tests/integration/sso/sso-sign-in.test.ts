import { signInWithClaims } from "@/lib/server/auth/sso/sso-sign-in";
import { validateSession } from "@/lib/server/auth/session";
import { decodeSessionToken, encodeSessionToken, sessionClaimsOf } from "@/lib/server/auth/session-token";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee } from "@/tests/helpers/factories";

// Linking a provider's answer to an employee (issue 35): only a verified email or the configured
// HRIS-ID claim, only to an employee with a login account; anything else is an audited refusal and
// creates nothing. The session made is the password sign-in's manager session.

const t = useTestDatabase();
let n = 0;

async function withAccount(overrides: { mustChangePassword?: boolean } = {}) {
  const employee = await createEmployee(t.prisma, {
    name: `Olga Oidc ${++n}`,
    email: `Olga.Oidc${n}@Example.com`,
  });
  await createAccount(t.prisma, employee);
  if (overrides.mustChangePassword) {
    await t.prisma.loginAccount.update({
      where: { employeeId: employee.id },
      data: { mustChangePassword: true },
    });
  }
  return employee;
}

const lastAudit = () =>
  t.prisma.auditEvent.findFirst({
    orderBy: { id: "desc" },
    select: {
      action: true,
      actorKind: true,
      actorId: true,
      employeeIds: true,
      detail: true,
      ipAddress: true,
    },
  });

it("a verified email (any case) signs its employee in as a manager session marked as single sign-on", async () => {
  const olga = await withAccount();
  const claims = await signInWithClaims(
    { sub: "abc", email: ` ${olga.email.toUpperCase()} `, email_verified: true },
    "email",
    "10.1.0.1",
  );
  expect(claims).toMatchObject({
    kind: "manager",
    employeeId: olga.id,
    hrisId: olga.hrisId,
    ver: 1,
    via: "sso",
  });
  expect(await lastAudit()).toMatchObject({
    action: "sign-in.success",
    actorKind: "manager",
    actorId: olga.id,
    employeeIds: [olga.hrisId],
    detail: { accountKind: "manager", accountId: olga.id, via: "sso" },
  });
});

it("the configured HRIS-ID claim signs its employee in; the email is then not looked at", async () => {
  const olga = await withAccount();
  const claims = await signInWithClaims(
    { sub: "abc", employee_id: olga.hrisId.toLowerCase(), email: "someone-else@example.com" },
    "employee_id",
    "10.1.0.2",
  );
  expect(claims).toMatchObject({ employeeId: olga.id, via: "sso" });
});

it.each([
  ["an unverified email", { email: "x@example.com", email_verified: false }, "email", "email-not-verified"],
  ["an email with no email_verified (Entra ID)", { email: "x@example.com" }, "email", "email-not-verified"],
  ["no HRIS-ID claim", { email: "x@example.com", email_verified: true }, "employee_id", "claim-missing"],
])("%s is refused and audited", async (_name, profile, idClaim, reason) => {
  const olga = await withAccount();
  const accounts = await t.prisma.loginAccount.count();
  const verifiedOlga = { ...profile, ...(profile.email ? { email: olga.email } : {}) };
  expect(await signInWithClaims(verifiedOlga, idClaim, "10.1.0.3")).toBeNull();
  expect(await lastAudit()).toMatchObject({
    action: "sign-in.sso-refused",
    actorKind: "guest",
    actorId: null,
    detail: { accountKind: "manager", reason },
    ipAddress: "10.1.0.3",
  });
  expect(await t.prisma.loginAccount.count()).toBe(accounts);
});

it("an unknown email, and an employee without a login account, are refused without creating anything", async () => {
  const noAccount = await createEmployee(t.prisma, { email: `no.account${++n}@example.com` });
  const before = {
    employees: await t.prisma.employee.count(),
    accounts: await t.prisma.loginAccount.count(),
  };
  for (const email of ["nobody@example.com", noAccount.email]) {
    expect(await signInWithClaims({ email, email_verified: true }, "email", "10.1.0.4")).toBeNull();
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "sign-in.sso-refused", detail: { reason: "no-account" } });
    // the identifier is kept as a keyed fingerprint, never as typed
    expect(JSON.stringify(audit)).not.toContain(email.split("@")[0]);
  }
  expect({
    employees: await t.prisma.employee.count(),
    accounts: await t.prisma.loginAccount.count(),
  }).toEqual(before);
});

it("an SSO session is never sent to change a distributed password, and survives the cookie round trip", async () => {
  const olga = await withAccount({ mustChangePassword: true });
  const claims = await signInWithClaims({ email: olga.email, email_verified: "true" }, "email", "10.1.0.5");
  const decoded = await decodeSessionToken(await encodeSessionToken(sessionClaimsOf(claims!)));
  expect(decoded).toMatchObject({ via: "sso", employeeId: olga.id });
  expect(await validateSession(decoded)).toMatchObject({ kind: "manager", mustChangePassword: false });
  // the same account signed in with its password is still kept on /change-password
  const { via: _via, ...byPassword } = decoded as typeof decoded & { via?: string };
  expect(await validateSession(byPassword as never)).toMatchObject({ mustChangePassword: true });
});

it("revocation holds: a bumped session version ends the SSO session", async () => {
  const olga = await withAccount();
  const claims = await signInWithClaims({ email: olga.email, email_verified: true }, "email", "10.1.0.6");
  await t.prisma.loginAccount.update({
    where: { employeeId: olga.id },
    data: { sessionVersion: { increment: 1 } },
  });
  expect(await validateSession(claims)).toBeNull();
});
