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

/** Decodes and shape-checks a token; null when missing, expired, forged or malformed. */
export async function decodeSessionToken(value: string | undefined | null): Promise<SessionClaims | null> {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: getEnv().NEXTAUTH_SECRET! });
    if (!token) return null;
    const { kind, id, hrisId, name, ver, authAt } = token as Record<string, unknown>;
    if ((kind !== "manager" && kind !== "hr") || typeof id !== "number" || typeof ver !== "number") return null;
    if (typeof name !== "string" || typeof authAt !== "number") return null;
    // Belt and braces next to the JWT's own exp: no session outlives 8 hours from its sign-in.
    if (Date.now() / 1000 - authAt > SESSION_MAX_AGE_SECONDS) return null;
    return { kind, id, hrisId: typeof hrisId === "string" ? hrisId : undefined, name, ver, authAt };
  } catch {
    return null;
  }
}
