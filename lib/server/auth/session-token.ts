import { encode, decode } from "next-auth/jwt";
import { getEnv } from "@/lib/server/env";

// The session is next-auth's JWT (encrypted, in one httpOnly cookie). Both login calls, the
// next-auth endpoints and the proxy read and write it through this module.

export type SessionKind = "manager" | "hr";
export type SessionClaims = {
  kind: SessionKind;
  /** Employee.id for a manager, HrUser.id for HR. */
  id: number;
  hrisId?: string;
  name: string;
  /** Session version of the account when the token was issued. */
  ver: number;
  /** When the user last proved their password (epoch seconds). */
  authAt: number;
};

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

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
  return encode({ token: { ...claims }, secret: getEnv().NEXTAUTH_SECRET!, maxAge: SESSION_MAX_AGE_SECONDS });
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
  // Belt and braces next to the JWT's own exp: no session outlives 8 hours from its sign-in.
  if (!claims || Date.now() / 1000 - claims.authAt > SESSION_MAX_AGE_SECONDS) return null;
  return claims;
}

async function decodeFresh(secret: string, value: string): Promise<SessionClaims | null> {
  try {
    const token = await decode({ token: value, secret });
    if (!token) return null;
    const { kind, id, hrisId, name, ver, authAt, exp } = token as Record<string, unknown>;
    if ((kind !== "manager" && kind !== "hr") || typeof id !== "number" || typeof ver !== "number")
      return null;
    if (typeof name !== "string" || typeof authAt !== "number" || typeof exp !== "number") return null;
    const claims = Object.freeze({
      kind,
      id,
      hrisId: typeof hrisId === "string" ? hrisId : undefined,
      name,
      ver,
      authAt,
    });
    remember(value, claims, exp);
    return claims;
  } catch {
    return null;
  }
}
