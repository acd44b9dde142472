import "server-only";
import type { AuthOptions } from "next-auth";
import { getEnv } from "@/lib/server/env";
import { ssoConfig } from "@/lib/server/auth/sso/sso-config";
import { signInWithClaims } from "@/lib/server/auth/sso/sso-sign-in";
import { endReplacedSession } from "@/lib/server/auth/set-session-cookie";
import {
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
  sessionCookieOptions,
  type ManagerClaims,
  type SessionClaims,
} from "@/lib/server/auth/session-token";

export const SSO_PROVIDER_ID = "oidc";
export const NOT_SET_UP_PATH = "/sso-not-set-up";

/**
 * next-auth runs the provider flow (discovery, authorization code with PKCE, state and nonce, the ID
 * token's checks); what it writes at the end is the project's own session: the same claims, in the
 * same cookie, encoded by the same next-auth `encode` as a password sign-in (ADR 0080, 0082).
 * `previous` is the session the browser held, ended on the server when another account signs in.
 */
export function nextAuthOptions(previous: SessionClaims | null, ip: string): AuthOptions {
  const config = ssoConfig();
  if (!config) throw new Error("Single sign-on is not configured");
  let signedIn: ManagerClaims | null = null;
  const { maxAge: _maxAge, ...cookieOptions } = sessionCookieOptions();
  return {
    secret: getEnv().NEXTAUTH_SECRET,
    providers: [
      {
        id: SSO_PROVIDER_ID,
        name: config.name,
        type: "oauth",
        wellKnown: `${config.issuer}/.well-known/openid-configuration`,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authorization: { params: { scope: "openid email profile" } },
        checks: ["pkce", "state", "nonce"],
        idToken: true,
        profile: (profile: Record<string, unknown>) => ({ id: String(profile.sub) }),
      },
    ],
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    cookies: { sessionToken: { name: sessionCookieName(), options: cookieOptions } },
    pages: { signIn: "/login", error: "/login" },
    callbacks: {
      async signIn({ profile }) {
        signedIn = await signInWithClaims((profile ?? {}) as Record<string, unknown>, config.idClaim, ip);
        if (!signedIn) return NOT_SET_UP_PATH;
        await endReplacedSession(previous, signedIn);
        return true;
      },
      // The token is the session's claims and nothing of the provider's (no name, email or picture).
      async jwt({ token, account }) {
        if (!account || !signedIn) return token;
        return { ...signedIn, seenAt: signedIn.authAt };
      },
    },
  };
}
