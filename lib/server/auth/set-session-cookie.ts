import "server-only";
import { NextResponse } from "next/server";
import { revokeSession } from "@/lib/server/auth/session";
import {
  encodeSessionToken,
  sessionCookieName,
  sessionAccountOf,
  sessionClaimsOf,
  sessionCookieOptions,
  type SessionClaims,
} from "@/lib/server/auth/session-token";

/** A JSON answer that also replaces the session cookie: one kind of session replaces the other. */
export async function jsonWithSession(body: unknown, claims: SessionClaims) {
  const res = NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
  res.cookies.set(
    sessionCookieName(),
    await encodeSessionToken(sessionClaimsOf(claims)),
    sessionCookieOptions(),
  );
  return res;
}

export function jsonClearingSession(body: unknown) {
  const res = NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
  res.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  return res;
}

/** Re-issues the session cookie on an answer (a session in use does not hit the idle timeout). */
export async function renewSessionCookie(res: Response, claims: SessionClaims) {
  const name = sessionCookieName();
  if (res.headers.getSetCookie().some((c) => c.startsWith(`${name}=`))) return res;
  const { maxAge, ...options } = sessionCookieOptions();
  const parts = [
    `${name}=${await encodeSessionToken(sessionClaimsOf(claims))}`,
    `Path=${options.path}`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ];
  try {
    res.headers.append("set-cookie", parts.join("; "));
  } catch {
    // an immutable answer (a redirect): the next call renews it
  }
  return res;
}

/** Signing in as someone else (the other kind, or another account) ends the old session on the server. */
export async function endReplacedSession(old: SessionClaims | null, next: SessionClaims) {
  if (old && sessionAccountOf(old) !== sessionAccountOf(next)) await revokeSession(old);
}
