import "server-only";
import { cookies } from "next/headers";
import { db } from "@/lib/server/db";
import { decodeSessionToken, sessionCookieName, type SessionClaims } from "@/lib/server/auth/session-token";
import { getEnv } from "@/lib/server/env";

/** The token's claims, plus what the account says now. */
export type Session = SessionClaims & { mustChangePassword?: boolean };

/**
 * A token is honoured only while its account exists and its session version is unchanged:
 * a password regeneration or account change bumps the version and ends every session.
 */
export async function validateSession(claims: SessionClaims | null): Promise<Session | null> {
  if (!claims) return null;
  if (claims.kind === "hr") {
    const hr = await db.hrUser.findUnique({ where: { id: claims.id }, select: { sessionVersion: true } });
    return hr && hr.sessionVersion === claims.ver ? claims : null;
  }
  const account = await db.loginAccount.findUnique({
    where: { employeeId: claims.id },
    select: { sessionVersion: true, mustChangePassword: true },
  });
  if (!account || account.sessionVersion !== claims.ver) return null;
  return { ...claims, mustChangePassword: getEnv().REQUIRE_PASSWORD_CHANGE && account.mustChangePassword };
}

export async function readSessionFromCookieValue(value: string | undefined | null) {
  return validateSession(await decodeSessionToken(value));
}

/** For server components and layouts. */
export async function getPageSession(): Promise<Session | null> {
  const jar = await cookies();
  return readSessionFromCookieValue(jar.get(sessionCookieName())?.value);
}

export const RECENT_SIGN_IN_SECONDS = 15 * 60;

export function hasRecentSignIn(session: Session, now = Date.now()) {
  return now / 1000 - session.authAt <= RECENT_SIGN_IN_SECONDS;
}
