import "server-only";
import { decode, encode } from "next-auth/jwt";
import { getEnv } from "@/lib/server/env";

// The session cookie (docs/decisions/0002), written and read by next-auth's own encode/decode
// (docs/decisions/0080). Both login calls, the route wrapper, the page guards and the proxy read and write it
// through this module.

export type SessionKind = "manager" | "hr";
type ClaimsBase = {
  name: string;
  /** Session version of the account when the token was issued. */
  ver: number;
  /** When the user last proved their password (epoch seconds). */
  authAt: number;
  /** When the session was last used, to the renewal (epoch seconds); absent on older tokens. */
  seenAt?: number;
};
/** A manager is an employee: both ids are always there. */
export type ManagerClaims = ClaimsBase & {
  kind: "manager";
  employeeId: number;
  hrisId: string;
  /** Signed in through the identity provider (issue 35): no password of ours was used. */
  via?: "sso";
};
/** An HR administrator is an HrUser, not an employee: no HRIS id. */
export type HrClaims = ClaimsBase & { kind: "hr"; hrUserId: number };
export type SessionClaims = ManagerClaims | HrClaims;

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
/** A session unused this long ends, inside the 8 hours; use renews it (see needsRenewal). */
export const IDLE_TIMEOUT_SECONDS = 30 * 60;
const RENEW_AFTER_SECONDS = 5 * 60;
/** How far ahead of this instance's clock a token's times may be (another instance's clock). */
export const CLOCK_SKEW_SECONDS = 60;

/** A cookie older than a few minutes is re-issued with a fresh seenAt when it is used. */
export function needsRenewal(claims: SessionClaims, now = Date.now() / 1000) {
  return now - (claims.seenAt ?? claims.authAt) > RENEW_AFTER_SECONDS;
}

/**
 * When a session ends (epoch seconds): `idleEndsAt` if nothing uses it after `lastUsedAt`, `endsAt`
 * at the latest, however much it is used. Whichever is earlier ends it (decodeSessionToken).
 */
export function sessionEndsOf(claims: SessionClaims, lastUsedAt = claims.seenAt ?? claims.authAt) {
  return {
    idleEndsAt: lastUsedAt + IDLE_TIMEOUT_SECONDS,
    endsAt: claims.authAt + SESSION_MAX_AGE_SECONDS,
  };
}

export function sessionCookieName() {
  return getEnv().NEXTAUTH_URL?.startsWith("https://") ? "__Secure-yardstick.session" : "yardstick.session";
}

export function sessionCookieOptions() {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: sessionCookieName().startsWith("__Secure-"),
    maxAge: SESSION_MAX_AGE_SECONDS,
  };
}

export async function encodeSessionToken(claims: SessionClaims): Promise<string> {
  const token = { ...claims, seenAt: claims.seenAt ?? Math.floor(Date.now() / 1000) };
  return encode({ token, secret: getEnv().NEXTAUTH_SECRET!, maxAge: SESSION_MAX_AGE_SECONDS });
}

// Decrypting a token costs an HKDF key derivation and an AES-GCM open on every request; a token
// string always decodes to the same claims, so the answer is kept (bounded, until the token's
// expiry). The session version is still checked against the database on every request.
const DECODED_CACHE_SIZE = 5000;
let decodedCache = { secret: "", tokens: new Map<string, { claims: SessionClaims; exp: number }>() };

function cachedClaims(secret: string, value: string): SessionClaims | undefined {
  if (decodedCache.secret !== secret) decodedCache = { secret, tokens: new Map() };
  const hit = decodedCache.tokens.get(value);
  if (!hit) return undefined;
  if (Date.now() / 1000 < hit.exp) return hit.claims;
  decodedCache.tokens.delete(value);
  return undefined;
}

function remember(value: string, claims: SessionClaims, exp: number) {
  const { tokens } = decodedCache;
  if (tokens.size >= DECODED_CACHE_SIZE) tokens.delete(tokens.keys().next().value!);
  tokens.set(value, { claims, exp });
}

/** Decodes and shape-checks a token; null when missing, expired, forged or malformed. */
export async function decodeSessionToken(value: string | undefined | null): Promise<SessionClaims | null> {
  if (!value) return null;
  const secret = getEnv().NEXTAUTH_SECRET!;
  const claims = cachedClaims(secret, value) ?? (await decodeFresh(secret, value));
  // Belt and braces next to the JWT's own exp: no session outlives 8 hours from its sign-in, nor
  // half an hour without use; and no time lies in the future (beyond clock skew), which would
  // stretch both and the 15-minute recent-sign-in rule.
  const now = Date.now() / 1000;
  if (!claims || now - claims.authAt > SESSION_MAX_AGE_SECONDS) return null;
  if (now - (claims.seenAt ?? claims.authAt) > IDLE_TIMEOUT_SECONDS) return null;
  if (Math.max(claims.authAt, claims.seenAt ?? 0) > now + CLOCK_SKEW_SECONDS) return null;
  return claims;
}

/** The token's claims when they have the shape of one of the two kinds; null otherwise. */
function claimsOf(token: Record<string, unknown>): SessionClaims | null {
  const { kind, employeeId, hrUserId, hrisId, name, ver, authAt, seenAt, via } = token;
  if (typeof name !== "string" || typeof ver !== "number" || typeof authAt !== "number") return null;
  const base = { name, ver, authAt, ...(typeof seenAt === "number" ? { seenAt } : {}) };
  if (kind === "manager" && typeof employeeId === "number" && typeof hrisId === "string" && hrisId) {
    return Object.freeze({ kind, employeeId, hrisId, ...base, ...(via === "sso" ? { via } : {}) });
  }
  if (kind === "hr" && typeof hrUserId === "number") return Object.freeze({ kind, hrUserId, ...base });
  return null;
}

async function decodeFresh(secret: string, value: string): Promise<SessionClaims | null> {
  try {
    const token = await decode({ token: value, secret });
    if (!token) return null;
    const claims = claimsOf(token as Record<string, unknown>);
    if (!claims || typeof token.exp !== "number") return null;
    if (typeof token.iat === "number" && token.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) return null;
    remember(value, claims, token.exp);
    return claims;
  } catch {
    return null;
  }
}

/** A manager's claims as a sign-in issues them now (by password, or `via` the identity provider). */
export function newManagerClaims(
  employee: { id: number; hrisId: string; name: string },
  sessionVersion: number,
  via?: "sso",
): ManagerClaims {
  return {
    kind: "manager",
    employeeId: employee.id,
    hrisId: employee.hrisId,
    name: employee.name,
    ver: sessionVersion,
    authAt: Math.floor(Date.now() / 1000),
    ...(via ? { via } : {}),
  };
}

/** Only the token's own fields (a validated session also carries what the account says now). */
export function sessionClaimsOf(session: SessionClaims): SessionClaims {
  const { name, ver, authAt } = session;
  return session.kind === "manager"
    ? {
        kind: "manager",
        employeeId: session.employeeId,
        hrisId: session.hrisId,
        name,
        ver,
        authAt,
        ...(session.via === "sso" ? { via: session.via } : {}),
      }
    : { kind: "hr", hrUserId: session.hrUserId, name, ver, authAt };
}

/** The account a session belongs to, as one comparable string ("manager:12", "hr:1"). */
export function sessionAccountOf(session: SessionClaims): string {
  return session.kind === "manager" ? `manager:${session.employeeId}` : `hr:${session.hrUserId}`;
}
