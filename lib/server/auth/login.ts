import "server-only";
import { db } from "@/lib/server/db/client";
import { getEnv } from "@/lib/server/env";
import { unauthorized } from "@/lib/server/errors";
import { burnPasswordCheck, verifyPassword } from "@/lib/server/auth/passwords";
import { claimSignInAttempt, type ThrottleAccount } from "@/lib/server/auth/login-throttle";
import { deviceNonceFor, issueDeviceCookie } from "@/lib/server/auth/device-cookie";
import { newManagerClaims, type SessionClaims } from "@/lib/server/auth/session-token";
import { AppError } from "@/lib/server/errors";
import { auditSignIn, type SignInTarget } from "@/lib/server/audit/audit-sign-in";
import { identityKey } from "@/lib/shared/identity-key";
import { assertPasswordSignInOn } from "@/lib/server/auth/password-sign-in";
import type { HrLoginInput, ManagerLoginInput } from "@/lib/shared/schemas/auth";

// One answer and similar timing for an unknown user and a wrong password; attempts are throttled
// per account and per address before the password is checked (login-throttle.ts, ADR 0010).
const INVALID = "Invalid credentials";

/** What the sign-in routes pass besides the form: the browser's device cookie, and a test's clock. */
export type SignInContext = {
  ip: string;
  /** The device cookie the browser sent for this kind of sign-in (device-cookie.ts), if any. */
  deviceCookie?: string;
  /** The moment of the attempt (a fake clock in tests); now when absent. */
  at?: Date;
};

/**
 * Claims the attempt, checks the password (or burns the same time), settles the throttle, and
 * audits the outcome: success, failure or throttled. A device cookie counts only for the account it
 * names; a success earns the browser a new one.
 */
async function checkPassword(
  target: SignInTarget,
  context: SignInContext,
  password: string,
  account: { hash: string; distributedPassword: boolean } | null | undefined,
): Promise<string | null> {
  const { ip, at } = context;
  const throttled: ThrottleAccount =
    "id" in target
      ? { kind: target.kind, id: target.id, distributedPassword: account?.distributedPassword === true }
      : target;
  const device = "id" in target ? deviceNonceFor(context.deviceCookie, target, at?.getTime()) : null;
  let attempt;
  try {
    attempt = await claimSignInAttempt(throttled, ip, { device, at });
  } catch (error) {
    if (error instanceof AppError && error.status === 429) await auditSignIn(target, "throttled", ip);
    throw error;
  }
  const ok = account
    ? await verifyPassword(password, account.hash)
    : (await burnPasswordCheck(password), false);
  if (ok) await attempt.succeeded();
  await auditSignIn(target, ok ? "success" : "failure", ip);
  return ok && "id" in target ? issueDeviceCookie(target, at?.getTime()) : null;
}

export type ManagerLoginResult = {
  claims: SessionClaims;
  /** The browser's new device cookie. */
  deviceCookie: string;
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

export async function loginManager(
  input: ManagerLoginInput,
  context: SignInContext,
): Promise<ManagerLoginResult> {
  // HR may have turned password sign-in off (single sign-on only): refused before any check.
  await assertPasswordSignInOn();
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
        select: {
          username: true,
          passwordHash: true,
          sessionVersion: true,
          mustChangePassword: true,
          // set only while the account has the password HR distributed (null once changed)
          encryptedPassword: true,
        },
      },
    },
  });
  const account = employee?.account;
  const deviceCookie = await checkPassword(
    account
      ? { kind: "manager", id: employee.id, name: employee.name, hrisId: employee.hrisId }
      : { kind: "manager", unknown: key },
    context,
    input.password,
    account && { hash: account.passwordHash, distributedPassword: account.encryptedPassword !== null },
  );
  if (!deviceCookie || !employee?.account) throw unauthorized(INVALID);
  return {
    deviceCookie,
    claims: newManagerClaims(employee, employee.account.sessionVersion),
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

export type HrLoginResult = {
  claims: SessionClaims;
  deviceCookie: string;
  user: { id: number; username: string };
};

export async function loginHr(input: HrLoginInput, context: SignInContext): Promise<HrLoginResult> {
  const key = identityKey(input.username);
  const hr = await db.hrUser.findUnique({
    where: { usernameKey: key },
    select: { id: true, username: true, passwordHash: true, sessionVersion: true },
  });
  const deviceCookie = await checkPassword(
    hr ? { kind: "hr", id: hr.id, name: hr.username } : { kind: "hr", unknown: key },
    context,
    input.password,
    hr && { hash: hr.passwordHash, distributedPassword: false },
  );
  if (!deviceCookie || !hr) throw unauthorized(INVALID);
  return {
    deviceCookie,
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
