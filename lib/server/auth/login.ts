import "server-only";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { tooManyRequests, unauthorized } from "@/lib/server/errors";
import { burnPasswordCheck, verifyPassword } from "@/lib/server/auth/passwords";
import { clearCounter, incrementCounter, readCounter, secondsLeftInWindow } from "@/lib/server/rate-limit";
import type { SessionClaims } from "@/lib/server/auth/session-token";
import type { HrLoginInput, ManagerLoginInput } from "@/lib/shared/schemas/auth";

// Failed logins: one answer and similar timing for an unknown user and a wrong password; after
// 5 failures for one account or 30 from one address in 15 minutes, 429 until the window ends.
export const LOGIN_WINDOW = { seconds: 15 * 60 };
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;
const INVALID = "Invalid credentials";

async function guardAttempts(accountKey: string, ip: string) {
  const [account, address] = await Promise.all([
    readCounter(accountKey, LOGIN_WINDOW),
    readCounter(`login:ip:${ip}`, LOGIN_WINDOW),
  ]);
  if (account >= MAX_FAILURES_PER_ACCOUNT || address >= MAX_FAILURES_PER_ADDRESS) {
    const minutes = Math.ceil(secondsLeftInWindow(LOGIN_WINDOW) / 60);
    throw tooManyRequests(
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      secondsLeftInWindow(LOGIN_WINDOW),
    );
  }
}

async function recordFailure(accountKey: string, ip: string) {
  await Promise.all([incrementCounter(accountKey, LOGIN_WINDOW), incrementCounter(`login:ip:${ip}`, LOGIN_WINDOW)]);
}

export type ManagerLoginResult = {
  claims: SessionClaims;
  user: { id: number; username: string; hrisId: string; mustChangePassword: boolean };
  manager: { id: number; hrisId: string; name: string; title: string | null; email: string; department: string | null };
};

export async function loginManager(input: ManagerLoginInput, ip: string): Promise<ManagerLoginResult> {
  const identifier = input.email.trim();
  const accountKey = `login:manager:${identifier.toLowerCase()}`;
  await guardAttempts(accountKey, ip);
  const employee = await db.employee.findFirst({
    where: {
      account: { isNot: null },
      OR: [{ hrisId: { equals: identifier, mode: "insensitive" } }, { email: { equals: identifier, mode: "insensitive" } }],
    },
    orderBy: { id: "asc" },
    select: {
      id: true,
      hrisId: true,
      name: true,
      email: true,
      department: true,
      title: { select: { name: true } },
      account: { select: { username: true, passwordHash: true, sessionVersion: true, mustChangePassword: true } },
    },
  });
  const ok = employee?.account ? await verifyPassword(input.password, employee.account.passwordHash) : await burnPasswordCheck(input.password);
  if (!ok || !employee?.account) {
    await recordFailure(accountKey, ip);
    throw unauthorized(INVALID);
  }
  await clearCounter(accountKey, LOGIN_WINDOW);
  return {
    claims: {
      kind: "manager",
      id: employee.id,
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
  const username = input.username.trim();
  const accountKey = `login:hr:${username.toLowerCase()}`;
  await guardAttempts(accountKey, ip);
  const hr = await db.hrUser.findFirst({
    where: { username: { equals: username, mode: "insensitive" } },
    select: { id: true, username: true, passwordHash: true, sessionVersion: true },
  });
  const ok = hr ? await verifyPassword(input.password, hr.passwordHash) : await burnPasswordCheck(input.password);
  if (!ok || !hr) {
    await recordFailure(accountKey, ip);
    throw unauthorized(INVALID);
  }
  await clearCounter(accountKey, LOGIN_WINDOW);
  return {
    claims: { kind: "hr", id: hr.id, name: hr.username, ver: hr.sessionVersion, authAt: Math.floor(Date.now() / 1000) },
    user: { id: hr.id, username: hr.username },
  };
}
