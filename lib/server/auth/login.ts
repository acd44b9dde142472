import "server-only";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { unauthorized } from "@/lib/server/errors";
import { burnPasswordCheck, verifyPassword } from "@/lib/server/auth/passwords";
import { claimSignInAttempt, type ThrottleAccount } from "@/lib/server/auth/login-throttle";
import type { SessionClaims } from "@/lib/server/auth/session-token";
import { AppError } from "@/lib/server/errors";
import { auditSignIn, type SignInTarget } from "@/lib/server/audit-sign-in";
import { identityKey } from "@/lib/shared/identity-key";
import type { HrLoginInput, ManagerLoginInput } from "@/lib/shared/schemas/auth";

// One answer and similar timing for an unknown user and a wrong password; attempts are throttled
// per account and per address before the password is checked (login-throttle.ts, ADR 0010).
const INVALID = "Invalid credentials";

/**
 * Claims the attempt, checks the password (or burns the same time), settles the throttle, and
 * audits the outcome: success, failure or throttled.
 */
async function checkPassword(
  target: SignInTarget,
  ip: string,
  password: string,
  hash: string | undefined,
): Promise<boolean> {
  const account: ThrottleAccount = "id" in target ? { kind: target.kind, id: target.id } : target;
  let attempt;
  try {
    attempt = await claimSignInAttempt(account, ip);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) await auditSignIn(target, "throttled", ip);
    throw error;
  }
  const ok = hash ? await verifyPassword(password, hash) : (await burnPasswordCheck(password), false);
  if (ok) await attempt.succeeded();
  await auditSignIn(target, ok ? "success" : "failure", ip);
  return ok;
}

export type ManagerLoginResult = {
  claims: SessionClaims;
  user: { id: number; username: string; hrisId: string; mustChangePassword: boolean };
  manager: {
    id: number;
    hrisId: string;
    name: string;
    title: string | null;
    email: string;
    department: string | null;
  };
};

export async function loginManager(input: ManagerLoginInput, ip: string): Promise<ManagerLoginResult> {
  const key = identityKey(input.email);
  // Exact match on the uniquely indexed keys (an HRIS ID never contains "@", so at most one row).
  const employee = await db.employee.findFirst({
    where: { account: { isNot: null }, OR: [{ hrisIdKey: key }, { emailKey: key }] },
    orderBy: { id: "asc" },
    select: {
      id: true,
      hrisId: true,
      name: true,
      email: true,
      department: true,
      title: { select: { name: true } },
      account: {
        select: { username: true, passwordHash: true, sessionVersion: true, mustChangePassword: true },
      },
    },
  });
  const ok = await checkPassword(
    employee?.account
      ? { kind: "manager", id: employee.id, name: employee.name, hrisId: employee.hrisId }
      : { kind: "manager", unknown: key },
    ip,
    input.password,
    employee?.account?.passwordHash,
  );
  if (!ok || !employee?.account) throw unauthorized(INVALID);
  return {
    claims: {
      kind: "manager",
      employeeId: employee.id,
      hrisId: employee.hrisId,
      name: employee.name,
      ver: employee.account.sessionVersion,
      authAt: Math.floor(Date.now() / 1000),
    },
    user: {
      id: employee.id,
      username: employee.account.username,
      hrisId: employee.hrisId,
      // REQUIRE_PASSWORD_CHANGE=false switches the first sign-in password change off.
      mustChangePassword: getEnv().REQUIRE_PASSWORD_CHANGE && employee.account.mustChangePassword,
    },
    manager: {
      id: employee.id,
      hrisId: employee.hrisId,
      name: employee.name,
      title: employee.title?.name ?? null,
      email: employee.email,
      department: employee.department,
    },
  };
}

export type HrLoginResult = { claims: SessionClaims; user: { id: number; username: string } };

export async function loginHr(input: HrLoginInput, ip: string): Promise<HrLoginResult> {
  const key = identityKey(input.username);
  const hr = await db.hrUser.findUnique({
    where: { usernameKey: key },
    select: { id: true, username: true, passwordHash: true, sessionVersion: true },
  });
  const ok = await checkPassword(
    hr ? { kind: "hr", id: hr.id, name: hr.username } : { kind: "hr", unknown: key },
    ip,
    input.password,
    hr?.passwordHash,
  );
  if (!ok || !hr) throw unauthorized(INVALID);
  return {
    claims: {
      kind: "hr",
      hrUserId: hr.id,
      name: hr.username,
      ver: hr.sessionVersion,
      authAt: Math.floor(Date.now() / 1000),
    },
    user: { id: hr.id, username: hr.username },
  };
}
