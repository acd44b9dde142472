import "server-only";
import type http from "node:http";
import { checkSession, type Session } from "@/lib/server/auth/session";
import {
  decodeSessionToken,
  needsRenewal,
  sessionCookieName,
  type SessionClaims,
} from "@/lib/server/auth/session-token";
import { isDatabaseUnavailable } from "@/lib/server/http/database-unavailable";
// The parser behind Next's req.cookies (NextRequest's RequestCookies).
import { parseCookie } from "next/dist/compiled/@edge-runtime/cookies";

// The session checks an answer sent in front of Next makes (front-answers.ts, front-pages.ts): the
// same cookie, token and account reads the route or page would make, in two steps so a request the
// front cannot answer anyway costs no database read.

/** After a database outage is seen, how long requests skip the front (and its database read). */
export const OUTAGE_PAUSE_MS = 1_000;

const g = globalThis as unknown as { __yardstickFrontPausedUntil?: number };

/** Ends any outage pause (tests). */
export function endFrontPause() {
  g.__yardstickFrontPausedUntil = undefined;
}

export function headerOf(req: http.IncomingMessage, name: string) {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * The request's session claims, when the front may act for them: none for a guest, a bad token or
 * a session due for renewal (its new cookie comes from Next), nor while an outage pause lasts.
 */
export async function frontClaims(req: http.IncomingMessage): Promise<SessionClaims | null> {
  if (Date.now() < (g.__yardstickFrontPausedUntil ?? 0)) return null;
  // Next's own cookie parser (the last of two same-named cookies wins, names are not trimmed): the
  // front must act for the session the route would see, not another one in the same header.
  const cookies = parseCookie(headerOf(req, "cookie") ?? "");
  const claims = await decodeSessionToken(cookies.get(sessionCookieName()));
  return claims && !needsRenewal(claims) ? claims : null;
}

/**
 * The live session and the data version, through the route's own check (one prepared read); null
 * when Next must answer: no session, a password change pending, or the database out of reach (the
 * route answers with its 503; requests then go straight to it for a moment rather than each
 * waiting for the database twice).
 */
export async function checkFrontSession(
  claims: SessionClaims,
): Promise<{ session: Session; dataVersion: string } | null> {
  try {
    const { session, dataVersion } = await checkSession(claims);
    if (!session || (session.kind === "manager" && session.mustChangePassword) || !dataVersion) return null;
    return { session, dataVersion };
  } catch (error) {
    if (isDatabaseUnavailable(error)) g.__yardstickFrontPausedUntil = Date.now() + OUTAGE_PAUSE_MS;
    return null;
  }
}
