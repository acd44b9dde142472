import "server-only";
import { db } from "@/lib/server/db/client";
import { newManagerClaims, type ManagerClaims } from "@/lib/server/auth/session-token";
import { auditSignIn, auditSsoRefusal } from "@/lib/server/audit/audit-sign-in";
import { identityFromClaims, type ClaimIdentity } from "@/lib/server/auth/sso/claim-identity";

/**
 * The session claims for the employee the provider's claims name, when that employee has a login
 * account; null (and an audited refusal) otherwise. No account is ever created here.
 */
export async function signInWithClaims(
  claims: Record<string, unknown>,
  idClaim: string,
  ip: string,
): Promise<ManagerClaims | null> {
  const identity = identityFromClaims(claims, idClaim);
  if ("refused" in identity) {
    await auditSsoRefusal(identity.refused, null, ip);
    return null;
  }
  const employee = await db.employee.findFirst({
    where: { account: { isNot: null }, ...whereIdentity(identity) },
    select: { id: true, hrisId: true, name: true, account: { select: { sessionVersion: true } } },
  });
  if (!employee?.account) {
    await auditSsoRefusal("no-account", identity.by === "email" ? identity.emailKey : identity.hrisIdKey, ip);
    return null;
  }
  await auditSignIn(
    { kind: "manager", id: employee.id, name: employee.name, hrisId: employee.hrisId },
    "success",
    ip,
    "sso",
  );
  return newManagerClaims(employee, employee.account.sessionVersion, "sso");
}

function whereIdentity(identity: ClaimIdentity) {
  return identity.by === "email" ? { emailKey: identity.emailKey } : { hrisIdKey: identity.hrisIdKey };
}
