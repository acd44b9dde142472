import "server-only";
import { cookies } from "next/headers";
import { db, type Tx } from "@/lib/server/db/client";
import {
  CLOCK_SKEW_SECONDS,
  decodeSessionToken,
  sessionCookieName,
  type HrClaims,
  type ManagerClaims,
  type SessionClaims,
} from "@/lib/server/auth/session-token";
import { getEnv } from "@/lib/server/env";

// A session is one of two kinds (docs/decisions/0004): narrow on `kind` and the ids are typed.
// A manager service takes a ManagerSession, an HR service an HrSession; neither checks the kind.

/** A signed-in manager: the token's claims plus what the account says now. */
export type ManagerSession = ManagerClaims & { mustChangePassword: boolean };
/** A signed-in HR administrator. */
export type HrSession = HrClaims;
export type Session = ManagerSession | HrSession;
/** The acting HR user, as HR services take it (tests and scripts pass just these fields). */
export type HrActor = Pick<HrSession, "kind" | "hrUserId" | "name">;
/** Whoever acted, as the audit table records them. */
export type SessionActor = Pick<ManagerSession, "kind" | "employeeId" | "name"> | HrActor;

/**
 * A token is honoured only while its account exists and its session version is unchanged:
 * a password regeneration or account change bumps the version and ends every session.
 * Every API call and page runs this check, so it is one named prepared statement (ADR 0021):
 * Prisma's findUnique cost twice the CPU of the raw read on each request (issue 12).
 */
export async function validateSession(claims: SessionClaims | null): Promise<Session | null> {
  return (await checkSession(claims)).session;
}

/**
 * validateSession, with the data version (ADR 0020) read in the same statement. Its one reader was
 * the answer sent in front of Next, removed by ADR 0071; no caller reads it from here now (the
 * cached answers read their own).
 *
 * Every identity handed on (ids, HRIS ID, name) is the account row's, never the token's other
 * claims: the token only names the account (its kind and id) and the version it was issued at
 * (issue 31: a token with one manager's employeeId and another's hrisId read the other's team).
 */
export async function checkSession(
  claims: SessionClaims | null,
): Promise<{ session: Session | null; dataVersion: string | null }> {
  if (!claims) return { session: null, dataVersion: null };
  if (claims.kind === "hr") {
    const [hr] = await db.$queryRaw<
      { sessionVersion: number; username: string; dataVersion: string | null }[]
    >`/* prepared */
      SELECT "sessionVersion", "username",
        (SELECT "version"::text FROM "DataVersion" WHERE "id" = 1) AS "dataVersion"
      FROM "HrUser" WHERE "id" = ${claims.hrUserId}`;
    const dataVersion = hr?.dataVersion ?? null;
    if (!hr || hr.sessionVersion !== claims.ver) return { session: null, dataVersion };
    return { session: { ...claims, name: hr.username }, dataVersion };
  }
  const [account] = await db.$queryRaw<
    {
      sessionVersion: number;
      mustChangePassword: boolean;
      employeeId: number;
      hrisId: string;
      name: string;
      dataVersion: string | null;
    }[]
  >`/* prepared */
    SELECT "sessionVersion", "mustChangePassword", e."id" AS "employeeId", e."hrisId", e."name",
      (SELECT "version"::text FROM "DataVersion" WHERE "id" = 1) AS "dataVersion"
    FROM "LoginAccount" a JOIN "Employee" e ON e."id" = a."employeeId"
    WHERE a."employeeId" = ${claims.employeeId}`;
  const dataVersion = account?.dataVersion ?? null;
  if (!account || account.sessionVersion !== claims.ver) return { session: null, dataVersion };
  // Someone signed in through the identity provider used no password of ours: nothing to change.
  const mustChangePassword =
    getEnv().REQUIRE_PASSWORD_CHANGE && account.mustChangePassword && claims.via !== "sso";
  const { employeeId, hrisId, name } = account;
  return { session: { ...claims, employeeId, hrisId, name, mustChangePassword }, dataVersion };
}

export async function readSessionFromCookieValue(value: string | undefined | null) {
  return validateSession(await decodeSessionToken(value));
}

/** For server components and layouts. */
export async function getPageSession(): Promise<Session | null> {
  const jar = await cookies();
  return readSessionFromCookieValue(jar.get(sessionCookieName())?.value);
}

/**
 * Whether the request carries a live HR session, for the pages HR does not reach. A manager's
 * cookie or none costs no database read.
 */
export async function hasHrPageSession(): Promise<boolean> {
  const claims = await decodeSessionToken((await cookies()).get(sessionCookieName())?.value);
  return claims?.kind === "hr" && (await validateSession(claims)) !== null;
}

export const RECENT_SIGN_IN_SECONDS = 15 * 60;

export function hasRecentSignIn(session: Session, now = Date.now()) {
  const age = now / 1000 - session.authAt;
  return age >= -CLOCK_SKEW_SECONDS && age <= RECENT_SIGN_IN_SECONDS;
}

/**
 * Ends every session of the session's account on the server (logout, or signing in as someone
 * else): the account's session version moves on, so a copy of the cookie is refused from now on.
 */
export async function revokeSession(session: SessionClaims, tx: Tx = db) {
  if (session.kind === "hr") {
    await tx.hrUser.updateMany({
      where: { id: session.hrUserId },
      data: { sessionVersion: { increment: 1 } },
    });
  } else {
    await tx.loginAccount.updateMany({
      where: { employeeId: session.employeeId },
      data: { sessionVersion: { increment: 1 } },
    });
  }
}
