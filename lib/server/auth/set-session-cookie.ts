import "server-only";
import { NextResponse } from "next/server";
import {
  encodeSessionToken,
  sessionCookieName,
  sessionCookieOptions,
  type SessionClaims,
} from "@/lib/server/auth/session-token";

/** A JSON answer that also replaces the session cookie: one kind of session replaces the other. */
export async function jsonWithSession(body: unknown, claims: SessionClaims) {
  const res = NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
  res.cookies.set(sessionCookieName(), await encodeSessionToken(claims), sessionCookieOptions());
  return res;
}

export function jsonClearingSession(body: unknown) {
  const res = NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
  res.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  return res;
}
